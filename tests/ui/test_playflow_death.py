"""Defects 5 and 6: one undo rule around death (the rulebook's "Undo and death"), followed by
keys and buttons alike; the bar and the death dialog use the same keys."""
from __future__ import annotations

import pygame
import pytest

from jongrogue.engine import Game, Options
from jongrogue.sim.bot import GreedyBot
from jongrogue.ui import strings
from tests.ui.playflow_app import App, home  # noqa: F401

DEATH_SEED = 6


def dying_game(mode="practice"):
    game = Game.new(seed=DEATH_SEED, options=Options(mode=mode))
    bot = GreedyBot()
    while game.state.context != "dead":
        game.execute(bot.choose(game))
    return game


def open_death(app):
    app.step()
    if app.top.name != "death":
        app.top.shown_context = None
        app.loop.apply(app.top.context_transition())
        app.step()
    assert app.names() == ["table", "death"]


def test_ctrl_z_at_the_death_choice_undoes_the_fatal_blow(home):
    game = dying_game()
    n = len(game.commands)
    app = App(game=game)
    open_death(app)
    app.key("z", ctrl=True)
    if app.top.name == "confirm":                  # the blow revealed tiles: practice asks first
        app.key("return")
    assert len(game.commands) == n - 1 and game.state.context != "dead"
    assert app.names() == ["table"]


def test_the_undo_button_of_the_death_dialog(home):
    game = dying_game()
    n = len(game.commands)
    app = App(game=game)
    open_death(app)
    app.click(app.top.undo.rect.center)
    if app.top.name == "confirm":
        app.key("return")
    assert len(game.commands) == n - 1


def test_game_over_is_final_for_keys_and_buttons(home):
    game = dying_game()
    app = App(game=game)
    open_death(app)
    app.key("g")
    assert game.state.context == "game_over" and app.names() == ["table"]
    n = len(game.commands)
    app.key("z", ctrl=True)
    assert len(game.commands) == n
    table = app.top
    undo_button = next(h for h in table.spots if h.target == ("button", "undo"))
    app.click(undo_button.rect.center)
    assert len(game.commands) == n and game.state.context == "game_over"
    assert any("undone" in t.text or "取り消せません" in t.text for t in app.ctx.toasts)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_bar_and_the_dialog_show_the_same_keys(home, lang):
    app = App(lang=lang, game=dying_game())
    open_death(app)
    table, dialog = app.loop.stack
    bar = {c.type: k.name for c, k in zip(table.bar.commands, table.bar.keys) if k and c.type != "ui"}
    assert bar == {"game_over": dialog.over.shortcut, "continue_game": dialog.cont.shortcut}


def test_the_rulebook_states_the_rule():
    for lang in ("ja", "en"):
        death = next(c for c in strings.rulebook(lang) if c["id"] == "death")
        assert any("Ctrl" in p or "取り消" in p or "undo" in p.lower() for p in death["paragraphs"][2:])
