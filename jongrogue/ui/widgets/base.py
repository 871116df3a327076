"""Base class of every widget (see widgets.py)."""

from __future__ import annotations

import pygame


class Widget:
    focusable = True
    consumes_horizontal = False  # left/right keys go to the widget instead of moving focus
    consumes_vertical = False

    def __init__(self, id: str = "", *, enabled: bool = True, tooltip: str | None = None):
        self.id = id
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = enabled
        self.tooltip = tooltip
        self.hovered = self.focused = self.pressed = False
        self.visible = True

    def can_focus(self) -> bool:
        return self.visible and self.focusable and (self.enabled or bool(self.tooltip))

    def hit(self, pos) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def activate(self) -> bool:
        """Enter / Space / click. Return True when something happened."""
        return False

    def key(self, event) -> bool:
        """A key while focused (other than Tab/Enter); return True if consumed and changed."""
        return False

    def click(self, pos) -> bool:
        return self.activate()

    def draw(self, surface, ctx) -> None:
        pass
