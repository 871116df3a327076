"""Every research tool in tools/ starts (its --help) and is listed in tools/README.md; the build
scripts' folder keeps only what builds, packages and renders the app."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TOOLS = sorted((ROOT / "tools").glob("*.py"))
BUILD = {
    "build.py",  # the frozen app
    "launcher.py",  # its entry point
    "render_tiles.py",  # the icons and tile art
    "screenshots.py",  # the pictures of the README and the docs
    "make_sample_history.py",  # the recorded history the stats screenshots show
    "subset_fonts.py",  # the start faces (assets/fonts)
}


@pytest.mark.parametrize("tool", TOOLS, ids=lambda p: p.name)
def test_each_tool_starts_and_is_documented(tool):
    done = subprocess.run(
        [sys.executable, str(tool), "--help"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert "usage:" in done.stdout
    assert f"`{tool.name}`" in (ROOT / "tools" / "README.md").read_text(encoding="utf-8")


def test_build_scripts_hold_only_the_build():
    assert {p.name for p in (ROOT / "build_scripts").glob("*.py")} == BUILD


@pytest.mark.parametrize("kind", ["engine", "ui", "idle", "advisor", "review", "hint"])
def test_each_benchmark_starts(kind):
    done = subprocess.run(
        [sys.executable, "-m", "jongrogue.bench", kind, "--help"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    assert f"python -m jongrogue.bench {kind}" in done.stdout


def test_the_ui_benchmark_prints_only_figures_it_measured(monkeypatch):
    """A short run has no command frames: it says nothing of them rather than "nanx"."""
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    done = subprocess.run(
        [sys.executable, "-m", "jongrogue.bench", "ui"]
        + ["--frames", "20", "--after", "5", "--skip-startup"],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    assert "speech on / off" in done.stdout and "nan" not in done.stdout.lower()
