"""The felt's fibre noise: one 256 px tile of deterministic specks (the felt repeats it), kept on
disk like the tiles (``stored``): drawing it took about a millisecond of each start."""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from jongrogue.ui.art import stored

FIBRE_TILE = (
    256,
    256,
)  # the fibre noise repeats every 256 px: one small tile, not a full-size loop


@lru_cache(maxsize=1)
def fibre_tile() -> pygame.Surface:
    """Deterministic fibre noise on a transparent tile."""
    surface = stored.load_named("fibre", FIBRE_TILE)
    if surface is None:
        surface = _fibre()
        stored.store_named("fibre", surface)
    return surface


def _fibre() -> pygame.Surface:
    w, h = FIBRE_TILE
    rng = random.Random(1234)
    fibre = pygame.Surface(FIBRE_TILE, pygame.SRCALPHA)
    for _ in range(w * h // 90):
        x, y = rng.randrange(w), rng.randrange(h)
        a = rng.randrange(10, 26)
        c = (255, 255, 255, a) if rng.random() < 0.5 else (0, 0, 0, a + 6)
        fibre.fill(c, (x, y, 1 + (rng.random() < 0.3), 1))
    return fibre
