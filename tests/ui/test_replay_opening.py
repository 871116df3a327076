"""A replay starts as the table did: the run's opening (the floor laid out, the start room's
draw, what turned up and whether it sleeps) is in its log at step 0, in the table's words, and
said when the replay goes back to the start; a run whose header cannot deal it again still
replays."""

from __future__ import annotations

import pytest

from jongrogue.engine import Game
from jongrogue.sim.bot import GreedyBot
from jongrogue.ui.replay.log import opening_of
from jongrogue.ui.scenes import registry
from tests.ui.playflow_app import App, home  # noqa: F401


def _opening(entries) -> list[str]:
    return [e.text for e in entries if e.kind != "command"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_replay_at_its_start_shows_the_tables_opening(home, lang):
    app = App(lang=lang, game=Game.new(5))
    table_lines = _opening(app.top.ctl.log)
    assert table_lines, "the table logs its opening"
    game, bot = app.top.ctl.game, GreedyBot()
    for _ in range(6):
        app.top.ctl.execute(bot.choose(game))
    replay = registry.make("replay", app.ctx, game, position=0, source=None)
    assert _opening(replay.log.entries(app.ctx, 0)) == table_lines


def test_a_header_that_cannot_deal_the_opening_gives_none():
    game = Game.new(5)
    game.header = {k: v for k, v in game.header.items() if k != "seed"}
    assert opening_of(game) == []
