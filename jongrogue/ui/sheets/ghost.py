"""The post-it under the mouse while it is dragged, on the table (``board.item_drag``) and in the
camp (``sheets.camp_panel``); on its own so the table's start does not load the camp's panel."""

from __future__ import annotations

import pygame

from jongrogue.ui.art.markers import postit_surface
from jongrogue.ui.sheets.base import POSTIT_COLOUR


def ghost(surface, ctx, item: dict, pos, size: int) -> None:
    """The post-it under the mouse while it is dragged: lifted (bigger shadow), slightly tilted."""
    colour = "pink" if item["cursed"] else POSTIT_COLOUR.get(item["sheet"], "yellow")
    img = postit_surface(size, size, colour, None)
    img = pygame.transform.rotozoom(img, 6, 1.08)
    sh = pygame.Surface(img.get_size(), pygame.SRCALPHA)
    sh.fill((0, 0, 0, 0))
    mask = pygame.mask.from_surface(img)
    mask.to_surface(sh, setcolor=(0, 0, 0, 70), unsetcolor=(0, 0, 0, 0))
    surface.blit(sh, sh.get_rect(center=(pos[0] + ctx.s(6), pos[1] + ctx.s(9))))
    surface.blit(img, img.get_rect(center=pos))
