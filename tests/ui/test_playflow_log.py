"""Defects 4 and 11: the log speaks the player's language after undo, keeps one number per
command, and is rebuilt from the journal after Continue."""

from __future__ import annotations

import re

import pytest

from jongrogue.engine import Game
from jongrogue.sim.bot import GreedyBot
from tests.ui.playflow_app import App, home  # noqa: F401

INTERNAL = re.compile(r"\w+\(|kind=|target=|None")


def play(game, n):
    bot = GreedyBot()
    for _ in range(n):
        game.execute(bot.choose(game))


def command_numbers(log):
    return [int(e.text.split(".")[0]) for e in log if e.kind == "command" and e.text[0].isdigit()]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_undo_lines_are_readable_and_numbers_stay_consistent(home, lang):
    app = App(lang=lang, game=Game.new(seed=4))
    table = app.top
    bot = GreedyBot()
    for _ in range(6):
        table.ctl.execute(bot.choose(table.ctl.game))
    app.key("z", ctrl=True)
    if app.top.name == "confirm":
        app.key("return")
    assert len(table.ctl.game.commands) == 5
    undone = [e for e in table.ctl.log if e.kind == "undone"]
    assert len(undone) == 1 and not INTERNAL.search(undone[0].text), undone[0].text
    assert command_numbers(table.ctl.log) == [1, 2, 3, 4, 5]
    table.ctl.execute(bot.choose(table.ctl.game))
    assert command_numbers(table.ctl.log) == [1, 2, 3, 4, 5, 6]


def test_continue_rebuilds_the_log(home):
    game = Game.new(seed=4)
    app = App(game=game)
    table = app.top
    bot = GreedyBot()
    for _ in range(8):
        table.ctl.execute(bot.choose(game))
    before = [e.text for e in table.ctl.log]
    again = App(game=Game.from_text(game.to_text()))
    after = [e.text for e in again.top.ctl.log]
    assert after[: len(before)] == before
    assert len(after) == len(before) + 1  # plus "Continued (commands played: 8)."
