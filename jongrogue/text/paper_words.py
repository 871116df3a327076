"""What a paper run asks the player at the table (view()["paper"], engine rules/paper.py), in
words: which tile to turn up and where, for which check, what to do by hand first, and what
to put back after an undo. Pygame-free, so the table, its tests and the run files share it."""
from __future__ import annotations

from dataclasses import dataclass

from jongrogue.text import strings
from jongrogue.text.tile_words import tile_list, tile_named, tile_word
from jongrogue.text.words import tt

# Every kind a box can hold, in picker order: the three suits, the winds, the red fives.
KINDS = tuple(f"{s}{n}" for s in "mps" for n in range(1, 10)) + ("T", "N", "S", "P", "pR", "sR")


@dataclass(frozen=True)
class Prompt:
    ask: str                # "Draw a tile from the wall for the trap check."
    steps: tuple            # what to do at the table first, in order
    entered: str            # the tiles entered for this action so far ("" when none)
    offered: dict           # kind (or link row) -> copies still unaccounted for
    rows: bool              # a link search: the answer is a row of the sheet, not a kind


def purpose_text(ctx, purpose: str) -> str:
    """The check or action a tile is turned up for, by its name ("" when it has none)."""
    for key in (f"check.{purpose}", f"action.{purpose}"):
        if strings.has(ctx.lang, key):
            return ctx.name(key)
    return ""


def prompt(ctx, paper: dict) -> Prompt:
    kind = paper["kind"]
    steps = tuple(ctx.text(f"paper_procedure.{k}") for k in paper.get("procedures", ()))
    entered = tile_list(ctx, [str(t) for t in paper.get("entered", ()) if isinstance(t, str)])
    entered = tt(ctx, "paper.entered", tiles=entered) if entered else ""
    if kind == "link_row":
        sheet = ctx.name(f"sheet.{paper['sheet']}")
        ask = tt(ctx, "paper.link_row", sheet=sheet, tile=tile_word(ctx, paper["find"]))
        return Prompt(ask, steps, entered, {row: 1 for row in paper["rows"]}, True)
    why = purpose_text(ctx, paper.get("purpose", ""))
    fmt = {"room": paper.get("room"), "slot": paper.get("slot"), "more": paper.get("more", 0)}
    ask = tt(ctx, f"paper.ask.{kind}", **fmt)
    if why:
        ask = tt(ctx, "paper.for", ask=ask, why=why)
    if paper.get("more"):
        ask = tt(ctx, "paper.then_more", ask=ask, more=paper["more"])
    return Prompt(ask, steps, entered, dict(paper["offered"]), False)


def put_back_text(ctx, undo: dict | None) -> str:
    """What to do at the table after an undo of an entered tile ("" for any other undo)."""
    if not undo:
        return ""
    tile = tile_named(ctx, undo["tile"]) if undo.get("tile") else ""
    raw = ctx.text(f"paper_undo.{undo['do']}")
    try:
        return raw.format(tile=tile, row=undo.get("row"))
    except (KeyError, IndexError, ValueError):
        return raw


def typed(buffer: str) -> tuple[str | None, bool]:
    """(the kind `buffer` names, whether nothing longer could be meant) for the picker's typing:
    "m5" and "T" name their tile at once; "s" could still become s1–s9 or sR, so it names S
    (the west wind) only when Enter confirms it; case is free where it is clear ("pr" is pR)."""
    text = buffer.strip()
    if not text:
        return None, False
    if text in KINDS:
        return text, not any(k != text and k.startswith(text) for k in KINDS)
    kind = next((k for k in KINDS if k.lower() == text.lower()), None)
    longer = any(len(k) > len(text) and k.lower().startswith(text.lower()) for k in KINDS)
    return kind, kind is not None and not longer


def is_prefix(buffer: str) -> bool:
    """Can `buffer` still grow into a tile code?"""
    text = buffer.strip().lower()
    return any(k.lower().startswith(text) for k in KINDS)
