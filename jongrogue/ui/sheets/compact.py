"""Dock-size summaries of every sheet (about 260×170 px): the same paper, only what matters."""

from __future__ import annotations

from functools import cache, lru_cache

import pygame

from jongrogue.text import sheet_words as text
from jongrogue.ui import theme
from jongrogue.ui.art import palette as pal
from jongrogue.ui.art.markers import PC_STATES, state_marker
from jongrogue.ui.art.tiles import tile_surface
from jongrogue.ui.sheets import records
from jongrogue.ui.sheets.base import (
    BAND,
    PENCIL,
    POSTIT_COLOUR,
    PRINT,
    PRINT_SOFT,
    Pen,
    fit_font,
    font,
    signed,
    uniform_px,
)
from jongrogue.ui.sheets.items import _limit, rules_rows

# every sheet the dock may show: one header size fits them all (whatever their corner figures say)
DOCK_SHEETS = (
    "character_a",
    "character_b",
    "melee",
    "ranged",
    "armour",
    "rings",
    "potions",
    "scrolls",
    "score_card",
    "victory_sheet",
)


def _title_rect(rect) -> tuple[int, pygame.Rect]:
    """(margin, the title band) of a compact sheet in ``rect``."""
    rect = pygame.Rect(rect)
    m = max(5, round(min(rect.w, rect.h) * 0.045))
    th = max(16, min(26, round(rect.h * 0.15)))
    return m, pygame.Rect(rect.x + m, rect.y + m // 2, rect.w - 2 * m, th)


def _corner_px(px: int) -> int:
    return max(8, round(px * 0.86))


def _widest_corner(sheet_id: str, lang: str) -> str:
    """The widest count, bonus or continues the sheet's title corner can show ("" for none)."""
    if sheet_id == "character_b":
        return text.ui(lang, "continues_short", n=9)
    if sheet_id == "score_card":
        return "99"
    limit = _limit(sheet_id)
    if not limit:
        return ""
    count = f"{limit + 9}/{limit}"
    if sheet_id not in ("melee", "armour"):
        return count
    return max(
        (f"{signed(b)}  {count}" for b in (-9, 0, 9)), key=lambda t: font(12, bold=True).size(t)[0]
    )


def dock_title(lang: str, sheet_id: str) -> str:
    """The sheet's short name on its dock panel ("Melee weapons"; the opened sheet prints it in full)."""
    return text.ui(lang, f"dock.{sheet_id}")


@lru_cache(maxsize=64)
def title_px(w: int, h: int, lang: str) -> int:
    """The one header size of the dock's panels of this size: the largest at which every sheet's
    title fits beside the widest figure its corner can show."""
    m, title = _title_rect((0, 0, w, h))

    def fits(px: int, sid: str) -> bool:
        corner = _widest_corner(sid, lang)
        need = font(px, serif=True, bold=True).size(dock_title(lang, sid))[0]
        return (
            need + (font(_corner_px(px), bold=True).size(corner)[0] + m if corner else 0) <= title.w
        )

    px = round(title.h * 0.72)
    while px > 9 and not all(fits(px, sid) for sid in DOCK_SHEETS):
        px -= 1
    return px


def _frame(pen, rect, sheet_id, lang, right="", right_colour=PENCIL):
    pen.paper(rect)
    pen.spot(rect, f"sheet.{sheet_id}")
    m, title = _title_rect(rect)
    px = title_px(rect.w, rect.h, lang)
    head = pen.text(
        dock_title(lang, sheet_id),
        font(px, serif=True, bold=True),
        (title.x, title.centery),
        "midleft",
        PRINT,
        max_w=title.w,
    )
    if right:  # the corner takes what the title leaves
        room = title.right - head.right - m
        pen.text(
            right,
            fit_font(right, _corner_px(px), room, bold=True),
            (title.right, title.centery),
            "midright",
            right_colour,
            max_w=room,
        )
    pen.hline(title.x, title.right, title.bottom, PRINT, 1)
    return pygame.Rect(
        rect.x + m, title.bottom + 3, rect.w - 2 * m, rect.bottom - m // 2 - title.bottom - 3
    )


def _pairs(pen, body, pairs, lang, cols=2):
    """Label/value cells in a grid: [(field key, label, value), ...]. Tall cells print the label
    small above the value; short ones put them side by side."""
    rows = -(-len(pairs) // cols)
    lh = body.h / rows
    cw = body.w / cols
    for i, (key, label, value) in enumerate(pairs):
        r = pygame.Rect(
            round(body.x + (i % cols) * cw),
            round(body.y + (i // cols) * lh),
            round(cw) - 3,
            round(lh) - 3,
        )
        pygame.draw.rect(pen.s, BAND, r, border_radius=3)
        pen.spot(r, key)
        parts = value if isinstance(value, list) else [(str(value), None)]
        whole = "".join(t for t, _ in parts)
        if r.h >= 34:
            lf = fit_font(label, min(12, r.h * 0.3), r.w - 8, min_px=8)
            pen.text(label, lf, (r.x + 4, r.y + 2), "topleft", PRINT_SOFT)
            vf = fit_font(whole, min(19, r.h * 0.5), r.w - 8, bold=True)
            anchor, pos = "bottomright", (r.right - 5, r.bottom - 1)
        else:  # the value first; the label has the room left of it
            px = min(r.h * 0.55, 16)
            vf = fit_font(whole, px, r.w * 0.6 - 6, bold=True)
            room = r.w - 14 - vf.size(whole)[0]
            pen.text(
                label,
                fit_font(label, px * 0.8, room),
                (r.x + 4, r.centery),
                "midleft",
                PRINT_SOFT,
                max_w=room,
            )
            anchor, pos = "midright", (r.right - 4, r.centery)
        x = pos[0]
        for t, k in reversed(parts):  # right to left; a part with its own key gets a spot
            tr = pen.text(t, vf, (x, pos[1]), anchor, PENCIL)
            if k:
                pen.spot(tr.inflate(4, 4), k)
            x = tr.left


def character_a(pen, rect, view, lang):
    pc = view.get("pc") or {}
    body = _frame(pen, rect, "character_a", lang)
    states_h = round(body.h * 0.3)
    grid = pygame.Rect(body.x, body.y, body.w, body.h - states_h)
    s = pc.get("strength", 0)
    _pairs(
        pen,
        grid,
        [
            ("field.level", text.name(lang, "field.level"), pc.get("level", 1)),
            ("field.xp", text.name(lang, "field.xp"), f"{pc.get('xp', 0):,}"),
            (
                "field.hp",
                text.name(lang, "field.hp"),
                [(str(pc.get("hp", 0)), None), (f"/{pc.get('max_hp', 0)}", "field.max_hp")],
            ),
            ("field.strength", text.name(lang, "field.strength"), signed(s)),
        ],
        lang,
    )
    row = pygame.Rect(body.x, grid.bottom + 1, body.w, states_h - 1)
    states = [sid for sid in PC_STATES if sid in (pc.get("states") or ())]
    sideways = bool({"asleep", "frozen"} & set(states))
    th = row.h - 2
    img = tile_surface("p1", max(8, round(th * (0.75 if sideways else 0.56))), sideways=sideways)
    tr = img.get_rect(midleft=(row.x + 2, row.centery))
    pen.s.blit(img, tr)
    pen.spot(tr, "field.status")
    x = tr.right + 6
    size = max(12, round(row.h * 0.72))
    if not states:
        pen.text(
            text.ui(lang, "no_states"),
            font(min(13, row.h * 0.5)),
            (x, row.centery),
            "midleft",
            PRINT_SOFT,
            max_w=row.right - x,
        )
    for sid in states:
        if x + size > row.right:
            break
        mk = state_marker(sid, size)
        r = mk.get_rect(midleft=(x, row.centery))
        pen.s.blit(mk, r)
        pen.spot(r, f"pc_state.{sid}", on=True)
        x += size + 3


def character_b(pen, rect, view, lang):
    pc = view.get("pc") or {}
    n = pc.get("continues", 0)
    body = _frame(
        pen, rect, "character_b", lang, text.ui(lang, "continues_short", n=n) if n else ""
    )
    plate = "南" if pc.get("wind_plate") == "south" else "東"
    arrow = text.ui(lang, "up" if plate == "南" else "down")
    _pairs(
        pen,
        body,
        [
            ("field.gold", text.name(lang, "field.gold"), f"{pc.get('gold', 0):,}"),
            ("field.food_points", text.name(lang, "field.food_points"), pc.get("food", 0)),
            ("field.floor", text.name(lang, "field.floor"), pc.get("floor", 1)),
            ("ui.sheets.deepest_field", text.ui(lang, "deepest_short"), pc.get("deepest", 1)),
            ("field.stairs", text.name(lang, "field.stairs"), f"{plate} {arrow}"),
            ("field.amulet", text.name(lang, "field.amulet"), "✓" if pc.get("has_amulet") else "—"),
        ],
        lang,
    )
    if n:  # the continues count rides in the title's corner
        pen.spot(
            pygame.Rect(rect.right - rect.w // 3, rect.y, rect.w // 3, body.y - rect.y),
            "field.continues",
        )


@cache
def _row_order(sheet_id: str) -> dict:
    """Item kind -> its row on the printed sheet (the rules never change while running)."""
    return {r["id"]: i for i, r in enumerate(rules_rows(sheet_id))}


def items_list(pen, rect, sheet_id, view, lang):
    sheets = view.get("sheets") or {}
    mine = [it for it in sheets.get("items") or () if it["sheet"] == sheet_id]
    order = _row_order(sheet_id)
    mine.sort(
        key=lambda it: (not it["equipped"], order.get(it["kind"], 99), it["kind"], it["cursed"])
    )
    total = sum(it["count"] for it in mine)
    limit = _limit(sheet_id)
    right = f"{total}/{limit}" if limit else ""
    bonus_field = {"melee": "melee_bonus", "armour": "armour_bonus"}.get(sheet_id)
    if bonus_field and any(it["equipped"] for it in mine):
        b = sheets.get(bonus_field, 0)
        right = f"{signed(b)}  " + right
    # over a limit (the count, or a second bow): the end of the next camp will discard something
    over = any(d["sheet"] == sheet_id for d in sheets.get("end_camp_discards") or ())
    body = _frame(pen, rect, sheet_id, lang, right, pal.RED_INK if over else PENCIL)
    if not mine:
        pen.text(
            text.ui(lang, "empty"), font(min(14, body.h * 0.2)), body.center, "center", PRINT_SOFT
        )
        return
    lh = max(15, min(26, body.h / max(4, len(mine))))
    fits = int(body.h // lh)
    if len(mine) > fits:
        fits -= 1
    names = [_line_name(lang, it) for it in mine[:fits]]
    # one size for the list; a name longer than that takes two lines (see _name)
    npx = uniform_px(names, min(15, lh * 0.62), body.w * 0.55, min_px=min(11, lh * 0.45))
    for i, it in enumerate(mine[:fits]):
        r = pygame.Rect(body.x, round(body.y + i * lh), body.w, round(lh))
        _item_line(pen, r, it, lang, npx)
    if len(mine) > fits:
        r = pygame.Rect(body.x, round(body.y + fits * lh), body.w, round(lh))
        pen.text(
            text.ui(lang, "more", n=len(mine) - fits),
            font(lh * 0.55),
            (r.x + 4, r.centery),
            "midleft",
            PRINT_SOFT,
        )


def _line_name(lang, it):
    if it["kind"].startswith("key:"):
        return text.name(lang, "field.unidentified")
    return text.short(lang, text.item_key(it["sheet"], it["kind"]))


def _item_line(pen, r, it, lang, npx):
    item = {k: it[k] for k in ("sheet", "kind", "cursed", "equipped")}
    colour = "pink" if it["cursed"] else POSTIT_COLOUR[it["sheet"]]
    chip = pygame.Rect(r.x, r.y + 1, round(r.h * 1.05), r.h - 2)
    pr = pen.postit(chip, colour, None, fill=0.86)
    x = pr.right + 5
    tags = []
    if it["equipped"]:
        tags.append(text.ui(lang, "tag_equipped"))
    if it["cursed"]:
        tags.append(text.ui(lang, "tag_cursed"))
    tag = " ".join(tags)
    cnt = f"×{it['count']}"
    f = font(min(15, r.h * 0.62))
    cw = f.size(cnt)[0]
    tf = font(min(11, r.h * 0.46), bold=True)
    tw = tf.size(tag)[0] + 8 if tag else 0
    nm = _line_name(lang, it)
    if it["kind"].startswith("key:"):
        img = tile_surface(it["kind"][4:], max(6, round(r.h * 0.6)))
        pen.s.blit(img, img.get_rect(midleft=(x, r.centery)))
        x += img.get_width() + 4
    _name(pen, nm, npx, pygame.Rect(x, r.y, r.right - x - cw - tw - 8, r.h))
    pen.text(cnt, f, (r.right - 2, r.centery), "midright", PENCIL)
    if tag:
        tr = pen.text(
            tag,
            tf,
            (r.right - cw - 8, r.centery),
            "midright",
            pal.RED_INK if it["cursed"] else pal.GREEN_INK,
        )
        del tr
    if pen.hl.selected == (it["sheet"], it["kind"], it["cursed"], it["equipped"]):
        pen.ring(r.inflate(-2, 0), width=2)
    key = (
        text.item_key(it["sheet"], it["kind"])
        if not it["kind"].startswith("key:")
        else "field.unidentified"
    )
    pen.spot(r, key, drag={"item": item}, count=it["count"])


def _name(pen, name: str, px: float, room: pygame.Rect) -> None:
    """An item's name in `room`: one line, shrunk a little; else two lines (a two-handed sword
    in a narrow dock) rather than a cut."""
    f = fit_font(name, px, room.w, min_px=9)
    if f.size(name)[0] <= room.w:
        pen.text(name, f, (room.x, room.centery), "midleft", PRINT)
        return
    size = min(round(px), int(room.h / 2))
    while True:
        f = font(size)
        lines = theme.wrap_text(f, name, room.w)
        fits = len(lines) <= 2 and all(f.size(ln)[0] <= room.w for ln in lines)
        if (fits and 2 * f.get_linesize() <= room.h + 4) or size <= 7:
            break
        size -= 1
    step = min(f.get_linesize(), room.h / 2)
    top = room.centery - step * (len(lines[:2]) - 1) / 2
    for i, line in enumerate(lines[:2]):
        pen.text(line, f, (room.x, top + i * step), "midleft", PRINT, max_w=room.w)


def score_card(pen, rect, view, lang):
    rows = view.get("score_card") or []
    body = _frame(pen, rect, "score_card", lang, f"{len(rows)}")
    if not rows:
        _centred_note(pen, body, text.ui(lang, "score_empty"), min(13, body.h * 0.16))
        return
    lh = min(24, body.h / 4)
    first = max(0, len(rows) - int(body.h // lh))
    shown = [
        (
            records.shown_result(view, first + i + 1, r),
            text.ui(lang, "floor_short", n=r.get("floor", "")),
            r,
        )
        for i, r in enumerate(rows[first:])
    ]
    cells = [
        (
            text.name(lang, f"result.{result}"),
            floor,
            "—" if result == "pending" else f"{r.get('score', 0) or 0:,}",
        )
        for result, floor, r in shown
    ]
    # one size for the card at which the results, the floors and the scores fit side by side
    gap = max(4, round(lh * 0.3))
    px = round(lh * 0.56)
    while px > 7 and sum(_widest(font(px), col) for col in zip(*cells)) + 2 * gap + 4 > body.w:
        px -= 1
    f = font(px)
    score_w = _widest(f, [c[2] for c in cells])
    room = body.w - 4 - score_w - _widest(f, [c[1] for c in cells]) - 2 * gap
    for i, ((result, _, _), (words, floor, score)) in enumerate(zip(shown, cells)):
        line = pygame.Rect(body.x, round(body.y + i * lh), body.w, round(lh))
        colour = pal.RED_INK if result == "victory" else PENCIL
        pen.text(words, f, (line.x + 2, line.centery), "midleft", colour, max_w=room)
        pen.text(floor, f, (line.right - 2 - score_w - gap, line.centery), "midright", PENCIL)
        pen.text(score, f, (line.right - 2, line.centery), "midright", PENCIL)
        pen.hline(line.x, line.right, line.bottom - 1, pal.lighten(pal.PAPER_LINE, 0.3))
        pen.spot(line, f"result.{result}")


def _widest(f, words) -> int:
    return max(f.size(w)[0] for w in words)


def _centred_note(pen, body, note, px):
    """A short note word-wrapped and centred in ``body`` (shrunk until it fits, at most 3 lines)."""
    width = body.w - 8
    size = max(7, round(px))
    while True:
        f = font(size)
        lines = [ln for ln in theme.wrap_text(f, note, width) if ln]
        fits = len(lines) <= 3 and len(lines) * f.get_linesize() <= body.h
        if fits or size <= 7:
            break
        size -= 1
    lh = f.get_linesize()
    y = body.centery - len(lines) * lh / 2
    for i, ln in enumerate(lines):
        pen.text(ln, f, (body.centerx, y + (i + 0.5) * lh), "center", PRINT_SOFT, max_w=body.w)


def victory_sheet(pen, rect, view, lang):
    vs = view.get("victory_sheet") or {}
    body = _frame(pen, rect, "victory_sheet", lang)
    _pairs(
        pen,
        body,
        [
            ("ui.sheets.v.score", text.ui(lang, "v.score"), f"{vs.get('score', 0):,}"),
            ("ui.sheets.v.gold", text.ui(lang, "v.gold"), f"{vs.get('gold', 0):,}"),
            (
                "ui.sheets.v.items_total",
                text.ui(lang, "v.items_total"),
                f"{vs.get('items_total', 0):,}",
            ),
            ("ui.sheets.v.deepest", text.ui(lang, "v.deepest"), vs.get("deepest", "")),
            ("ui.sheets.v.continues", text.ui(lang, "v.continues"), vs.get("continues", 0)),
            ("ui.sheets.clean", text.ui(lang, "clean_short"), "✓" if vs.get("clean") else "—"),
        ],
        lang,
    )


def draw(pen: Pen, rect, sheet_id, view, lang):
    if sheet_id in ("character_a", "character_b", "score_card", "victory_sheet"):
        globals()[sheet_id](pen, rect, view, lang)
    else:
        items_list(pen, rect, sheet_id, view, lang)


__all__ = ["draw"]
