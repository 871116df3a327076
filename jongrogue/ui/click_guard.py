"""The second press of a double-click belongs to what the first press pressed.

A double-click on Fight played Fight, then Shoot: the first click's command put Shoot under the
pointer, and the second press, a few frames later, landed on it. So a left press that comes
within the double-click time of the previous one, near it, on another control or in another
scene (``Scene.press_target``) is dropped, and its release with it. A press on the same control
(a double-click on a list row), a later one, or one elsewhere goes through as always.

Clicking on at a steady pace does the same a little later: Melee clicked again and again went on
to "Pick up" and "To the door" once the monster died, each taking the same place on the bar. So
within ``CHANGED`` of a press, a press at the same place on another control of the same scene is
dropped too, and ``changed`` says so (the loop tells the player); the next press there goes
through.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

DOUBLE_CLICK = 0.5  # seconds: SDL's and Windows' default double-click time
CHANGED = 1.2  # seconds: a click on at a steady pace, the control under it replaced meanwhile
NEAR = 8  # pixels the pointer may move between the two presses of a double-click


class ClickGuard:
    def __init__(self, clock=time.monotonic):
        self.clock = clock
        # (time, pos, scene, target) of the last press let through
        self.last: tuple[float, Any, Any, Any] | None = None
        self.dropped = False  # a press was dropped: so is its release
        self.changed = False  # the last press dropped landed on a control that replaced another

    def allow(self, event, scene) -> bool:
        if getattr(event, "button", None) != 1:
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            now, target = self.clock(), scene.press_target(event.pos)
            last = self.last
            self.changed = False
            if (
                last is not None
                and self._near(now, event.pos, DOUBLE_CLICK)
                and (last[2] is not scene or last[3] != target)
            ):
                self.dropped = True
                return False
            if (
                last is not None
                and self._near(now, event.pos, CHANGED)
                and last[2] is scene
                and last[3] != target
                and target is not None
            ):
                self.last, self.dropped, self.changed = (now, event.pos, scene, target), True, True
                return False
            self.last, self.dropped = (now, event.pos, scene, target), False
        elif event.type == pygame.MOUSEBUTTONUP and self.dropped:
            self.dropped = False
            return False
        return True

    def _near(self, now: float, pos, within: float) -> bool:
        """The press comes within ``within`` seconds of the last one, at about its place."""
        if self.last is None or now - self.last[0] >= within:
            return False
        (x0, y0), (x, y) = self.last[1], pos
        return abs(x - x0) <= NEAR and abs(y - y0) <= NEAR
