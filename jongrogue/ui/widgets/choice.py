"""Value pickers: ``Segmented`` (one of a few choices) and ``Stepper`` ([−] number [+])."""

from __future__ import annotations

import pygame

from jongrogue.ui import fonts, theme
from jongrogue.ui.widgets.base import Widget


class Segmented(Widget):
    """A row of mutually exclusive choices; Left/Right change the value while focused."""

    consumes_horizontal = True

    def __init__(self, id: str, options: list[tuple[str, str]], value: str, **kw):
        super().__init__(id, **kw)
        self.options, self.value = options, value
        self.hover_index = -1

    def index(self) -> int:
        return [v for v, _ in self.options].index(self.value)

    def _segments(self) -> list[pygame.Rect]:
        """Each choice as wide as its label needs, the spare room shared evenly (a long "Screen
        reader" next to a short "Off" gets the room it needs instead of an equal share)."""
        font = fonts.get_font(16)
        need = [font.size(label)[0] + 24 for _, label in self.options]
        spare = max(0, self.rect.w - sum(need)) / len(need)
        scale = min(1.0, self.rect.w / sum(need))
        segs, x = [], float(self.rect.x)
        for n in need:
            w = n * scale + spare
            segs.append(pygame.Rect(round(x), self.rect.y, round(x + w) - round(x), self.rect.h))
            x += w
        return segs

    def click(self, pos) -> bool:
        for i, seg in enumerate(self._segments()):
            if seg.collidepoint(pos) and self.enabled and self.options[i][0] != self.value:
                self.value = self.options[i][0]
                return True
        return False

    def activate(self) -> bool:
        return self._shift(1, wrap=True)

    def key(self, event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            return self._shift(-1 if event.key == pygame.K_LEFT else 1)
        return False

    def _shift(self, d: int, wrap: bool = False) -> bool:
        if not self.enabled:
            return False
        i = self.index() + d
        if wrap:
            i %= len(self.options)
        if 0 <= i < len(self.options) and self.options[i][0] != self.value:
            self.value = self.options[i][0]
            return True
        return False

    def draw(self, surface, ctx) -> None:
        rad = ctx.s(8)
        pygame.draw.rect(surface, theme.darken(theme.FELT_DARK, 0.25), self.rect, border_radius=rad)
        segs = self._segments()
        size = 16.0  # one size for all the labels: the largest at which each fits its segment
        while size > 12 and any(
            ctx.font(size).size(lbl)[0] > seg.w - ctx.s(12)
            for seg, (_, lbl) in zip(segs, self.options)
        ):
            size -= 0.5
        font = ctx.font(size)
        for _i, (seg, (value, label)) in enumerate(zip(segs, self.options)):
            sel = value == self.value
            inner = seg.inflate(-ctx.s(4), -ctx.s(4))
            if sel:
                pygame.draw.rect(
                    surface,
                    theme.IVORY if self.enabled else (160, 168, 160),
                    inner,
                    border_radius=rad - 2,
                )
            elif self.hovered and inner.collidepoint(pygame.mouse.get_pos()):
                pygame.draw.rect(surface, theme.FELT_LIGHT, inner, border_radius=rad - 2)
            ink = theme.INK if sel else (theme.CREAM_TEXT if self.enabled else theme.MUTED_TEXT)
            lines = theme.wrap_text(font, label, inner.w - ctx.s(8))
            if len(lines) > 1 and len(lines) * font.get_linesize() > inner.h:
                lines = [label]  # (no room for two lines: shortened after all)
            top = inner.centery - len(lines) * font.get_linesize() // 2
            for k, line in enumerate(lines):  # a label too long for one line takes two
                theme.blit_text(
                    surface,
                    font,
                    line,
                    ink,
                    (inner.centerx, top + k * font.get_linesize()),
                    "midtop",
                    max_width=inner.w - ctx.s(8),
                )
        pygame.draw.rect(
            surface,
            theme.GOLD if self.enabled else theme.MUTED_TEXT,
            self.rect,
            width=1,
            border_radius=rad,
        )
        if self.focused:
            pygame.draw.rect(
                surface,
                theme.FOCUS,
                self.rect.inflate(ctx.s(6), ctx.s(6)),
                width=max(2, ctx.s(2.5)),
                border_radius=rad + ctx.s(3),
            )


class Stepper(Widget):
    """[−] value [+]; Left/Right step while focused."""

    consumes_horizontal = True

    def __init__(self, id: str, value: int, lo: int, hi: int, step: int, fmt=str, **kw):
        super().__init__(id, **kw)
        self.value, self.lo, self.hi, self.step, self.fmt = value, lo, hi, step, fmt

    def _buttons(self):
        h = self.rect.h
        return (
            pygame.Rect(self.rect.x, self.rect.y, h, h),
            pygame.Rect(self.rect.right - h, self.rect.y, h, h),
        )

    def change(self, d: int) -> bool:
        new = max(self.lo, min(self.hi, self.value + d * self.step))
        if new != self.value and self.enabled:
            self.value = new
            return True
        return False

    def click(self, pos) -> bool:
        minus, plus = self._buttons()
        if minus.collidepoint(pos):
            return self.change(-1)
        if plus.collidepoint(pos):
            return self.change(1)
        return False

    def activate(self) -> bool:
        return (
            self.change(1)
            if self.value < self.hi
            else self.change(-(self.hi - self.lo) // self.step)
        )

    def key(self, event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            return self.change(-1)
        if event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            return self.change(1)
        return False

    def draw(self, surface, ctx) -> None:
        rad = ctx.s(8)
        pygame.draw.rect(surface, theme.darken(theme.FELT_DARK, 0.25), self.rect, border_radius=rad)
        pygame.draw.rect(surface, theme.GOLD, self.rect, width=1, border_radius=rad)
        font = ctx.font(18, bold=True)
        for rect, sign, ok in zip(
            self._buttons(), ("−", "+"), (self.value > self.lo, self.value < self.hi)
        ):
            inner = rect.inflate(-ctx.s(6), -ctx.s(6))
            pygame.draw.rect(
                surface, theme.IVORY if ok else (120, 134, 126), inner, border_radius=rad - 2
            )
            theme.blit_text(
                surface, font, sign, theme.INK if ok else theme.INK_SOFT, inner.center, "center"
            )
        theme.blit_text(
            surface,
            ctx.font(17),
            self.fmt(self.value),
            theme.CREAM_TEXT,
            self.rect.center,
            "center",
        )
        if self.focused:
            pygame.draw.rect(
                surface,
                theme.FOCUS,
                self.rect.inflate(ctx.s(6), ctx.s(6)),
                width=max(2, ctx.s(2.5)),
                border_radius=rad + ctx.s(3),
            )
