"""The printed parts every sheet shares: the title with its double rule, a field's heading band,
a post-it with its number, a tile (face up or down)."""

from __future__ import annotations

from jongrogue.printsheets import ink
from jongrogue.printsheets.pen import Pen
from jongrogue.text import sheet_words as words

NUMERALS = "一二三四五六七八九"
SUIT = {"m": "萬", "p": "筒", "s": "索"}
WINDS = {"T": "東", "N": "南", "S": "西", "P": "北"}  # the dungeon map's doors
RED_FIVES = {"pR": "p", "sR": "s"}  # the stairs
POSTIT_MAX = 7.5  # units: a post-it is a post-it, however large its cell


def title(pen: Pen, box, lang: str, sheet_id: str, names: tuple[str, str] | None = None) -> None:
    """The sheet's name in ``lang`` (serif), the other language's small at the right, a double
    rule; ``names`` (in ``lang``, in the other) for a sheet the rules tables do not name."""
    x, y, w, h = box
    main, sub = names or words.both(lang, f"sheet.{sheet_id}")
    used = pen.text(main, x, y + h * 0.5, h * 0.78, serif=True, bold=True, max_w=w * 0.65)
    pen.text(sub, x + w, y + h * 0.58, h * 0.4, anchor="right", colour=ink.SOFT, max_w=w - used - 4)
    pen.line(x, y + h, x + w, y + h, colour=ink.PRINT, width=0.45)
    pen.line(x, y + h + 0.8, x + w, y + h + 0.8, colour=ink.PRINT, width=0.15)


def heading(pen: Pen, box, lang: str, key: str, size: float, value: str = "") -> None:
    """A shaded band: the label in ``lang``, the other language's after it, a value at the right."""
    x, y, w, h = box
    pen.box(x, y, w, h, fill=ink.BAND, line=ink.PRINT, width=0.15)
    main, sub = words.both(lang, key)
    used = pen.text(main, x + 1, y + h / 2, size, bold=True, max_w=w * 0.6)
    room = w - used - 3 - (pen.width(value, size) + 2 if value else 0)
    if room > 4:
        pen.text(
            sub, x + used + 2, y + h / 2 + size * 0.05, size * 0.75, colour=ink.SOFT, max_w=room
        )
    if value:
        pen.text(value, x + w - 1, y + h / 2, size, anchor="right", colour=ink.PENCIL, bold=True)


def postit(pen: Pen, box, colour: str = "yellow", label: str = "", *, fill: float = 0.78) -> None:
    """A square post-it centred in a cell, ``label`` written on it."""
    x, y, w, h = box
    side = min(min(w, h) * fill, POSTIT_MAX)
    px, py = x + (w - side) / 2, y + (h - side) / 2
    pen.box(
        px,
        py,
        side,
        side,
        fill=ink.POSTIT[colour],
        line=ink.POSTIT_EDGE,
        width=0.1,
        radius=side * 0.08,
    )
    if label:
        pen.in_box(label, px, py, side, side, side * 0.62, pad=side * 0.08, bold=True)


def tile(pen: Pen, box, code: str | None, *, face_up: bool = True) -> None:
    """A tile standing in a cell: face up with its number and suit (一 萬, 5 筒), its wind (東) or
    as a red five (the stairs), face down (the green back), or None for an empty slot drawn as a
    dashed outline."""
    x, y, w, h = box
    th = min(h * 0.86, w * 0.9 * 4 / 3)
    tw = th * 0.75
    tx, ty = x + (w - tw) / 2, y + (h - th) / 2
    if code is None:
        pen.pdf.set_dash_pattern(dash=0.6 * pen.k, gap=0.5 * pen.k)
        pen.box(tx, ty, tw, th, line=ink.SOFT, width=0.1, radius=tw * 0.12)
        pen.pdf.set_dash_pattern()
        return
    if not face_up:
        pen.box(tx, ty, tw, th, fill=ink.TILE_BACK, line=ink.PRINT, width=0.1, radius=tw * 0.12)
        return
    pen.box(tx, ty, tw, th, fill=ink.TILE, line=ink.PRINT, width=0.12, radius=tw * 0.12)
    if code in WINDS:
        pen.text(
            WINDS[code], tx + tw / 2, ty + th / 2, tw * 0.7, anchor="center", serif=True, bold=True
        )
        return
    if code in RED_FIVES:
        pen.text("5", tx + tw / 2, ty + th * 0.3, tw * 0.5, anchor="center", colour=ink.RED)
        pen.text(
            SUIT[RED_FIVES[code]],
            tx + tw / 2,
            ty + th * 0.7,
            tw * 0.5,
            anchor="center",
            colour=ink.RED,
        )
        return
    suit, n = code[0], code[1:]
    top = NUMERALS[int(n) - 1] if suit == "m" and n.isdigit() else n
    colour = ink.RED if suit == "m" else ink.PRINT
    pen.text(top, tx + tw / 2, ty + th * 0.3, tw * 0.5, anchor="center", colour=ink.PRINT)
    pen.text(
        SUIT.get(suit, ""), tx + tw / 2, ty + th * 0.7, tw * 0.5, anchor="center", colour=colour
    )
