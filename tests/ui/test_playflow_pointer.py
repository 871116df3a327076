"""No tooltip stays on screen after the pointer leaves the window, or after
coming back from Settings with the pointer somewhere else."""

from __future__ import annotations

import pygame

from jongrogue.engine import Game
from tests.ui.playflow_app import App, home  # noqa: F401


def linger(app, n=60):
    for _ in range(n):
        app.step()


def leave(app):
    app.step(pygame.event.Event(pygame.WINDOWLEAVE, window=None))


def hovering_the_pc():
    app = App(game=Game.new(seed=1))
    table = app.top
    pc = next(h for h in table.spots if h.target[0] == "pc")
    app.move(pc.rect.center)
    linger(app)
    assert table.hover is not None and table.hover.target[0] == "pc"
    return app, table


def test_the_tables_tooltip_goes_when_the_pointer_leaves_the_window(home):
    app, table = hovering_the_pc()
    leave(app)
    linger(app)
    assert table.hover is None


def test_a_buttons_tooltip_goes_when_the_pointer_leaves_the_window(home):
    app = App()
    daily = app.widget("daily")
    app.move(daily.rect.center)
    linger(app)
    assert app.top.form.hover is daily
    leave(app)
    linger(app)
    assert app.top.form.hover is None and not daily.hovered


def test_back_from_settings_the_hover_is_where_the_pointer_is(home):
    app, table = hovering_the_pc()
    app.key("escape")  # the pause menu
    app.click(app.widget("settings").rect.center)
    assert app.names()[-1] == "settings"
    app.move((3, app.ctx.layout.logical[1] // 2))  # the pointer goes elsewhere
    app.key("escape")  # back to the pause menu
    app.key("escape")  # back to the table
    assert app.names() == ["table"]
    linger(app)
    under = table.spot_at((3, app.ctx.layout.logical[1] // 2), skip=("dock",))
    assert (table.hover.target if table.hover else None) == (under.target if under else None)
    assert table.hover is None or table.hover.target[0] != "pc"


def test_a_drag_outside_the_window_keeps_going(home):
    app = App(game=Game.new(seed=1))
    table = app.top
    pc = next(h for h in table.spots if h.target[0] == "pc")
    a = pc.rect.center
    app.step(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    app.step(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(a[0] + 30, a[1]), rel=(30, 0), buttons=(1, 0, 0)
        )
    )
    assert table.drag is not None
    leave(app)
    assert table.drag is not None and table.mouse == (a[0] + 30, a[1])
