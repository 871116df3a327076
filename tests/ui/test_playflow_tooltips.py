"""Defect 9: no stale tooltips — after scrolling the sheet column, after a drop, under dialogs."""

from __future__ import annotations

import pygame

from jongrogue.engine import Game
from tests.ui.playflow_app import App, home  # noqa: F401


def hover_long(app, pos):
    app.move(pos)
    for _ in range(60):
        app.step()


def test_scrolling_the_sheet_column_moves_the_tooltip(home):
    app = App(game=Game.new(seed=1), size=(1100, 640), scale=150)
    table = app.top
    sheets = [h for h in table.spots if h.target[0] == "sheet"]
    pos = sheets[0].rect.center
    hover_long(app, pos)
    before = table.hover.target
    app.step(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    app.step()
    assert table.dock.scroll > 0, "the dock should scroll at this size"
    under = table.spot_at(pos, skip=("dock",))
    assert (table.hover.target if table.hover else None) == (under.target if under else None)
    assert table.hover is None or table.hover.target != before or table.hover_time < 0.5


def test_no_table_tooltip_under_a_dialog(home):
    app = App(game=Game.new(seed=1))
    table = app.top
    pc = next(h for h in table.spots if h.target[0] == "pc")
    hover_long(app, pc.rect.center)
    assert table.hover is not None
    app.key("escape")  # the pause menu
    assert app.names() == ["table", "message"]
    assert table.hover is None
    for _ in range(60):
        app.step()
    assert table.hover is None


def test_a_drop_clears_the_tooltip_of_what_was_dragged(home):
    app = App(game=Game.new(seed=1))
    table = app.top
    pc = next(h for h in table.spots if h.target[0] == "pc")
    hover_long(app, pc.rect.center)
    assert table.hover.target[0] == "pc"
    a = pc.rect.center
    b = (a[0] + 400, a[1] + 300)  # dropped nowhere: springs back
    app.step(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    app.step(pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(1, 0, 0)))
    app.step(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    app.step()
    under = table.spot_at(b, skip=("dock",))
    assert (table.hover.target if table.hover else None) == (under.target if under else None)
