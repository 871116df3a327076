"""Asleep in a fight, the status bar said "Fight or flee" while the bar offered only Fight: it
says that the PC is asleep too, in both languages."""

from __future__ import annotations

import pytest

from jongrogue.engine import Game
from jongrogue.sim.bot import GreedyBot
from tests.engine.helpers import rig_pc
from tests.ui.playflow_app import App, home  # noqa: F401


def _fight_or_flee() -> Game:
    g, bot = Game.new(3), GreedyBot()
    while g.state.context != "choice":
        g.execute(bot.choose(g))
    return g


@pytest.mark.parametrize("lang, word", [("en", "asleep"), ("ja", "睡眠中")])
def test_the_status_says_asleep_in_a_fight(home, lang, word):
    g = _fight_or_flee()
    app = App(lang=lang, game=g)
    awake = app.top.context_label()
    assert word not in awake
    rig_pc(g, states=("asleep",))
    app.top.ctl.change += 1  # (the view is cached by change)
    assert app.top.context_label() == app.ctx.t("table.context_asleep", context=awake)
