"""A click hides the table's tooltips until the mouse moves: a button clicked on and on (Melee
through a fight) kept its tooltip over the log for the whole fight."""

from __future__ import annotations

import pygame

from jongrogue.engine import Game
from tests.ui.playflow_app import App, home  # noqa: F401


def _rest(app, frames: int = 90) -> None:
    for _ in range(frames):
        app.step()


def test_a_click_hides_the_tooltip_until_the_mouse_moves(home):
    app = App(game=Game.new(5))
    table = app.top
    rest = next(i for i, c in enumerate(table.bar.commands) if c.type == "rest")
    pos = table.bar.buttons[rest].rect.center
    app.move(pos)
    _rest(app)
    assert table.tip_rect is not None
    app.step(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    if app.names()[-1] != "table":  # "Rest at full HP?": no
        app.key("n")
    assert app.names() == ["table"]
    _rest(app)
    assert table.tip_rect is None  # still under the pointer, but quiet
    app.move((pos[0] + 3, pos[1]))
    _rest(app)
    assert table.tip_rect is not None
