"""The advisor's survival estimates drawn on the action bar's buttons (see hint_view)."""
from __future__ import annotations

import pygame

from jongrogue.ui import theme
from jongrogue.ui.board.common import text


def draw_badges(surface, ctx, bar) -> None:
    """Survival percentages on the top-right corner of the bar's buttons."""
    for i, (label, best) in bar.badges.items():
        if i not in bar.visible() or i >= len(bar.buttons):
            continue
        r = bar.buttons[i].rect
        font = ctx.font(11, bold=True)
        w, h = font.size(label)[0] + ctx.s(8), ctx.s(16)
        chip = pygame.Rect(r.right - w - ctx.s(2), r.y - h // 2, w, h)
        pygame.draw.rect(surface, theme.GOLD if best else theme.IVORY, chip, border_radius=ctx.s(6))
        pygame.draw.rect(surface, theme.INK, chip, width=1, border_radius=ctx.s(6))
        text(surface, ctx, label, 11, theme.INK, chip.center, "center", bold=True)
