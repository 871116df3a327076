"""The action bar's band hides what lies under its shade: a sheet of the dock scrolled half under
it is clicked only where it shows, and a click on the band's empty places opens nothing."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.engine import Game
from tests.ui.playflow_app import App, home  # noqa: F401

BAR_KINDS = ("action", "page_prev", "page_next")


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000), (900, 600)])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_nothing_under_the_bars_band_can_be_clicked(home, size, scale):
    app = App(lang="ja", size=size, scale=scale, game=Game.new(5))
    table = app.top
    table._ensure_spots()
    band = pygame.Rect(0, table.bar.rect.y, size[0], size[1])
    for h in table.spots:
        if h.target[0] not in BAR_KINDS and h.target[0] != "dock":
            assert not h.rect.colliderect(band), (h.target, h.rect, band)
    buttons = [h.rect for h in table.spots if h.target[0] in BAR_KINDS]
    empty = next(
        (x, y)
        for y in range(band.y + 2, size[1] - 2, 4)
        for x in range(size[0] - 3, size[0] // 2, -4)
        if not any(r.collidepoint(x, y) for r in buttons)
    )
    app.click(empty)
    assert app.names() == ["table"], f"a click at {empty} on the bar's band opened {app.names()}"
