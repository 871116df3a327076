"""The equipment sheets (melee, ranged, armour, rings): rows × {carried, equipped} × {uncursed, cursed}.

The form is responsive: it fills the rect it is given (the camp shows several side by side), and
prints more (English sub-names, stats) as the rows get taller.
"""

from __future__ import annotations

import pygame

from jongrogue.data import load_rules
from jongrogue.text import sheet_words as text
from jongrogue.ui.art import palette as pal
from jongrogue.ui.sheets import layouts
from jongrogue.ui.sheets.base import (
    BAND,
    POSTIT_COLOUR,
    PRINT,
    PRINT_SOFT,
    Pen,
    fit_font,
    font,
    signed,
    split,
    uniform_px,
)

COL_GROUP = {
    "carried": ("carried", False),
    "carried_cursed": ("carried", True),
    "equipped": ("equipped", False),
    "equipped_cursed": ("equipped", True),
}


def rules_rows(sheet_id: str) -> list[dict]:
    table, key = layouts.load("items")[sheet_id]["table"]
    return list(getattr(load_rules(), table)[key])


def counts(view: dict, sheet_id: str) -> dict:
    """(kind, cursed, equipped) -> count for one sheet."""
    out: dict = {}
    for it in (view.get("sheets") or {}).get("items") or ():
        if it["sheet"] == sheet_id:
            k = (it["kind"], bool(it["cursed"]), bool(it["equipped"]))
            out[k] = out.get(k, 0) + it["count"]
    return out


def stats_line(lang: str, sheet_id: str, row: dict, stats) -> str:
    parts = []
    for s in stats:
        v = row.get(s)
        if v is None or (s == "damage" and row.get("launcher")):
            continue
        shown = signed(v) if s == "hit" else str(v)
        parts.append(text.ui(lang, f"stat.{s}", v=shown))
    return " · ".join(parts)


def frame(pen: Pen, rect: pygame.Rect, sheet_id: str, lang: str) -> tuple[pygame.Rect, float]:
    """Paper and printed title; returns the body rect and the base text size."""
    pen.paper(rect)
    pen.spot(rect, f"sheet.{sheet_id}")
    m = max(6, round(min(rect.w, rect.h) * 0.035))
    px = max(11, min(30, rect.h * 0.062, rect.w * 0.045))
    title = pygame.Rect(rect.x + m, rect.y + m * 0.6, rect.w - 2 * m, round(px * 1.55))
    main, sub = text.both(lang, f"sheet.{sheet_id}")
    pen.title(title, main, sub, px=px)
    body = pygame.Rect(
        rect.x + m,
        title.bottom + round(px * 0.5),
        rect.w - 2 * m,
        rect.bottom - m - title.bottom - round(px * 0.5),
    )
    return body, px


def row_name(pen, cell, lang, key, stats: str, px, main_px=None, *, short=False) -> None:
    """A printed row heading: the name, and below it (if the row is tall enough) the other
    language's name and the stats. ``main_px``: the column's uniform name size."""
    main, sub = text.both(lang, key)
    if short:
        main = text.short(lang, key)
    inner = cell.inflate(-round(px * 0.5), -2)
    mp = main_px or min(px * 0.82, cell.h * 0.5)
    lines = [(main, mp, PRINT, True)]
    if cell.h >= mp * 2.3:
        lines.append((sub, mp * 0.66, PRINT_SOFT, False))
    if stats and cell.h >= mp * 3.2 and font(mp * 0.62).size(stats)[0] <= inner.w:
        lines.append((stats, mp * 0.62, PRINT_SOFT, False))
    if len(lines) == 1:  # one line only: the rest goes on the same line if it fits
        f = font(mp, bold=True)
        r = pen.text(main, f, (inner.x, cell.centery), "midleft", PRINT, max_w=inner.w)
        tail = "   ".join(t for t in (sub, stats) if t)
        sf = font(mp * 0.66)
        room = inner.right - r.right - mp
        if tail and sf.size(tail)[0] <= room:
            pen.text(tail, sf, (r.right + mp, cell.centery + 1), "midleft", PRINT_SOFT)
        elif sub and sf.size(sub)[0] <= room:
            pen.text(sub, sf, (r.right + mp, cell.centery + 1), "midleft", PRINT_SOFT)
        return
    fonts = [fit_font(s, size, inner.w, bold=b, min_px=8) for s, size, _, b in lines]
    # a line under the name that a narrow cell cannot hold is left out, as a short row does, not cut
    kept = [
        (line, f)
        for i, (line, f) in enumerate(zip(lines, fonts))
        if i == 0 or f.size(line[0])[0] <= inner.w
    ]
    lines, fonts = [k[0] for k in kept], [k[1] for k in kept]
    total = sum(f.get_linesize() for f in fonts) * 0.92
    y = cell.centery - total / 2
    for (s, _, colour, _), f in zip(lines, fonts):
        pen.text(s, f, (inner.x, y + f.get_linesize() * 0.46), "midleft", colour, max_w=inner.w)
        y += f.get_linesize() * 0.92


def name_px(lang, keys, px, row_h, width, *, short=False) -> int:
    names = [text.short(lang, k) if short else text.name(lang, k) for k in keys]
    return uniform_px(names, min(px * 0.82, row_h * 0.5), width - px * 0.5, bold=True)


def header(pen, rect, lang, cols, px) -> None:
    """Two printed header lines: 所持中 / 装備中 spanning their cells, then 呪い無し / 呪い有り."""
    top = pygame.Rect(rect.x, rect.y, rect.w, rect.h // 2)
    low = pygame.Rect(rect.x, top.bottom, rect.w, rect.h - top.h)
    pygame.draw.rect(pen.s, BAND, rect)
    spans = split(rect.w, len(cols), rect.x)
    groups: list[tuple[str, int, int]] = []
    for col, (x, w) in zip(cols, spans):
        g, cursed = COL_GROUP[col]
        if groups and groups[-1][0] == g:
            groups[-1] = (g, groups[-1][1], x + w)
        else:
            groups.append((g, x, x + w))
        sub = pygame.Rect(x, low.y, w, low.h)
        pen.cell(sub)
        pen.fit_text(
            text.name(lang, "field.cursed" if cursed else "field.uncursed"),
            px * 0.62,
            sub.inflate(-4, 0),
            colour=pal.RED_INK if cursed else PRINT,
        )
        pen.spot(sub, "field.cursed" if cursed else "field.uncursed")
    for g, x0, x1 in groups:
        r = pygame.Rect(x0, top.y, x1 - x0, top.h)
        pen.cell(r)
        pen.fit_text(text.name(lang, f"field.{g}"), px * 0.72, r.inflate(-4, 0), bold=True)
        pen.spot(r, f"field.{g}")


def bonus_track(pen, rect, lang, value, px, show: bool) -> None:
    lab = pygame.Rect(rect.x, rect.y, round(rect.w * 0.3), rect.h)
    pen.cell(lab, fill=BAND)
    main, sub = text.both(lang, "field.bonus")
    pen.label(lab.inflate(-round(px * 0.6), -2), main, sub, px=px * 0.7)
    pen.spot(lab, "field.bonus")
    for i, (x, w) in enumerate(split(rect.w - lab.w, 7, lab.right)):
        v = i - 3
        cell = pygame.Rect(x, rect.y, w, rect.h)
        pen.cell(cell)
        label = signed(v)
        pen.fit_text(label, px * 0.8, cell.inflate(-4, 0), colour=PRINT_SOFT)
        pen.spot(cell, "field.bonus", cell=v)
        if show and v == value:
            pen.postit(cell, "yellow", label, fill=0.78)


def draw(pen: Pen, rect: pygame.Rect, sheet_id: str, view: dict, lang: str) -> None:
    spec = layouts.load("items")[sheet_id]
    rows = rules_rows(sheet_id)
    have = counts(view, sheet_id)
    body, px = frame(pen, rect, sheet_id, lang)
    limit = _limit(sheet_id)
    foot_h = round(px * 0.95)
    bonus_h = round(min(px * 2.2, body.h * 0.16)) if spec.get("bonus") else 0
    head_h = round(min(px * 2.2, body.h * 0.17))
    grid_h = body.h - head_h - bonus_h - foot_h - (round(px * 0.45) if bonus_h else 0)
    name_w = round(body.w * spec["name_w"])
    cols = spec["columns"]
    head = pygame.Rect(body.x + name_w, body.y, body.w - name_w, head_h)
    header(pen, head, lang, cols, px)
    corner = pygame.Rect(body.x, body.y, name_w, head_h)
    pygame.draw.rect(pen.s, BAND, corner)
    pen.cell(corner)
    spans = split(head.w, len(cols), head.x)
    lifted = pen.hl.lifted
    keys = [text.item_key(sheet_id, row["id"]) for row in rows]
    mpx = name_px(lang, keys, px, grid_h / len(rows), name_w)
    for r, (y, h) in enumerate(split(grid_h, len(rows), head.bottom)):
        row = rows[r]
        key = text.item_key(sheet_id, row["id"])
        name_cell = pygame.Rect(body.x, y, name_w, h)
        pen.cell(name_cell)
        row_name(
            pen,
            name_cell,
            lang,
            key,
            stats_line(lang, sheet_id, row, spec.get("stats", ())),
            px,
            mpx,
        )
        pen.spot(name_cell, key)
        for col, (x, w) in zip(cols, spans):
            group, cursed = COL_GROUP[col]
            cell = pygame.Rect(x, y, w, h)
            equipped = group == "equipped"
            pen.cell(cell, fill=(250, 236, 230) if cursed else None)
            drop = f"{sheet_id}.{group}"
            if lifted is None or (lifted[1] == row["id"] and lifted[2] == cursed):
                pen.target_tint(cell, drop)
            pen.spot(cell, key, drop=drop, kind=row["id"], cursed=cursed, equipped=equipped)
            n = have.get((row["id"], cursed, equipped), 0)
            item = {"sheet": sheet_id, "kind": row["id"], "cursed": cursed, "equipped": equipped}
            shown = pen.hl.count_shown(item, n)
            if shown > 0:
                colour = "pink" if cursed else POSTIT_COLOUR[sheet_id]
                pr = pen.postit(cell, colour, None, fill=0.7)
                pen.badge(pr, shown)
                if pen.hl.selected == (sheet_id, row["id"], cursed, equipped):
                    pen.ring(pr)
                pen.spot(pr, key, drag={"item": item}, count=n)
    pen.frame(pygame.Rect(body.x, body.y, body.w, head_h + grid_h), width=max(1, round(px / 12)))
    if bonus_h:
        equipped_any = any(k[2] for k in have)
        b = pygame.Rect(body.x, body.y + head_h + grid_h + round(px * 0.45), body.w, bonus_h)
        bonus_track(
            pen, b, lang, (view.get("sheets") or {}).get(spec["bonus"], 0), px, equipped_any
        )
    _footer(
        pen,
        pygame.Rect(body.x, body.bottom - foot_h, body.w, foot_h),
        lang,
        sheet_id,
        have,
        limit,
        px,
    )


def _limit(sheet_id: str) -> int | None:
    try:
        return load_rules().params["carry_limits"].get(sheet_id)
    except Exception:  # pragma: no cover
        return None


def _footer(pen, rect, lang, sheet_id, have, limit, px) -> None:
    if limit is None:
        return
    total = sum(have.values())
    msg = text.ui(lang, "limit", n=total, limit=limit)
    colour = pal.RED_INK if total > limit else PRINT_SOFT
    r = pen.text(
        msg, fit_font(msg, px * 0.6, rect.w), (rect.right, rect.centery), "midright", colour
    )
    pen.spot(r, "term.carry_limit")


__all__ = ["draw", "counts", "rules_rows", "frame", "row_name", "font"]
