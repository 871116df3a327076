"""The tutorial's card (step number, caption, Next or the leave hint) and the highlight around the
step's target, drawn over the table."""
from __future__ import annotations

import math

import pygame

from jongrogue.ui import theme
from jongrogue.ui.widgets import Button

PANELS = ("wall", "discard", "log", "dungeon", "encounter", "dock", "hud", "bar")


def tt(ctx, key: str, **fmt) -> str:
    """``ui.tutorial.<key>`` (ui_tutorial_<lang>.yaml)."""
    return ctx.t("tutorial." + key, **fmt)


def target_rect(sc, target: str) -> pygame.Rect | None:
    """Where `target` is on the table now (None: nothing to point at)."""
    kind, _, rest = target.partition(":")
    if kind in PANELS and sc.tl is not None:
        return getattr(sc.tl, kind)
    if kind == "action":
        for i, c in enumerate(sc.bar.commands):
            if c.type == rest and i in sc.bar.visible() and i < len(sc.bar.buttons):
                return sc.bar.buttons[i].rect
        return sc.tl.bar if sc.tl is not None else None
    if kind == "spot":
        parts = rest.split(":")
        want = (parts[0],) + tuple(int(p) if p.isdigit() else p for p in parts[1:])
        for h in sc.spots:
            if tuple(h.target[:len(want)]) == want:
                return h.rect
    return None


class Coach:
    def __init__(self, ctx):
        self.ctx = ctx
        self.card = pygame.Rect(0, 0, 0, 0)
        self.next_button = Button("tutorial_next", tt(ctx, "next"), style="primary", size=15)
        self.time = 0.0

    def place(self, size, avoid: pygame.Rect | None, table_layout, step, button: str | None) -> None:
        """The card over the map column, at the top or the bottom: wherever it hides less of the
        target; as tall as its caption (and its button, labelled `button`, if any) needs."""
        ctx = self.ctx
        w = min(ctx.s(560), size[0] - ctx.s(40))
        body = theme.paragraph_height(ctx.font(16), tt(ctx, "step." + step.id), w - ctx.s(32), 1.15)
        h = ctx.s(40) + body + ctx.s(58 if button else 30)
        col = table_layout.dungeon.union(table_layout.encounter)
        top = pygame.Rect(col.centerx - w // 2, col.y + ctx.s(8), w, h)
        bottom = pygame.Rect(col.centerx - w // 2, col.bottom - h - ctx.s(8), w, h)
        if avoid is None:
            self.card = bottom
            return
        overlap = [r.clip(avoid).w * r.clip(avoid).h for r in (top, bottom)]
        self.card = top if overlap[0] < overlap[1] else bottom

    def draw(self, surface, step, index: int, total: int, target: pygame.Rect | None,
             button: str | None) -> None:
        ctx = self.ctx
        if target is not None:
            pulse = 0.5 + 0.5 * math.sin(self.time * 5)
            ring = target.inflate(ctx.s(10), ctx.s(10))
            width = max(3, round(ctx.s(4 + 2 * pulse)))
            glow = pygame.Surface(ring.size, pygame.SRCALPHA)
            glow.fill((226, 190, 96, 40 + round(40 * pulse)))
            surface.blit(glow, ring)
            pygame.draw.rect(surface, (40, 20, 0), ring.inflate(ctx.s(4), ctx.s(4)), width=2, border_radius=ctx.s(10))
            pygame.draw.rect(surface, theme.GOLD, ring, width=width, border_radius=ctx.s(8))
        card = self.card
        theme.paper_panel(surface, card, ctx, radius=8)
        pygame.draw.rect(surface, theme.GOLD, (card.x, card.y, card.w, ctx.s(6)),
                         border_top_left_radius=ctx.s(8), border_top_right_radius=ctx.s(8))
        pad = ctx.s(16)
        head = theme.blit_text(surface, ctx.font(13, bold=True), tt(ctx, "step_of", i=index + 1, n=total),
                               theme.INK_SOFT, (card.x + pad, card.y + ctx.s(12)))
        body = pygame.Rect(card.x + pad, head.bottom + ctx.s(6), card.w - 2 * pad, card.h)
        theme.blit_paragraph(surface, ctx.font(16), tt(ctx, "step." + step.id), theme.INK, body, line_gap=1.15)
        b = self.next_button
        if button:
            b.label = button
            bw = max(ctx.s(170), ctx.font(15).size(button)[0] + ctx.s(28))
            b.rect = pygame.Rect(card.right - pad - bw, card.bottom - ctx.s(48), bw, ctx.s(38))
            b.draw(surface, ctx)
        else:
            b.rect = pygame.Rect(0, 0, 0, 0)
        theme.blit_text(surface, ctx.font(12), tt(ctx, "leave_hint"), theme.INK_SOFT,
                        (card.x + pad, card.bottom - ctx.s(14)), "midleft",
                        max_width=card.w - 2 * pad - (b.rect.w + ctx.s(10) if button else 0))
