"""The score card (得点カード) and the victory sheet (勝利シート): ruled forms, written in pencil
when filled (the app's ``ui/sheets/records.py`` words them the same)."""

from __future__ import annotations

from jongrogue.printsheets import form, ink
from jongrogue.printsheets.items import BODY, TEXT, TITLE
from jongrogue.printsheets.pen import Pen
from jongrogue.text import sheet_words as words
from jongrogue.text import strings

# the app's columns; the rules get more room on paper (EZ+ and its options, in two lines)
SCORE_COLS = [
    ("num", 0.45, "right"),
    ("ruleset", 1.9, "left"),
    ("result", 1.5, "left"),
    ("floor", 0.6, "right"),
    ("deepest", 0.75, "right"),
    ("level", 0.45, "right"),
    ("gold", 1.0, "right"),
    ("score", 1.0, "right"),
    ("cause", 1.5, "left"),
    ("continues", 0.7, "right"),
]
ITEM_COLS = [
    ("sheet", 1.0, "left"),
    ("item", 2.7, "left"),
    ("state", 1.4, "left"),
    ("count", 0.6, "right"),
    ("unit", 0.8, "right"),
    ("value", 0.9, "right"),
]
ROW_H = 4.6
MIN_ROW_H = 2.2
HEAD_H = 5.0


def _columns(x, w, cols):
    total = sum(c[1] for c in cols)
    out, cx = [], x
    for cid, cw, align in cols:
        out.append((cid, cx, w * cw / total, align))
        cx += w * cw / total
    return out


def _table(pen: Pen, box, cols, heads, rows, *, latest=True, row_h=ROW_H) -> int:
    """A header band and as many ruled lines as fit, ``rows`` written on the first of them (the
    last ones when they do not all fit, if ``latest``). Returns how many rows were left out."""
    x, y, w, h = box
    cols = _columns(x, w, cols)
    pen.box(x, y, w, HEAD_H, fill=ink.BAND, line=ink.PRINT, width=0.2)
    for (_cid, cx, cw, align), head in zip(cols, heads):
        pen.in_box(head, cx, y, cw, HEAD_H, TEXT * 0.8, anchor=align, bold=True)
    n = int((h - HEAD_H + 1e-6) // row_h)
    shown = (rows[-n:] if latest else rows[:n]) if n else []
    for i in range(n):
        ry = y + HEAD_H + i * row_h
        pen.line(x, ry + row_h, x + w, ry + row_h)
        if i < len(shown):
            vals, colour = shown[i]
            for (_cid, cx, cw, align), v in zip(cols, vals):
                _cell(pen, str(v), (cx, ry, cw, row_h), TEXT * 0.85, align, colour)
    bottom = y + HEAD_H + n * row_h
    for _, cx, _, _ in cols[1:]:
        pen.line(cx, y, cx, bottom)
    pen.box(x, y, w, bottom - y, line=ink.PRINT, width=0.25)
    return len(rows) - len(shown)


def _cell(pen: Pen, text: str, box, size: float, align: str, colour) -> None:
    """A table cell's text: one line, or two broken at the first space when one line would
    shrink it past reading (EZ+ / identification+rings)."""
    x, y, w, h = box
    size = min(size, h * 0.8)
    if " " not in text or pen.fit(text, size, w - 1.2) >= size * 0.7:
        pen.in_box(text, x, y, w, h, size, anchor=align, colour=colour)
        return
    first, rest = text.split(" ", 1)
    pen.in_box(first, x, y, w, h * 0.52, size * 0.7, anchor=align, colour=colour)
    pen.in_box(rest, x, y + h * 0.45, w, h * 0.52, size * 0.7, anchor=align, colour=colour)


def shown_result(view: dict, i: int, row: dict) -> str | None:
    """Row i's result as the player reads it: the row written at a death is "pending" while the
    death choice is open (as the app's score card)."""
    card = view.get("score_card") or ()
    if view.get("context") == "dead" and i == len(card) and row.get("result") == "game_over":
        return "pending"
    return row.get("result")


def score_rows(view: dict | None, lang: str) -> list:
    rows = []
    for i, r in enumerate((view or {}).get("score_card") or (), start=1):
        result = shown_result(view or {}, i, r)
        score = "—" if result == "pending" or r.get("score") is None else f"{r.get('score', 0):,}"
        vals = [
            i,
            r.get("ruleset", ""),
            words.name(lang, f"result.{result}") if result else "",
            r.get("floor", ""),
            r.get("deepest", ""),
            r.get("level", ""),
            f"{r.get('gold', 0):,}",
            score,
            strings.cause_name(lang, r.get("cause")),
            r.get("continues", 0),
        ]
        rows.append((vals, ink.RED if result == "victory" else ink.PENCIL))
    return rows


def draw_score_card(pen: Pen, sheet_id: str, view: dict | None, lang: str) -> None:
    form.title(pen, TITLE, lang, "score_card")
    heads = [words.ui(lang, f"col.{c}") for c, _, _ in SCORE_COLS]
    _table(pen, BODY, SCORE_COLS, heads, score_rows(view, lang))


def item_name(lang: str, it: dict) -> str:
    kind = it.get("kind", "")
    if kind.startswith("key:"):
        return f"{words.name(lang, 'field.unidentified')} {kind[4:]}"
    return words.name(lang, words.item_key(it["sheet"], kind))


def _state_label(lang: str, it: dict) -> str:
    tags = [
        words.ui(lang, "tag_equipped") if it.get("equipped") else words.name(lang, "field.carried")
    ]
    if it.get("cursed"):
        tags.append(words.ui(lang, "tag_cursed"))
    return " · ".join(tags)


def draw_victory(pen: Pen, sheet_id: str, view: dict | None, lang: str) -> None:
    """The items on the left; the record and the money (the score last, in red) on the right,
    and the clean-victory stamp."""
    form.title(pen, TITLE, lang, "victory_sheet")
    vs = (view or {}).get("victory_sheet") or {}
    x, y, w, h = BODY
    right_w = w * 0.34
    gap = 3.0
    rows = [
        (
            [
                words.ui(lang, f"sheet_short.{it['sheet']}"),
                item_name(lang, it),
                _state_label(lang, it),
                it.get("count", 1),
                f"{it.get('unit', 0):,}",
                f"{it.get('value', 0):,}",
            ],
            ink.PENCIL,
        )
        for it in vs.get("items") or ()
    ]
    heads = [words.ui(lang, f"col.{c}") for c, _, _ in ITEM_COLS]
    room = h - 3 - HEAD_H  # every carried item is written: the lines close up to fit
    row_h = max(MIN_ROW_H, min(ROW_H, room / len(rows))) if rows else ROW_H
    hidden = _table(
        pen, (x, y, w - right_w - gap, h - 3), ITEM_COLS, heads, rows, latest=False, row_h=row_h
    )
    if hidden:
        pen.text(
            words.ui(lang, "more", n=hidden),
            x + w - right_w - gap,
            y + h - 1.5,
            TEXT * 0.7,
            anchor="right",
            colour=ink.SOFT,
        )
    cx = x + w - right_w
    filled = bool(vs)
    record = [
        ("deepest", vs.get("deepest", "")),
        ("level", vs.get("level", "")),
        ("xp", f"{vs['xp']:,}" if filled else ""),
        ("continues", vs.get("continues", "")),
    ]
    money = [
        ("gold", f"{vs['gold']:,}" if filled else ""),
        ("gold_bonus", f"{vs['gold_bonus']:,}" if filled else ""),
        ("items_total", f"{vs['items_total']:,}" if filled else ""),
        ("score", f"{vs['score']:,}" if filled else ""),
    ]
    lh = 6.0
    _ledger(pen, (cx, y, right_w, lh * 4), record, lang)
    _ledger(pen, (cx, y + lh * 4 + 3, right_w, lh * 4), money, lang, total_last=True)
    stamp_y = y + lh * 8 + 6
    if vs.get("clean"):
        _stamp(pen, (cx, stamp_y, right_w, y + h - stamp_y), words.ui(lang, "clean"))
    elif not filled:
        _clean_box(pen, (cx, stamp_y + 2, right_w, 6), words.ui(lang, "clean"))


def _ledger(pen, box, lines, lang, total_last=False):
    x, y, w, h = box
    lh = h / len(lines)
    for i, (key, value) in enumerate(lines):
        ly = y + i * lh
        last = total_last and i == len(lines) - 1
        pen.in_box(
            words.ui(lang, f"v.{key}"),
            x,
            ly,
            w * 0.55,
            lh,
            TEXT * (0.95 if last else 0.85),
            anchor="left",
            bold=last,
        )
        if value != "":
            pen.in_box(
                str(value),
                x + w * 0.45,
                ly,
                w * 0.55,
                lh,
                TEXT * (1.25 if last else 1.0),
                anchor="right",
                colour=ink.RED if last else ink.PENCIL,
                bold=last,
            )
        pen.line(
            x,
            ly + lh,
            x + w,
            ly + lh,
            colour=ink.PRINT if last else ink.RULE,
            width=0.25 if last else 0.12,
        )
        if last:
            pen.line(x, ly + lh + 0.7, x + w, ly + lh + 0.7, colour=ink.PRINT, width=0.15)


def _stamp(pen, box, label):
    """The clean-victory stamp: a red double ring with its words."""
    x, y, w, h = box
    r = min(w, h) * 0.42
    cx, cy = x + w / 2, y + h / 2
    pen.circle(cx, cy, r, line=ink.RED, width=0.5)
    pen.circle(cx, cy, r * 0.84, line=ink.RED, width=0.2)
    pen.text(label, cx, cy, r * 0.36, anchor="center", colour=ink.RED, bold=True, max_w=r * 1.5)


def _clean_box(pen, box, label):
    """Blank: a box to tick for a clean victory."""
    x, y, w, h = box
    pen.box(x + 1, y + h * 0.15, h * 0.7, h * 0.7, line=ink.PRINT, width=0.2)
    pen.in_box(label, x + h + 1, y, w - h - 1, h, TEXT, anchor="left")
