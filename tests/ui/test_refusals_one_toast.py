"""Refusals on the table replace each other: a newcomer pressing three wrong keys got three
warnings stacked over the board. An earlier piece of news (an info toast) stays."""

from __future__ import annotations

from jongrogue.game import Game
from tests.ui.playflow_app import App, home  # noqa: F401


def test_the_latest_refusal_replaces_the_one_before(home):
    app = App(game=Game.new(seed=3))
    table = app.top
    app.ctx.toasts.clear()
    app.ctx.notify("Saved.", "info")
    for reason in ("First refusal.", "Second refusal.", "Third refusal."):
        table.refuse(reason)
    assert [(t.text, t.kind) for t in app.ctx.toasts] == [
        ("Saved.", "info"),
        ("Third refusal.", "warning"),
    ]
    app.ctx.toasts.clear()
    app.key("g")  # no stairs here: refused by the engine, through a real key press
    app.key("g")
    assert [t.kind for t in app.ctx.toasts] == ["warning"]
