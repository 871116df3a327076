"""UI scale: every size in the UI is written in *logical pixels* and goes through ``Layout.s``.

The player picks a scale of 100–200 % (settings). The scale actually used is limited so that a
logical canvas of at least ``MIN_LOGICAL`` still fits the window: on a 1280×800 window a 200 %
setting draws at about 143 %, on a 2560×1600 window at the full 200 %. Scenes lay themselves out
in the logical size ``Layout.logical`` and convert with ``s()`` / ``rect()``.
"""

from __future__ import annotations

import pygame

MIN_LOGICAL = (880, 560)  # every scene is designed to fit this logical canvas
MIN_SCALE = 0.6  # tiny windows may shrink the UI below 100 %


class Layout:
    def __init__(self, size: tuple[int, int] = (1280, 800), scale_pct: int = 100):
        self.size = (max(1, int(size[0])), max(1, int(size[1])))
        self.scale_pct = int(scale_pct)
        want = self.scale_pct / 100.0
        fit = min(self.size[0] / MIN_LOGICAL[0], self.size[1] / MIN_LOGICAL[1])
        self.scale = max(MIN_SCALE, min(want, fit))

    @property
    def limited(self) -> bool:
        """True when the window is too small for the chosen scale."""
        return abs(self.scale - self.scale_pct / 100.0) > 1e-6

    @property
    def logical(self) -> tuple[int, int]:
        return (int(self.size[0] / self.scale), int(self.size[1] / self.scale))

    def s(self, v: float) -> int:
        """Scale a logical length to pixels (never rounds a non-zero length to 0)."""
        px = round(v * self.scale)
        return px if px or not v else (1 if v > 0 else -1)

    def sf(self, v: float) -> float:
        return v * self.scale

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(self.s(x), self.s(y), self.s(w), self.s(h))

    def centered(self, w: float, h: float, *, dy: float = 0) -> pygame.Rect:
        r = pygame.Rect(0, 0, self.s(w), self.s(h))
        r.center = (self.size[0] // 2, self.size[1] // 2 + self.s(dy))
        return r

    def key(self) -> tuple:
        return (self.size, self.scale)
