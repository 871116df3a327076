"""The potion and scroll sheets: effect rows (number, name, link slot, count) and, with the
identification rule, the unidentified strip keyed by tile. Blank sheets print both, so one
printout serves every rule set."""

from __future__ import annotations

from jongrogue.printsheets import form, ink, values
from jongrogue.printsheets.items import BODY, FOOT_H, TEXT, TITLE, footer, row_name
from jongrogue.printsheets.pen import Pen
from jongrogue.text import sheet_words as words

HEAD_H = 5.0
STRIP_H = 17.0
GAP = 2.5


def draw(pen: Pen, sheet_id: str, view: dict | None, lang: str) -> None:
    spec = values.layout("items")[sheet_id]
    rows = values.rows(sheet_id)
    have = values.counts(view, sheet_id)
    links = values.sheets(view).get(spec["links"]) if view is not None else [None] * len(rows)
    strip = spec["strip"] if links else []
    form.title(pen, TITLE, lang, sheet_id)
    x, y, w, h = BODY
    blocks = spec.get("blocks", 1)
    per_block = -(-len(rows) // blocks)
    grid_h = h - HEAD_H - FOOT_H - (STRIP_H + GAP if strip else 0)
    bw = (w - GAP * (blocks - 1)) / blocks
    for b in range(blocks):
        bx = x + b * (bw + GAP)
        _block(
            pen,
            (bx, y, bw, HEAD_H + grid_h),
            rows[b * per_block : (b + 1) * per_block],
            b * per_block,
            per_block,
            links,
            have,
            sheet_id,
            lang,
        )
        if strip:
            keys = strip[b * len(strip) // blocks : (b + 1) * len(strip) // blocks]
            _strip(
                pen, (bx, y + HEAD_H + grid_h + GAP, bw, STRIP_H), keys, have, sheet_id, view, lang
            )
    footer(pen, (x, y + h - FOOT_H, w, FOOT_H), lang, sheet_id, have, view is None)


def _block(pen, box, rows, first, per_block, links, have, sheet_id, lang):
    x, y, w, h = box
    link_w = w * 0.13 if links else 0
    count_w = w * 0.14
    name_w = w - link_w - count_w
    num_w = 4.0
    pen.box(x, y, w, HEAD_H, fill=ink.BAND)
    if links:
        pen.box(x + name_w, y, link_w, HEAD_H, fill=ink.BAND)
        pen.in_box(
            words.name(lang, "field.link"), x + name_w, y, link_w, HEAD_H, TEXT * 0.7, bold=True
        )
    pen.box(x + name_w + link_w, y, count_w, HEAD_H, fill=ink.BAND)
    pen.in_box(
        words.name(lang, "field.count"),
        x + name_w + link_w,
        y,
        count_w,
        HEAD_H,
        TEXT * 0.8,
        bold=True,
    )
    rh = (h - HEAD_H) / per_block
    stats = values.layout("items")[sheet_id].get("stats", ())
    for r in range(per_block):
        ry = y + HEAD_H + r * rh
        if r >= len(rows):
            pen.box(x, ry, w, rh, fill=ink.BAND)
            continue
        row, idx = rows[r], first + r
        key = words.item_key(sheet_id, row["id"])
        pen.box(x, ry, name_w, rh)
        pen.in_box(str(idx + 1), x, ry, num_w, rh, TEXT * 0.75, colour=ink.SOFT)
        stat = " · ".join(words.ui(lang, f"stat.{s}", v=row[s]) for s in stats if s in row)
        row_name(
            pen,
            (x + num_w, ry, name_w - num_w, rh),
            lang,
            key,
            stat,
            min(TEXT, rh * 0.42),
            short=True,
        )
        if links:
            pen.box(x + name_w, ry, link_w, rh, fill=ink.BAND)
            link = links[idx] if idx < len(links) else None
            if link is None:
                form.tile(pen, (x + name_w, ry, link_w, rh), None)
            else:
                form.tile(pen, (x + name_w, ry, link_w, rh), link["tile"], face_up=link["face_up"])
        cell = (x + name_w + link_w, ry, count_w, rh)
        pen.box(*cell)
        n = have.get((row["id"], False, False), 0)
        if n:
            form.postit(pen, cell, ink.SHEET_POSTIT[sheet_id], str(n), fill=0.78)
    pen.box(x, y, w, h, line=ink.PRINT, width=0.25)


def _strip(pen, box, keys, have, sheet_id, view, lang):
    """The unidentified strip: a cell per key tile, the count of carried unknown items below it."""
    x, y, w, h = box
    hh = 4.2
    pen.box(x, y, w, hh, fill=ink.BAND)
    main, sub = words.both(lang, "term.unidentified_strip")
    pen.in_box(f"{main}  {sub}", x, y, w, hh, TEXT * 0.8, anchor="left", bold=True)
    cw = w / len(keys)
    for i, code in enumerate(keys):
        cx = x + i * cw
        pen.box(cx, y + hh, cw, h - hh)
        top = (h - hh) * 0.55
        form.tile(pen, (cx, y + hh + 0.3, cw, top), code)
        n = have.get((f"key:{code}", False, False), 0)
        low = (cx, y + hh + top, cw, h - hh - top)
        if n:
            form.postit(pen, low, ink.SHEET_POSTIT[sheet_id], str(n), fill=0.86)
        else:
            lx, ly, lw, lh = low
            pen.box(lx + lw * 0.25, ly + lh * 0.15, lw * 0.5, lh * 0.7, line=ink.RULE, width=0.1)
    pen.box(x, y, w, h, line=ink.PRINT, width=0.25)
