"""Marker silhouettes in unit coordinates (x, y in -1..1, y down).

A shape is a list of primitives: ("poly", points), ("circle", (x, y), r) or
("hole", (x, y), r) — a hole is cut out of everything drawn before it.
``glyph_at`` gives where (and how large) a glyph sits inside each shape.
"""

from __future__ import annotations

import math

import pygame


def _regular(n: int, rot: float = -90.0, r: float = 1.0) -> list[tuple[float, float]]:
    return [
        (
            r * math.cos(math.radians(rot + k * 360 / n)),
            r * math.sin(math.radians(rot + k * 360 / n)),
        )
        for k in range(n)
    ]


def _star(n: int, inner: float) -> list[tuple[float, float]]:
    pts = []
    for k in range(2 * n):
        r = 1.0 if k % 2 == 0 else inner
        a = math.radians(-90 + k * 180 / n)
        pts.append((r * math.cos(a), r * math.sin(a) + 0.08))
    return pts


def _lens() -> list[tuple[float, float]]:
    xs = [-1 + 2 * i / 24 for i in range(25)]
    top = [(x, -0.62 * (1 - x * x) ** 0.75) for x in xs]
    return top + [(x, -y) for x, y in reversed(top[1:-1])]


def _bowl() -> list[tuple[float, float]]:
    arc = [
        (math.cos(math.radians(a)), -0.45 + 1.4 * math.sin(math.radians(a)))
        for a in range(0, 181, 10)
    ]
    return [(-1.0, -0.6), (1.0, -0.6)] + arc


SHAPES: dict[str, list[tuple]] = {
    "circle": [("circle", (0, 0), 0.95)],
    "square": [("poly", [(-0.82, -0.82), (0.82, -0.82), (0.82, 0.82), (-0.82, 0.82)])],
    "diamond": [("poly", [(0, -1), (1, 0), (0, 1), (-1, 0)])],
    "triangle_up": [("poly", [(0, -0.98), (1, 0.8), (-1, 0.8)])],
    "triangle_right": [("poly", [(-0.8, -1), (0.98, 0), (-0.8, 1)])],
    "triangle_left": [("poly", [(0.8, -1), (-0.98, 0), (0.8, 1)])],
    "pentagon": [("poly", _regular(5, r=1.0))],
    "hexagon": [("poly", _regular(6, r=1.0))],
    "octagon": [("poly", _regular(8, rot=-67.5, r=1.0))],
    "star5": [("poly", _star(5, 0.48))],
    "star6": [("poly", [(x, y - 0.08) for x, y in _star(6, 0.62)])],
    "bar": [("poly", [(-1, -0.52), (1, -0.52), (1, 0.52), (-1, 0.52)])],
    "arrow_up": [
        (
            "poly",
            [
                (0, -1),
                (0.95, -0.05),
                (0.42, -0.05),
                (0.42, 0.95),
                (-0.42, 0.95),
                (-0.42, -0.05),
                (-0.95, -0.05),
            ],
        )
    ],
    "shield": [
        (
            "poly",
            [
                (-0.85, -0.92),
                (0, -0.78),
                (0.85, -0.92),
                (0.85, 0.2),
                (0.55, 0.65),
                (0, 1),
                (-0.55, 0.65),
                (-0.85, 0.2),
            ],
        )
    ],
    "droplet": [("circle", (0, 0.32), 0.66), ("poly", [(0, -1), (0.6, 0.05), (-0.6, 0.05)])],
    "lens": [("poly", _lens())],
    "bowl": [("poly", _bowl())],
    "tower": [
        (
            "poly",
            [
                (-0.85, 1),
                (-0.85, -0.95),
                (-0.47, -0.95),
                (-0.47, -0.6),
                (-0.19, -0.6),
                (-0.19, -0.95),
                (0.19, -0.95),
                (0.19, -0.6),
                (0.47, -0.6),
                (0.47, -0.95),
                (0.85, -0.95),
                (0.85, 1),
            ],
        )
    ],
    "ring": [("circle", (0, 0), 0.98), ("hole", (0, 0), 0.5)],
    "cloud": [
        ("circle", (-0.52, 0.22), 0.46),
        ("circle", (0.52, 0.22), 0.46),
        ("circle", (-0.1, -0.22), 0.6),
        ("circle", (0.38, -0.28), 0.42),
        ("poly", [(-0.52, 0.68), (0.52, 0.68), (0.52, 0.0), (-0.52, 0.0)]),
    ],
}

# glyph centre offset and box scale (fraction of the radius) per shape
GLYPH_AT: dict[str, tuple[float, float, float]] = {
    "triangle_up": (0, 0.32, 0.85),
    "triangle_right": (-0.25, 0, 0.72),
    "triangle_left": (0.25, 0, 0.72),
    "star5": (0, 0.14, 0.78),
    "arrow_up": (0, 0.4, 0.62),
    "shield": (0, -0.08, 0.9),
    "droplet": (0, 0.34, 0.75),
    "lens": (0, 0, 0.62),
    "bowl": (0, -0.05, 0.75),
    "tower": (0, 0.22, 0.8),
    "ring": (0, 0, 0.5),
    "cloud": (0, 0.16, 0.85),
    "diamond": (0, 0, 0.8),
    "pentagon": (0, 0.08, 0.9),
    "star6": (0, 0, 0.8),
    "bar": (0, 0, 0.8),
}


def glyph_at(shape: str) -> tuple[float, float, float]:
    return GLYPH_AT.get(shape, (0.0, 0.0, 0.95))


def draw_shape(
    surf: pygame.Surface, shape: str, colour, centre, radius: float, inset: float = 0.0
) -> None:
    """Draw ``shape`` filled with ``colour``, shrunk by ``inset`` px (holes grow by it)."""
    cx, cy = centre
    k = max(0.0, (radius - inset) / radius)
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    col = (*colour[:3], 255)
    for prim in SHAPES[shape]:
        kind = prim[0]
        if kind == "poly":
            pts = [(cx + x * radius * k, cy + y * radius * k) for x, y in prim[1]]
            pygame.draw.polygon(layer, col, pts)
        else:
            (x, y), r = prim[1], prim[2]
            pos = (cx + x * radius * k, cy + y * radius * k)
            if kind == "circle":
                pygame.draw.circle(layer, col, pos, r * radius * k)
            else:
                pygame.draw.circle(layer, (0, 0, 0, 0), pos, r * radius + inset)
    surf.blit(layer, (0, 0))
