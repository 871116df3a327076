"""The idle benchmark runs the real start and measures speech on and off by turns."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import time

import pytest


@pytest.fixture
def own_voice(tmp_path):
    """The benchmark's speech starts a speech-dispatcher of its own home (its socket lies under
    tmp_path), which outlived the test, one for every run. It comes up a moment after the
    benchmark ends, so it is stopped for a few seconds after the test."""
    yield tmp_path
    if not (shutil.which("speech-dispatcher") and shutil.which("pkill")):
        return
    mine = ["pkill", "-f", f"socket-path {tmp_path}/"]
    for _ in range(8):
        subprocess.run(mine, check=False)
        time.sleep(0.5)


def test_the_idle_benchmark_measures_speech_on_and_off(own_voice):
    tmp_path = own_voice
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
