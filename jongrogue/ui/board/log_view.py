"""The scrollable message log (newest at the bottom; folded repeats show ×N)."""

from __future__ import annotations

from collections import OrderedDict

import pygame

from jongrogue.ui import theme
from jongrogue.ui.art import palette as pal
from jongrogue.ui.board.common import Hotspot, text, tt

COLOURS = {
    "command": theme.GOLD,
    "check": (206, 220, 240),
    "good": (150, 226, 170),
    "bad": (255, 168, 150),
    "warn": (250, 214, 120),
    "info": theme.CREAM_TEXT,
    "undone": theme.MUTED_TEXT,
}


WRAP_CACHE_SIZE = 4096
_wrap_cache: OrderedDict[tuple[str, int, int], tuple[pygame.font.Font, list[str]]] = OrderedDict()


def wrapped(font, s: str, width: int) -> list[str]:
    """``theme.wrap_text`` memoised by (text, width, font): a bounded LRU, so a long log (and the
    Japanese wrapper, which measures per character) is not re-measured every frame. The font
    object is kept with the entry and compared by identity, so a recycled ``id()`` never hits."""
    key = (s, width, id(font))
    hit = _wrap_cache.get(key)
    if hit is not None and hit[0] is font:
        _wrap_cache.move_to_end(key)
        return hit[1]
    lines = theme.wrap_text(font, s, width)
    _wrap_cache[key] = (font, lines)
    if len(_wrap_cache) > WRAP_CACHE_SIZE:
        _wrap_cache.popitem(last=False)
    return lines


class LogState:
    def __init__(self):
        self.scroll = 0  # lines scrolled up from the bottom
        self.max_scroll = 0

    def scroll_by(self, n: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + n))


def draw_log(surface, rect, ctx, entries, state: LogState, hover_index=None) -> list[Hotspot]:
    theme.dark_panel(surface, rect, ctx, alpha=130)
    pad = ctx.s(8)
    text(
        surface,
        ctx,
        tt(ctx, "log_title"),
        14,
        theme.GOLD,
        (rect.x + pad, rect.y + pad - ctx.s(2)),
        bold=True,
    )
    area = pygame.Rect(
        rect.x + pad,
        rect.y + pad + ctx.s(20),
        rect.w - 2 * pad - ctx.s(4),
        rect.h - 2 * pad - ctx.s(20),
    )
    font = ctx.font(12)
    line_h = font.get_linesize()
    # wrap every entry; keep (entry index, line text)
    lines: list[tuple[int, str]] = []
    width = area.w - ctx.s(6)
    for i, e in enumerate(entries):
        for ln in wrapped(font, e.shown(), width):
            lines.append((i, ln))
    visible = max(1, area.h // line_h)
    state.max_scroll = max(0, len(lines) - visible)
    state.scroll = min(state.scroll, state.max_scroll)
    end = len(lines) - state.scroll
    start = max(0, end - visible)
    spots: list[Hotspot] = [Hotspot(rect, ("log",))]
    clip = surface.get_clip()
    surface.set_clip(area.clip(clip))  # within the caller's clip (dirty regions)
    y = area.y
    shown: dict[int, pygame.Rect] = {}  # entry -> its visible lines (a wrapped entry is one spot)
    for i, ln in lines[start:end]:
        e = entries[i]
        colour = COLOURS.get(e.kind, theme.CREAM_TEXT)
        r = pygame.Rect(area.x, y, area.w, line_h)
        if hover_index == i:
            tint = pygame.Surface(r.size, pygame.SRCALPHA)  # draw.rect ignores alpha on the screen
            tint.fill((255, 255, 255, 30))
            surface.blit(tint, r)
            pygame.draw.rect(surface, pal.HL_HOVER, r, width=1)
        indent = 0 if e.kind == "command" else ctx.s(6)
        surface.blit(font.render(ln, True, colour), (area.x + indent, y))
        shown[i] = shown[i].union(r) if i in shown else r
        y += line_h
    spots += [Hotspot(r, ("log", i)) for i, r in shown.items()]
    surface.set_clip(clip)
    if state.max_scroll:
        bar = pygame.Rect(rect.right - ctx.s(6), area.y, ctx.s(3), area.h)
        knob_h = max(ctx.s(12), area.h * visible // len(lines))
        ky = area.y + (area.h - knob_h) * (state.max_scroll - state.scroll) // state.max_scroll
        pygame.draw.rect(surface, (90, 110, 100), bar)
        pygame.draw.rect(surface, theme.GOLD, (bar.x, ky, bar.w, knob_h), border_radius=ctx.s(2))
    return spots
