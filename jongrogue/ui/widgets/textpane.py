"""A focusable, scrollable pane of formatted, word-wrapped text (rulebook, long messages).

Content is a list of blocks ``(style, text)`` with style one of ``title``, ``heading``,
``para``, ``entry_name``, ``entry_text``, ``note`` and the rulebook's ``origin_*`` tags.

It is read paragraph by paragraph (by ear, by pad): Up/Down move to the previous / next
paragraph — a block, with an origin tag or an entry's name joined to the text under it — and
scroll it into view; Home/End go to the first / last; ``paragraph()`` is the one at the cursor
(the focus outline marks it). PageUp/PageDown and the mouse wheel scroll by the page and the
line; ``scroll_to_block(i)`` jumps to a block.
"""

from __future__ import annotations

from typing import Any

import pygame

from jongrogue.ui import theme
from jongrogue.ui.widgets.base import Widget

STYLES = {
    # style: (size, serif, colour, space_before, indent)
    "title": (28, True, theme.INK, 0, 0),
    "heading": (21, True, theme.INK, 16, 0),
    "para": (16, False, theme.INK, 8, 0),
    "entry_name": (17, True, (20, 80, 74), 12, 0),
    "entry_text": (15, False, theme.INK_SOFT, 2, 16),
    "move": (17, True, (20, 80, 74), 12, 0),  # as an entry's name, alone (a log's move)
    "note": (15, False, theme.INK_SOFT, 8, 0),
    # where a rule comes from (the rulebook): the paper game's, with our numbers, or ours
    "origin_paper": (12, False, (40, 96, 52), 12, 0),
    "origin_mixed": (12, False, (120, 88, 20), 12, 0),
    "origin_edition": (12, False, (150, 52, 40), 12, 0),
}


class TextPane(Widget):
    consumes_vertical = True

    def __init__(self, id: str, blocks: list[tuple[str, str]], **kw):
        super().__init__(id, **kw)
        self.blocks = blocks
        self.lines: list[
            tuple[pygame.font.Font, str, tuple, int, int]
        ] = []  # font, text, colour, x, y
        self.block_y: list[int] = []
        self.height = 0
        self.top = 0
        self.at = 0  # the paragraph at the cursor (an index of stops())
        self._key: tuple[Any, ...] | None = None

    def stops(self) -> list[tuple[int, int]]:
        """The paragraphs: (first block, last block); an origin tag, an entry's name or a
        match's kind ("Tile") goes with the block under it (alone it was all Enter said)."""
        out: list[tuple[int, int]] = []
        lead = None
        for i, (style, _) in enumerate(self.blocks):
            if style.startswith("origin_") or style in ("entry_name", "note"):
                lead = i if lead is None else lead
                continue
            out.append((i if lead is None else lead, i))
            lead = None
        if lead is not None:
            out.append((lead, len(self.blocks) - 1))
        return out

    def paragraph(self) -> str:
        """The paragraph at the cursor, its blocks as sentences."""
        stops = self.stops()
        if not stops:
            return ""
        first, last = stops[min(self.at, len(stops) - 1)]
        return "\n".join(text for _, text in self.blocks[first : last + 1])

    def _go(self, at: int) -> bool:
        """The cursor to paragraph ``at`` (clamped), scrolled into view — also when the cursor
        stays but the page was scrolled off it (End after Page Up); False when nothing moved."""
        stops = self.stops()
        if not stops:
            return False
        at = max(0, min(at, len(stops) - 1))
        moved, top = at != self.at, self.top
        self.at = at
        first, last = stops[at]
        if self.block_y:
            end = self.block_y[last + 1] if last + 1 < len(self.block_y) else self.height
            if self.block_y[first] < self.top or end > self.top + self.rect.h:
                self.scroll_to_block(first)
        return moved or self.top != top

    def reflow(self, ctx) -> None:
        key = (self.rect.size, ctx.layout.scale, id(self.blocks))
        if key == self._key:
            return
        self._key = key
        self.lines, self.block_y = [], []
        y = 0
        width = self.rect.w - ctx.s(18)
        for i, (style, text) in enumerate(self.blocks):
            size, serif, colour, before, indent = STYLES[style]
            if i and self.blocks[i - 1][0].startswith("origin_"):
                before = 1  # a rule sits right under its origin tag
            font = ctx.font(size, serif=serif)
            y += ctx.s(before) if i else 0
            self.block_y.append(y)
            step = round(font.get_linesize() * (1.12 if serif else 1.3))
            for line in theme.wrap_text(font, text, width - ctx.s(indent)):
                self.lines.append((font, line, colour, ctx.s(indent), y))
                y += step
        self.height = y + ctx.s(12)
        self.clamp()

    def max_top(self) -> int:
        return max(0, self.height - self.rect.h)

    def clamp(self) -> None:
        self.top = max(0, min(self.top, self.max_top()))

    def scroll_by(self, rows: float) -> None:
        self.top += int(rows * 22)
        self.clamp()

    def scroll_to_block(self, i: int) -> None:
        if 0 <= i < len(self.block_y):
            self.top = self.block_y[i]
            self.clamp()

    def key(self, event) -> bool:
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_HOME: -1 << 16, pygame.K_END: 1 << 16}
        if event.key in steps:
            return self._go(self.at + steps[event.key])
        page = max(40, self.rect.h - 40)
        moves = {pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}
        if event.key not in moves:
            return False
        before = self.top
        self.top += moves[event.key]
        self.clamp()
        return self.top != before

    def activate(self) -> bool:
        return False

    def draw(self, surface, ctx) -> None:
        self.reflow(ctx)
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        for font, text, colour, x, y in self.lines:
            sy = self.rect.y + y - self.top
            if sy > self.rect.bottom:
                break
            if sy + font.get_linesize() < self.rect.y:
                continue
            surface.blit(font.render(text, True, colour), (self.rect.x + x, sy))
        surface.set_clip(clip)
        if self.height > self.rect.h:
            w = max(5, ctx.s(6))
            track = pygame.Rect(self.rect.right - w, self.rect.y, w, self.rect.h)
            h = max(w * 3, track.h * self.rect.h // self.height)
            y = track.y + (track.h - h) * self.top // max(1, self.max_top())
            pygame.draw.rect(surface, theme.PAPER_SHADE, track, border_radius=w // 2)
            pygame.draw.rect(surface, theme.TILE_BACK, (track.x, y, w, h), border_radius=w // 2)
        if self.focused and self.stops():  # the paragraph at the cursor: a mark beside it
            first, last = self.stops()[min(self.at, len(self.stops()) - 1)]
            end = self.block_y[last + 1] if last + 1 < len(self.block_y) else self.height
            y0 = max(self.rect.y, self.rect.y + self.block_y[first] - self.top)
            y1 = min(self.rect.bottom, self.rect.y + end - self.top)
            if y1 > y0:
                w = max(3, ctx.s(4))
                pygame.draw.rect(surface, theme.FOCUS, (self.rect.x - ctx.s(8), y0, w, y1 - y0))
        if self.focused:
            pygame.draw.rect(
                surface,
                theme.FOCUS,
                self.rect.inflate(ctx.s(10), ctx.s(10)),
                width=max(2, ctx.s(2)),
                border_radius=ctx.s(6),
            )
