"""The advisor's estimates (expected deepest floors) drawn on the action bar's buttons (see hint_view): a gold
badge for the one significantly best move, a green one for the moves about equal to the best,
ivory for the significantly worse; the legend line says what the numbers mean."""

from __future__ import annotations

import pygame

from jongrogue.ui import theme
from jongrogue.ui.board.common import text

FILL = {"best": theme.GOLD, "top": (150, 200, 160), "worse": theme.IVORY}


def draw_badges(surface, ctx, bar) -> None:
    """The estimates on the top-right corner of the bar's buttons."""
    for i, (label, kind) in bar.badges.items():
        if i not in bar.visible() or i >= len(bar.buttons):
            continue
        r = bar.buttons[i].rect
        font = ctx.font(11, bold=True)
        w, h = font.size(label)[0] + ctx.s(8), ctx.s(16)
        # mostly above the button: its lower edge stops short of the key chip inside it
        chip = pygame.Rect(r.right - w - ctx.s(2), r.y - h + ctx.s(5), w, h)
        pygame.draw.rect(surface, FILL[kind], chip, border_radius=ctx.s(6))
        pygame.draw.rect(surface, theme.INK, chip, width=1, border_radius=ctx.s(6))
        text(surface, ctx, label, 11, theme.INK, chip.center, "center", bold=True)


LEGEND_LINES = 3  # a narrow bar wraps the legend (its end, the badges' meaning, was cut)


def _legend_lines(ctx, legend: str | None, bar_width: int) -> list[str]:
    width = bar_width - ctx.s(20)
    lines = theme.wrap_text(ctx.font(12), legend or "", width)
    if len(lines) > LEGEND_LINES:
        rest = " ".join(lines[LEGEND_LINES - 1 :])
        lines = lines[: LEGEND_LINES - 1] + [theme.ellipsize(ctx.font(12), rest, width)]
    return lines


def legend_height(ctx, legend: str | None, bar_width: int) -> int:
    """The room the legend takes above a bar `bar_width` wide (its strip and gap); 0 if none."""
    if not legend:
        return 0
    lines = len(_legend_lines(ctx, legend, bar_width))
    return ctx.s(20) + ctx.font(12).get_linesize() * (lines - 1) + ctx.s(4)


def legend_rect(ctx, bar) -> pygame.Rect:
    """The legend's strip: just above the bar, as wide as it, one line high or two."""
    h = legend_height(ctx, bar.legend, bar.rect.w) - ctx.s(4)
    return pygame.Rect(bar.rect.x, bar.rect.y - h - ctx.s(4), bar.rect.w, h)


def draw_legend(surface, ctx, bar) -> None:
    r = legend_rect(ctx, bar)
    shade = pygame.Surface(r.size, pygame.SRCALPHA)
    shade.fill((8, 26, 18, 215))
    surface.blit(shade, r)
    font = ctx.font(12)
    lines = _legend_lines(ctx, bar.legend, bar.rect.w)
    y = r.centery - font.get_linesize() * (len(lines) - 1) // 2
    for line in lines:
        theme.blit_text(surface, font, line, theme.IVORY, (r.x + ctx.s(10), y), "midleft")
        y += font.get_linesize()
