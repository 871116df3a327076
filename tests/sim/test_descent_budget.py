"""tools/descent_budget.py: where the last floors down spend the draws, and what the draws
brought to the Amulet's depth are worth."""

from __future__ import annotations

from collections import Counter

from tests.build_script import load_script


def test_the_report_counts_runs_that_got_there_and_bands_the_draws_left():
    budget = load_script("descent_budget")
    runs = [
        (True, 750, Counter({"fights": 100, "walking between rooms": 50}), 200, 14, (12, 1.0)),
        (False, 250, Counter({"fights": 300}), 100, 13, (10, 0.5)),
        (False, None, Counter({"fights": 900}), 0, 11, None),
    ]  # died before floor 13: not counted
    lines = budget.report(runs)
    assert lines[0] == "3 runs, 1 victories, mean deepest 12.67; 2 reached the Amulet's depth"
    assert lines[1] == (
        "draws spent on the way (fights 200.0, walking between rooms 25.0); gained 150.0; "
        "left on arrival 500.0; level 11.00, HP share 0.75 on arrival"
    )
    assert lines[2] == "0-300 draws left on arrival: 0 victories of 1 (0 %)"
    assert lines[5] == "700-10000 draws left on arrival: 1 victories of 1 (100 %)"


def test_a_descent_is_played_to_its_end_and_counted_until_the_amulets_depth():
    budget = load_script("descent_budget")
    state = next(
        s
        for s in map(budget.collect, [(seed, "11") for seed in range(450000, 450200)])
        if s is not None
    )
    won, arrived, spent, gained, deepest, pc = budget.descend((state, 0, "planner"))
    assert state.pc.floor >= 11 and not state.pc.has_amulet
    assert arrived is not None or not won  # no victory without the Amulet's depth
    assert deepest >= state.pc.floor and (arrived is None) == (deepest < 13) == (pc is None)
    assert pc is None or (pc[0] >= state.pc.level and 0 < pc[1] <= 1)
    assert arrived is None or arrived > 0
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
    # The same table, the same run.
    assert budget.descend((state, 0, "planner")) == (won, arrived, spent, gained, deepest, pc)
