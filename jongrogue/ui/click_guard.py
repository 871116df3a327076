"""The second press of a double-click belongs to what the first press pressed.

A double-click on Fight played Fight, then Shoot: the first click's command put Shoot under the
pointer, and the second press, a few frames later, landed on it. So a left press that comes
within the double-click time of the previous one, near it, on another control or in another
scene (``Scene.press_target``) is dropped, and its release with it. A press on the same control
(a double-click on a list row), a later one, or one elsewhere goes through as always.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

DOUBLE_CLICK = 0.5  # seconds: SDL's and Windows' default double-click time
NEAR = 8  # pixels the pointer may move between the two presses of a double-click


class ClickGuard:
    def __init__(self, clock=time.monotonic):
        self.clock = clock
        # (time, pos, scene, target) of the last press let through
        self.last: tuple[float, Any, Any, Any] | None = None
        self.dropped = False  # a press was dropped: so is its release

    def allow(self, event, scene) -> bool:
        if getattr(event, "button", None) != 1:
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            now, target = self.clock(), scene.press_target(event.pos)
            last = self.last
            if (
                last is not None
                and self._second_half(now, event.pos)
                and (last[2] is not scene or last[3] != target)
            ):
                self.dropped = True
                return False
            self.last, self.dropped = (now, event.pos, scene, target), False
        elif event.type == pygame.MOUSEBUTTONUP and self.dropped:
            self.dropped = False
            return False
        return True

    def _second_half(self, now: float, pos) -> bool:
        if self.last is None or now - self.last[0] >= DOUBLE_CLICK:
            return False
        (x0, y0), (x, y) = self.last[1], pos
        return abs(x - x0) <= NEAR and abs(y - y0) <= NEAR
