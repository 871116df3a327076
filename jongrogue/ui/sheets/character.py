"""Character sheets A and B, drawn full size from ``assets/sheets/character_[ab].yaml``."""

from __future__ import annotations

import pygame

from jongrogue.data import load_rules
from jongrogue.text import sheet_words as text
from jongrogue.ui.art import palette as pal
from jongrogue.ui.art.markers import PC_STATES, state_marker
from jongrogue.ui.art.tiles import tile_surface
from jongrogue.ui.sheets import layouts
from jongrogue.ui.sheets.base import (
    BAND,
    DISABLED,
    PENCIL,
    PRINT,
    PRINT_SOFT,
    Pen,
    fit_aspect,
    fit_font,
    font,
    signed,
    split,
)

BAND_H = 4.2  # field heading band, in units
LEVEL_XP = {
    1: 0,
    2: 10,
    3: 20,
    4: 40,
    5: 80,
    6: 160,
    7: 320,
    8: 640,
    9: 1300,
    10: 2600,
    11: 5200,
    12: 10000,
    13: 20000,
    14: 40000,
    15: 80000,
}


def _thresholds() -> dict:
    try:
        return dict(load_rules().levels["xp_thresholds"])
    except Exception:  # pragma: no cover - the tables are always bundled
        return LEVEL_XP


def draw(pen: Pen, rect: pygame.Rect, sheet_id: str, view: dict, lang: str) -> None:
    lay = layouts.load(sheet_id)
    paper, k = fit_aspect(rect, *lay["size"])
    u = layouts.Units(paper, k)
    pen.paper(paper)
    pen.spot(paper, f"sheet.{sheet_id}")
    main, sub = text.both(lang, f"sheet.{sheet_id}")
    pen.title(u.rect(lay["title"]), main, sub, px=u.px(5.2))
    pc = view.get("pc") or {}
    for fid, spec in lay["fields"].items():
        box = u.rect(spec["box"])
        body = _heading(pen, u, box, fid, lang, pc) if spec["kind"] != "note" else box
        pen.spot(box, spec.get("key", f"field.{fid}"))
        KINDS[spec["kind"]](pen, u, body, fid, spec, pc, lang)


def _heading(pen, u, box, fid, lang, pc) -> pygame.Rect:
    band = pygame.Rect(box.x, box.y, box.w, round(u.px(BAND_H)))
    pygame.draw.rect(pen.s, BAND, band)
    pen.frame(band)
    main, sub = text.both(lang, f"field.{fid}")
    f = fit_font(main, u.px(2.6), band.w * 0.6, bold=True)
    r = pen.text(main, f, (band.x + u.px(1), band.centery), "midleft")
    rest = band.right - r.right - u.px(2)
    if rest > u.px(6):
        pen.text(
            sub,
            fit_font(sub, u.px(2.0), rest * 0.55),
            (r.right + u.px(1.2), band.centery + 1),
            "midleft",
            PRINT_SOFT,
        )
    value = _pencil(fid, pc)
    if value:
        pen.text(
            value,
            font(u.px(2.6), bold=True),
            (band.right - u.px(1), band.centery),
            "midright",
            PENCIL,
        )
    return pygame.Rect(box.x, band.bottom, box.w, box.bottom - band.bottom)


def _pencil(fid, pc) -> str:
    """The field's value, pencilled at the right of its heading for quick reading."""
    if fid == "hp":
        return f"{pc.get('hp', 0)} / {pc.get('max_hp', 0)}"
    if fid == "xp":
        return f"{pc.get('xp', 0):,}"
    if fid == "gold":
        return f"{pc.get('gold', 0):,}"
    if fid == "max_hp":
        return str(pc.get("max_hp", ""))
    return ""


def _value(fid, pc):
    return {
        "level": pc.get("level", 1),
        "max_hp": pc.get("marker", 1),
        "strength": pc.get("strength", 0),
        "xp": pc.get("xp", 0),
        "hp": max(0, pc.get("hp", 0)),
        "gold": pc.get("gold", 0),
        "floor": pc.get("floor", 1),
        "food_points": pc.get("food", 0),
        "continues": pc.get("continues", 0),
    }.get(fid)


def _track(pen, u, body, fid, spec, pc, lang):
    n, first = spec["cells"], spec.get("first", 1)
    disabled_from = spec.get("disabled_from")
    value = _value(fid, pc)
    xps = _thresholds() if fid == "level" else {}
    for i, (x, w) in enumerate(split(body.w, n, body.x)):
        v = first + i
        cell = pygame.Rect(x, body.y, w, body.h)
        off = disabled_from is not None and v >= disabled_from
        pen.cell(cell, fill=DISABLED if off else None)
        label = "-" if off else (signed(v) if fid == "strength" else str(v))
        big = u.px(2.9)
        if fid == "max_hp":
            pen.fit_text(
                f"Lv{v}", u.px(1.6), cell.inflate(-4, 0).move(0, -cell.h * 0.28), colour=PRINT_SOFT
            )
            pen.fit_text(str(2 * v + 2), big, cell.inflate(-4, 0).move(0, cell.h * 0.12))
        elif fid == "level" and not off:
            pen.fit_text(label, big, cell.inflate(-4, 0).move(0, -cell.h * 0.1))
            pen.fit_text(
                f"{xps.get(v, 0):,}",
                u.px(1.45),
                cell.inflate(-4, -cell.h * 0.58).move(0, cell.h * 0.3),
                colour=PRINT_SOFT,
            )
        else:
            pen.fit_text(label, big, cell.inflate(-4, 0), colour=PRINT_SOFT if off else PRINT)
        pen.spot(cell, f"field.{fid}", cell=v)
        if v == value and not off:
            pen.postit(cell, "yellow", label if fid != "max_hp" else str(2 * v + 2), fill=0.86)


def _digits(pen, u, body, fid, spec, pc, lang):
    cols = spec["columns"]
    value = min(_value(fid, pc) or 0, 10**cols - 1)
    digits = f"{value:0{cols}d}"
    lw = round(u.px(spec.get("label_w", 10)))
    rows = split(body.h, cols, body.y)
    for r, (y, h) in enumerate(rows):
        place = 10 ** (cols - 1 - r)
        lab = pygame.Rect(body.x, y, lw, h)
        pen.cell(lab, fill=BAND)
        pen.fit_text(f"{place:,}", u.px(2.0), lab.inflate(-u.px(1.2), 0), "midright", PRINT_SOFT)
        for d, (x, w) in enumerate(split(body.w - lw, 10, body.x + lw)):
            cell = pygame.Rect(x, y, w, h)
            pen.cell(cell)
            pen.fit_text(str(d), u.px(2.2), cell, colour=PRINT_SOFT)
            pen.spot(cell, f"field.{fid}", place=place, digit=d)
            if int(digits[r]) == d:
                pen.postit(cell, "yellow", str(d), fill=0.84)
    pen.frame(body)


def _wrap2(f, s, width):
    if f.size(s)[0] <= width or " " not in s:
        return [s]
    words = s.split(" ")
    for i in range(len(words) - 1, 0, -1):
        a, b = " ".join(words[:i]), " ".join(words[i:])
        if f.size(a)[0] <= width:
            return [a, b]
    return [s]


def _status(pen, u, body, fid, spec, pc, lang):
    states = set(pc.get("states") or ())
    tile_box = pygame.Rect(body.x, body.y, round(u.px(13)), body.h)
    pen.cell(tile_box, fill=BAND)
    sideways = bool(states & {"asleep", "frozen"})
    tw = (
        round(min(tile_box.w * 0.52, body.h * 0.62))
        if not sideways
        else round(min(tile_box.w * 0.5, body.h * 0.66))
    )
    img = tile_surface("p1", max(8, tw), sideways=sideways)
    pen.s.blit(img, img.get_rect(center=tile_box.center))
    pen.spot(tile_box, "field.status")
    for i, (x, w) in enumerate(split(body.w - tile_box.w, len(PC_STATES), tile_box.right)):
        sid = PC_STATES[i]
        cell = pygame.Rect(x, body.y, w, body.h)
        pen.cell(cell)
        size = round(min(w * 0.62, body.h * 0.5))
        mk = state_marker(sid, max(10, size))
        mr = mk.get_rect(midtop=(cell.centerx, cell.y + body.h * 0.08))
        if sid in states:
            pen.s.blit(mk, mr)
        else:
            ghost = mk.copy()
            ghost.set_alpha(52)
            pen.s.blit(ghost, mr)
        label = text.short(lang, f"pc_state.{sid}")
        f = fit_font(label, u.px(1.75), 9e9)
        lines = _wrap2(f, label, w - 4)
        f = fit_font(max(lines, key=lambda s: f.size(s)[0]), u.px(1.75), w - 4)
        y = mr.bottom + (cell.bottom - mr.bottom) / 2 - f.get_linesize() * (len(lines) - 1) / 2
        for j, line in enumerate(lines):
            pen.text(
                line,
                f,
                (cell.centerx, y + j * f.get_linesize() * 0.92),
                "center",
                PRINT if sid in states else PRINT_SOFT,
            )
        pen.spot(cell, f"pc_state.{sid}", on=sid in states)


def _stairs(pen, u, body, fid, spec, pc, lang):
    pen.cell(body)
    south = pc.get("wind_plate") == "south"
    side = round(min(body.w * 0.5, body.h * 0.62))
    plate = pygame.Rect(0, 0, side, side)
    plate.center = (body.centerx, body.y + body.h * 0.42)
    pygame.draw.rect(pen.s, (0, 0, 0, 40), plate.move(2, 3), border_radius=side // 8)
    pygame.draw.rect(pen.s, pal.IVORY_EDGE, plate.move(0, side // 16), border_radius=side // 8)
    pygame.draw.rect(pen.s, pal.IVORY, plate, border_radius=side // 8)
    pygame.draw.rect(
        pen.s, pal.IVORY_SHADE, plate.inflate(-side // 10, -side // 10), 1, border_radius=side // 12
    )
    kanji = "南" if south else "東"
    pen.text(
        kanji,
        font(side * 0.62, serif=True, bold=True),
        plate.center,
        "center",
        pal.TILE_RED if south else pal.TILE_INK,
    )
    caption = text.ui(lang, "up" if south else "down")
    pen.fit_text(caption, u.px(2.3), pygame.Rect(body.x, plate.bottom + u.px(1), body.w, u.px(3.4)))
    pen.spot(plate, "term.wind_plate")


def _amulet(pen, u, body, fid, spec, pc, lang):
    pen.cell(body)
    if not pc.get("has_amulet"):
        pen.fit_text(text.ui(lang, "none"), u.px(2.2), body, colour=PRINT_SOFT)
        return
    r = round(min(body.w, body.h) * 0.36)
    c = (body.x + r + u.px(2), body.centery)
    pygame.draw.circle(pen.s, (150, 110, 30), c, r)
    pygame.draw.circle(pen.s, (232, 196, 92), c, r - max(1, r // 7))
    pygame.draw.circle(pen.s, (150, 110, 30), c, r // 2, max(1, r // 8))
    rest = pygame.Rect(c[0] + r + u.px(1.5), body.y, body.right - c[0] - r - u.px(2.5), body.h)
    pen.fit_text(text.name(lang, "item.amulet"), u.px(2.3), rest, "midleft", PENCIL)
    pen.spot(body, "item.amulet")


def _counter(pen, u, body, fid, spec, pc, lang):
    pen.cell(body)
    n = _value(fid, pc) or 0
    cell = pygame.Rect(0, 0, round(body.h * 1.1), body.h)
    cell.center = body.center
    if n:
        pen.postit(cell, "yellow", str(n), fill=0.8)
    else:
        pen.fit_text("0", u.px(2.8), cell, colour=PRINT_SOFT)


def _note(pen, u, body, fid, spec, pc, lang):
    msg = text.ui(lang, "deepest", n=pc.get("deepest", pc.get("floor", 1)))
    pen.fit_text(msg, u.px(2.4), body.inflate(-u.px(1), 0), "midleft", PENCIL)


KINDS = {
    "track": _track,
    "digits": _digits,
    "status": _status,
    "stairs": _stairs,
    "amulet": _amulet,
    "counter": _counter,
    "note": _note,
}
