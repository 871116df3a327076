"""Text glyphs rendered once at a large reference size, then scaled into boxes.

The tile and marker code draws on supersampled canvases, so glyphs are kept as
large, trimmed, white alpha masks and tinted/scaled on demand.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from jongrogue.ui.fonts import get_font

REF_SIZE = 240  # reference font size (px) for cached glyph masks


@lru_cache(maxsize=256)
def glyph_mask(text: str, serif: bool = False, weight: float = 0.0) -> pygame.Surface:
    """White glyph on transparent background, trimmed to its ink, optionally emboldened.

    ``weight`` is the extra stroke radius as a fraction of the reference size
    (0.01 ~ semi-bold, 0.02 ~ bold).
    """
    font = get_font(REF_SIZE, serif=serif)
    base = font.render(text, True, (255, 255, 255))
    r = round(weight * REF_SIZE)
    if r > 0:
        base = dilate(base, r)
    box = base.get_bounding_rect(min_alpha=8)
    if box.width == 0 or box.height == 0:
        return base
    return base.subsurface(box).copy()


def dilate(base: pygame.Surface, r: int) -> pygame.Surface:
    """``base`` grown by a disc of radius ``r`` (per-channel max), padded by ``r`` on every side.

    The disc's rows are horizontal runs: the max over a run of half-width k is grown from k - 1
    by two shifted blits, and each row of the disc is blitted once at its k — about 6·r blits on
    two reused buffers instead of π·r² blits (the same pixels).
    """
    w, h = base.get_size()
    size = (w + 2 * r, h + 2 * r)
    run, spare = pygame.Surface(size, pygame.SRCALPHA), pygame.Surface(size, pygame.SRCALPHA)
    run.blit(base, (r, r), special_flags=pygame.BLEND_RGBA_MAX)  # half-width 0
    out = pygame.Surface(size, pygame.SRCALPHA)
    rows: dict[int, list[int]] = {}
    for dy in range(-r, r + 1):
        rows.setdefault(math.isqrt(r * r - dy * dy), []).append(dy)
    for k in range(r + 1):
        if k:
            spare.fill((0, 0, 0, 0))
            for dx in (0, -1, 1):
                spare.blit(run, (dx, 0), special_flags=pygame.BLEND_RGBA_MAX)
            run, spare = spare, run
        for dy in rows.get(k, ()):
            out.blit(run, (0, dy), special_flags=pygame.BLEND_RGBA_MAX)
    return out


def glyph(
    text: str,
    colour,
    box: tuple[float, float],
    *,
    serif: bool = False,
    weight: float = 0.0,
    stretch: bool = False,
    scale: float | None = None,
) -> pygame.Surface:
    """Glyph tinted ``colour``, scaled to fit ``box`` (w, h).

    ``stretch`` fills the box ignoring aspect; ``scale`` (mask px -> output px)
    overrides the fit so a family of glyphs can share one size.
    """
    mask = glyph_mask(text, serif, weight)
    mw, mh = mask.get_size()
    bw, bh = max(1, int(box[0])), max(1, int(box[1]))
    if scale is not None:
        size = (max(1, round(mw * scale)), max(1, round(mh * scale)))
    elif stretch:
        size = (bw, bh)
    else:
        k = min(bw / mw, bh / mh)
        size = (max(1, round(mw * k)), max(1, round(mh * k)))
    surf = pygame.transform.smoothscale(mask, size)
    surf.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


def fit_scale(
    text: str, box: tuple[float, float], *, serif: bool = False, weight: float = 0.0
) -> float:
    """Scale at which ``text`` exactly fits ``box``; use it for a family of glyphs."""
    mw, mh = glyph_mask(text, serif, weight).get_size()
    return min(box[0] / mw, box[1] / mh)


def blit_centered(dest: pygame.Surface, src: pygame.Surface, center: tuple[float, float]) -> None:
    dest.blit(src, src.get_rect(center=(round(center[0]), round(center[1]))))


def downsample(canvas: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Smooth-scale a supersampled canvas to ``size``, keeping solid areas fully opaque.

    pygame's smoothscale rounds 255 alpha down to ~253; pixels that were solid
    (alpha >= 250 after scaling) are sealed back to 255.
    """
    out = pygame.transform.smoothscale(canvas, size)
    solid = pygame.mask.from_surface(out, 249).to_surface(
        setcolor=(0, 0, 0, 255), unsetcolor=(0, 0, 0, 0)
    )
    out.blit(solid, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return out
