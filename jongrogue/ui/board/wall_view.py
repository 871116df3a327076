"""The wall (face-down stacks with a count) and the discard pile (face up, sortable). Under the
wall: what the player knows of it — the per-number counts of the unseen tiles of the wall's
information-set group, captioned as the wall's own counts when that group is exactly the wall."""

from __future__ import annotations

from collections import Counter

import pygame

from jongrogue.ui import theme
from jongrogue.ui.art import palette as pal
from jongrogue.ui.board.common import Hotspot, draw_tile, text, tt

SORT_MODES = ("order", "suit", "number")
SUIT_ORDER = {"m": 0, "p": 1, "s": 2}


def tile_number(code: str) -> int | None:
    rest = code[1:]
    if code in ("pR", "sR"):
        return 5
    return int(rest) if rest.isdigit() else None


def sort_tiles(tiles, mode: str) -> list[str]:
    if mode == "suit":
        return sorted(tiles, key=lambda t: (SUIT_ORDER.get(t[0], 3), tile_number(t) or 0))
    if mode == "number":
        return sorted(tiles, key=lambda t: (tile_number(t) or 0, SUIT_ORDER.get(t[0], 3)))
    return list(tiles)


def food_warning(ctx, count: int, outcome: str) -> tuple[str, tuple]:
    """The food check comes when the wall runs out: how far off, and what the engine says it will
    do (view()["wall"]["food_check"]: pay, hungry or starve)."""
    if outcome == "pay":
        return tt(ctx, "food_check_in", n=count), theme.MUTED_TEXT
    if outcome == "starve":
        return tt(ctx, "food_check_starve", n=count), (255, 120, 100)
    return tt(ctx, "food_check_hungry", n=count), (250, 214, 120)


def draw_wall(
    surface, rect, ctx, count: int, knowledge=None, food_check: str | None = None
) -> list[Hotspot]:
    """`knowledge`: the engine's Knowledge of the table (None: no counts); `food_check`: the
    view's wall.food_check (None: no food-check line)."""
    theme.dark_panel(surface, rect, ctx, alpha=110)
    pad = ctx.s(8)
    title = tt(ctx, "wall_title")
    tr = text(
        surface, ctx, title, 14, theme.GOLD, (rect.x + pad, rect.y + pad - ctx.s(2)), bold=True
    )
    text(
        surface,
        ctx,
        tt(ctx, "wall_count", n=count),
        14,
        theme.CREAM_TEXT,
        (rect.right - pad, rect.y + pad - ctx.s(2)),
        "topright",
        bold=True,
    )
    head = ctx.s(20)
    if food_check is not None:
        line, colour = food_warning(ctx, count, food_check)
        bold = colour != theme.MUTED_TEXT
        font = ctx.font(11, bold=bold)
        y = tr.bottom + ctx.s(1)
        parts = [line]
        if font.size(line)[0] > rect.w - 2 * pad:  # a narrow panel: two lines, after the colon
            cut = max(line.find("："), line.find(": ") + 1) + 1
            parts = [line[:cut].strip(), line[cut:].strip()] if cut > 1 else [line]
        for part in parts:
            text(
                surface,
                ctx,
                part,
                11,
                colour,
                (rect.x + pad, y),
                bold=bold,
                max_width=rect.w - 2 * pad,
            )
            y += font.get_linesize()
        head = y - rect.y - pad + ctx.s(2)
    area = pygame.Rect(rect.x + pad, rect.y + pad + head, rect.w - 2 * pad, rect.h - 2 * pad - head)
    group = knowledge.wall_group if knowledge is not None else None
    counts = group.number_counts() if group is not None else {}
    count_h = ctx.s(30) if knowledge is not None else 0
    stack_area = pygame.Rect(area.x, area.y, area.w, area.h - count_h)
    stacks = (count + 1) // 2
    if stacks and stack_area.h > 0:
        per_row = 18
        rows = (stacks + per_row - 1) // per_row
        # as wide as the row allows, and low enough that the rows (overlapping by half a tile at
        # most) and the lifted top tiles stay above the counts below
        fit_h = stack_area.h / (1.25 + 0.5 * (rows - 1)) * 3 / 4
        if fit_h < 6:  # no room for the stacks (a short panel): the count says it all
            stacks = 0
        tw = max(6, min(int(stack_area.w / per_row), ctx.s(16), int(fit_h)))
        th = round(tw * 4 / 3)
        lift = max(2, tw // 4)
        room = stack_area.h - lift - th
        row_h = max(4, min(th + ctx.s(3), room // (rows - 1) if rows > 1 else th))
        clip = surface.get_clip()
        surface.set_clip(
            stack_area.clip(clip)
        )  # never over the captions (and within dirty regions)
        k = 0
        for row in range(rows):
            for col in range(per_row):
                if k >= stacks:
                    break
                x, y = stack_area.x + col * tw, stack_area.y + row * row_h + lift
                double = (k * 2 + 1) < count
                draw_tile(surface, "U", (x, y), tw, face_up=False, shadow=(row == rows - 1))
                if double:
                    draw_tile(surface, "U", (x, y - lift), tw, face_up=False, shadow=False)
                k += 1
        surface.set_clip(clip)
    if knowledge is not None:
        y = area.bottom - count_h
        # the caption states the total its counts add up to (the wall's own count above is less
        # when face-down tiles share the wall's group)
        caption = tt(
            ctx, "wall_exact" if knowledge.wall_exact else "wall_unseen", n=sum(counts.values())
        )
        if y + ctx.s(1) >= area.y:  # (a two-line food check in a short panel takes its line)
            theme.blit_text(
                surface,
                theme.fit_font(ctx, caption, 11, area.w, min_size=8),
                caption,
                theme.MUTED_TEXT,
                (area.x, y + ctx.s(1)),
                max_width=area.w,
            )
        y += ctx.s(14)
        cw = area.w / 9
        size = 11  # the widest cell ("9:12") must fit, or the cells run together
        while size > 7 and ctx.font(size).size("9:12")[0] > cw - ctx.s(3):
            size -= 1
        f = ctx.font(size)
        for n in range(1, 10):
            s = f"{n}:{counts.get(n, 0)}"
            img = f.render(s, True, theme.MUTED_TEXT)
            surface.blit(img, img.get_rect(midtop=(area.x + cw * (n - 0.5), y + ctx.s(2))))
    return [Hotspot(rect, ("wall",))]


def draw_discard(
    surface, rect, ctx, tiles, mode: str, scroll: int, recent=()
) -> tuple[list[Hotspot], int]:
    """Returns (hotspots, max_scroll in rows)."""
    theme.dark_panel(surface, rect, ctx, alpha=110)
    pad = ctx.s(8)
    chip_label = tt(ctx, "sort." + mode) + "  [D]"
    f = ctx.font(12)
    chip = pygame.Rect(0, 0, f.size(chip_label)[0] + ctx.s(12), ctx.s(20))
    chip.topright = (rect.right - pad, rect.y + pad - ctx.s(3))
    title = tt(ctx, "discard_title", n=len(tiles))
    room = chip.left - ctx.s(6) - (rect.x + pad)  # the title never runs under the chip
    theme.blit_text(
        surface,
        theme.fit_font(ctx, title, 14, room, min_size=10, bold=True),
        title,
        theme.GOLD,
        (rect.x + pad, rect.y + pad - ctx.s(2)),
        max_width=room,
    )
    pygame.draw.rect(surface, theme.lighten(theme.PAPER_SHADE, 0.3), chip, border_radius=ctx.s(4))
    surface.blit(
        f.render(chip_label, True, pal.INK),
        f.render(chip_label, True, pal.INK).get_rect(center=chip.center),
    )
    spots = [Hotspot(rect, ("discard",)), Hotspot(chip, ("discard_sort",))]
    area = pygame.Rect(
        rect.x + pad, rect.y + pad + ctx.s(22), rect.w - 2 * pad, rect.h - 2 * pad - ctx.s(22)
    )
    shown = sort_tiles(tiles, mode)
    tw = max(10, min(ctx.s(22), area.w // 10))
    th = round(tw * 4 / 3)
    per_row = max(1, area.w // (tw + 1))
    rows = (len(shown) + per_row - 1) // per_row
    visible_rows = max(1, area.h // (th + ctx.s(2)))
    max_scroll = max(0, rows - visible_rows)
    # default: follow the newest tiles (order mode) by showing the last rows
    first_row = max(0, min(scroll, max_scroll))
    recent_left = Counter(recent)
    marks = set()
    for idx in range(len(tiles) - 1, -1, -1):
        if recent_left.get(tiles[idx], 0) > 0 and mode == "order":
            recent_left[tiles[idx]] -= 1
            marks.add(idx)
    clip = surface.get_clip()
    surface.set_clip(area.clip(clip))  # within the caller's clip (dirty regions)
    for i, code in enumerate(shown):
        row, col = divmod(i, per_row)
        if row < first_row or row >= first_row + visible_rows:
            continue
        x = area.x + col * (tw + 1)
        y = area.y + (row - first_row) * (th + ctx.s(2))
        draw_tile(
            surface, code, (x, y), tw, shadow=False, highlight="select" if i in marks else None
        )
    surface.set_clip(clip)
    if max_scroll:
        bar = pygame.Rect(rect.right - ctx.s(5), area.y, ctx.s(3), area.h)
        pygame.draw.rect(surface, (255, 255, 255, 40), bar)
        knob_h = max(ctx.s(12), area.h * visible_rows // rows)
        ky = area.y + (area.h - knob_h) * first_row // max_scroll
        pygame.draw.rect(surface, theme.GOLD, (bar.x, ky, bar.w, knob_h), border_radius=ctx.s(2))
    return spots, max_scroll
