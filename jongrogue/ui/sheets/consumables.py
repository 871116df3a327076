"""The potion and scroll sheets: effect rows (name, link slot, count) and the unidentified strip."""

from __future__ import annotations

import pygame

from jongrogue.text import sheet_words as text
from jongrogue.ui.art import palette as pal
from jongrogue.ui.art.tiles import tile_surface
from jongrogue.ui.sheets import layouts
from jongrogue.ui.sheets.base import BAND, POSTIT_COLOUR, PRINT, PRINT_SOFT, Pen, split  # noqa: F401
from jongrogue.ui.sheets.items import _footer, _limit, counts, frame, name_px, row_name, rules_rows


def _tile(pen, cell, code, face_up=True):
    w = max(6, round(min(cell.w * 0.62, cell.h * 0.78 * 3 / 4)))
    img = tile_surface(code, w, face_up=face_up)
    r = img.get_rect(center=cell.center)
    pen.s.blit(img, r)
    return r


def _count_cell(pen, cell, sheet_id, kind, n, key) -> None:
    item = {"sheet": sheet_id, "kind": kind, "cursed": False, "equipped": False}
    shown = pen.hl.count_shown(item, n)
    if shown <= 0:
        return
    pr = pen.postit(cell, POSTIT_COLOUR[sheet_id], str(shown), fill=0.72)
    if pen.hl.selected == (sheet_id, kind, False, False):
        pen.ring(pr)
    pen.spot(pr, key, drag={"item": item}, count=n)


def _head(pen, rect, cols, lang, px):
    pygame.draw.rect(pen.s, BAND, rect)
    for (x, w), (label, key) in cols:
        c = pygame.Rect(x, rect.y, w, rect.h)
        pen.cell(c)
        pen.fit_text(label, px * 0.66, c.inflate(-6, 0), bold=True)
        if key:
            pen.spot(c, key)


def draw(pen: Pen, rect: pygame.Rect, sheet_id: str, view: dict, lang: str) -> None:
    spec = layouts.load("items")[sheet_id]
    rows = rules_rows(sheet_id)
    have = counts(view, sheet_id)
    links = (view.get("sheets") or {}).get(spec["links"])
    strip = spec["strip"] if links else []
    body, px = frame(pen, rect, sheet_id, lang)
    blocks = spec.get("blocks", 1)
    per_block = -(-len(rows) // blocks)
    foot_h = round(px * 0.95)
    strip_h = round(min(px * 3.4, body.h * 0.22)) if strip else 0
    gap = round(px * 0.5)
    head_h = round(min(px * 1.5, body.h * 0.09))
    grid_h = body.h - head_h - foot_h - (strip_h + gap + head_h if strip else 0)
    stats = spec.get("stats", ())
    for b, (bx, bw) in enumerate(split(body.w + gap, blocks, body.x)):
        bw -= gap if blocks > 1 else 0
        bw = bw if blocks > 1 else body.w
        block_rows = rows[b * per_block : (b + 1) * per_block]
        link_w = round(bw * 0.13) if links else 0
        count_w = round(bw * 0.14)
        name_w = bw - link_w - count_w
        num_w = round(px * 1.3)
        mpx = name_px(
            lang,
            [text.item_key(sheet_id, r["id"]) for r in rows],
            px,
            grid_h / per_block,
            name_w - num_w,
            short=True,
        )
        cols: list[tuple[tuple[int, int], tuple[str, str | None]]] = [((bx, name_w), ("", None))]
        if links:
            cols.append(((bx + name_w, link_w), (text.name(lang, "field.link"), "field.link")))
        cols.append(
            ((bx + name_w + link_w, count_w), (text.name(lang, "field.count"), "field.count"))
        )
        _head(pen, pygame.Rect(bx, body.y, bw, head_h), cols, lang, px)
        for r, (y, h) in enumerate(split(grid_h, per_block, body.y + head_h)):
            if r >= len(block_rows):
                pen.cell(pygame.Rect(bx, y, bw, h), fill=BAND)
                continue
            row = block_rows[r]
            idx = b * per_block + r
            key = text.item_key(sheet_id, row["id"])
            name_cell = pygame.Rect(bx, y, name_w, h)
            pen.cell(name_cell)
            num = pygame.Rect(bx, y, num_w, h)
            pen.fit_text(str(idx + 1), px * 0.6, num, colour=PRINT_SOFT)
            stat = " · ".join(text.ui(lang, f"stat.{s}", v=row[s]) for s in stats if s in row)
            row_name(
                pen,
                name_cell.inflate(-num.w, 0).move(num.w // 2, 0),
                lang,
                key,
                stat,
                px,
                mpx,
                short=True,
            )
            pen.spot(name_cell, key)
            if links:
                lc = pygame.Rect(bx + name_w, y, link_w, h)
                pen.cell(lc, fill=BAND)
                link = links[idx] if idx < len(links) else {"tile": "U", "face_up": False}
                _tile(pen, lc, link["tile"] if link["face_up"] else "U", link["face_up"])
                pen.spot(lc, "field.link", face_up=link["face_up"], tile=link["tile"])
            cc = pygame.Rect(bx + name_w + link_w, y, count_w, h)
            pen.cell(cc)
            pen.spot(cc, key)
            _count_cell(pen, cc, sheet_id, row["id"], have.get((row["id"], False, False), 0), key)
        pen.frame(pygame.Rect(bx, body.y, bw, head_h + grid_h), width=max(1, round(px / 12)))
        if strip:
            keys = strip[b * len(strip) // blocks : (b + 1) * len(strip) // blocks]
            top = body.y + head_h + grid_h + gap
            _strip(pen, pygame.Rect(bx, top, bw, head_h + strip_h), keys, sheet_id, have, lang, px)
    _footer(
        pen,
        pygame.Rect(body.x, body.bottom - foot_h, body.w, foot_h),
        lang,
        sheet_id,
        have,
        _limit(sheet_id),
        px,
    )


def _strip(pen, rect, keys, sheet_id, have, lang, px) -> None:
    head = pygame.Rect(rect.x, rect.y, rect.w, round(px * 1.5))
    pygame.draw.rect(pen.s, BAND, head)
    pen.cell(head)
    main, sub = text.both(lang, "term.unidentified_strip")
    pen.fit_text(f"{main}  {sub}", px * 0.66, head.inflate(-8, 0), "midleft", bold=True)
    pen.spot(head, "term.unidentified_strip")
    cells = pygame.Rect(rect.x, head.bottom, rect.w, rect.bottom - head.bottom)
    for code, (x, w) in zip(keys, split(cells.w, len(keys), cells.x)):
        cell = pygame.Rect(x, cells.y, w, cells.h)
        pen.cell(cell)
        kind = f"key:{code}"
        key = "field.unidentified"
        top = pygame.Rect(cell.x, cell.y, cell.w, cell.h // 2)
        t = _tile(pen, top.inflate(-2, -4), code)
        t.center = top.center
        low = pygame.Rect(cell.x, top.bottom, cell.w, cell.h - top.h)
        pen.spot(cell, key, tile=code)
        n = have.get((kind, False, False), 0)
        if n:
            _count_cell(pen, low, sheet_id, kind, n, key)
        else:
            pygame.draw.rect(
                pen.s, pal.lighten(pal.PAPER_LINE, 0.5), low.inflate(-w * 0.5, -low.h * 0.45), 1
            )
    pen.frame(rect, colour=PRINT, width=max(1, round(px / 12)))
