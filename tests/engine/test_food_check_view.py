"""The view says what the next food check will do (§6.4), from the same function the check runs,
so the wall panel's warning never disagrees with the rule."""

import pytest

from jongrogue.engine import Game
from tests.engine.helpers import rig_pc


def fresh():
    return Game.new(seed=21)


@pytest.mark.parametrize(
    "food,states,outcome",
    [(2, (), "pay"), (1, ("hungry",), "pay"), (0, (), "hungry"), (0, ("hungry",), "starve")],
)
def test_view_names_the_next_food_check(food, states, outcome):
    g = fresh()
    rig_pc(g, food=food, states=states)
    assert g.view()["wall"]["food_check"] == outcome
