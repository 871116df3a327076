"""The tutorial's card (step number, caption, Next or the leave hint) and the highlight around the
step's target, drawn over the table."""
from __future__ import annotations

import math

import pygame

from jongrogue.ui import theme
from jongrogue.ui.widgets import Button

PANELS = ("wall", "discard", "log", "dungeon", "encounter", "dock", "hud", "bar")
KEEP_COST, SIDE_COST = 3.0, 0.4    # hiding the step's map, a side column: against the other map


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

    def _height(self, step, w: int, button: str | None) -> int:
        """The card's height at width `w`: step line, caption, button row, leave hint."""
        ctx = self.ctx
        inner = w - 2 * ctx.s(16)
        body = theme.paragraph_height(ctx.font(16), tt(ctx, "step." + step.id), inner, 1.15)
        hint = theme.paragraph_height(ctx.font(12), tt(ctx, "leave_hint"), inner, 1.1)
        return ctx.s(40) + body + (ctx.s(48) if button else ctx.s(6)) + hint + ctx.s(10)

    def place(self, size, avoid: list, keep: pygame.Rect, table_layout, step, button: str | None) -> None:
        """The card where it hides the least: the map the step is about (`keep`) most of all,
        then the other map and the log, then the wall, the discard pile and the sheet dock.
        It sits at the top or the bottom of the map column (as wide as a card, or as the window
        when that makes it short enough), or over a side column; never over `avoid` (the step's
        target) or the action bar."""
        ctx, tl = self.ctx, table_layout
        maps = tl.dungeon.union(tl.encounter)
        sides = (tl.wall.union(tl.discard).union(tl.log), tl.dock)     # where a card may sit too
        cheap = (tl.wall, tl.discard, tl.dock)       # (the log is read as much as a map)
        other = tl.dungeon if keep == tl.encounter else tl.encounter
        wide = size[0] - ctx.s(40)
        spots = [(maps, w) for w in sorted({min(ctx.s(560), wide), min(ctx.s(560), maps.w), wide})]
        spots += [(r, min(ctx.s(560), r.w)) for r in sides]
        narrowest = max(ctx.s(220), ctx.font(15).size(button)[0] + ctx.s(60) if button else 0)
        best = None
        for region, w in spots:
            h = self._height(step, w, button)
            if region is not maps and (w < narrowest or h > region.h):
                continue
            for y in (region.bottom - h - ctx.s(8), region.y + ctx.s(8)):
                card = pygame.Rect(region.centerx - w // 2, max(0, y), w, h)
                card.clamp_ip(pygame.Rect(0, 0, *size))
                cost = (sum(_area(card.clip(a)) for a in avoid) + _area(card.clip(tl.bar)),
                        KEEP_COST * _area(card.clip(keep)) + _area(card.clip(other))
                        + _area(card.clip(tl.log)) + SIDE_COST * sum(_area(card.clip(r)) for r in cheap))
                if best is None or cost < best[0]:
                    best = (cost, card)
        self.card = best[1]

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
        hint_h = theme.paragraph_height(ctx.font(12), tt(ctx, "leave_hint"), card.w - 2 * pad, 1.1)
        hint_top = card.bottom - ctx.s(10) - hint_h
        if button:
            b.label = button
            bw = min(card.w - 2 * pad, max(ctx.s(170), ctx.font(15).size(button)[0] + ctx.s(28)))
            b.rect = pygame.Rect(card.right - pad - bw, hint_top - ctx.s(44), bw, ctx.s(38))
            b.draw(surface, ctx)
        else:
            b.rect = pygame.Rect(0, 0, 0, 0)
        theme.blit_paragraph(surface, ctx.font(12), tt(ctx, "leave_hint"), theme.INK_SOFT,
                             pygame.Rect(card.x + pad, hint_top, card.w - 2 * pad, hint_h), line_gap=1.1)


def _area(r: pygame.Rect) -> int:
    return r.w * r.h
