"""Character sheets A and B from ``assets/sheets/character_[ab].yaml``: tracks, digit columns,
the status field, the wind-plate slot, the amulet cell and the continues counter."""

from __future__ import annotations

from jongrogue.printsheets import form, ink, values
from jongrogue.printsheets.pen import Pen
from jongrogue.text import sheet_words as words

BAND_H = 4.2  # a field's heading band, in units
LABEL = 2.6  # heading text size


def draw(pen: Pen, sheet_id: str, view: dict | None, lang: str) -> None:
    lay = values.layout(sheet_id)
    form.title(pen, lay["title"], lang, sheet_id)
    pc = values.pc(view)
    for fid, spec in lay["fields"].items():
        x, y, w, h = spec["box"]
        if spec["kind"] == "note":
            KINDS["note"](pen, (x, y, w, h), fid, spec, pc, view, lang)
            continue
        form.heading(pen, (x, y, w, BAND_H), lang, f"field.{fid}", LABEL, _pencil(fid, pc))
        KINDS[spec["kind"]](pen, (x, y + BAND_H, w, h - BAND_H), fid, spec, pc, view, lang)


def signed(v: int) -> str:
    """−3, ±0, +2: the printed form of a bonus or strength value (true minus sign)."""
    return "±0" if not v else (f"+{v}" if v > 0 else f"−{-v}")


def _pencil(fid: str, pc: dict | None) -> str:
    """The field's value written at the right of its heading, for quick reading."""
    if pc is None:
        return ""
    return {
        "hp": f"{pc.get('hp', 0)} / {pc.get('max_hp', 0)}",
        "xp": f"{pc.get('xp', 0):,}",
        "gold": f"{pc.get('gold', 0):,}",
        "max_hp": str(pc.get("max_hp", "")),
    }.get(fid, "")


def _value(fid: str, pc: dict | None):
    if pc is None:
        return None
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


def _cells(x, w, n):
    return [(x + w * i / n, w / n) for i in range(n)]


def _track(pen, body, fid, spec, pc, view, lang):
    x, y, w, h = body
    first, off_from = spec.get("first", 1), spec.get("disabled_from")
    value = _value(fid, pc)
    xps = values.xp_thresholds() if fid == "level" else {}
    for i, (cx, cw) in enumerate(_cells(x, w, spec["cells"])):
        v = first + i
        off = off_from is not None and v >= off_from
        pen.box(cx, y, cw, h, fill=ink.DISABLED if off else None)
        label = "-" if off else signed(v) if fid == "strength" else str(v)
        if fid == "max_hp":
            pen.in_box(f"Lv{v}", cx, y, cw, h * 0.38, 1.6, colour=ink.SOFT)
            label = str(2 * v + 2)
            pen.in_box(label, cx, y + h * 0.3, cw, h * 0.7, 2.9)
        elif fid == "level" and not off:
            pen.in_box(label, cx, y, cw, h * 0.68, 2.9)
            pen.in_box(f"{xps.get(v, 0):,}", cx, y + h * 0.62, cw, h * 0.34, 1.45, colour=ink.SOFT)
        else:
            pen.in_box(label, cx, y, cw, h, 2.9, colour=ink.SOFT if off else ink.PRINT)
        if v == value and not off:
            form.postit(pen, (cx, y, cw, h), "yellow", label, fill=0.84)


def _digits(pen, body, fid, spec, pc, view, lang):
    x, y, w, h = body
    cols = spec["columns"]
    value = _value(fid, pc)
    digits = f"{min(value, 10**cols - 1):0{cols}d}" if value is not None else None
    lw = spec.get("label_w", 10)
    for r in range(cols):
        ry, rh = y + h * r / cols, h / cols
        pen.box(x, ry, lw, rh, fill=ink.BAND)
        pen.in_box(f"{10 ** (cols - 1 - r):,}", x, ry, lw, rh, 2.0, anchor="right", colour=ink.SOFT)
        for d, (cx, cw) in enumerate(_cells(x + lw, w - lw, 10)):
            pen.box(cx, ry, cw, rh)
            pen.in_box(str(d), cx, ry, cw, rh, 2.2, colour=ink.SOFT)
            if digits is not None and int(digits[r]) == d:
                form.postit(pen, (cx, ry, cw, rh), "yellow", str(d), fill=0.84)
    pen.box(x, y, w, h, line=ink.PRINT, width=0.18)


def _status(pen, body, fid, spec, pc, view, lang):
    x, y, w, h = body
    tw = 13
    pen.box(x, y, tw, h, fill=ink.BAND)
    shown = values.sheets(view).get("status_field") or ()
    form.tile(pen, (x, y + 1, tw, h - 2), shown[0] if shown else None)
    states = set((pc or {}).get("states") or ())
    for sid, (cx, cw) in zip(values.PC_STATES, _cells(x + tw, w - tw, len(values.PC_STATES))):
        pen.box(cx, y, cw, h)
        if sid in states:
            form.postit(pen, (cx, y + 0.6, cw, h * 0.55), "yellow", fill=0.8)
        label = words.short(lang, f"pc_state.{sid}")
        lines = _wrap2(pen, label, 1.75, cw - 1)
        for j, line in enumerate(lines):
            ly = y + h * 0.78 + (j - (len(lines) - 1) / 2) * 2.0
            pen.text(
                line,
                cx + cw / 2,
                ly,
                1.75,
                anchor="center",
                max_w=cw - 0.8,
                colour=ink.PRINT if sid in states or pc is None else ink.SOFT,
            )


def _wrap2(pen, text, size, width):
    """At most two lines, broken at a space (English state names)."""
    if pen.width(text, size) <= width or " " not in text:
        return [text]
    parts = text.split(" ")
    for i in range(len(parts) - 1, 0, -1):
        a = " ".join(parts[:i])
        if pen.width(a, size) <= width:
            return [a, " ".join(parts[i:])]
    return [text]


def _stairs(pen, body, fid, spec, pc, view, lang):
    """The wind-plate slot: 東 (down) or 南 (up) face up; blank: both faces named."""
    x, y, w, h = body
    pen.box(x, y, w, h)
    side = min(w * 0.5, h * 0.6)
    px, py = x + (w - side) / 2, y + h * 0.42 - side / 2
    if pc is None:
        pen.pdf.set_dash_pattern(dash=0.6 * pen.k, gap=0.5 * pen.k)
        pen.box(px, py, side, side, line=ink.SOFT, width=0.12, radius=side * 0.1)
        pen.pdf.set_dash_pattern()
        caption = f"東 {words.ui(lang, 'down')}   南 {words.ui(lang, 'up')}"
    else:
        south = pc.get("wind_plate") == "south"
        pen.box(px, py, side, side, fill=ink.TILE, line=ink.PRINT, width=0.15, radius=side * 0.1)
        pen.in_box(
            "南" if south else "東",
            px,
            py,
            side,
            side,
            side * 0.7,
            serif=True,
            bold=True,
            colour=ink.RED if south else ink.PRINT,
        )
        caption = words.ui(lang, "up" if south else "down")
    pen.in_box(caption, x, py + side + 0.6, w, 3.6, 2.3)


def _amulet(pen, body, fid, spec, pc, view, lang):
    x, y, w, h = body
    pen.box(x, y, w, h)
    if pc is None:
        return
    if not pc.get("has_amulet"):
        pen.in_box(words.ui(lang, "none"), x, y, w, h, 2.2, colour=ink.SOFT)
        return
    r = min(w, h) * 0.34
    pen.circle(x + r + 2, y + h / 2, r, fill=(232, 196, 92), line=(150, 110, 30), width=0.3)
    pen.in_box(
        words.name(lang, "item.amulet"),
        x + 2 * r + 3,
        y,
        w - 2 * r - 4,
        h,
        2.3,
        anchor="left",
        colour=ink.PENCIL,
    )


def _counter(pen, body, fid, spec, pc, view, lang):
    x, y, w, h = body
    pen.box(x, y, w, h)
    n = _value(fid, pc)
    cell = (x + (w - h * 1.1) / 2, y, h * 1.1, h)
    if n:
        form.postit(pen, cell, "yellow", str(n), fill=0.8)
    elif n == 0:
        pen.in_box("0", *cell, 2.8, colour=ink.SOFT)


def _note(pen, body, fid, spec, pc, view, lang):
    """The deepest floor, written in pencil; blank: its label and a line to write on."""
    x, y, w, h = body
    if pc is None:
        used = pen.text(words.ui(lang, "deepest_field"), x + 1, y + h / 2, 2.4, bold=True)
        pen.line(x + used + 3, y + h * 0.8, x + w * 0.6, y + h * 0.8, colour=ink.PRINT, width=0.15)
        return
    msg = words.ui(lang, "deepest", n=pc.get("deepest", pc.get("floor", 1)))
    pen.text(msg, x + 1, y + h / 2, 2.4, colour=ink.PENCIL, max_w=w - 2)


KINDS = {
    "track": _track,
    "digits": _digits,
    "status": _status,
    "stairs": _stairs,
    "amulet": _amulet,
    "counter": _counter,
    "note": _note,
}
