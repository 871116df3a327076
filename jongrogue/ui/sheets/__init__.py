"""The printed paper sheets (spec §3.3), drawn with post-it counters on their cells.

    from jongrogue.ui.sheets import draw_sheet, Hotspot, SHEET_IDS, sheets_for
    spots = draw_sheet(surface, rect, "melee", view, "ja", highlight=None)

``draw_sheet`` draws the full printed form when ``rect`` is large enough, and a compact summary
(same paper, key values only) in dock-sized rects (see ``is_compact``). It returns a
:class:`Hotspot` for every field, cell and post-it: ``key`` names an i18n catalog entry (use
``describe(lang, key)`` for a tooltip), ``drag`` carries ``{"item": {...}}`` for a draggable item
post-it, ``drop`` names a drop target (``"<sheet>.carried"`` / ``"<sheet>.equipped"``).
Hotspots are listed back to front: search them reversed to find the topmost one.

``highlight``: None, a key / drop id or a list of them (outlined), or a dict
``{"selected": item, "lifted": item, "targets": {drop_id: "ok" | "bad" | "hover"}}``.
"""

from __future__ import annotations

import importlib

import pygame

from jongrogue.text.sheet_words import describe
from jongrogue.ui.sheets import compact, items, records
from jongrogue.ui.sheets.base import Highlight, Hotspot, Pen

SHEET_IDS = (
    "character_a",
    "character_b",
    "melee",
    "ranged",
    "armour",
    "rings",
    "potions",
    "scrolls",
    "score_card",
    "victory_sheet",
)
EQUIPMENT = ("melee", "ranged", "armour", "rings", "potions", "scrolls")

# below these sizes (px) a sheet is drawn as its compact summary
COMPACT_BELOW = {
    "character_a": (420, 300),
    "character_b": (420, 300),
    "scrolls": (520, 330),
    "potions": (400, 300),
    "score_card": (480, 240),
    "victory_sheet": (480, 300),
}
COMPACT_DEFAULT = (330, 220)


def is_compact(sheet_id: str, rect) -> bool:
    w, h = COMPACT_BELOW.get(sheet_id, COMPACT_DEFAULT)
    return rect[2] < w or rect[3] < h


def sheets_for(view: dict) -> list[str]:
    """The sheets of this run, in dock order (rings only with the ring rule; the victory sheet
    only after a victory)."""
    opts = set(view.get("options") or ())
    out = [s for s in SHEET_IDS if s not in ("rings", "victory_sheet")]
    if "rings" in opts:
        out.insert(out.index("potions"), "rings")
    if view.get("victory_sheet"):
        out.append("victory_sheet")
    return out


def draw_sheet(
    surface: pygame.Surface,
    rect,
    sheet_id: str,
    view: dict,
    lang: str,
    *,
    highlight=None,
    mode: str = "auto",
) -> list[Hotspot]:
    """Draw one sheet in ``rect``; ``mode`` "auto" (by size), "full" or "compact"."""
    if sheet_id not in SHEET_IDS:
        raise ValueError(f"unknown sheet {sheet_id!r}")
    rect = pygame.Rect(rect)
    pen = Pen(surface, highlight)
    clip = surface.get_clip()
    surface.set_clip(rect.inflate(8, 8).clip(clip))  # get_clip() is the whole surface when unset
    try:
        if mode == "compact" or (mode == "auto" and is_compact(sheet_id, rect)):
            compact.draw(pen, rect, sheet_id, view, lang)
        elif sheet_id in ("character_a", "character_b"):  # the full forms: loaded when first drawn
            character = importlib.import_module("jongrogue.ui.sheets.character")
            character.draw(pen, rect, sheet_id, view, lang)
        elif sheet_id in ("potions", "scrolls"):
            consumables = importlib.import_module("jongrogue.ui.sheets.consumables")
            consumables.draw(pen, rect, sheet_id, view, lang)
        elif sheet_id == "score_card":
            records.draw_score_card(pen, rect, view, lang)
        elif sheet_id == "victory_sheet":
            records.draw_victory(pen, rect, view, lang)
        else:
            items.draw(pen, rect, sheet_id, view, lang)
    finally:
        surface.set_clip(clip)
    return pen.spots


def hotspot_at(spots: list[Hotspot], pos, *, want: str | None = None) -> Hotspot | None:
    """The topmost hotspot at ``pos``; ``want="drag"`` / ``"drop"`` only those with a payload."""
    for h in reversed(spots):
        if h.rect.collidepoint(pos) and (want is None or getattr(h, want)):
            return h
    return None


__all__ = [
    "draw_sheet",
    "Hotspot",
    "Highlight",
    "SHEET_IDS",
    "EQUIPMENT",
    "sheets_for",
    "is_compact",
    "hotspot_at",
    "describe",
]
