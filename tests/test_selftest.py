"""--selftest-hint / --selftest-review from the sources (tests/test_packaging.py runs them on the
frozen build): the table's Hint and the replay's Review answer through their worker processes,
and asking when there is nothing to ask about fails clearly."""

import json
import os
import subprocess
import sys
from pathlib import Path

from jongrogue.engine.core.commands import Command
from jongrogue.sim.plan_hint import plan_move
from jongrogue.sim.positions import plan_decision

ROOT = Path(__file__).resolve().parent.parent


def _run(*args):
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run(
        [sys.executable, "-m", "jongrogue", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_selftest_hint_prints_the_advice():
    proc = _run("--selftest-hint", "--seed", "7", "--after", "6")
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["selftest"] == "hint" and out["commands"] == 6 and len(out["advice"]) > 1
    assert {json.dumps(a["command"], sort_keys=True) for a in out["advice"]} <= {
        json.dumps(c, sort_keys=True) for c in out["legal"]
    }


def test_selftest_hint_from_the_amulets_depth_prints_the_plans_move(tmp_path):
    game = plan_decision()  # the plan's run on the Amulet's depth
    journal = tmp_path / "deep.jrlog"
    journal.write_text(game.to_text(), encoding="utf-8")
    proc = _run("--selftest-hint", "--journal", str(journal))
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["selftest"] == "hint" and out["advice"] == []
    assert Command.from_dict(out["plan"]) == plan_move(game)


def test_selftest_review_prints_the_turning_points():
    proc = _run("--selftest-review", "--seed", "7", "--after", "12")
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["selftest"] == "review" and out["commands"] == 12
    assert out["reviewed"] > 0 and len(out["marks"]) <= 3
    assert all(m["significant"] and m["drop"] > 0 for m in out["marks"])  # only significant drops


def test_selftest_hint_after_the_end_fails_clearly():
    proc = _run("--selftest-hint", "--seed", "3", "--after", "100000")
    assert proc.returncode == 2
    assert "no choice to ask the Hint about" in proc.stderr
