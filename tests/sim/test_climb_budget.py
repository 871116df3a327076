"""tools/climb_budget.py: where the climb's draws go, and the worth of food at the pickup."""

from __future__ import annotations

from collections import Counter

from jongrogue.engine.core.commands import Command
from tests.build_script import load_script


def test_commands_are_put_down_to_their_kind():
    budget = load_script("climb_budget")
    assert budget.kind("combat_turn", Command("melee", (("slot", 1),))) == "fights"
    assert budget.kind("explore", Command("move_door_to_corridor")) == "walking between rooms"
    assert budget.kind("explore", Command("use_stairs")) == "stairs and the new floor"
    assert budget.kind("camp", Command("equip")) == "other"


def test_the_report_splits_won_and_lost_climbs_and_bands_the_food():
    budget = load_script("climb_budget")
    climbs = [
        (True, 7, 13, Counter({"fights": 650, "walking between rooms": 650})),
        (False, 1, 3, Counter({"fights": 300})),
        (False, 8, 1, Counter({"fights": 100})),
    ]
    lines = budget.report(climbs)
    assert (
        lines[0]
        == "won: 1 climbs, 13 floors, 100.0 draws a floor (fights 50.0, walking between rooms 50.0)"
    )
    assert lines[1] == "lost: 2 climbs, 4 floors, 100.0 draws a floor (fights 100.0)"
    assert lines[2] == "food 0-2 at the pickup: 0 victories of 1 (0 %)"
    assert lines[5] == "food 7-9 at the pickup: 1 victories of 2 (50 %)"


def test_a_climb_is_played_to_its_end_and_counted():
    budget = load_script("climb_budget")
    state = next(
        s
        for s in map(budget.collect, [(seed, "amulet") for seed in range(310000, 310080)])
        if s is not None
    )
    won, food, floors, spent = budget.climb((state, 0, "planner"))
    assert state.pc.has_amulet and food == state.pc.food
    assert 0 <= floors <= state.pc.floor and (floors == state.pc.floor) == won
    assert (
        set(spent)
        <= {
            "fights",
            "walking between rooms",
            "stairs and the new floor",
            "pick-ups",
            "searches",
            "rests",
            "other",
        }
        and sum(spent.values()) > 0
    )
    assert budget.climb((state, 0, "planner")) == (
        won,
        food,
        floors,
        spent,
    )  # the same table, the same climb
