"""The morgue's floor table agrees with itself: every monster killed on a floor was met there —
the start room's encounter (dealt before the first command) and wandering or created monsters
(placed straight into a free slot) count as met."""

from __future__ import annotations

import pytest

from jongrogue.engine import Game
from jongrogue.runfiles.floors import floors
from jongrogue.sim import GreedyBot


@pytest.mark.parametrize("seed", [11, 461942401, 3, 7])
def test_no_floor_kills_more_monsters_than_it_met(seed):
    game, bot = Game.new(seed), GreedyBot()
    while game.state.context not in ("game_over", "victory", "dead"):
        game.execute(bot.choose(game))
    rows = floors(game)
    assert [r for r in rows if r["monsters_killed"] > r["monsters_met"]] == []
    assert sum(r["commands"] for r in rows) == len(game.commands)
    assert rows[0]["floor"] == 1 and rows[0]["monsters_met"] >= 1  # the start room's
