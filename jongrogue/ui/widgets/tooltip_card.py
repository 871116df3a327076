"""Tooltips: a paper card below (or above) what the mouse is on, word-wrapped for ja and en."""

from __future__ import annotations

import pygame

from jongrogue.ui import theme


def tooltip_card(
    surface, ctx, w: int, h: int, anchor: pygame.Rect, above: bool = False
) -> pygame.Rect:
    """Draw an empty w × h paper card below ``anchor`` (above when there is no room; ``above``:
    above unless there is no room there); its rect."""
    box = pygame.Rect(0, 0, w, h)
    below = (anchor.centerx, anchor.bottom + ctx.s(8))
    over = (anchor.centerx, anchor.top - ctx.s(8))
    if above and over[1] - h >= ctx.s(6):
        box.midbottom = over
    else:
        box.midtop = below
        if box.bottom > surface.get_height() - ctx.s(6):
            box.midbottom = over
    box.clamp_ip(surface.get_rect().inflate(-ctx.s(8), -ctx.s(8)))
    theme.shadow(surface, box, ctx.s(5), ctx.s(4))
    pygame.draw.rect(surface, (255, 250, 226), box, border_radius=ctx.s(5))
    pygame.draw.rect(surface, theme.PAPER_LINE, box, width=1, border_radius=ctx.s(5))
    return box


def draw_tooltip(surface, ctx, text: str, anchor: pygame.Rect, above: bool = False) -> pygame.Rect:
    """A paper tooltip of plain ``text`` for ``anchor`` (``above``: see tooltip_card); returns
    the card's rect."""
    font = ctx.font(15)
    max_w = min(ctx.s(380), surface.get_width() - ctx.s(24))
    lines = theme.wrap_text(font, text, max_w - ctx.s(20))
    w = max(font.size(line)[0] for line in lines) + ctx.s(20)
    h = len(lines) * font.get_linesize() + ctx.s(14)
    box = tooltip_card(surface, ctx, w, h, anchor, above)
    for i, line in enumerate(lines):
        surface.blit(
            font.render(line, True, theme.INK),
            (box.x + ctx.s(10), box.y + ctx.s(7) + i * font.get_linesize()),
        )
    return box
