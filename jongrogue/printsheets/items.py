"""The equipment sheets (melee, ranged, armour, rings): a row per kind × {carried, equipped} ×
{uncursed, cursed} cells, the bonus track, the carry limit."""

from __future__ import annotations

from jongrogue.printsheets import form, ink, values
from jongrogue.printsheets.character import signed
from jongrogue.printsheets.pen import Pen
from jongrogue.text import sheet_words as words

TITLE = (4, 2, 112, 7)
BODY = (4, 12, 112, 75)  # below the title, in units
COL_GROUP = {
    "carried": ("carried", False),
    "carried_cursed": ("carried", True),
    "equipped": ("equipped", False),
    "equipped_cursed": ("equipped", True),
}
HEAD_H = 8.0
BONUS_H = 7.0
FOOT_H = 3.2
TEXT = 2.6


def stats_line(lang: str, row: dict, stats) -> str:
    parts = []
    for s in stats:
        v = row.get(s)
        if v is None or (s == "damage" and row.get("launcher")):
            continue
        parts.append(words.ui(lang, f"stat.{s}", v=signed(v) if s == "hit" else v))
    return " · ".join(parts)


def row_name(pen: Pen, box, lang: str, key: str, stats: str, size: float, *, short=False) -> None:
    """A row heading: the name, then the other language's name and the stats, as room allows."""
    x, y, w, h = box
    main, sub = words.both(lang, key)
    if short:
        main = words.short(lang, key)
    two = h >= size * 2.4
    if two:
        pen.text(main, x + 0.8, y + h * 0.36, size, bold=True, max_w=w - 1.6)
        tail = "   ".join(t for t in (sub, stats) if t)
        pen.text(tail, x + 0.8, y + h * 0.74, size * 0.62, colour=ink.SOFT, max_w=w - 1.6)
        return
    used = pen.text(main, x + 0.8, y + h / 2, size, bold=True, max_w=w - 1.6)
    room = w - used - 2.6
    for tail in ("   ".join(t for t in (sub, stats) if t), sub):
        if tail and pen.width(tail, size * 0.62) <= room:
            pen.text(tail, x + used + 1.8, y + h / 2 + 0.1, size * 0.62, colour=ink.SOFT)
            break


def header(pen: Pen, box, lang: str, cols) -> None:
    """所持中 / 装備中 spanning their cells, then 呪い無し / 呪い有り below."""
    x, y, w, h = box
    cw = w / len(cols)
    groups: list[list] = []
    for i, col in enumerate(cols):
        g, cursed = COL_GROUP[col]
        cx = x + i * cw
        if groups and groups[-1][0] == g:
            groups[-1][2] += cw
        else:
            groups.append([g, cx, cw])
        pen.box(cx, y + h / 2, cw, h / 2, fill=ink.CURSED if cursed else ink.BAND)
        pen.in_box(
            words.name(lang, "field.cursed" if cursed else "field.uncursed"),
            cx,
            y + h / 2,
            cw,
            h / 2,
            TEXT * 0.72,
            colour=ink.RED if cursed else ink.PRINT,
        )
    for g, gx, gw in groups:
        pen.box(gx, y, gw, h / 2, fill=ink.BAND)
        pen.in_box(words.name(lang, f"field.{g}"), gx, y, gw, h / 2, TEXT * 0.85, bold=True)


def bonus_track(pen: Pen, box, lang: str, value) -> None:
    x, y, w, h = box
    lw = w * 0.3
    pen.box(x, y, lw, h, fill=ink.BAND)
    main, sub = words.both(lang, "field.bonus")
    pen.text(main, x + 1, y + h * 0.36, TEXT * 0.85, bold=True, max_w=lw - 2)
    pen.text(sub, x + 1, y + h * 0.74, TEXT * 0.6, colour=ink.SOFT, max_w=lw - 2)
    cw = (w - lw) / 7
    for i in range(7):
        v, cx = i - 3, x + lw + i * cw
        pen.box(cx, y, cw, h)
        pen.in_box(signed(v), cx, y, cw, h, TEXT, colour=ink.SOFT)
        if value == v:
            form.postit(pen, (cx, y, cw, h), "yellow", signed(v))
    pen.box(x, y, w, h, line=ink.PRINT, width=0.18)


def footer(pen: Pen, box, lang: str, sheet_id: str, have: dict, blank: bool) -> None:
    limit = values.carry_limit(sheet_id)
    if limit is None:
        return
    x, y, w, h = box
    total = sum(have.values())
    msg = words.ui(lang, "limit", n="   " if blank else total, limit=limit)
    pen.text(
        msg,
        x + w,
        y + h / 2,
        TEXT * 0.7,
        anchor="right",
        colour=ink.RED if total > limit else ink.SOFT,
    )


def draw(pen: Pen, sheet_id: str, view: dict | None, lang: str) -> None:
    spec = values.layout("items")[sheet_id]
    rows = values.rows(sheet_id)
    have = values.counts(view, sheet_id)
    form.title(pen, TITLE, lang, sheet_id)
    x, y, w, h = BODY
    bonus = spec.get("bonus")
    grid_h = h - HEAD_H - FOOT_H - (BONUS_H + 2 if bonus else 0)
    name_w = w * spec["name_w"]
    cols = spec["columns"]
    header(pen, (x + name_w, y, w - name_w, HEAD_H), lang, cols)
    pen.box(x, y, name_w, HEAD_H, fill=ink.BAND)
    rh = grid_h / len(rows)
    cw = (w - name_w) / len(cols)
    size = min(TEXT * 1.05, rh * 0.42)
    for r, row in enumerate(rows):
        ry = y + HEAD_H + r * rh
        key = words.item_key(sheet_id, row["id"])
        pen.box(x, ry, name_w, rh)
        row_name(
            pen, (x, ry, name_w, rh), lang, key, stats_line(lang, row, spec.get("stats", ())), size
        )
        for c, col in enumerate(cols):
            group, cursed = COL_GROUP[col]
            cell = (x + name_w + c * cw, ry, cw, rh)
            pen.box(*cell, fill=ink.CURSED if cursed else None)
            n = have.get((row["id"], cursed, group == "equipped"), 0)
            if n:
                form.postit(
                    pen, cell, "pink" if cursed else ink.SHEET_POSTIT[sheet_id], str(n), fill=0.72
                )
    pen.box(x, y, w, HEAD_H + grid_h, line=ink.PRINT, width=0.25)
    if bonus:
        equipped = any(k[2] for k in have)
        value = values.sheets(view).get(bonus, 0) if equipped else None
        bonus_track(pen, (x, y + HEAD_H + grid_h + 2, w, BONUS_H), lang, value)
    footer(pen, (x, y + h - FOOT_H, w, FOOT_H), lang, sheet_id, have, view is None)
