"""The score card (得点カード) and the victory sheet (勝利シート): ruled forms written in pencil."""

from __future__ import annotations

import pygame

from jongrogue.text import sheet_words as text
from jongrogue.text import strings
from jongrogue.ui.art import palette as pal
from jongrogue.ui.sheets.base import (
    BAND,
    PENCIL,
    PRINT,
    PRINT_SOFT,
    Pen,
    fit_font,
    font,
)
from jongrogue.ui.sheets.items import frame

SCORE_COLS = [
    ("num", 0.45, "right"),
    ("ruleset", 1.0, "left"),
    ("result", 1.75, "left"),
    ("floor", 0.6, "right"),
    ("deepest", 0.7, "right"),
    ("level", 0.5, "right"),
    ("gold", 1.25, "right"),
    ("score", 1.25, "right"),
    ("cause", 1.7, "left"),
    ("continues", 0.8, "right"),
]
ITEM_COLS = [
    ("sheet", 1.0, "left"),
    ("item", 2.7, "left"),
    ("state", 1.4, "left"),
    ("count", 0.6, "right"),
    ("unit", 0.8, "right"),
    ("value", 0.9, "right"),
]


def _columns(x, w, cols, need=None):
    """Each column's (id, x, width, align): `need` (its header and values, when given) and a
    share of the rest by weight."""
    need = need or [0] * len(cols)
    total = sum(c[1] for c in cols)
    spare = w - sum(need)
    out, cx = [], x
    for (cid, cw, align), n in zip(cols, need):
        px = round(n + spare * cw / total)
        out.append((cid, cx, px, align))
        cx += px
    out[-1] = (out[-1][0], out[-1][1], x + w - out[-1][1], out[-1][3])
    return out


def _header_fit(rect, cols, heads, rows, px: float, pad: int):
    """(header size, columns): the largest header size at which every header fits its column
    on one line with the column still as wide as its widest value; else the plain weights at
    the smallest size (and the headers ellipsized)."""
    values = list(zip(*[v for v, _ in rows])) if rows else [()] * len(cols)
    vf = font(min(px * 0.78, max(round(px * 1.45), 14) * 0.62))
    value_w = [max([vf.size(str(v))[0] for v in col] or [0]) for col in values]
    for size in range(max(7, round(px * 0.66)), 6, -1):
        hf = font(size, bold=True)
        need = [max(hf.size(h)[0], vw) + 2 * pad + 1 for h, vw in zip(heads, value_w)]
        if sum(need) <= rect.w:
            return size, _columns(rect.x, rect.w, cols, need)
    return 7, _columns(rect.x, rect.w, cols)


def _row(pen, y, h, cols, values, f, colour, pad, fit=False, bold=True):
    for (_cid, x, w, align), v in zip(cols, values):
        if fit:
            f = fit_font(str(v), fit, w - 2 * pad, bold=bold)
        anchor, px = ("midright", x + w - pad) if align == "right" else ("midleft", x + pad)
        pen.text(str(v), f, (px, y + h / 2), anchor, colour, max_w=w - 2 * pad)


def _table(pen, rect, cols, heads, rows, px, *, keys=None, latest=True, squeeze=False):
    """A ruled table: a header band and as many ruled lines as fit. ``latest`` keeps the last
    rows when they do not all fit (else the first); ``squeeze`` lets the rows shrink to fit.
    Returns (row height, rows left out)."""
    pad = max(3, round(px * 0.3))
    hsize, cols = _header_fit(rect, cols, heads, rows, px, pad)
    hh = round(px * 1.6)
    rh = max(round(px * 1.45), 14)
    if squeeze and rows:
        rh = max(16, min(rh, int((rect.h - hh) / len(rows))))
    band = pygame.Rect(rect.x, rect.y, rect.w, hh)
    pygame.draw.rect(pen.s, BAND, band)
    _row(pen, band.y, hh, cols, heads, font(hsize, bold=True), PRINT, pad)
    for (cid, x, w, _), _head in zip(cols, heads):
        if keys and keys.get(cid):
            pen.spot(pygame.Rect(x, band.y, w, hh), keys[cid])
    n = max(0, (rect.bottom - band.bottom) // rh)
    size = min(px * 0.78, rh * 0.62)
    shown = (rows[-n:] if latest else rows[:n]) if n else []
    for i in range(n):
        y = band.bottom + i * rh
        pen.hline(rect.x, rect.right, y + rh, pal.lighten(pal.PAPER_LINE, 0.25))
        if i < len(shown):
            values, colour = shown[i]
            _row(pen, y, rh, cols, values, None, colour, pad, fit=size, bold=False)
    bottom = band.bottom + n * rh
    pen.hline(rect.x, rect.right, band.y, PRINT, 2)
    pen.hline(rect.x, rect.right, band.bottom, PRINT, 1)
    pen.hline(rect.x, rect.right, bottom, PRINT, 2)
    for _, x, _w, _ in cols[1:]:
        pen.vline(x, band.y, bottom, pal.lighten(pal.PAPER_LINE, 0.1))
    pen.vline(rect.x, band.y, bottom, PRINT)
    pen.vline(rect.right, band.y, bottom, PRINT)
    return rh, len(rows) - len(shown)


def shown_result(view, i: int, row: dict) -> str | None:
    """Row i's result as the player should read it: the row the engine writes at a death stands
    as a game over only once chosen; until then (the death choice open) it is "pending"."""
    card = view.get("score_card") or ()
    if view.get("context") == "dead" and i == len(card) and row.get("result") == "game_over":
        return "pending"
    return row.get("result")


def short_ruleset(label: str) -> str:
    """The engine's row label ("EZ+ curses+forced_end_bonus+…") as History writes it ("EZ+ (7)")."""
    if not label.startswith("EZ+ "):
        return label
    return f"EZ+ ({len(label[4:].split('+'))})"


def score_rows(view, lang):
    rows = []
    for i, r in enumerate(view.get("score_card") or (), start=1):
        result = shown_result(view, i, r)
        score = "—" if result == "pending" or r.get("score") is None else f"{r.get('score', 0):,}"
        vals = [
            i,
            short_ruleset(r.get("ruleset", "")),
            text.name(lang, f"result.{result}") if result else "",
            r.get("floor", ""),
            r.get("deepest", ""),
            r.get("level", ""),
            f"{r.get('gold', 0):,}",
            score,
            strings.cause_name(lang, r.get("cause")),
            r.get("continues", 0),
        ]
        rows.append((vals, pal.RED_INK if result == "victory" else PENCIL))
    return rows


def draw_score_card(pen: Pen, rect: pygame.Rect, view: dict, lang: str) -> None:
    body, px = frame(pen, rect, "score_card", lang)
    heads = [text.ui(lang, f"col.{c}") for c, _, _ in SCORE_COLS]
    rows = score_rows(view, lang)
    keys = {"result": "result.game_over", "cause": "ui.sheets.col.cause"}
    table = pygame.Rect(body.x, body.y, body.w, body.h)
    _table(pen, table, SCORE_COLS, heads, rows, px, keys=keys)
    pen.spot(table, "sheet.score_card")
    if not rows:
        msg = text.ui(lang, "score_empty")
        pen.fit_text(
            msg,
            px * 0.8,
            pygame.Rect(body.x, body.y + px * 2.2, body.w, px * 1.4),
            colour=PRINT_SOFT,
        )


def item_name(lang, it):
    kind = it.get("kind", "")
    if kind.startswith("key:"):
        return f"{text.name(lang, 'field.unidentified')} {kind[4:]}"
    return text.name(lang, text.item_key(it["sheet"], kind))


def draw_victory(pen: Pen, rect: pygame.Rect, view: dict, lang: str) -> None:
    """Items on the left; the record, the money (score last, in red) and the clean-victory stamp
    on the right."""
    vs = view.get("victory_sheet") or {}
    body, px = frame(pen, rect, "victory_sheet", lang)
    gap = round(px * 0.8)
    right_w = round(body.w * 0.36)
    table = pygame.Rect(body.x, body.y, body.w - right_w - gap, body.h)
    rows = [
        (
            [
                text.ui(lang, f"sheet_short.{it['sheet']}"),
                item_name(lang, it),
                _state_label(lang, it),
                it.get("count", 1),
                f"{it.get('unit', 0):,}",
                f"{it.get('value', 0):,}",
            ],
            PENCIL,
        )
        for it in vs.get("items") or ()
    ]
    heads = [text.ui(lang, f"col.{c}") for c, _, _ in ITEM_COLS]
    foot = round(px * 0.9)
    _, hidden = _table(
        pen,
        table.inflate(0, -foot).move(0, -foot // 2),
        ITEM_COLS,
        heads,
        rows,
        px * 0.9,
        latest=False,
        squeeze=True,
    )
    pen.spot(table, "ui.sheets.items_block")
    if hidden:
        pen.text(
            text.ui(lang, "more", n=hidden),
            font(px * 0.6),
            (table.right, table.bottom),
            "bottomright",
            PRINT_SOFT,
        )
    col = pygame.Rect(table.right + gap, body.y, right_w, body.h)
    record = [
        ("deepest", vs.get("deepest", "")),
        ("level", vs.get("level", "")),
        ("xp", f"{vs.get('xp', 0):,}"),
        ("continues", vs.get("continues", 0)),
    ]
    money = [
        ("gold", f"{vs.get('gold', 0):,}"),
        ("gold_bonus", f"{vs.get('gold_bonus', 0):,}"),
        ("items_total", f"{vs.get('items_total', 0):,}"),
        ("score", f"{vs.get('score', 0):,}"),
    ]
    lh = min(px * 1.8, col.h * 0.085)
    _ledger(pen, pygame.Rect(col.x, col.y, col.w, round(lh * 4)), record, lang, px)
    top = col.y + round(lh * 4.6)
    _ledger(pen, pygame.Rect(col.x, top, col.w, round(lh * 4)), money, lang, px, total_last=True)
    stamp_box = pygame.Rect(col.x, top + round(lh * 4.4), col.w, col.bottom - top - round(lh * 4.4))
    if vs.get("clean") and stamp_box.h > px * 2:
        _stamp(pen, stamp_box, text.ui(lang, "clean"), px)


def _state_label(lang, it):
    tags = [
        text.ui(lang, "tag_equipped") if it.get("equipped") else text.name(lang, "field.carried")
    ]
    if it.get("cursed"):
        tags.append(text.ui(lang, "tag_cursed"))
    return " · ".join(tags)


def _ledger(pen, rect, lines, lang, px, total_last=False):
    lh = rect.h / len(lines)
    for i, (key, value) in enumerate(lines):
        y = rect.y + i * lh
        last = total_last and i == len(lines) - 1
        f = font(px * (1.05 if last else 0.8), bold=last)
        r = pygame.Rect(rect.x, round(y), rect.w, round(lh))
        label = text.ui(lang, f"v.{key}")
        pen.fit_text(label, px * 0.72, pygame.Rect(r.x + 4, r.y, r.w * 0.6, r.h), "midleft", PRINT)
        pen.text(
            str(value), f, (r.right - 6, r.centery), "midright", pal.RED_INK if last else PENCIL
        )
        pen.hline(r.x, r.right, r.bottom - 1, PRINT if last else pal.lighten(pal.PAPER_LINE, 0.2))
        if last:
            pen.hline(r.x, r.right, r.bottom + 2, PRINT)
        pen.spot(r, f"ui.sheets.v.{key}")


def _stamp(pen, rect, label, px):
    d = round(min(rect.h * 0.95, rect.w * 0.8, px * 7))
    s = pygame.Surface((d * 2, d * 2), pygame.SRCALPHA)
    c = (d, d)
    red = (*pal.RED_INK, 190)
    pygame.draw.circle(s, red, c, d * 0.48, max(2, d // 18))
    pygame.draw.circle(s, red, c, d * 0.40, max(1, d // 40))
    f = fit_font(label, d * 0.22, d * 0.7, bold=True)
    img = f.render(label, True, pal.RED_INK)
    s.blit(img, img.get_rect(center=c))
    s = pygame.transform.rotozoom(s, 12, 1)
    r = s.get_rect(center=rect.center)
    pen.s.blit(s, r)
    pen.spot(
        pygame.Rect(0, 0, d, d).move(r.centerx - d // 2, r.centery - d // 2), "ui.sheets.clean"
    )
