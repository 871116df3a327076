"""kill -9 at every write step of a run's end, an abandon and a Continue: no History row is ever
ahead of its journal (before anything heals it), and after the next start History's rows are
the archived journals exactly — no ghost, no duplicate, none missing — and stay so once the run
is continued to its end. The kills are real (``kill_child.py`` sends itself SIGKILL)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from jongrogue.engine import Options
from jongrogue.game import Game
from jongrogue.runfiles.history import History
from jongrogue.runfiles.rebuild import journal_rows
from jongrogue.runfiles.summary import TERMINAL
from jongrogue.sim.bot import GreedyBot
from jongrogue.storage import history_db, paths

ROOT = Path(__file__).resolve().parents[2]


def _played(until) -> Game:
    game = Game.new(seed=6, options=Options(mode="practice"), created="2026-12-01T10:00:00")
    bot = GreedyBot()
    while not until(game):
        game.execute(bot.choose(game))
    return game


GAMES = {
    "end": lambda: _played(lambda g: g.state.context == "dead"),
    "abandon": lambda: _played(lambda g: len(g.commands) >= 6),
    "continue": lambda: _played(lambda g: g.view()["context"] in TERMINAL),
}


@pytest.fixture(scope="module")
def journals():
    return {name: make().to_text() for name, make in GAMES.items()}


def _prepare(home: Path, text: str, monkeypatch) -> None:
    monkeypatch.setenv("JONGROGUE_HOME", str(home))
    paths.saves_dir().joinpath("current.jrlog").write_text(text, encoding="utf-8")


def _child(home: Path, scenario: str, kill_at: int) -> subprocess.CompletedProcess:
    env = dict(os.environ, JONGROGUE_HOME=str(home), SDL_VIDEODRIVER="dummy")
    env["SDL_AUDIODRIVER"] = "dummy"
    return subprocess.run(
        [sys.executable, "-m", "tests.reliability.kill_child", scenario, str(kill_at)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def _projected() -> dict:
    return {p["key"]: p for p in journal_rows(paths.saves_dir(create=False))}


def _stored_rows() -> list[dict]:
    path = paths.history_path()
    if not path.exists():
        return []
    con = sqlite3.connect(str(path))  # as the next start opens it (a killed writer rolled back)
    try:
        return history_db.read_rows(con)
    finally:
        con.close()


def _no_ghost(where: str) -> None:
    """Before anything heals History: each stored row is the run one of the journals holds."""
    journals = _projected()
    ghosts = [(r["result"], r["score"]) for r in _stored_rows() if r["key"] not in journals]
    assert ghosts == [], where


def _rows_are_the_journals(where: str) -> None:
    """The next start (the title reconciles History): its rows are the journals exactly."""
    history = History()
    history.reconcile()
    rows = history.rows()
    journals = _projected()
    assert sorted(r["key"] for r in rows) == sorted(journals), where
    for row in rows:
        p = journals[row["key"]]
        assert (row["result"], row["journal"]) == (p["result"], p["journal"]), where
    assert history.problem is None, where


@pytest.mark.parametrize("scenario", sorted(GAMES))
def test_a_kill_at_every_write_step_leaves_history_equal_to_the_journals(
    scenario, journals, tmp_path, monkeypatch
):
    _prepare(tmp_path / "whole", journals[scenario], monkeypatch)
    whole = _child(tmp_path / "whole", scenario, 0)
    assert whole.returncode == 0, whole.stderr
    steps = int(whole.stdout.split()[-1])
    assert steps >= 4  # journal, History, archive: each step is one
    for kill_at in range(1, steps + 1):
        home = tmp_path / f"kill{kill_at}"
        _prepare(home, journals[scenario], monkeypatch)
        killed = _child(home, scenario, kill_at)
        where = f"{scenario}, killed at step {kill_at} of {steps}"
        assert killed.returncode == -9, f"{where}: {killed.stderr[-2000:]}"
        _no_ghost(where)
        _rows_are_the_journals(where)
        finish = _child(home, "finish", 0)  # Continue: the run played to its end
        assert finish.returncode == 0, finish.stderr[-2000:]
        _rows_are_the_journals(f"{where}, then continued")
        runs = [r for r in History().rows() if r["started"] == "2026-12-01T10:00:00"]
        assert len(runs) == 1, where  # the run once, whatever became of it
