"""What a paper run asks the player at the table (view()["paper"], engine rules/paper.py), in
words: which tile to turn up and where, for which check, what to do by hand first, and what
to put back after an undo. Pygame-free, so the table, its tests and the run files share it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jongrogue.engine import DRAWN_UNTIL
from jongrogue.text import strings
from jongrogue.text.strings import Texts
from jongrogue.text.tile_words import tile_word
from jongrogue.text.words import monster_name, tt


def seed_key(key: str, tiles: str | None) -> str:
    """The text `key` that shows a run's seed, or its `_own` form (own-tiles wording) for a run
    played with the player's own tiles: no tile of it came from its seed, so the seed means
    nothing to the player (the run file's header keeps it all the same)."""
    return key + "_own" if tiles == "paper" else key


def seed_tag(header: dict[str, Any]) -> str:
    """A run's mark in the names of the files exported from it: "seed42", or "own-tiles"."""
    return "own-tiles" if header.get("tiles") == "paper" else f"seed{header.get('seed')}"


# Every kind a box can hold, in picker order: the three suits, the winds, the red fives.
KINDS = tuple(f"{s}{n}" for s in "mps" for n in range(1, 10)) + ("T", "N", "S", "P", "pR", "sR")
WINDS = ("T", "N", "S", "P")  # east, south, west, north: the rules' (Japanese) letters

# The letters a language writes the winds with: English E S W N (the tiles' corner letters),
# Japanese T N S P (東 Ton, 南 Nan, 西 Shā, 北 Pē) — the same N and S name different winds.
WIND_LETTERS = {
    "en": {"E": "T", "S": "N", "W": "S", "N": "P"},
    "ja": {"T": "T", "N": "N", "S": "S", "P": "P"},
}
KANJI = {"東": "T", "南": "N", "西": "S", "北": "P"}  # typed in any language (an IME's text)


def wind_codes(lang: str) -> dict[str, Any]:
    """The typed wind codes of `lang` -> kind: its own letters, the other language's letters
    that no own letter spells (English takes T and P, Japanese E and W), and the kanji."""
    own = WIND_LETTERS.get(lang, WIND_LETTERS["ja"])
    other = {
        letter: kind
        for table in WIND_LETTERS.values()
        for letter, kind in table.items()
        if letter not in own
    }
    return {**other, **own, **KANJI}


def typed_code(lang: str, kind: str) -> str:
    """The code a player of `lang` types for `kind` ("E" for the east wind in English)."""
    if kind in WINDS:
        own = WIND_LETTERS.get(lang, WIND_LETTERS["ja"])
        return next(letter for letter, k in own.items() if k == kind)
    return kind


def _codes(lang: str) -> dict[str, Any]:
    """Every typed code of `lang` -> its kind."""
    return {**{k: k for k in KINDS if k not in WINDS}, **wind_codes(lang)}


def tile_named(ctx: Texts, code: str) -> str:
    """The tile's word with the code the player types for it: "5 of Characters (m5)",
    "East wind (E)" in English, "東 (T)" in Japanese."""
    word = tt(ctx, f"paper.wind.{code}") if code in WINDS else tile_word(ctx, code)
    typed = typed_code(ctx.lang, code)
    return word if f"({typed})" in word else f"{word} ({typed})"


@dataclass(frozen=True)
class Prompt:
    """What a paper run asks the player to do at the table, in words."""

    ask: str  # "Draw a tile from the wall for the trap check."
    steps: tuple[Any, ...]  # what to do at the table first, in order
    entered: str  # the tiles entered for this action so far ("" when none)
    offered: dict[str, Any]  # kind (or link row) -> copies still unaccounted for
    rows: bool  # a link search: the answer is a row of the sheet, not a kind
    about: str = "encounter"  # what the tile is turned up for: "dungeon", "encounter" or "sheet"
    entered_short: str = ""  # the entered tiles counted, with the last ("" when none)


def purpose_text(ctx: Texts, purpose: str) -> str:
    """The check, action or table procedure a tile is turned up for, by its name ("" when it
    has none)."""
    for key in (f"check.{purpose}", f"action.{purpose}", f"paper_procedure.{purpose}"):
        if strings.has(ctx.lang, key):
            return ctx.name(key)
    return ""


def _entered_codes(paper: dict[str, Any]) -> list[str]:
    return [str(t) for t in paper.get("entered", ()) if isinstance(t, str)]


def _entered_word(ctx: Texts, code: str) -> str:
    return tile_named(ctx, code) if code in WINDS else tile_word(ctx, code)


def entered_last(ctx: Texts, paper: dict[str, Any], review_key: str) -> str:
    """How many tiles this action has had so far ("" when none), said after each at the full
    verbosity (the command's echo names the tile): the list itself grew longer at every tile, so
    the status key (``review_key``) says it."""
    codes = _entered_codes(paper)
    return tt(ctx, "paper.entered_last", n=len(codes), review=review_key) if codes else ""


def until_text(ctx: Texts, purpose: str) -> str:
    """Why a draw may want another tile after this one ("" for a draw of a known count)."""
    suits = DRAWN_UNTIL.get(purpose)
    if suits is None:
        return ""
    names = tt(ctx, "paper.until_or").join(tt(ctx, f"paper.until_suit.{s}") for s in suits)
    return tt(ctx, "paper.until", suits=names)


def prompt(ctx: Texts, paper: dict[str, Any]) -> Prompt:
    kind = paper["kind"]
    steps = tuple(ctx.text(f"paper_procedure.{k}") for k in paper.get("procedures", ()))
    codes = _entered_codes(paper)
    entered = tt(ctx, "tile_sep").join(_entered_word(ctx, c) for c in codes)
    entered = tt(ctx, "paper.entered", tiles=entered) if entered else ""
    short = (
        tt(ctx, "paper.entered_short", n=len(codes), last=_entered_word(ctx, codes[-1]))
        if codes
        else ""
    )
    if kind == "link_row":
        sheet = ctx.name(f"sheet.{paper['sheet']}")
        ask = tt(ctx, "paper.link_row", sheet=sheet, tile=tile_word(ctx, paper["find"]))
        rows = {row: 1 for row in paper["rows"]}
        return Prompt(ask, steps, entered, rows, True, "sheet", short)
    why = purpose_text(ctx, paper.get("purpose", ""))
    monster = paper.get("monster")
    if why and monster:  # (two sleep rolls in a row: each names its monster)
        why = tt(
            ctx,
            "paper.why_monster",
            why=why,
            monster=monster_name(ctx, monster["id"]),
            room=monster["room"],
            slot=monster["slot"],
        )
    fmt = {"room": paper.get("room"), "slot": paper.get("slot"), "more": paper.get("more", 0)}
    ask = tt(ctx, f"paper.ask.{kind}", **fmt)
    if why:
        ask = tt(ctx, "paper.for", ask=ask, why=why)
    if paper.get("more"):
        ask = tt(ctx, "paper.then_more", ask=ask, more=paper["more"])
    elif kind == "draw" and until_text(ctx, paper.get("purpose", "")):
        ask = f"{ask} {until_text(ctx, paper.get('purpose', ''))}"
    # a dungeon tile is about the dungeon map; a slot, and a draw for a check, about the room
    # being resolved (the encounter map)
    about = "dungeon" if kind == "dungeon" else "encounter"
    return Prompt(ask, steps, entered, dict(paper["offered"]), False, about, short)


def put_back_text(ctx: Texts, undo: dict[str, Any] | None) -> str:
    """What to do at the table after an undo of an entered tile ("" for any other undo)."""
    if not undo:
        return ""
    tile = tile_named(ctx, undo["tile"]) if undo.get("tile") else ""
    raw = ctx.text(f"paper_undo.{undo['do']}")
    try:
        words = raw.format(tile=tile, row=undo.get("row"))
    except (KeyError, IndexError, ValueError):
        words = raw
    if undo.get("then"):  # the table work it had led to (a new floor's) goes back as well
        names = [ctx.name(f"paper_procedure.{k}") for k in undo["then"]]
        steps = ("、" if ctx.lang == "ja" else ", ").join(names)
        then = ctx.text("paper_undo.then").format(steps=steps)
        words = (words + then) if ctx.lang == "ja" else f"{words} {then}"
    return words


def typed(buffer: str, lang: str) -> tuple[str | None, bool]:
    """(the kind `buffer` names in `lang`, whether nothing longer could be meant) for the
    picker's typing: "m5", "E" (English) and "T" name their tile at once; "s" could still
    become s1–s9 or sR, so it names the S wind (South in English, West in Japanese) only when
    Enter confirms it; case is free where it is clear ("pr" is pR, "e" is E)."""
    text = buffer.strip()
    if not text:
        return None, False
    codes = _codes(lang)
    if text in codes:
        return codes[text], not any(c != text and c.startswith(text) for c in codes)
    code = next((c for c in codes if c.lower() == text.lower()), None)
    longer = any(len(c) > len(text) and c.lower().startswith(text.lower()) for c in codes)
    return (codes[code] if code else None), code is not None and not longer


def is_prefix(buffer: str, lang: str) -> bool:
    """Can `buffer` still grow into a tile code of `lang`?"""
    text = buffer.strip().lower()
    return any(c.lower().startswith(text) for c in _codes(lang))
