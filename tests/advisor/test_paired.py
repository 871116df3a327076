"""The advisor's honesty arithmetic: intervals that never collapse, paired differences that
call two discordant tables noise, and a race that spends its rollouts where moves are close."""
from __future__ import annotations

from jongrogue.sim.advisor_settings import AdvisorSettings
from jongrogue.sim.paired import Paired, wilson
from jongrogue.sim.race import Race


def test_wilson_interval_is_wide_at_the_edges_and_narrows_with_tables():
    lo, hi = wilson(16, 16)
    assert hi == 1.0 and 0.8 < lo < 0.9                     # 16 of 16 is not a certainty
    assert wilson(0, 8)[0] == 0.0 and wilson(0, 8)[1] > 0.2
    assert wilson(32, 64)[1] - wilson(32, 64)[0] < wilson(8, 16)[1] - wilson(8, 16)[0]
    assert wilson(0, 0) == (0.0, 1.0)


def test_two_discordant_tables_of_sixteen_are_noise_and_five_are_not():
    noise = Paired(16, 2, 0)                                 # 100 % vs 88 % on the same tables
    assert not noise.better() and noise.diff == 0.125
    lo, hi = noise.interval()
    assert lo < 0 < hi
    clear = Paired(16, 5, 0)
    assert clear.better() and clear.interval()[0] > 0
    assert not Paired(16, 5, 4).better() and not Paired(16, 0, 5).better()
    assert Paired.of([True, True, False, True], [True, False, False, False]) == Paired(4, 2, 0)


def feed(race: Race, results) -> None:
    """Play the race with fixed outcomes: results[move](table index) -> won."""
    while not race.finished:
        for i, tables in race.wanted().items():
            race.add(i, [results[i](k) for k in tables])


def test_race_drops_a_clearly_worse_move_after_the_first_round():
    race = Race(2, AdvisorSettings(rollouts=64, first=8, budget=1000))
    feed(race, [lambda k: True, lambda k: False])
    assert race.alive == [0] and [len(o) for o in race.outcomes] == [8, 8]


def test_race_stops_where_moves_cannot_be_told_apart():
    race = Race(3, AdvisorSettings(rollouts=64, first=8, budget=1000))
    feed(race, [lambda k: k % 2 == 0] * 3)
    assert race.spent == 24 and len(race.alive) == 3


def test_race_spends_more_on_close_moves_within_its_budget():
    close = [lambda k: k % 3 != 0, lambda k: k % 4 != 0]
    race = Race(2, AdvisorSettings(rollouts=64, first=8, budget=1000))
    feed(race, close)
    assert [len(o) for o in race.outcomes] == [64, 64]
    capped = Race(2, AdvisorSettings(rollouts=64, first=8, budget=40))
    feed(capped, close)
    assert capped.spent <= 40 and [len(o) for o in capped.outcomes] == [16, 16]
