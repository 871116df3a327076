"""Defect 1: tiny windows never crash, and a tiny size is never stored."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.engine import Game
from jongrogue.storage.settings import MIN_WINDOW_SIZE, Settings
from tests.ui.playflow_app import App, home  # noqa: F401


@pytest.mark.parametrize("size", [(200, 120), (220, 130), (150, 100), (1, 1), (799, 900)])
def test_table_survives_a_tiny_window(home, size):
    app = App(game=Game.new(seed=1))
    app.loop.surface = pygame.Surface(size)
    app.step()
    assert app.loop.size == (max(size[0], 800), max(size[1], 520))
    app.click((size[0] // 2, size[1] - 2))  # clicks are mapped onto the canvas
    app.key("tab")
    assert app.loop.running and app.names()[0] == "table"  # a click may open camp: no crash


def test_title_scales_down_into_a_tiny_window(home):
    app = App()
    app.loop.surface = pygame.Surface((200, 120))
    app.step()
    # the title is shown scaled down, not cropped: the window is not just the background colour
    colours = {
        app.loop.surface.get_at((x, y))[:3] for x in range(0, 200, 10) for y in range(0, 120, 10)
    }
    assert len(colours) > 3


def test_a_stored_tiny_size_opens_at_the_minimum():
    s, _ = Settings.from_dict({"window_size": [200, 120]})
    assert s.window_size == MIN_WINDOW_SIZE
    s, _ = Settings.from_dict({"window_size": [1600, 900]})
    assert s.window_size == (1600, 900)


def test_a_resize_to_tiny_is_not_saved(home, monkeypatch):
    app = App(game=Game.new(seed=1))
    tiny = pygame.Surface((200, 120))
    app.loop.window = lambda ctx: tiny
    monkeypatch.setattr(pygame.display, "get_surface", lambda: tiny)
    app.step(pygame.event.Event(pygame.VIDEORESIZE, size=(200, 120), w=200, h=120))
    assert app.ctx.settings.window_size == MIN_WINDOW_SIZE


def test_a_resize_finds_what_is_under_the_still_pointer_again(home, monkeypatch):
    """A tooltip of the old layout must not stay over the new one: after a resize the hovered
    thing is looked up again where the pointer is now."""
    app = App(game=Game.new(seed=7))
    table = app.top
    room = next(h for h in table.spots if h.target == ("room", 1))
    app.move((room.rect.right - 3, room.rect.bottom - 3))  # room 1's corner
    app.step()
    assert table.hover is not None and table.hover.target == ("room", 1)
    smaller = pygame.Surface((1000, 700))
    app.loop.window = lambda ctx: smaller
    monkeypatch.setattr(pygame.display, "get_surface", lambda: smaller)
    app.step(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    app.step()
    now = table.spot_at(table.mouse, skip=("dock",))
    assert now is None or now.target != ("room", 1)  # room 1 moved away from the pointer
    assert (table.hover.target if table.hover else None) == (now.target if now else None)
