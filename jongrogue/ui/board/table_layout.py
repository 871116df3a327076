"""Where everything sits on the table, for any window size and UI scale.

Wide (logical width >= 1180): wall / discard / log | dungeon + encounter maps | sheet dock (2 cols).
Compact (200 % on a small window): narrower columns, the dock becomes one scrolling column and
the log shrinks; nothing overlaps. While the Hint's legend shows, the panels end above it
(``reserve``): it must not hide the encounter map's lower rooms or the log's last lines."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

WIDE = 1180


@dataclass
class TableLayout:
    """Where each of the table's panels lies in the window."""

    hud: pygame.Rect
    wall: pygame.Rect
    discard: pygame.Rect
    log: pygame.Rect
    dungeon: pygame.Rect
    encounter: pygame.Rect
    dock: pygame.Rect
    bar: pygame.Rect
    compact: bool
    dock_cols: int
    reserve: int = 0  # pixels kept free above the bar (the Hint's legend)

    def all(self) -> dict:
        return {
            k: getattr(self, k)
            for k in ("hud", "wall", "discard", "log", "dungeon", "encounter", "dock", "bar")
        }


def compute(ctx, size, reserve: int = 0) -> TableLayout:
    L = ctx.layout
    lw, lh = L.logical
    compact = lw < WIDE
    m = 8 if compact else 10
    hud_h = 42 if compact else 46
    bar_h = 84 if compact else 96
    top = hud_h + m
    bottom = lh - bar_h - m - round(reserve / L.scale)
    mid_h = bottom - top
    left_w = 200 if compact else 252
    dock_w = 196 if compact else 344
    center_w = lw - left_w - dock_w - 4 * m
    if center_w < 380:  # very narrow: take it from the dock first
        dock_w = max(150, dock_w - (380 - center_w))
        center_w = lw - left_w - dock_w - 4 * m
    x_left, x_center = m, 2 * m + left_w
    x_dock = x_center + center_w + m
    wall_h = 84 if compact else 112
    disc_h = round((mid_h - wall_h - 2 * m) * (0.48 if compact else 0.47))
    log_h = mid_h - wall_h - disc_h - 2 * m
    dun_h = round((mid_h - m) * 0.45)
    enc_h = mid_h - m - dun_h
    r = L.rect
    return TableLayout(
        hud=r(0, 0, lw, hud_h),
        wall=r(x_left, top, left_w, wall_h),
        discard=r(x_left, top + wall_h + m, left_w, disc_h),
        log=r(x_left, top + wall_h + disc_h + 2 * m, left_w, log_h),
        dungeon=r(x_center, top, center_w, dun_h),
        encounter=r(x_center, top + dun_h + m, center_w, enc_h),
        dock=r(x_dock, top, dock_w, mid_h),
        bar=r(0, lh - bar_h, lw, bar_h),
        compact=compact,
        dock_cols=1 if compact else 2,
        reserve=reserve,
    )
