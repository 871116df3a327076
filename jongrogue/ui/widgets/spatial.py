"""Arrow keys that follow the screen: from one thing drawn to the nearest one drawn that way."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

ACROSS_WEIGHT = 2  # a step straight that way beats one as far off to the side


def toward(rects: Sequence[pygame.Rect], at: pygame.Rect, dx: int, dy: int) -> int | None:
    """The index of the rect nearest ``at`` in the direction (``dx``, ``dy``) (one of them ±1,
    the other 0): its centre lies past ``at``'s centre that way; the nearest by the distance
    along the way plus ``ACROSS_WEIGHT`` times the offset across it. None when none lies that
    way (the caller decides what an arrow at the edge does)."""
    best: tuple[int, int] | None = None
    for i, rect in enumerate(rects):
        along = (rect.centerx - at.centerx) * dx + (rect.centery - at.centery) * dy
        if along <= 0:
            continue
        across = abs(rect.centerx - at.centerx) if dy else abs(rect.centery - at.centery)
        score = along + ACROSS_WEIGHT * across
        if best is None or score < best[0]:
            best = (score, i)
    return None if best is None else best[1]
