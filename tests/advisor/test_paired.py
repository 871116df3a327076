"""The advisor's honesty arithmetic: intervals that never collapse, paired differences that
call a few lucky tables noise, and a race that spends its rollouts where moves are close."""

from __future__ import annotations

import math
import random

from jongrogue.sim.advisor_settings import AdvisorSettings
from jongrogue.sim.paired import MIN_DIFFER, MIN_TABLES, Paired, interval
from jongrogue.sim.race import Race


def test_the_interval_of_a_mean_narrows_with_tables_and_needs_two():
    lo, hi = interval([6.0, 8.0])
    assert lo < 7.0 < hi and hi - lo > 8  # two tables say little (t with 1 df)
    many = [6.0, 8.0] * 16
    assert interval(many)[1] - interval(many)[0] < 1.5
    assert interval([7.0]) == (-math.inf, math.inf) and interval([5.0, 5.0]) == (5.0, 5.0)


def test_one_lucky_table_is_noise_and_a_steady_difference_is_not():
    lucky = Paired.of([9.0] + [6.0] * 15, [6.0] * 16)  # one table of sixteen went 3 floors better
    assert lucky.diff == 3 / 16 and lucky.differ == 1 and not lucky.better()
    lo, hi = lucky.interval()
    assert lo < 0 < hi
    mine, other = [7.0, 7.5, 7.2, 7.9, 6.8, 7.4, 7.1, 7.3], [6.5, 6.6, 6.9, 7.0, 6.0, 6.7, 6.8, 6.6]
    steady = Paired.of(mine, other)
    assert steady.better() and steady.interval()[0] > 0 and not Paired.of(other, mine).better()
    assert not Paired.of(mine[: MIN_TABLES - 1], other[: MIN_TABLES - 1]).better()  # too few tables
    assert not Paired.of([x + 0.05 for x in other], other).better()  # too small to follow
    assert not Paired.of(
        [7.0] * (MIN_DIFFER - 1) + [6.0] * 8, [6.0] * (MIN_DIFFER + 7)
    ).better()  # too few differ
    noisy = Paired.of([9.0, 5.0, 9.0, 5.0, 8.0, 4.0], [6.0] * 6)
    assert noisy.diff > 0 and not noisy.better()
    assert Paired.of([], []) == Paired(0, 0.0, 0.0)


def feed(race: Race, results) -> None:
    """Play the race with fixed outcomes: results[move](table index) -> its value."""
    while not race.finished:
        for i, tables in race.wanted().items():
            race.add(i, [results[i](k) for k in tables])


def test_race_drops_a_clearly_worse_move_after_the_first_round():
    race = Race(2, AdvisorSettings(rollouts=64, first=8, budget=1000))
    feed(race, [lambda k: 8.0 + k % 2, lambda k: 5.0 + k % 3])
    assert race.alive == [0] and [len(o) for o in race.outcomes] == [8, 8]


def test_race_stops_where_moves_cannot_be_told_apart():
    race = Race(3, AdvisorSettings(rollouts=64, first=8, budget=1000))
    feed(race, [lambda k: 6.0 + k % 2] * 3)
    assert race.spent == 24 and len(race.alive) == 3


def test_race_spends_more_on_close_moves_within_its_budget():
    close = [lambda k: 6.0 + (k % 3 != 0), lambda k: 6.0 + (k % 4 != 0)]
    race = Race(2, AdvisorSettings(rollouts=64, first=8, budget=1000))
    feed(race, close)
    assert [len(o) for o in race.outcomes] == [64, 64]
    capped = Race(2, AdvisorSettings(rollouts=64, first=8, budget=40))
    feed(capped, close)
    assert capped.spent <= 40 and [len(o) for o in capped.outcomes] == [16, 16]


def _noisy(seed: int, gain: float):
    """Three moves over 128 tables: move 0 leads move 1 by `gain` under noise, move 2 is move 0
    give or take a rounding (about equal to the leader, nothing to settle)."""
    rng = random.Random(seed)
    base = [6.0 + rng.gauss(0, 1) for _ in range(128)]
    own = [b + rng.gauss(0, 1) for b in base]
    return [
        lambda k: base[k] + gain,
        lambda k: own[k],
        lambda k: base[k] + gain - (k % 7 == 0) * 0.01,
    ]


def test_a_close_lead_races_on_past_the_budget_with_its_rival_only():
    moves = _noisy(11, 0.3)
    plain = Race(3, AdvisorSettings(rollouts=16, first=4, budget=1000))
    feed(plain, moves)
    assert [len(o) for o in plain.outcomes] == [16, 16, 16] and not plain.stretching
    assert plain.leader() == 0 and plain.paired(0, 1).close()
    stretched = Race(3, AdvisorSettings(rollouts=16, first=4, budget=1000, stretch=128))
    feed(stretched, moves)
    assert stretched.stretching and stretched.alive[0] == 0 and 2 not in stretched.alive
    assert len(stretched.outcomes[1]) > 16 and len(stretched.outcomes[2]) == 16
    assert stretched.paired(0, 1).better()  # the tables it was given settled it


def test_a_stretch_ends_at_its_cap_or_once_the_rival_is_no_longer_close():
    for seed in range(20):
        race = Race(3, AdvisorSettings(rollouts=16, first=4, budget=1000, stretch=64))
        feed(race, _noisy(seed, 0.2))
        n = max(len(o) for o in race.outcomes)
        top = race.leader()
        rivals = [i for i in race.alive if i != top]
        assert n <= 64
        if n < 64 and race.stretching:
            assert not any(race.paired(top, i).close() for i in rivals)


def test_no_stretch_when_it_is_off_or_the_moves_are_alike():
    moves = _noisy(11, 0.3)
    off = Race(3, AdvisorSettings(rollouts=16, first=4, budget=1000, stretch=0))
    feed(off, moves)
    on = Race(3, AdvisorSettings(rollouts=16, first=4, budget=1000))
    feed(on, moves)
    assert off.outcomes == on.outcomes and not off.stretching
    alike = Race(2, AdvisorSettings(rollouts=16, first=4, budget=1000, stretch=64))
    feed(alike, [lambda k: 6.0 + k % 2] * 2)
    assert not alike.stretching and alike.spent == 8
