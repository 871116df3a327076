"""Shared look of the non-table screens: felt background, paper panels, text helpers, toasts.

Colours come from the tile art's palette (``jongrogue.ui.art.palette``).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from jongrogue.ui import linebreak
from jongrogue.ui.art import felt
from jongrogue.ui.art.palette import (
    FELT,
    FELT_DARK,
    FELT_LIGHT,
    HL_HOVER,
    HL_SELECT,
    INK,
    INK_SOFT,
    IVORY,
    IVORY_EDGE,
    IVORY_SHADE,
    PAPER,
    PAPER_LINE,
    PAPER_SHADE,
    RED_INK,
    TILE_BACK,
    TILE_BACK_DARK,
    TILE_BACK_LIGHT,
    darken,
    lighten,
)

__all__ = [
    "FELT",
    "FELT_DARK",
    "FELT_LIGHT",
    "HL_HOVER",
    "HL_SELECT",
    "INK",
    "INK_SOFT",
    "IVORY",
    "IVORY_EDGE",
    "IVORY_SHADE",
    "PAPER",
    "PAPER_LINE",
    "PAPER_SHADE",
    "RED_INK",
    "TILE_BACK",
    "TILE_BACK_DARK",
    "TILE_BACK_LIGHT",
    "darken",
    "lighten",
]

GOLD = (226, 190, 96)
CREAM_TEXT = (244, 236, 212)
MUTED_TEXT = (176, 198, 182)
DISABLED_TEXT = (118, 140, 128)  # a greyed control's words, on the felt
FOCUS = HL_SELECT
SELECTION = (182, 210, 240)  # selected text in a field, behind the ink


# -- backgrounds -------------------------------------------------------------------------------
@lru_cache(maxsize=4)
def felt_surface(size: tuple[int, int]) -> pygame.Surface:
    """Green baize with a soft vignette and fibre noise (deterministic)."""
    w, h = size
    surf = pygame.Surface(size)
    # radial light: concentric ellipses on a small surface, smoothscaled up (cheap and smooth)
    small = pygame.Surface((64, 40))
    small.fill(FELT_DARK)
    steps = 24
    for i in range(steps, 0, -1):
        k = i / steps
        colour = tuple(round(a + (b - a) * k) for a, b in zip(FELT_LIGHT, FELT_DARK))
        rx, ry = 40 * k, 26 * k
        pygame.draw.ellipse(
            small,
            colour,
            pygame.Rect(
                round(32 - rx), round(17 - ry), max(1, round(2 * rx)), max(1, round(2 * ry))
            ),
        )
    pygame.transform.smoothscale(small, size, surf)
    tile = felt.fibre_tile()
    for y in range(0, h, tile.get_height()):
        for x in range(0, w, tile.get_width()):
            surf.blit(tile, (x, y))
    return surf


def draw_felt(surface: pygame.Surface) -> None:
    surface.blit(felt_surface(surface.get_size()), (0, 0))


@lru_cache(maxsize=256)
def _shadow_surface(w: int, h: int, radius: int, offset: int, alpha: int) -> pygame.Surface:
    sh = pygame.Surface((w + offset * 4, h + offset * 4), pygame.SRCALPHA)
    for i in range(offset, 0, -1):
        pygame.draw.rect(
            sh,
            (0, 0, 0, alpha // (i + 1)),
            pygame.Rect(offset * 2 - i, offset * 2 - i, w + 2 * i, h + 2 * i),
            border_radius=radius + i,
        )
    return sh


def shadow(surface, rect: pygame.Rect, radius: int, offset: int, alpha: int = 70) -> None:
    sh = _shadow_surface(rect.w, rect.h, radius, offset, alpha)
    surface.blit(sh, (rect.x - offset * 2 + offset // 2, rect.y - offset * 2 + offset))


def paper_panel(surface, rect: pygame.Rect, ctx, *, radius: float = 6, lined: bool = False) -> None:
    """A printed paper sheet lying on the table."""
    r = ctx.s(radius)
    shadow(surface, rect, r, ctx.s(6))
    pygame.draw.rect(surface, PAPER, rect, border_radius=r)
    pygame.draw.rect(surface, PAPER_SHADE, rect, width=max(1, ctx.s(1)), border_radius=r)
    inner = rect.inflate(-ctx.s(14), -ctx.s(14))
    pygame.draw.rect(surface, PAPER_LINE, inner, width=1, border_radius=max(1, r // 2))


def dark_panel(surface, rect: pygame.Rect, ctx, *, radius: float = 10, alpha: int = 170) -> None:
    """A translucent dark panel on the felt (menus, dialogs)."""
    r = ctx.s(radius)
    shadow(surface, rect, r, ctx.s(5), 60)
    surface.blit(_dark_panel_surface(rect.size, r, alpha, max(1, ctx.s(1.5))), rect.topleft)


@lru_cache(maxsize=64)
def _dark_panel_surface(size: tuple[int, int], r: int, alpha: int, line: int) -> pygame.Surface:
    panel = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*FELT_DARK, alpha), panel.get_rect(), border_radius=r)
    pygame.draw.rect(panel, (*GOLD, 150), panel.get_rect(), width=line, border_radius=r)
    return panel


# -- text --------------------------------------------------------------------------------------
def render(font: pygame.font.Font, text: str, colour) -> pygame.Surface:
    return font.render(text, True, colour)


def blit_text(
    surface, font, text: str, colour, pos, anchor: str = "topleft", max_width: float | None = None
) -> pygame.Rect:
    """Draw one line; when ``max_width`` is given the text is shortened with an ellipsis."""
    if max_width is not None:
        text = ellipsize(font, text, max_width)
    img = font.render(text, True, colour)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def fit_font(
    ctx,
    text: str,
    size: float,
    max_width: int,
    *,
    min_size: float | None = None,
    serif: bool = False,
    bold: bool = False,
):
    """The font of logical ``size`` shrunk (down to ``min_size``, default 80 %) until ``text``
    fits ``max_width``; the caller still ellipsizes if even the smallest does not fit."""
    min_size = min_size or size * 0.8
    while True:
        font = ctx.font(size, serif=serif, bold=bold)
        if size <= min_size or font.size(text)[0] <= max_width:
            return font
        size -= 0.5


def ellipsize(font, text: str, max_width: float) -> str:
    if font.size(text)[0] <= max_width:
        return text
    while text and font.size(text + "…")[0] > max_width:
        text = text[:-1]
    return text + "…"


def wrap_text(font, text: str, width: int) -> list[str]:
    """Wrap ``text`` to ``width`` pixels (English at spaces, Japanese by kinsoku: ui/linebreak)."""
    return linebreak.wrap(font, text, width)


def fit_lines(ctx, text: str, size: float, width: int, height: int, *, min_size: float = 10):
    """(font, lines): ``text`` wrapped to ``width`` at the largest size down to ``min_size`` whose
    lines fit ``height``; if none does, the lines that fit, the last one ending in "…"."""
    while True:
        font = ctx.font(size)
        lines = wrap_text(font, text, width)
        room = max(1, int(height // font.get_linesize()))
        if len(lines) <= room:
            return font, lines
        if size <= min_size:
            kept = lines[:room]
            kept[-1] = ellipsize(font, kept[-1] + "…", width)
            return font, kept
        size -= 0.5


def blit_paragraph(
    surface,
    font,
    text: str,
    colour,
    rect: pygame.Rect,
    *,
    line_gap: float = 1.25,
    align: str = "left",
) -> int:
    """Draw wrapped text inside ``rect``; return the height used."""
    y = rect.y
    step = round(font.get_linesize() * line_gap)
    for line in wrap_text(font, text, rect.w):
        img = font.render(line, True, colour)
        x = rect.x if align == "left" else rect.centerx - img.get_width() // 2
        surface.blit(img, (x, y))
        y += step
    return y - rect.y


def paragraph_height(font, text: str, width: int, line_gap: float = 1.25) -> int:
    return len(wrap_text(font, text, width)) * round(font.get_linesize() * line_gap)


# -- toasts ------------------------------------------------------------------------------------
def draw_toasts(
    ctx, surface, toasts: list, bottom: int | None = None, avoid: list | tuple = ()
) -> list[pygame.Rect]:
    """`toasts` stacked up from `bottom` (a scene's footer top; else the window's bottom), each
    where it covers none of the `avoid` rects (the screen's controls): the nearest free place
    above, narrower or to a side if that is what fits; returns their boxes."""
    if not toasts:
        return []
    font = ctx.font(15)
    w, h = surface.get_size()
    y = h - ctx.s(16) if bottom is None else bottom - ctx.s(8)
    boxes: list[pygame.Rect] = []
    for toast in reversed(toasts):
        box, lines = _toast_place(ctx, font, toast.text, (w, h), y, list(avoid) + boxes)
        colour = (120, 60, 20) if toast.kind == "warning" else TILE_BACK_DARK
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (*colour, 235), panel.get_rect(), border_radius=ctx.s(8))
        surface.blit(panel, box)
        for i, line in enumerate(lines):
            blit_text(
                surface,
                font,
                line,
                CREAM_TEXT,
                (box.x + ctx.s(14), box.y + ctx.s(9) + i * font.get_linesize()),
            )
        boxes.append(box)
        y = box.y - ctx.s(8)
    return boxes


def _toast_place(ctx, font, text: str, size, y: int, avoid: list) -> tuple[pygame.Rect, list]:
    """The toast's box and lines: bottom at `y` or the nearest free height above it, centred,
    else at a side, else narrower; where nothing is free, at `y` (inside the window)."""
    w, h = size
    gap, edge = ctx.s(8), ctx.s(20)
    shapes = []
    for width in (min(w - 2 * edge, ctx.s(640)), min(w - 2 * edge, ctx.s(420))):
        lines = wrap_text(font, text, width - ctx.s(28))
        shapes.append((width, len(lines) * font.get_linesize() + ctx.s(18), lines))
    bottoms = sorted({y} | {r.top - gap for r in avoid if r.top - gap < y}, reverse=True)
    for bottom in bottoms:
        for width, height, lines in shapes:
            if bottom - height < 0:
                continue
            for x in (w // 2 - width // 2, edge, w - edge - width):
                box = pygame.Rect(x, bottom - height, width, height)
                if not any(box.colliderect(r) for r in avoid):
                    return box, lines
    width, height, lines = shapes[0]
    box = pygame.Rect(w // 2 - width // 2, y - height, width, height)
    box.clamp_ip(pygame.Rect(0, 0, w, h))
    return box, lines
