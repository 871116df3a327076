"""The morgue's floor table agrees with itself: every monster killed on a floor was met there —
the start room's encounter (dealt before the first command) and wandering or created monsters
(placed straight into a free slot) count as met."""

from __future__ import annotations

from pathlib import Path

import pytest

from jongrogue.engine import Game
from jongrogue.game import Game as RunFileGame
from jongrogue.runfiles.floors import floors, replay_events
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


FIXTURES = Path(__file__).parent / "fixtures"


def _hp_lost_per_floor(game: Game) -> dict[int, int]:
    """HP lost command by command over the live line, from the states alone (each command's HP
    before against the next command's)."""
    befores = [before for before, _, _ in replay_events(game)]
    lost: dict[int, int] = {}
    for before, after in zip(befores, [*befores[1:], game.state], strict=True):
        lost[before.pc.floor] = lost.get(before.pc.floor, 0) + max(0, before.pc.hp - after.pc.hp)
    return lost


@pytest.mark.parametrize(
    ("journal", "expected"),
    [
        # Rests and steps heal past the maximum and are capped back in the same command, and
        # levels are gained mid-run: none of it is damage.
        ("ez_seed919414122_floor3.jrlog", {1: 2, 2: 0, 3: 3}),
        ("ez_seed4242_starved.jrlog", {1: 7}),
    ],
)
def test_damage_taken_is_the_hp_lost_to_damage(journal, expected):
    game = RunFileGame.load(FIXTURES / journal)
    damage = {r["floor"]: r["damage_taken"] for r in floors(game)}
    assert damage == _hp_lost_per_floor(game) == expected
