"""``python -m jongrogue.bench hint --window`` measures in a real window (Xvfb) from real key
presses (xdotool): each Hint's answer reaches the screen, the first with the pool cold. Skips
without Xvfb and xdotool; without a display the benchmark says why and exits 2."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

import pytest

from tests.ui.test_window_xvfb import ROOT, start_xvfb, stop


def _bench(env) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "jongrogue.bench", "hint", "--window", "--hints", "2"],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )


def _env(**extra) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_VIDEO", "DISPLAY"))}
    env.update(SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1", **extra)
    return env


@pytest.mark.skipif(
    not (shutil.which("Xvfb") and shutil.which("xdotool")), reason="needs Xvfb and xdotool"
)
def test_the_hint_is_timed_from_a_real_key_to_a_real_window():
    xvfb = None
    try:
        xvfb, display = start_xvfb()
        done = _bench(_env(DISPLAY=display))
    finally:
        stop(xvfb)
    assert done.returncode == 0, done.stdout + done.stderr
    line = done.stdout.strip().splitlines()[-1]
    found = re.search(r"key to answer on the screen \(seed 3, 2 Hints\): cold ([0-9.]+) s", line)
    assert found and float(found[1]) > 0, line


def test_without_a_display_it_says_why():
    done = _bench(_env())
    assert done.returncode == 2 and "no X display" in done.stdout
