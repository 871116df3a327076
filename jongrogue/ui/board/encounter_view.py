"""The encounter map: 9 rooms × up to 8 slots (face down / up / unseen), with damage counters,
state markers and gold counters on the tiles."""

from __future__ import annotations

import pygame

from jongrogue.ui import theme
from jongrogue.ui.art import palette as pal
from jongrogue.ui.art.markers import damage_counter, state_marker
from jongrogue.ui.board.common import (
    Hotspot,
    draw_tile,
    monster_name,
    paper,
    pc_placed,
    text,
    tt,
)


def pc_room(view) -> int | None:
    pos = view["pc"]["position"]
    return pos.get("room") if pos["kind"] in ("room", "door") and pc_placed(view) else None


def slot_rects(ctx, rect: pygame.Rect, top: int, view) -> dict:
    """{(room, slot): rect} plus {("room", r): cell rect}."""
    inner = pygame.Rect(rect.x + ctx.s(10), top, rect.w - ctx.s(20), rect.bottom - top - ctx.s(8))
    cw, ch = inner.w / 3, inner.h / 3
    out: dict[tuple[str | int, int], pygame.Rect] = {}  # ("room", r) and (r, slot)
    for r in range(1, 10):
        row, col = divmod(r - 1, 3)
        cell = pygame.Rect(
            round(inner.x + col * cw + ctx.s(3)),
            round(inner.y + row * ch + ctx.s(3)),
            round(cw - ctx.s(6)),
            round(ch - ctx.s(6)),
        )
        out[("room", r)] = cell
        slots = view["encounter"]["rooms"].get(str(r), [])
        used = max([i for i, sl in enumerate(slots, 1) if sl["face"] != "empty"] + [4])
        label_h = ctx.s(17)  # the room number and monster names (Noto JP line height)
        if r == pc_room(view):  # a second line of names takes its height from the tiles
            font, lines = _name_lines(ctx, cell, slots)
            label_h += font.get_linesize() * (len(lines) - 1) if font else 0
        avail_h = cell.h - label_h - ctx.s(4)
        gap = max(2, int(cell.w * 0.02))
        best: tuple[int, int, int] | None = None
        for per_row in sorted({4, used}):
            rows = (used + per_row - 1) // per_row
            tw = int(
                min(
                    (cell.w - ctx.s(10) - (per_row - 1) * gap) / per_row,
                    (avail_h - (rows - 1) * gap) / rows * 3 / 4,
                )
            )
            if best is None or tw > best[0]:
                best = (max(8, tw), per_row, rows)
        assert best is not None  # (at least one layout was tried)
        tw, per_row, rows = best
        th = round(tw * 4 / 3)
        x0 = cell.centerx - (per_row * tw + (per_row - 1) * gap) / 2
        y0 = cell.y + label_h + max(0, (avail_h - rows * th - (rows - 1) * gap) / 2)
        for i in range(max(4, used)):
            row, col = divmod(i, per_row)
            out[(r, i + 1)] = pygame.Rect(
                round(x0 + col * (tw + gap)), round(y0 + row * (th + gap)), tw, th
            )
    return out


def draw_encounter(surface, rect, ctx, view, *, glow=(), hover=None, lifted=None) -> list[Hotspot]:
    top = paper(surface, rect, ctx, title=tt(ctx, "encounter_map"))
    rects = slot_rects(ctx, rect, top, view)
    here = pc_room(view)
    spots: list[Hotspot] = []
    for r in range(1, 10):
        cell = rects[("room", r)]
        if r == here:
            pygame.draw.rect(surface, (250, 236, 190), cell, border_radius=ctx.s(4))
        pygame.draw.rect(
            surface,
            pal.INK if r == here else pal.PAPER_LINE,
            cell,
            width=max(1, ctx.s(2 if r == here else 1)),
            border_radius=ctx.s(4),
        )
        label = str(r)
        text(
            surface, ctx, label, 11, pal.INK_SOFT, (cell.x + ctx.s(5), cell.y + ctx.s(1)), bold=True
        )
        spots.append(Hotspot(cell, ("room_enc", r)))
        slots = view["encounter"]["rooms"].get(str(r), [])
        for i, s in enumerate(slots, 1):
            sr = rects.get((r, i))
            if sr is None:
                continue
            if (r, i) == lifted:
                pygame.draw.rect(surface, pal.PAPER_SHADE, sr, width=1, border_radius=ctx.s(3))
                continue
            _draw_slot(
                surface, ctx, sr, s, i, glow=("slot", r, i) in glow, hover=hover == ("slot", r, i)
            )
            if s["face"] != "empty" or i <= 4:
                pickable = r == here and s["face"] == "up" and s.get("monster") is None
                spots.append(Hotspot(sr, ("slot", r, i), drag=("slot", r, i) if pickable else None))
        if r == here:
            _names(surface, ctx, cell, slots)
    return spots


def _draw_slot(surface, ctx, sr, s, i, *, glow, hover) -> None:
    face = s["face"]
    if face == "empty":
        if i <= 4:
            pygame.draw.rect(surface, pal.PAPER_SHADE, sr, width=1, border_radius=ctx.s(3))
        return
    hl = "select" if glow else ("hover" if hover else None)
    if face == "up":
        draw_tile(surface, s["tile"], sr.topleft, sr.w, highlight=hl)
    elif s.get("peek") and s.get("tile") not in (None, "U"):
        draw_tile(surface, s["tile"], sr.topleft, sr.w, highlight=hl, alpha=150)
    else:
        draw_tile(surface, "U", sr.topleft, sr.w, face_up=False, highlight=hl)
        if face == "unseen":
            f = ctx.font(max(8, sr.w * 0.45 / ctx.layout.scale), bold=True)
            img = f.render("?", True, pal.POSTIT_YELLOW)
            surface.blit(img, img.get_rect(center=sr.center))
    m = s.get("monster")
    if m:
        if m.get("damage"):
            size = max(10, int(sr.w * 0.55))
            img = damage_counter(m["damage"], size)
            surface.blit(img, (sr.right - size * 0.7, sr.y - size * 0.3))
        states = m.get("states") or []
        if states:
            size = max(9, int(sr.w * 0.42))
            for st, spot in zip(states[:3], marker_spots(sr, size, len(states[:3]))):
                try:
                    img = state_marker(st, size, owner="monster")
                except Exception:
                    continue
                surface.blit(img, spot)
    if s.get("gold"):
        _gold(surface, ctx, sr, s["gold"])


def marker_spots(sr: pygame.Rect, size: int, n: int) -> list[tuple[int, int]]:
    """Top-left corners of ``n`` state markers: along the bottom of the tile, on the tile."""
    step = min(size * 0.7, (sr.w - size) / max(1, n - 1)) if n > 1 else 0
    y = sr.bottom - size - max(1, size // 8)
    return [(round(sr.x + k * step), y) for k in range(n)]


def _gold(surface, ctx, sr, amount) -> None:
    size = max(12, int(sr.w * 0.62))
    c = (sr.right - size // 3, sr.bottom - size // 3)
    pygame.draw.circle(surface, (120, 90, 10), (c[0] + 1, c[1] + 2), size // 2)
    pygame.draw.circle(surface, (226, 186, 60), c, size // 2)
    pygame.draw.circle(surface, (250, 220, 120), c, size // 2 - max(1, size // 8), 1)
    f = ctx.font(max(7, size * 0.36 / ctx.layout.scale), bold=True)
    img = f.render(str(amount), True, pal.INK)
    surface.blit(img, img.get_rect(center=c))


def _name_lines(ctx, cell, slots) -> tuple[pygame.font.Font | None, list[str]]:
    """The face-up monsters' names as drawn beside the room number: one line, shrunk to fit a
    narrow cell, or two when three long names do not fit even small ("Black unicorn · Venus
    flytrap · Jabberwock" at 170 %) rather than lose one."""
    names = [
        monster_name(ctx, s["monster"]["id"])
        for s in slots
        if s.get("monster") and s["face"] == "up"
    ]
    if not names:
        return None, []
    room = cell.w - ctx.s(26)
    words = " · ".join(names)
    font = theme.fit_font(ctx, words, 10, room, min_size=7)
    if font.size(words)[0] <= room or len(names) < 2:
        return font, [words]
    half = (len(names) + 1) // 2
    lines = [" · ".join(names[:half]), " · ".join(names[half:])]
    longest = max(lines, key=lambda line: ctx.font(10).size(line)[0])
    return theme.fit_font(ctx, longest, 10, room, min_size=7), lines


def _names(surface, ctx, cell, slots) -> None:
    """Name the monsters of the PC's room under the cell label (they matter most)."""
    font, lines = _name_lines(ctx, cell, slots)
    if font is None:
        return
    y = cell.y + ctx.s(2)
    for line in lines:
        theme.blit_text(
            surface,
            font,
            line,
            pal.RED_INK,
            (cell.x + ctx.s(22), y),
            max_width=cell.w - ctx.s(26),
        )
        y += font.get_linesize()
