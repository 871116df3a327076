"""A kind's key with one command plays it at once; the menu number a player types after it, as if
a menu had opened ("T 3" at the only monster), is not refused as a dead key. Real key events."""

from __future__ import annotations

import pytest

from jongrogue.engine import Options, cmd
from jongrogue.game import Game
from jongrogue.sim.bot import GreedyBot
from jongrogue.text.command_text import menu_numbers
from jongrogue.ui.scenes import table_input
from tests.ui.playflow_app import App, home  # noqa: F401

ONE_SEED, ONE_AT = 4, 9  # the greedy bot's 9th command: Fight, and a bow shot at one monster


class Clock:
    def __init__(self):
        self.now = 50.0

    def __call__(self):
        return self.now


def at_one_shot(monkeypatch, lang):
    """(app, its table, the clock) in the ranged phase with one monster to shoot at."""
    clock = Clock()
    monkeypatch.setattr(table_input, "clock", clock)
    game, bot = Game.new(seed=ONE_SEED, options=Options(mode="practice")), GreedyBot()
    while len(game.commands) < ONE_AT:
        game.execute(bot.choose(game))
    app = App(lang=lang, game=game)
    table = app.top
    table.run(cmd("fight"))
    shots = [c for c in table.ctl.legal() if c.type == "shoot"]
    assert table.ctl.view["context"] == "ranged_phase" and len(shots) == 1
    return app, table, clock


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_only_targets_number_typed_after_t_is_taken_as_said(home, monkeypatch, lang):
    app, table, clock = at_one_shot(monkeypatch, lang)
    (shot,) = [c for c in table.ctl.legal() if c.type == "shoot"]
    (number,) = menu_numbers([shot])
    app.key(app.ctx.settings.keys["shoot"])
    n = len(table.ctl.game.commands)
    assert table.ctl.game.commands[-1] == shot
    app.ctx.toasts.clear()
    clock.now += 0.6
    app.key(str(number))
    table.sync()
    assert len(table.ctl.game.commands) == n
    assert not [t for t in app.ctx.toasts if t.family == "refusal"], [
        t.text for t in app.ctx.toasts
    ]


@pytest.mark.parametrize("late", [False, True])
def test_another_number_or_one_typed_later_still_says_what_works(home, monkeypatch, late):
    app, table, clock = at_one_shot(monkeypatch, "en")
    (shot,) = [c for c in table.ctl.legal() if c.type == "shoot"]
    (number,) = menu_numbers([shot])
    app.key(app.ctx.settings.keys["shoot"])
    assert table.ctl.view["context"] == "ranged_phase"  # (the monster lives: digits are dead)
    n = len(table.ctl.game.commands)
    app.ctx.toasts.clear()
    if late:  # too late to belong to the key
        clock.now += table_input.MENU_DIGIT + 0.5
        app.key(str(number))
    else:  # not the shot's number
        app.key(next(d for d in "123456789" if int(d) != number))
    assert len(table.ctl.game.commands) == n
    assert [t for t in app.ctx.toasts if t.family == "refusal"]
