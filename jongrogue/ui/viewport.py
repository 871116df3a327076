"""Scenes never see a window smaller than ``MIN_CANVAS``.

Window managers may ignore the minimum window size, and some sizes (200×120) leave no room for
the table's panels. Below the minimum the scenes draw on an off-screen canvas of the minimum
size, which is shown scaled down; mouse positions are mapped back onto that canvas.
"""

from __future__ import annotations

import pygame

from jongrogue.storage.settings import MIN_WINDOW_SIZE as MIN_CANVAS

POS_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def canvas_size(size) -> tuple[int, int]:
    return (max(MIN_CANVAS[0], int(size[0])), max(MIN_CANVAS[1], int(size[1])))


class Viewport:
    def __init__(self):
        self._canvas: pygame.Surface | None = None

    def canvas(self, window: pygame.Surface) -> pygame.Surface:
        """The surface scenes draw on: the window itself when it is large enough."""
        size = canvas_size(window.get_size())
        if size == window.get_size():
            return window
        if self._canvas is None or self._canvas.get_size() != size:
            self._canvas = pygame.Surface(size)
        return self._canvas

    def present(self, window: pygame.Surface) -> None:
        canvas = self.canvas(window)
        w, h = window.get_size()
        if canvas is not window and w > 0 and h > 0:
            pygame.transform.smoothscale(canvas, (w, h), window)

    def map_event(self, event, window: pygame.Surface):
        """The event with its mouse position on the canvas (unchanged when no scaling)."""
        if event.type not in POS_EVENTS:
            return event
        w, h = window.get_size()
        cw, ch = canvas_size((w, h))
        if (cw, ch) == (w, h) or not w or not h:
            return event
        data = dict(event.dict)
        data["pos"] = (int(event.pos[0] * cw / w), int(event.pos[1] * ch / h))
        return pygame.event.Event(event.type, data)
