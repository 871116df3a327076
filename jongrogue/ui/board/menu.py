"""A right-click menu drawn on the table: the commands that concern what was clicked, plus
"Describe". Mouse: click an entry; keyboard: ↑ ↓ Enter, Esc closes; a numbered menu (the
menu of one kind's commands) also picks with the number keys 1–9."""

from __future__ import annotations

import pygame

from jongrogue.ui import theme
from jongrogue.ui.art import palette as pal


class PopupMenu:
    def __init__(self, ctx, pos, entries, numbered: bool = False, numbers=None):
        """entries: list of (label, payload) where payload is a Command or a tuple action;
        numbers: the number key of each entry when numbered (default 1, 2, 3 …)."""
        self.numbers = list(numbers or range(1, len(entries) + 1))[:9] if numbered else []
        if numbered:
            entries = [(f"{n}. {lab}", p) for n, (lab, p) in zip(self.numbers, entries)]
        self.ctx, self.entries, self.numbered = ctx, entries, numbered
        self.index = 0
        font = ctx.font(14)
        w = max(font.size(lab)[0] for lab, _ in entries) + ctx.s(28)
        self.row_h = font.get_linesize() + ctx.s(8)
        self.rect = pygame.Rect(pos[0], pos[1], w, self.row_h * len(entries) + ctx.s(8))

    def clamp(self, area: pygame.Rect) -> None:
        self.rect.clamp_ip(area)

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(
            self.rect.x + self.ctx.s(4),
            self.rect.y + self.ctx.s(4) + i * self.row_h,
            self.rect.w - self.ctx.s(8),
            self.row_h,
        )

    def index_at(self, pos) -> int | None:
        for i in range(len(self.entries)):
            if self.row_rect(i).collidepoint(pos):
                return i
        return None

    def handle(self, e):
        """Returns ("pick", payload), ("close", None) or None."""
        if e.type == pygame.KEYDOWN:
            if e.key == pygame.K_ESCAPE:
                return ("close", None)
            digit = pygame.key.name(e.key).strip("[]")
            if self.numbered and digit.isdigit() and int(digit) in self.numbers:
                return ("pick", self.entries[self.numbers.index(int(digit))][1])
            if e.key in (pygame.K_DOWN, pygame.K_TAB):
                self.index = (self.index + 1) % len(self.entries)
            elif e.key == pygame.K_UP:
                self.index = (self.index - 1) % len(self.entries)
            elif e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return ("pick", self.entries[self.index][1])
            return ("stay", None)
        if e.type == pygame.MOUSEMOTION:
            i = self.index_at(e.pos)
            if i is not None:
                self.index = i
            return ("stay", None)
        if e.type == pygame.MOUSEBUTTONDOWN:
            if not self.rect.collidepoint(e.pos):
                return ("close", None)
            return ("stay", None)
        if e.type == pygame.MOUSEBUTTONUP and e.button in (1, 3):
            i = self.index_at(e.pos)
            if i is not None:
                return ("pick", self.entries[i][1])
            return ("stay", None)
        return None

    def draw(self, surface) -> None:
        ctx = self.ctx
        theme.shadow(surface, self.rect, ctx.s(6), ctx.s(5))
        pygame.draw.rect(surface, (255, 250, 228), self.rect, border_radius=ctx.s(6))
        pygame.draw.rect(surface, pal.PAPER_LINE, self.rect, width=1, border_radius=ctx.s(6))
        font = ctx.font(14)
        for i, (label, _) in enumerate(self.entries):
            r = self.row_rect(i)
            if i == self.index:
                pygame.draw.rect(surface, (255, 226, 140), r, border_radius=ctx.s(4))
            surface.blit(font.render(label, True, pal.INK), (r.x + ctx.s(10), r.y + ctx.s(4)))
