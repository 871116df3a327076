"""Probability tables of the seed (spec §9.1) and exact odds from the wall."""

import math
from fractions import Fraction

from jongrogue.engine import Game, ideal_odds
from jongrogue.engine.views.odds import exact_odds, ideal_exact
from tests.engine.helpers import rig

# Verbatim from the seed (§9.1): N, 2d9=N, 2d9>=N
SEED_2D9 = [
    (2, "1.234", "100"),
    (3, "2.469", "98.765"),
    (4, "3.703", "96.296"),
    (5, "4.938", "92.592"),
    (6, "6.172", "87.654"),
    (7, "7.407", "81.481"),
    (8, "8.641", "74.074"),
    (9, "9.876", "65.432"),
    (10, "11.111", "55.555"),
    (11, "9.876", "44.444"),
    (12, "8.641", "34.567"),
    (13, "7.407", "25.925"),
    (14, "6.172", "18.518"),
    (15, "4.938", "12.345"),
    (16, "3.703", "7.407"),
    (17, "2.469", "3.703"),
    (18, "1.234", "1.234"),
]
SEED_1D9 = [
    (1, "100"),
    (2, "88.888"),
    (3, "77.777"),
    (4, "66.666"),
    (5, "55.555"),
    (6, "44.444"),
    (7, "33.333"),
    (8, "22.222"),
    (9, "11.111"),
]


def printed(p: Fraction, digits: str) -> bool:
    """The seed truncates to the printed number of decimals."""
    decimals = len(digits.split(".")[1]) if "." in digits else 0
    value = p * 100
    return math.floor(value * 10**decimals) == round(Fraction(digits) * 10**decimals)


def test_ideal_2d9_tables():
    for n, exact, at_least in SEED_2D9:
        assert printed(ideal_exact(2, n), exact), n
        assert printed(ideal_odds(2, n), at_least), n


def test_ideal_1d9_table():
    for n, at_least in SEED_1D9:
        assert printed(ideal_odds(1, n), at_least), n


def test_targets_outside_range():
    assert ideal_odds(2, 1) == 1 and ideal_odds(2, 19) == 0 and ideal_odds(1, 10) == 0


def test_exact_odds_small_wall():
    g = Game.new(seed=1)
    # after a reshuffle the face-down slots keep their old group: the wall's group is the wall
    rig(g, wall=("m1", "p5", "s9"), discard=("m2",) * 0, reshuffles=1)
    assert g.knowledge().wall_exact
    # 1d9 >= 5: two of three tiles
    assert g.odds(1, 5) == 2 / 3
    # 2d9 >= 10 without replacement: pairs (1,5)=6 (1,9)=10 (5,9)=14 -> 2 of 3 unordered pairs
    assert abs(g.odds(2, 10) - 2 / 3) < 1e-12
    assert g.odds(2, 15) == 0


def test_exact_odds_across_reshuffle():
    # one tile left: the second tile comes from the reshuffled discard pile
    assert exact_odds(("m9",), ("p1", "p9"), 2, 18) == Fraction(1, 2)
