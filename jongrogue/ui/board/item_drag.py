"""Dragging a potion or scroll post-it out of the sheet dock (spec: "drag a potion or scroll to the
character to quaff / read"):

* onto Character sheet A (or the PC post-it on the dungeon map) → ``quaff`` / ``read`` (no target);
* a single-target scroll onto a monster slot of the PC's room → ``read`` with that slot;
* an identify scroll onto an unidentified potion / scroll post-it → ``read`` with its ``key:…``.

The payload is ``("item", sheet, kind)``. A dock hotspot carries the post-it it stands for in
``extra["item"]`` (compact rows: one kind each). Whether a drop is legal is the engine's call."""

from __future__ import annotations

import pygame

from jongrogue.engine import cmd
from jongrogue.engine.rules.scrolls import SINGLE_TARGET
from jongrogue.ui import theme
from jongrogue.ui.board.common import item_name
from jongrogue.ui.board.encounter_view import pc_room
from jongrogue.ui.sheets.ghost import ghost

SHEETS = ("potions", "scrolls")
CHARACTER = "character_a"


def _item(h) -> dict | None:
    it = (getattr(h, "extra", None) or {}).get("item")
    return it if isinstance(it, dict) and "kind" in it else None


def payload_for(h):
    """The drag payload of a dock hotspot when it is a potion / scroll post-it, else None."""
    it = _item(h)
    if h is None or h.target[0] != "sheet_spot" or it is None or it.get("sheet") not in SHEETS:
        return None
    return ("item", it["sheet"], it["kind"])


def command_for(payload, h, view):
    """The command dropping ``payload`` on hotspot ``h`` means (legal or not), or None."""
    if h is None or not payload or payload[0] != "item":
        return None
    _, sheet, kind = payload
    t = h.target
    if t in (("sheet", CHARACTER), ("pc",)) or (t[0] == "sheet_spot" and t[1] == CHARACTER):
        return (
            cmd("quaff", kind=kind) if sheet == "potions" else cmd("read", kind=kind, target=None)
        )
    if sheet != "scrolls":
        return None
    unknown = kind.startswith("key:")  # unidentified: may be aimed before its effect is known
    if t[0] == "slot" and (kind in SINGLE_TARGET or unknown) and t[1] == pc_room(view):
        return cmd("read", kind=kind, target=t[2])
    other = _item(h)
    if (
        (kind == "identify" or unknown)
        and t[0] == "sheet_spot"
        and other
        and other["kind"].startswith("key:")
    ):
        return cmd("read", kind=kind, target=other["kind"])
    return None


def command_at(payload, spots, pos, view):
    for h in reversed(spots):
        if h.rect.collidepoint(pos) and h.target[0] not in ("warning", "dock", "room_enc"):
            c = command_for(payload, h, view)
            if c is not None or h.target[0] not in ("sheet_spot",):
                return c
    return None


def glow_spots(payload, spots, view, legal) -> list:
    """Hotspots a drop on which would be legal (Character sheet A as one panel, not per field)."""
    legal = set(legal)
    out = []
    for h in spots:
        if h.target[0] == "sheet_spot" and h.target[1] == CHARACTER:
            continue
        c = command_for(payload, h, view)
        if c is not None and c in legal:
            out.append(h)
    return out


def draw_glow(surface, ctx, hotspots) -> None:
    """Outline the dock targets (the encounter slots glow through ``draw_encounter``)."""
    for h in hotspots:
        if h.target[0] in ("sheet", "sheet_spot"):
            w = max(2, ctx.s(3))
            pygame.draw.rect(
                surface,
                theme.HL_SELECT,
                h.rect.inflate(w * 2, w * 2),
                width=w,
                border_radius=ctx.s(6),
            )


def drag_rect(ctx, pos) -> pygame.Rect:
    """The dragged post-it follows the mouse up-left of the pointer, so the target under the pointer
    (and its glow) stays visible (the dock row it came from may be wide: not its size)."""
    side = ctx.s(34)
    return pygame.Rect(pos[0] - side + ctx.s(4), pos[1] - side + ctx.s(4), side, side)


def draw_payload(surface, ctx, payload, rect: pygame.Rect) -> pygame.Rect:
    """Draw the dragged post-it and its name label; returns the area painted."""
    _, sheet, kind = payload
    ghost(
        surface,
        ctx,
        {"sheet": sheet, "kind": kind, "cursed": False, "equipped": False},
        rect.center,
        rect.w,
    )
    img = ctx.font(12, bold=True).render(item_name(ctx, sheet, kind), True, theme.CREAM_TEXT)
    pad = ctx.s(4)
    box = img.get_rect(midbottom=(rect.centerx, rect.top - ctx.s(6))).inflate(pad * 2, pad)
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (24, 40, 32), box, border_radius=ctx.s(4))
    surface.blit(img, img.get_rect(center=box.center))
    return box.union(rect.inflate(rect.w, rect.h))
