"""The idle benchmark runs the real start and measures speech on and off by turns."""

from __future__ import annotations

import re
import subprocess
import sys


def test_the_idle_benchmark_measures_speech_on_and_off(tmp_path):
    env = {
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "HOME": str(tmp_path),
        "PATH": "/usr/bin:/bin",
    }
    argv = ["--warmup", "1", "--seconds", "2", "--window", "0.25", "--spin", "2"]
    done = subprocess.run(
        [sys.executable, "-m", "jongrogue.bench", "idle", *argv],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert re.search(r"idle table, speech on / off: \d+\.\d{3}x \(90 % interval", out), out
    polls = re.search(r"one idle poll, speech on / off: ([\d.]+) / ([\d.]+) us", out)
    assert polls and float(polls[1]) > 0 and float(polls[2]) > 0, out
    assert re.search(r"so speech adds [+-]\d+\.\d{4} % of a core", out), out
    assert "4 pairs of 0.25 s" in out  # 2 s in windows of 0.25 s: four on, four off
