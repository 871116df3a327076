"""Tile face motifs (dots, bamboo, kanji) drawn into a content rect of a big canvas.

All coordinates are on the supersampled canvas; callers downscale afterwards.
Layouts follow the classic Japanese riichi set.
"""

from __future__ import annotations

import math

import pygame

from jongrogue.ui.art import palette as pal
from jongrogue.ui.art.bird import draw_bird
from jongrogue.ui.art.glyphs import blit_centered, fit_scale, glyph

B, G, R = pal.TILE_BLUE, pal.TILE_GREEN, pal.TILE_RED
NUMERALS = "一二三四五六七八九"
WINDS = {"T": ("東", "E"), "N": ("南", "S"), "S": ("西", "W"), "P": ("北", "N")}

# dots: (x, y, colour) in content-rect fractions, plus a radius fraction of content width
DOTS: dict[int, tuple[float, list[tuple[float, float, tuple]]]] = {
    2: (0.25, [(0.5, 0.26, G), (0.5, 0.74, B)]),
    3: (0.19, [(0.24, 0.17, B), (0.5, 0.5, R), (0.76, 0.83, G)]),
    4: (0.2, [(0.27, 0.25, B), (0.73, 0.25, G), (0.27, 0.75, G), (0.73, 0.75, B)]),
    5: (0.18, [(0.24, 0.19, B), (0.76, 0.19, G), (0.5, 0.5, R), (0.24, 0.81, G), (0.76, 0.81, B)]),
    6: (
        0.18,
        [
            (0.3, 0.16, G),
            (0.7, 0.16, G),
            (0.3, 0.56, R),
            (0.7, 0.56, R),
            (0.3, 0.85, R),
            (0.7, 0.85, R),
        ],
    ),
    7: (
        0.155,
        [
            (0.22, 0.11, G),
            (0.5, 0.22, G),
            (0.78, 0.33, G),
            (0.3, 0.62, R),
            (0.7, 0.62, R),
            (0.3, 0.88, R),
            (0.7, 0.88, R),
        ],
    ),
    8: (0.16, [(x, y, B) for y in (0.12, 0.375, 0.625, 0.88) for x in (0.3, 0.7)]),
    9: (0.155, [(x, y, c) for y, c in ((0.14, B), (0.5, R), (0.86, G)) for x in (0.2, 0.5, 0.8)]),
}

# bamboo: (x, y, length_frac_of_height, angle_deg, red?)
_COL3 = (0.2, 0.5, 0.8)
STICKS: dict[int, list[tuple[float, float, float, int, bool]]] = {
    2: [(0.5, 0.26, 0.42, 0, False), (0.5, 0.74, 0.42, 0, False)],
    3: [(0.5, 0.26, 0.42, 0, False), (0.28, 0.74, 0.42, 0, False), (0.72, 0.74, 0.42, 0, False)],
    4: [(x, y, 0.42, 0, False) for y in (0.26, 0.74) for x in (0.28, 0.72)],
    5: [(x, y, 0.42, 0, False) for y in (0.26, 0.74) for x in (0.18, 0.82)]
    + [(0.5, 0.5, 0.42, 0, True)],
    6: [(x, y, 0.42, 0, False) for y in (0.26, 0.74) for x in _COL3],
    7: [(0.5, 0.16, 0.29, 0, True)] + [(x, y, 0.29, 0, False) for y in (0.5, 0.84) for x in _COL3],
    8: [
        (0.14, 0.26, 0.42, 0, False),
        (0.86, 0.26, 0.42, 0, False),
        (0.37, 0.26, 0.42, -22, False),
        (0.63, 0.26, 0.42, 22, False),
        (0.14, 0.74, 0.42, 0, False),
        (0.86, 0.74, 0.42, 0, False),
        (0.37, 0.74, 0.42, 22, False),
        (0.63, 0.74, 0.42, -22, False),
    ],
    9: [(x, y, 0.29, 0, x == 0.5) for y in (0.16, 0.5, 0.84) for x in _COL3],
}


def _at(rect: pygame.Rect, fx: float, fy: float) -> tuple[float, float]:
    return rect.x + fx * rect.w, rect.y + fy * rect.h


def draw_dot(surf: pygame.Surface, c: tuple[float, float], r: float, col) -> None:
    """A classic pinzu circle: coloured disc with an ivory ring and a flower centre."""
    iv = pal.IVORY
    pygame.draw.circle(surf, pal.darken(col, 0.25), c, r)
    pygame.draw.circle(surf, col, c, r * 0.93)
    pygame.draw.circle(surf, iv, c, r * 0.74)
    pygame.draw.circle(surf, col, c, r * 0.6)
    for k in range(8):  # petals of the inner flower
        a = k * math.pi / 4
        pygame.draw.circle(
            surf, iv, (c[0] + math.cos(a) * r * 0.38, c[1] + math.sin(a) * r * 0.38), r * 0.1
        )
    pygame.draw.circle(surf, iv, c, r * 0.22)
    pygame.draw.circle(surf, pal.darken(col, 0.1), c, r * 0.12)


def draw_big_dot(surf: pygame.Surface, c: tuple[float, float], r: float) -> None:
    """The ornate single circle of p1."""
    iv = pal.IVORY
    pygame.draw.circle(surf, pal.darken(G, 0.3), c, r)
    pygame.draw.circle(surf, G, c, r * 0.96)
    for k in range(16):  # scalloped outer band
        a = k * math.pi / 8
        pygame.draw.circle(
            surf, iv, (c[0] + math.cos(a) * r * 0.82, c[1] + math.sin(a) * r * 0.82), r * 0.075
        )
    pygame.draw.circle(surf, iv, c, r * 0.7)
    pygame.draw.circle(surf, R, c, r * 0.64)
    for k in range(8):  # red petals cut by ivory notches
        a = k * math.pi / 4 + math.pi / 8
        pygame.draw.circle(
            surf, iv, (c[0] + math.cos(a) * r * 0.55, c[1] + math.sin(a) * r * 0.55), r * 0.07
        )
    pygame.draw.circle(surf, iv, c, r * 0.44)
    pygame.draw.circle(surf, B, c, r * 0.38)
    for k in range(8):
        a = k * math.pi / 4
        pygame.draw.circle(
            surf, iv, (c[0] + math.cos(a) * r * 0.25, c[1] + math.sin(a) * r * 0.25), r * 0.06
        )
    pygame.draw.circle(surf, iv, c, r * 0.13)
    pygame.draw.circle(surf, R, c, r * 0.07)


def draw_stick(
    surf: pygame.Surface,
    c: tuple[float, float],
    length: float,
    width: float,
    red: bool = False,
    angle: float = 0.0,
) -> None:
    """One bamboo stick (vertical, then rotated by ``angle`` degrees clockwise)."""
    main = pal.TILE_RED if red else pal.BAMBOO
    dark = pal.darken(main, 0.4)
    light = pal.lighten(main, 0.45)
    w, L = max(3, round(width)), max(6, round(length))
    pad = round(w * 0.3)
    s = pygame.Surface((w + 2 * pad, L), pygame.SRCALPHA)
    cx = s.get_width() / 2
    body = pygame.Rect(0, 0, w, L - round(w * 0.3))
    body.center = (cx, L / 2)
    pygame.draw.rect(s, dark, body, border_radius=w // 2)
    pygame.draw.rect(s, main, body.inflate(-w * 0.36, -w * 0.3), border_radius=w // 3)
    hl = pygame.Rect(0, 0, max(1, round(w * 0.14)), body.h * 0.34)
    for fy in (0.27, 0.73):  # highlight stripe in each segment
        hl.center = (cx - w * 0.12, L * fy)
        pygame.draw.rect(s, light, hl, border_radius=hl.w)
    node_h = max(2, round(w * 0.34))
    for fy, nw in ((0.0, 1.25), (0.5, 1.4), (1.0, 1.25)):  # nodes: ends and middle
        node = pygame.Rect(0, 0, round(w * nw), node_h)
        node.center = (cx, min(max(L * fy, node_h / 2), L - node_h / 2))
        pygame.draw.ellipse(s, dark, node)
    if angle:
        s = pygame.transform.rotate(s, -angle)
    blit_centered(surf, s, c)


def draw_dots(surf: pygame.Surface, rect: pygame.Rect, n: int, red: bool = False) -> None:
    if n == 1:
        draw_big_dot(surf, _at(rect, 0.5, 0.5), min(rect.w, rect.h) * 0.49)
        return
    rf, dots = DOTS[n]
    for fx, fy, col in dots:
        draw_dot(surf, _at(rect, fx, fy), rect.w * rf, R if red else col)


def draw_bamboo(surf: pygame.Surface, rect: pygame.Rect, n: int, red: bool = False) -> None:
    if n == 1:
        draw_bird(surf, rect)
        return
    width = rect.w * (0.15 if n >= 6 else 0.17)
    for fx, fy, lf, ang, is_red in STICKS[n]:
        draw_stick(surf, _at(rect, fx, fy), rect.h * lf, width, red or is_red, ang)


def draw_characters(surf: pygame.Surface, rect: pygame.Rect, n: int, weight: float) -> None:
    top = pygame.Rect(rect.x, rect.y, rect.w, rect.h * 0.42)
    nw = weight + 0.008
    k = fit_scale("九", (top.w * 0.8, top.h * 0.98), serif=True, weight=nw)
    num = glyph(NUMERALS[n - 1], pal.TILE_INK, top.size, serif=True, weight=nw, scale=k)
    blit_centered(surf, num, top.center)
    low = pygame.Rect(rect.x, rect.y + rect.h * 0.46, rect.w, rect.h * 0.54)
    man = glyph("萬", pal.TILE_RED, (low.w * 0.96, low.h * 0.98), serif=True, weight=weight)
    blit_centered(surf, man, low.center)


def draw_honour(
    surf: pygame.Surface,
    rect: pygame.Rect,
    code: str,
    weight: float,
    small: bool = False,
    letters: bool = True,
) -> None:
    if code == "W":  # white dragon: blue double frame
        fr = rect.inflate(-rect.w * 0.12, -rect.h * 0.1)
        t = max(2, round(rect.w * 0.06))
        pygame.draw.rect(surf, pal.TILE_BLUE, fr, t, border_radius=t)
        pygame.draw.rect(surf, pal.TILE_BLUE, fr.inflate(-t * 3.2, -t * 3.2), max(1, t // 2))
        return
    if code in WINDS:
        kanji, letter = WINDS[code]
        if small or not letters:  # (small: the corner letter would be an unreadable speck)
            g = glyph(
                kanji, pal.TILE_INK, (rect.w * 0.96, rect.h * 0.86), serif=True, weight=weight
            )
            blit_centered(surf, g, rect.center)
            return
        g = glyph(kanji, pal.TILE_INK, (rect.w * 0.9, rect.h * 0.72), serif=True, weight=weight)
        blit_centered(surf, g, (rect.centerx, rect.y + rect.h * 0.56))
        lg = glyph(letter, pal.TILE_RED, (rect.w * 0.22, rect.h * 0.15), weight=weight * 1.5)
        surf.blit(lg, (rect.x - rect.w * 0.02, rect.y - rect.h * 0.02))
        return
    kanji, col = {"H": ("發", pal.TILE_GREEN), "C": ("中", pal.TILE_RED)}[code]
    g = glyph(kanji, col, (rect.w * 0.94, rect.h * 0.86), serif=True, weight=weight * 1.2)
    blit_centered(surf, g, rect.center)


def draw_face(
    surf: pygame.Surface,
    rect: pygame.Rect,
    code: str,
    weight: float,
    small: bool = False,
    letters: bool = True,
) -> None:
    """Draw the motif of tile ``code`` inside ``rect`` (portrait content area).

    ``small`` drops details that cannot survive at tiny output sizes; ``letters``: the winds'
    English corner letters (E S W N), which a Japanese player types differently (T N S P).
    """
    if code in ("pR", "sR"):
        (draw_dots if code == "pR" else draw_bamboo)(surf, rect, 5, red=True)
    elif code[0] in "mps" and len(code) == 2:
        n = int(code[1])
        {
            "m": lambda: draw_characters(surf, rect, n, weight),
            "p": lambda: draw_dots(surf, rect, n),
            "s": lambda: draw_bamboo(surf, rect, n),
        }[code[0]]()
    else:
        draw_honour(surf, rect, code, weight, small, letters)
