"""tools/plan_bench.py: saved positions replayed by several bots on the same redealt tables."""

from __future__ import annotations

import yaml

from jongrogue.data import load_table
from jongrogue.sim.advisor_player import AdvisorPlayer
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.planner import Planner
from jongrogue.sim.value import Value
from tests.build_script import load_script


def load():
    return load_script("plan_bench")


def test_bot_specs_set_the_knobs():
    bench = load()
    assert type(bench.make_bot("greedy")) is GreedyBot
    plan = bench.make_bot("planner:deep_tiles=400:deep_from=5:rest_below=0.5")
    assert isinstance(plan, Planner) and (plan.deep_tiles, plan.deep_from, plan.rest_below) == (
        400,
        5,
        0.5,
    )


def test_positions_at_the_mark_and_replays_that_repeat():
    bench = load()
    state = next(
        s for s in map(bench.collect, [(seed, "3") for seed in range(5000, 5010)]) if s is not None
    )
    assert state.pc.floor >= 3 and state.context == "explore" and not state.pc.has_amulet
    # The same position and table give the same end; above floor 10 the plan is the greedy bot.
    greedy = bench.finish((state, 0, "greedy"))
    assert greedy == bench.finish((state, 0, "greedy"))
    if greedy[1] < 10:
        assert bench.finish((state, 0, "planner")) == greedy


def test_the_command_line_prints_a_line_per_bot(capsys):
    bench = load()
    assert (
        bench.main(
            [
                "--at",
                "2",
                "--games",
                "4",
                "--seed0",
                "5000",
                "--redeals",
                "1",
                "--jobs",
                "1",
                "greedy",
                "planner",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith("positions at 2 from 4 greedy games (seed 5000), 1 redealt tables each")
    assert (
        out[1].startswith("greedy: ")
        and out[2].startswith("planner: ")
        and "victories of" in out[2]
    )


def test_an_advisor_spec_sets_the_worth_of_a_victory_and_nothing_else():
    bench = load()
    shipped, probe = bench.make_bot("advisor"), bench.make_bot("advisor:victory=18")
    assert isinstance(shipped, AdvisorPlayer) and shipped.value is None
    assert probe.value.victory == 18.0 and isinstance(probe.bot, Planner)
    model = Value(bench.RULES)
    assert (
        probe.value.down == model.down and probe.value.climb == model.climb and model.victory == 6.0
    )


def test_an_advisor_spec_reads_another_value_model_file(tmp_path):
    bench = load()
    other = dict(load_table("advisor_value"), victory=12.0)
    other["weights"] = {n: w / 2 for n, w in other["weights"].items()}
    path = tmp_path / "other.yaml"
    path.write_text(yaml.safe_dump(other, sort_keys=False), encoding="utf-8")
    probe = bench.make_bot(f"advisor:model={path}")
    assert probe.value.victory == 12.0 and probe.value.down == Value(bench.RULES, other).down
    assert bench.make_bot(f"advisor:model={path}:victory=20").value.victory == 20.0
