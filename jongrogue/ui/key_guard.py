"""A held key belongs to the scene it was pressed in.

pygame's key repeat (set_repeat in app.py) fires while the loop is busy: loading a saved run
takes longer than the repeat delay, so one press of C on the title (Continue) came back as a
second C, which the death choice then took as "Continue the game". A repeat is only passed on
to the scene that got the first press.
"""

from __future__ import annotations

import pygame


class KeyGuard:
    def __init__(self):
        self.owner: dict[int, object] = {}  # key held down -> the scene that got its press

    def allow(self, event, scene) -> bool:
        if event.type == pygame.KEYDOWN:
            owner = self.owner.get(event.key)
            if owner is not None and owner is not scene:
                return False  # a repeat of a press that opened this scene
            self.owner[event.key] = scene
        elif event.type == pygame.KEYUP:
            self.owner.pop(event.key, None)
        return True
