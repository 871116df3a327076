"""Colour-blind-safe state markers, post-it counters, the PC token and damage counters.

Every state has its own silhouette, an Okabe-Ito colour and a one-character
glyph, so it stays identifiable without colour. PC markers are solid; monster
markers are the same silhouette drawn as a paper badge with a coloured rim.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import NamedTuple

import pygame

from jongrogue.ui.art import palette as pal
from jongrogue.ui.art import stored
from jongrogue.ui.art.glyphs import blit_centered, downsample, glyph
from jongrogue.ui.art.shapes import draw_shape, glyph_at

SS = 4  # supersampling factor


class MarkerSpec(NamedTuple):
    shape: str
    colour: str  # palette name (Okabe-Ito)
    glyph: str


# one silhouette per state id; shared ids (asleep, confused) look alike for PC and monsters
SPECS: dict[str, MarkerSpec] = {
    "asleep": MarkerSpec("circle", "oi_blue", "Z"),
    "confused": MarkerSpec("star5", "oi_orange", "?"),
    "held": MarkerSpec("square", "oi_vermillion", "H"),
    "levitating": MarkerSpec("arrow_up", "oi_sky", "L"),
    "blind": MarkerSpec("bar", "oi_black", "B"),
    "clairvoyant": MarkerSpec("lens", "oi_purple", "C"),
    "aggravating": MarkerSpec("triangle_up", "oi_yellow", "!"),
    "armour_protected": MarkerSpec("shield", "oi_blue", "A"),
    "poisoned": MarkerSpec("droplet", "oi_green", "P"),
    "frozen": MarkerSpec("star6", "oi_sky", "*"),
    "hungry": MarkerSpec("bowl", "oi_orange", "F"),
    "deep_asleep": MarkerSpec("cloud", "oi_blue", "Z"),
    "invisible": MarkerSpec("ring", "oi_black", "I"),
    "hasted": MarkerSpec("triangle_right", "oi_vermillion", "+"),
    "slowed": MarkerSpec("triangle_left", "oi_sky", "-"),
    "sealed": MarkerSpec("diamond", "oi_purple", "S"),
    "guarding": MarkerSpec("tower", "oi_green", "G"),
    "disguised": MarkerSpec("pentagon", "oi_yellow", "D"),
}

PC_STATES: tuple[str, ...] = (
    "asleep",
    "confused",
    "held",
    "levitating",
    "blind",
    "clairvoyant",
    "aggravating",
    "armour_protected",
    "poisoned",
    "frozen",
    "hungry",
)
MONSTER_STATES: tuple[str, ...] = (
    "asleep",
    "deep_asleep",
    "confused",
    "invisible",
    "hasted",
    "slowed",
    "sealed",
    "guarding",
    "disguised",
)


def marker_spec(state_id: str, owner: str = "pc") -> MarkerSpec:
    """Shape, colour name and glyph of a state (for legends and tooltips)."""
    states = PC_STATES if owner == "pc" else MONSTER_STATES if owner == "monster" else None
    if states is None:
        raise ValueError(f"owner must be 'pc' or 'monster', not {owner!r}")
    if state_id not in states:
        raise ValueError(f"unknown {owner} state {state_id!r}")
    return SPECS[state_id]


def _ink_on(fill) -> tuple[int, int, int]:
    return pal.INK if pal.luminance(fill) > 0.5 else pal.POSTIT_WHITE


@lru_cache(maxsize=512)
def state_marker(state_id: str, size: int, *, owner: str = "pc") -> pygame.Surface:
    """A ``size``×``size`` marker for ``state_id`` (shared, cached: do not draw on it)."""
    spec = marker_spec(state_id, owner)
    S = max(8, int(size)) * SS
    canvas = pygame.Surface((S, S), pygame.SRCALPHA)
    c, R = (S / 2, S / 2), S * 0.46
    col = pal.colour(spec.colour)
    if owner == "pc":
        rim, fill, text = pal.INK, col, _ink_on(col)
        draw_shape(canvas, spec.shape, rim, c, R)
        draw_shape(canvas, spec.shape, fill, c, R, inset=R * 0.09)
    else:
        text = pal.darken(col, 0.45) if pal.luminance(col) > 0.5 else col
        draw_shape(canvas, spec.shape, pal.INK, c, R)
        draw_shape(canvas, spec.shape, col, c, R, inset=R * 0.07)
        draw_shape(canvas, spec.shape, pal.PAPER, c, R, inset=R * 0.24)
    if spec.shape == "ring":  # the glyph sits in the hole, on whatever is underneath
        pygame.draw.circle(canvas, (*pal.PAPER, 255), c, R * 0.5 - R * 0.09)
        text = pal.INK if owner == "pc" else text
    dx, dy, k = glyph_at(spec.shape)
    g = glyph(spec.glyph, text, (R * k, R * k), weight=0.05 if spec.glyph.isalnum() else 0.025)
    blit_centered(canvas, g, (c[0] + dx * R, c[1] + dy * R))
    return downsample(canvas, (S // SS, S // SS))


def _note_shape(w: float, h: float, fold: float, dx: float = 0, dy: float = 0):
    return [(dx, dy), (dx + w, dy), (dx + w, dy + h - fold), (dx + w - fold, dy + h), (dx, dy + h)]


@lru_cache(maxsize=256)
def postit_surface(
    w: int, h: int, colour_name: str = "yellow", text: str | None = None
) -> pygame.Surface:
    """A ``w``×``h`` sticky note: tilted soft shadow, adhesive band, folded corner, optional text
    (kept on disk as the tiles are: ``stored``)."""
    size = (max(8, int(w)), max(8, int(h)))
    name = f"postit_{size[0]}x{size[1]}_{colour_name}_{(text or '').encode().hex()}"
    if len(name) > 120:  # (a long text: drawn each time, never a long file name)
        return _postit(w, h, colour_name, text)
    surface = stored.load_named(name, size)
    if surface is None:
        surface = _postit(w, h, colour_name, text)
        stored.store_named(name, surface)
    return surface


def _postit(w: int, h: int, colour_name: str, text: str | None) -> pygame.Surface:
    W, H = max(8, int(w)) * SS, max(8, int(h)) * SS
    col = pal.colour(colour_name)
    canvas = pygame.Surface((W, H), pygame.SRCALPHA)
    m = round(min(W, H) * 0.07)  # room for the shadow
    nw, nh, fold = W - m, H - m, min(W, H) * 0.2
    # shadow: the note rotated by ~2 degrees, offset and blurred
    sh = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.polygon(
        sh, (0, 0, 0, 80), _note_shape(nw * 0.97, nh * 0.97, fold, m * 0.8, m * 0.9)
    )
    sh = pygame.transform.rotate(sh, -2.0)
    sh = pygame.transform.smoothscale(
        pygame.transform.smoothscale(sh, (W // 10 or 1, H // 10 or 1)), (W, H)
    )
    canvas.blit(sh, (0, 0))
    note = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.polygon(note, (*col, 255), _note_shape(nw, nh, fold))
    band = pygame.Surface((nw, round(nh * 0.22)), pygame.SRCALPHA)
    band.fill((*pal.darken(col, 0.07), 255))
    note.blit(band, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    canvas.blit(note, (0, 0))
    # folded corner: the paper's underside, a shade darker, with a crease line
    tri = [(nw - fold, nh), (nw, nh - fold), (nw - fold * 0.92, nh - fold * 0.92)]
    pygame.draw.polygon(canvas, pal.darken(col, 0.22), tri)
    pygame.draw.line(canvas, pal.darken(col, 0.35), tri[0], tri[1], max(1, SS // 2))
    if text:
        g = glyph(text, pal.INK, (nw * 0.8, nh * 0.62), weight=0.03)
        blit_centered(canvas, g, (nw / 2, nh * 0.54))
    return downsample(canvas, (W // SS, H // SS))


def pc_token(size: int) -> pygame.Surface:
    """The player character: a yellow '@' post-it, ``size``×``size``."""
    return postit_surface(size, size, "yellow", "@")


@lru_cache(maxsize=256)
def damage_counter(n: int, size: int) -> pygame.Surface:
    """A round red counter with the number ``n`` (``size``×``size``)."""
    S = max(8, int(size)) * SS
    canvas = pygame.Surface((S, S), pygame.SRCALPHA)
    c, R = (S / 2, S / 2), S * 0.44
    pygame.draw.circle(canvas, (0, 0, 0, 70), (c[0] + R * 0.06, c[1] + R * 0.1), R)
    pygame.draw.circle(canvas, pal.darken(pal.TILE_RED, 0.35), c, R)
    pygame.draw.circle(canvas, pal.TILE_RED, c, R * 0.92)
    pygame.draw.circle(canvas, pal.lighten(pal.TILE_RED, 0.5), c, R * 0.78, max(1, round(R * 0.05)))
    for k in range(12):  # milled edge
        a = k * math.pi / 6
        pygame.draw.circle(
            canvas,
            pal.darken(pal.TILE_RED, 0.2),
            (c[0] + math.cos(a) * R * 0.86, c[1] + math.sin(a) * R * 0.86),
            R * 0.04,
        )
    label = str(int(n))
    box = R * (1.0 if len(label) == 1 else 1.2), R * (0.95 if len(label) == 1 else 0.8)
    g = glyph(label, pal.POSTIT_WHITE, box, weight=0.05)
    blit_centered(canvas, g, c)
    return downsample(canvas, (S // SS, S // SS))
