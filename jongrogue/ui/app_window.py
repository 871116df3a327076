"""Creating the window (normal mode) and the off-screen surface (screenshot mode)."""

from __future__ import annotations

import os
import warnings

import pygame

from jongrogue.storage.settings import MIN_WINDOW_SIZE as MIN_WINDOW
from jongrogue.ui.art.tiles import tile_surface

WINDOW_TITLE = "JongRogue 雀ローグEZ"


def use_dummy_drivers() -> None:
    """Headless rendering: must run before pygame.init()."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def open_window(ctx) -> pygame.Surface:
    """(Re)create the display for ``ctx.settings`` (resizable window or desktop fullscreen)."""
    pygame.display.set_caption(WINDOW_TITLE)
    if ctx.settings.fullscreen:
        surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    else:
        w, h = ctx.settings.window_size
        surface = pygame.display.set_mode(
            (max(MIN_WINDOW[0], w), max(MIN_WINDOW[1], h)), pygame.RESIZABLE
        )
        _set_minimum_size()
    ctx.set_size(surface.get_size())
    return surface


def _set_minimum_size() -> None:
    """Ask the window manager for a minimum size (it may ignore it: see ui/viewport.py)."""
    window_cls = getattr(pygame, "Window", None)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            window_cls.from_display_module().minimum_size = MIN_WINDOW  # type: ignore[union-attr]  # (None: the except below)
    except Exception:  # older pygame-ce, or a video driver without windows
        pass


def set_icon() -> None:
    try:
        icon = pygame.Surface((64, 64), pygame.SRCALPHA)
        img = tile_surface("p1", 44)
        icon.blit(img, img.get_rect(center=(32, 32)))
        pygame.display.set_icon(icon)
    except Exception:
        pass
