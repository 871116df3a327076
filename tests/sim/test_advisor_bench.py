"""``python -m jongrogue.bench.advisor``: the app's Hint path timed over a played run, by the
greedy bot or by the plan (whose run of seed 5055 reaches the Amulet's depth, where the Hint is
the plan's move)."""

from __future__ import annotations

from jongrogue.bench import advisor as advisor_bench
from jongrogue.engine import Game, Options
from jongrogue.sim import workers
from jongrogue.sim.advisor_jobs import AdviceJob, hint_job
from jongrogue.sim.plan_hint import PlanJob
from jongrogue.sim.planner import Planner
from tests.sim.test_plan_hint import CLIMB_SEED, RULES


def test_the_hint_path_is_the_plans_from_the_amulets_depth():
    g, bot = Game.new(CLIMB_SEED, Options(), rules=RULES), Planner(rules=RULES)
    kinds = set()
    for _ in range(1300):  # the planner's run reaches floor 13 at command 1,285
        if len(g.commands) in (10, 1290):
            job = hint_job(g, advisor_bench.AdvisorSettings(rollouts=4, first=4, budget=16), jobs=1)
            kinds.add(type(job))
            job.cancel()
        g.execute(bot.choose(g))
    workers.reset()
    assert kinds == {AdviceJob, PlanJob}


def test_the_bench_prints_the_percentiles_of_a_played_run(capsys):
    assert (
        advisor_bench.main(["--seed", str(CLIMB_SEED), "--player", "planner", "--decisions", "2"])
        == 0
    )
    assert "2 Hints, seed 5055: median" in capsys.readouterr().out


def test_the_bench_times_only_the_floors_asked(monkeypatch):
    """``--floors 10 12`` times the Hints of the last floors down only (where the value adds the climb's chance)."""
    asked = []
    monkeypatch.setattr(
        advisor_bench, "wall_two_processes", lambda g: asked.append(g.state.pc.floor) or 0.0
    )
    walls = advisor_bench.hint_walls(CLIMB_SEED, decisions=3, player=Planner, floors=(10, 12))
    assert len(walls) == 3 and set(asked[1:]) <= {10, 11, 12}  # asked[0]: the warm-up decision
