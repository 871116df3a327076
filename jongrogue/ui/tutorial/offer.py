"""The first start's offer of the tutorial: a note on the title screen (no dialog in the way)
until the player starts the tutorial or a new game."""

from __future__ import annotations

import pygame

from jongrogue.ui import theme


def offer_size(ctx, box: pygame.Rect) -> tuple[int, int]:
    """(width, height) of the note in the title's logo column `box`."""
    w = min(box.w - ctx.s(40), ctx.s(560))
    return w, ctx.s(44) + theme.paragraph_height(
        ctx.font(15), ctx.t("tutorial.offer_body"), w - ctx.s(32)
    )


def draw_offer(surface, ctx, box: pygame.Rect, top: int) -> pygame.Rect:
    w, h = offer_size(ctx, box)
    font = ctx.font(15)
    body = ctx.t("tutorial.offer_body")
    card = pygame.Rect(box.centerx - w // 2, top, w, h)
    theme.dark_panel(surface, card, ctx)
    pygame.draw.rect(surface, theme.GOLD, card, width=max(1, ctx.s(2)), border_radius=ctx.s(8))
    head = theme.blit_text(
        surface,
        ctx.font(17, bold=True),
        ctx.t("tutorial.offer_title"),
        theme.GOLD,
        (card.x + ctx.s(16), card.y + ctx.s(10)),
    )
    theme.blit_paragraph(
        surface,
        font,
        body,
        theme.CREAM_TEXT,
        pygame.Rect(card.x + ctx.s(16), head.bottom + ctx.s(6), w - ctx.s(32), h),
        line_gap=1.15,
    )
    return card
