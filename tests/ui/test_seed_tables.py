"""The seed's probability table, shown as the seed prints it (truncated: 55.555 %, not 55.6 %)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from fractions import Fraction  # noqa: E402

from jongrogue.engine.views.odds import ideal_odds  # noqa: E402
from jongrogue.ui.board.common import seed_pct  # noqa: E402
from tests.seed_file import probability_rows, seed_text  # noqa: E402


def test_seed_pct_reproduces_every_row_of_the_seeds_probability_table():
    rows = probability_rows(seed_text())
    assert len(rows["2d9>="]) == 17 and len(rows["1d9>="]) == 9
    for n, shown in rows["2d9>="]:
        assert seed_pct(ideal_odds(2, n)) == shown, n
    for n, shown in rows["2d9="]:
        assert seed_pct(ideal_odds(2, n) - ideal_odds(2, n + 1)) == shown, n
    for n, shown in rows["1d9>="]:
        assert seed_pct(ideal_odds(1, n)) == shown, n


def test_seed_pct_truncates():
    assert seed_pct(Fraction(5, 9)) == "55.555%"
    assert seed_pct(Fraction(75, 81)) == "92.592%"  # rounding would give 92.593
    assert seed_pct(1) == "100%" and seed_pct(0) == "0%"
