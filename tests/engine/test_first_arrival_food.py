"""The designed rule food.first_arrival (docs/BALANCE.md): the first time the PC reaches a floor
it gains that many food points (capped at food.max; a hungry PC eats one at once). Going back
to a floor number already reached gives nothing, and 0 turns the rule off."""

from dataclasses import replace
from types import MappingProxyType

import pytest

from jongrogue.data import load_rules
from jongrogue.engine import cmd
from jongrogue.engine.core.model import in_room
from tests.engine.helpers import rig_pc
from tests.engine.test_legal_table import fresh


def _rules(first_arrival: int):
    base = load_rules()
    food = MappingProxyType({**base.params["food"], "first_arrival": first_arrival})
    return replace(base, params=MappingProxyType({**base.params, "food": food}))


def _at_stairs(points: int, **pc):
    g = fresh()
    g.rules = _rules(points)  # the run's rule tables (as Game.new(rules=...) sets them)
    stairs = next(
        r for r in range(1, 10) if any(t in ("pR", "sR") for t in g.state.floor.dungeon[r - 1])
    )
    rig_pc(g, position=in_room(stairs), **pc)
    return g


@pytest.mark.parametrize(
    "points, food, hungry, after, still_hungry",
    [
        (1, 3, False, 4, False),
        (2, 3, False, 5, False),
        (1, 0, True, 0, False),  # hungry: the point is eaten at once, hunger ends
        (2, 0, True, 1, False),
        (0, 3, False, 3, False),  # 0 = the rule is off
        (0, 0, True, 0, True),
    ],
)
def test_first_arrival_gives_food(points, food, hungry, after, still_hungry):
    g = _at_stairs(points, food=food, states=("hungry",) if hungry else ())
    g.execute(cmd("use_stairs"))
    pc = g.state.pc
    assert (pc.floor, pc.deepest) == (2, 2)
    assert pc.food == after and pc.has("hungry") == still_hungry
    gains = [e for e in g.last_events if e.kind == "pc" and e.get("reason") == "first_arrival"]
    assert bool(gains) == (points > 0)


def test_first_arrival_food_is_capped_at_food_max():
    top = load_rules().params["food"]["max"]
    g = _at_stairs(1, food=top)
    g.execute(cmd("use_stairs"))
    assert g.state.pc.food == top


def test_a_floor_already_reached_gives_nothing():
    g = _at_stairs(2, food=3, deepest=4)
    g.execute(cmd("use_stairs"))
    assert (g.state.pc.floor, g.state.pc.deepest, g.state.pc.food) == (2, 4, 3)


def test_params_hold_one_value_per_number():
    assert "start" not in load_rules().params["food"]  # the starting food is start.food only
