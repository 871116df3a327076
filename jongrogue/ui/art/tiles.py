"""Procedural mahjong tiles: ``tile_surface(code, width)``.

Each tile is drawn on a supersampled canvas (ivory face over a teal back layer,
with a bottom thickness strip and a soft shadow) and smooth-scaled down, which
gives clean anti-aliased edges at any width from ~20 to 200 px.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from jongrogue.ui.art import palette as pal
from jongrogue.ui.art import stored
from jongrogue.ui.art.faces import WINDS, draw_face
from jongrogue.ui.art.glyphs import downsample, glyph_mask

SUITS = [f"{s}{n}" for s in "mps" for n in range(1, 10)]
HONOURS = ["T", "N", "S", "P", "W", "H", "C"]
RED_FIVES = ["pR", "sR"]
ALL_CODES: tuple[str, ...] = tuple(SUITS + HONOURS + RED_FIVES + ["U"])
FACE_CODES: tuple[str, ...] = ALL_CODES[:-1]

HIGHLIGHTS = {
    "select": pal.HL_SELECT,
    "hover": pal.HL_HOVER,
    "danger": pal.HL_DANGER,
    "ok": pal.HL_OK,
}


PLAIN = "~"  # a wind's cache code without its corner letter
_wind_letters = [True]


def tile_size(width: int, *, sideways: bool = False) -> tuple[int, int]:
    """Surface size of a tile of ``width`` (the tile's short side): (w, round(w*4/3))."""
    w, h = int(width), round(int(width) * 4 / 3)
    return (h, w) if sideways else (w, h)


def _supersample(width: int) -> int:
    return max(2, min(8, math.ceil(360 / max(1, width))))


# the pieces below are the same for every tile of a size: made once (blitted, never modified)
@lru_cache(maxsize=64)
def _rounded_mask(size, radius) -> pygame.Surface:
    m = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(m, (255, 255, 255, 255), m.get_rect(), border_radius=radius)
    return m


@lru_cache(maxsize=64)
def _gradient(size, top, bottom, radius) -> pygame.Surface:
    """Vertical gradient clipped to a rounded rect."""
    col = pygame.Surface((1, 2), pygame.SRCALPHA)
    col.set_at((0, 0), (*top, 255))
    col.set_at((0, 1), (*bottom, 255))
    g = pygame.transform.smoothscale(col, (max(1, size[0]), max(2, size[1])))
    g.blit(_rounded_mask(size, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return g


def _shadow(size, body: pygame.Rect, offset: int, radius: int) -> pygame.Surface:
    return _shadow_of(tuple(size), tuple(body), offset, radius)


@lru_cache(maxsize=64)
def _shadow_of(size, body: tuple, offset: int, radius: int) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    r = pygame.Rect(body).move(offset * 0.6, offset)
    pygame.draw.rect(s, (0, 0, 0, 95), r, border_radius=radius)
    k = max(2, offset)  # blur: shrink and grow again
    small = pygame.transform.smoothscale(s, (max(1, size[0] // k), max(1, size[1] // k)))
    return pygame.transform.smoothscale(small, size)


def _back_pattern(surf: pygame.Surface, rect: pygame.Rect, radius: int, line: int) -> None:
    """Subtle lattice and inlaid border on the tile back."""
    surf.blit(_back_layer(tuple(rect.size), radius, line), rect)


@lru_cache(maxsize=64)
def _back_layer(size, radius: int, line: int) -> pygame.Surface:
    rect = pygame.Rect((0, 0), size)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    step = max(6, rect.w // 6)
    light = (*pal.TILE_BACK_LIGHT, 120)
    for k in range(-rect.h, rect.w + rect.h, step):
        pygame.draw.line(layer, light, (k, 0), (k + rect.h, rect.h), line)
        pygame.draw.line(layer, light, (k, rect.h), (k + rect.h, 0), line)
    inner = layer.get_rect().inflate(-rect.w * 0.16, -rect.w * 0.16)
    pygame.draw.rect(layer, (*pal.TILE_BACK_DARK, 255), inner, line * 2, border_radius=radius // 2)
    c = inner.center
    pygame.draw.circle(layer, (*pal.TILE_BACK_DARK, 200), c, rect.w * 0.16, line * 2)
    pygame.draw.circle(layer, (*pal.TILE_BACK_LIGHT, 150), c, rect.w * 0.08)
    layer.blit(_rounded_mask(rect.size, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return layer


def _render(code: str, width: int, face_up: bool, sideways: bool, highlight) -> pygame.Surface:
    out_size = tile_size(width, sideways=sideways)
    ss = _supersample(width)
    W, H = out_size[0] * ss, out_size[1] * ss
    short = min(W, H)
    off = max(ss, round(short * 0.035))
    body = pygame.Rect(0, 0, W - off, H - off)
    radius = round(short * 0.11)
    side_th, back_th = round(short * 0.05), round(short * 0.075)
    line = max(1, round(ss * 0.9))
    canvas = pygame.Surface((W, H), pygame.SRCALPHA)
    canvas.blit(_shadow((W, H), body, off, radius), (0, 0))
    up = face_up and code != "U"
    # layers from the table upward: bottom layer, middle strip, top surface
    bottom_col, strip_col = (
        (pal.IVORY_SHADE, pal.TILE_BACK_DARK) if not up else (pal.TILE_BACK_DARK, pal.IVORY_EDGE)
    )
    pygame.draw.rect(canvas, bottom_col, body, border_radius=radius)
    if not up:
        pygame.draw.rect(canvas, pal.IVORY_SHADE, body, border_radius=radius)
        pygame.draw.rect(canvas, pal.IVORY_EDGE, body, line, border_radius=radius)
    else:
        pygame.draw.rect(
            canvas, pal.TILE_BACK, body.inflate(-line * 2, -line * 2), border_radius=radius
        )
    mid = pygame.Rect(0, 0, body.w, body.h - back_th)
    pygame.draw.rect(canvas, strip_col, mid, border_radius=radius)
    top = pygame.Rect(0, 0, body.w, body.h - back_th - side_th)
    if up:
        canvas.blit(_gradient(top.size, (253, 251, 243), pal.IVORY_SHADE, radius), top)
        pygame.draw.rect(canvas, pal.IVORY_EDGE, top, line, border_radius=radius)
        portrait = (top.w, top.h) if not sideways else (top.h, top.w)
        face = pygame.Surface(portrait, pygame.SRCALPHA)
        small = width < 36
        pad_x = round(portrait[0] * (0.07 if small else 0.1))
        pad_y = round(portrait[1] * (0.06 if small else 0.08))
        content = face.get_rect().inflate(-2 * pad_x, -2 * pad_y)
        weight = 0.012 + 0.02 * max(0.0, (48 - width) / 24)  # heavier strokes when small
        weight = round(min(weight, 0.035) * 250) / 250  # few distinct weights -> glyph cache hits
        plain = code.endswith(PLAIN)
        draw_face(face, content, code.removesuffix(PLAIN), weight, small, letters=not plain)
        if sideways:
            face = pygame.transform.rotate(face, 90)
        canvas.blit(face, top)
    else:
        canvas.blit(_gradient(top.size, pal.TILE_BACK_LIGHT, pal.TILE_BACK, radius), top)
        _back_pattern(canvas, top, radius, line)
        pygame.draw.rect(canvas, pal.TILE_BACK_DARK, top, line, border_radius=radius)
    # glossy highlight along the upper-left edge
    pygame.draw.rect(
        canvas, (255, 255, 255, 90), top.inflate(-line * 3, -line * 3), line, border_radius=radius
    )
    if highlight is not None:
        col = (
            HIGHLIGHTS[highlight]
            if isinstance(highlight, str) and highlight in HIGHLIGHTS
            else pal.colour(highlight)
        )
        t = max(2 * ss, round(short * 0.055))
        tint = pygame.Surface(top.size, pygame.SRCALPHA)
        tint.fill((*col, 40))
        tint.blit(_rounded_mask(top.size, radius), (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        canvas.blit(tint, top)
        pygame.draw.rect(canvas, col, body, t, border_radius=radius)
    return downsample(canvas, out_size)


@lru_cache(maxsize=1024)
def _cached(code, width, face_up, sideways, highlight) -> pygame.Surface:
    key = (code, width, face_up, sideways, highlight)
    surface = stored.load(key, tile_size(width, sideways=sideways))
    if surface is None:
        surface = _render(*key)
        stored.store(key, surface)
    return surface


def tile_surface(
    code: str, width: int, *, face_up: bool = True, sideways: bool = False, highlight=None
) -> pygame.Surface:
    """The tile ``code`` (m1..m9, p1..p9, s1..s9, T N S P, W H C, pR sR, U) at ``width`` px.

    Size is (width, round(width*4/3)), or swapped when ``sideways`` (rotated
    90°; the thickness strip stays at the bottom). ``face_up=False`` or code
    ``U`` gives the back. ``highlight`` is None, "select" / "hover" / "danger" /
    "ok", a palette name or an RGB tuple. Results are cached and shared: do
    not draw on them (``.copy()`` first).
    """
    if code not in ALL_CODES:
        raise ValueError(f"unknown tile code {code!r}")
    if width < 4:
        raise ValueError(f"tile width too small: {width}")
    if highlight is not None and not isinstance(highlight, str):
        highlight = tuple(int(c) for c in tuple(highlight)[:3])  # lists / pygame.Color -> hashable
    key_code = "U" if not face_up else code
    if not _wind_letters[0] and key_code in WINDS:
        key_code += PLAIN
    return _cached(key_code, int(width), key_code != "U", bool(sideways), highlight)


def show_wind_letters(on: bool) -> None:
    """The winds' corner letters E S W N on (English) or off (Japanese: a player types
    T N S P there, and a Japanese set has no letters)."""
    _wind_letters[0] = on


def clear_tile_cache() -> None:
    """Drop cached tiles and glyphs (e.g. after the fonts changed)."""
    _cached.cache_clear()
    glyph_mask.cache_clear()
    stored.fingerprint.cache_clear()
