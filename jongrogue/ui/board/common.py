"""Shared helpers of the table views: hotspots, tiles with shadows, panels (the names and
words they show are jongrogue.text.words', re-exported here for the views)."""

from __future__ import annotations

import fractions
import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from jongrogue.engine.core.tiles import neighbour  # noqa: F401  (the board's geometry is the engine's)
from jongrogue.text.words import (  # noqa: F401  (re-exported for the views)
    ARROW,
    OPPOSITE,
    SHEET_GROUP,
    item_name,
    monster_name,
    position_text,
    room_label,
    side_towards,
    tt,
)
from jongrogue.ui import theme
from jongrogue.ui.art.tiles import tile_surface

DIRS = ("north", "east", "south", "west")


# -- hotspots ----------------------------------------------------------------------------------
@dataclass
class Hotspot:
    """Something on the table the mouse can point at.

    ``target`` is a tuple naming it, e.g. ("room", 5), ("door", 5, "east"), ("corridor", "4-5"),
    ("slot", 5, 2), ("pc",), ("dock",), ("sheet", "melee"), ("log", i), ("wall",), ("discard",).
    ``describe`` is (title, body) or a catalog key; ``drag`` a payload when it can be picked up."""

    rect: pygame.Rect
    target: tuple
    describe: Any = None
    drag: Any = None
    extra: dict = field(default_factory=dict)


def pc_placed(view) -> bool:
    """False while a paper run's start room is still to be drawn: the position (room 5) is a
    stand-in, and the token and the room's highlight would say the PC is there."""
    return (view.get("paper") or {}).get("purpose") != "start_room"


def hotspot_at(hotspots, pos):
    for h in reversed(hotspots):
        if h.rect.collidepoint(pos):
            return h
    return None


# -- drawing -----------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def _shadow(size: tuple[int, int], radius: int, blur: int) -> pygame.Surface:
    w, h = size
    small = pygame.Surface(
        (max(2, (w + 4 * blur) // 3), max(2, (h + 4 * blur) // 3)), pygame.SRCALPHA
    )
    r = pygame.Rect(0, 0, w // 3, h // 3)
    r.center = small.get_rect().center
    pygame.draw.rect(small, (0, 0, 0, 110), r, border_radius=max(1, radius // 3))
    return pygame.transform.smoothscale(small, (w + 4 * blur, h + 4 * blur))


def drop_shadow(surface, rect: pygame.Rect, radius: int = 4, lift: int = 3) -> None:
    blur = max(2, lift)
    sh = _shadow((rect.w, rect.h), radius, blur)
    surface.blit(sh, (rect.x - 2 * blur + lift // 2, rect.y - 2 * blur + lift))


def draw_tile(
    surface,
    code: str | None,
    pos,
    width: int,
    *,
    face_up: bool = True,
    sideways: bool = False,
    highlight=None,
    shadow: bool = True,
    lift: int | None = None,
    alpha: int | None = None,
) -> pygame.Rect:
    """Blit a tile (with a soft shadow on the felt); returns its rect."""
    code = code if code else "U"
    try:
        img = tile_surface(
            code,
            max(6, int(width)),
            face_up=face_up and code != "U",
            sideways=sideways,
            highlight=highlight,
        )
    except ValueError:
        img = tile_surface("U", max(6, int(width)))
    rect = img.get_rect(topleft=(int(pos[0]), int(pos[1])))
    if shadow:
        drop_shadow(
            surface, rect, max(2, rect.w // 8), lift if lift is not None else max(2, rect.w // 10)
        )
    if alpha is not None:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, rect)
    return rect


def text(
    surface,
    ctx,
    s: str,
    size: float,
    colour,
    pos,
    anchor="topleft",
    *,
    bold=False,
    serif=False,
    max_width=None,
) -> pygame.Rect:
    return theme.blit_text(
        surface, ctx.font(size, bold=bold, serif=serif), s, colour, pos, anchor, max_width=max_width
    )


def paper(surface, rect: pygame.Rect, ctx, *, title: str | None = None, radius: float = 5) -> int:
    """A printed paper sheet on the felt; returns the y below its title."""
    theme.paper_panel(surface, rect, ctx, radius=radius)
    if not title:
        return rect.y + ctx.s(10)
    font = ctx.font(13, serif=True, bold=True)
    theme.blit_text(
        surface,
        font,
        title,
        theme.INK_SOFT,
        (rect.x + ctx.s(12), rect.y + ctx.s(8)),
        max_width=rect.w - ctx.s(24),
    )
    return rect.y + ctx.s(10) + font.get_linesize()


def seed_pct(x) -> str:
    """A probability as the seed's table prints it: truncated (not rounded) to three decimals,
    whole numbers without them — 5/9 is "55.555%", 80/81 "98.765%", 1 "100%"."""
    thousandths = math.floor(fractions.Fraction(x) * 100_000)
    whole, frac = divmod(thousandths, 1000)
    return f"{whole}%" if frac == 0 else f"{whole}.{frac:03d}%"
