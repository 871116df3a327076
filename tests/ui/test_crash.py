"""Crash reports and the warning log: an error nobody catches, in the window's main loop (the real
entry points, as separate processes), a CLI command, a screenshot or before ``main`` runs (the
frozen launcher), leaves a report in the log folder and a non-zero exit code; the autosave stays
whole; warnings go to ``jongrogue.log`` beside it."""

from __future__ import annotations

import logging
import os
import sqlite3
import subprocess
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

import pygame
import pytest

from jongrogue import __version__, app, cli
from jongrogue.game import Game
from jongrogue.runfiles.history import History
from jongrogue.storage import applog, aside, paths
from jongrogue.storage.settings import Settings
from jongrogue.ui import headless
from jongrogue.ui.context import AppContext
from jongrogue.ui.controller import GameController

ROOT = Path(__file__).resolve().parents[2]
LAUNCHER = ROOT / "build_scripts" / "launcher.py"


@pytest.fixture(autouse=True)
def pygame_again():
    yield
    pygame.init()  # main() quits pygame when it ends


@pytest.fixture
def home(tmp_path, monkeypatch):
    """The portable override: data, config and logs under one folder on every platform."""
    monkeypatch.setenv("JONGROGUE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def run(args, home, **kw):
    env = dict(
        os.environ,
        JONGROGUE_HOME=str(home),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYTHONPATH=str(ROOT),
    )
    return subprocess.run(
        [sys.executable, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        **kw,
    )


def reports(home) -> list[Path]:
    return sorted((home / "logs").glob("crash-*.txt"))


@pytest.mark.parametrize(
    "entry", [["-m", "jongrogue"], [str(LAUNCHER)]], ids=["module", "launcher"]
)
def test_a_crash_in_the_running_main_loop_leaves_a_report_and_the_runs_intact(home, entry):
    saved = run(entry + ["--selftest-save", "--seed", "3", "--after", "30"], home)
    assert saved.returncode == 0, saved.stderr
    crashed = run(entry + ["--new-game", "4", "--selftest-crash", "--lang", "en"], home)
    assert crashed.returncode == 1
    [report] = reports(home)
    text = report.read_text(encoding="utf-8")
    current = home / "data" / "saves" / "current.jrlog"
    assert f"JongRogue Digital {__version__}" in text and "pygame-ce" in text and "python:" in text
    assert f"journal: {current}" in text
    assert "SelfTestCrash" in text and "after_frame" in text  # raised in AppLoop.run
    assert "scene table" in text.split("last log lines:")[1]
    assert str(report) in crashed.stderr
    # the journal of the run on the table loads, and so does the run it replaced
    assert Game.load(current).header["seed"] == 4
    [archived] = [p for p in (home / "data" / "saves").glob("*.jrlog") if p != current]
    assert len(Game.load(archived).commands) == 30
    assert "crashed: SelfTestCrash" in (home / "logs" / applog.LOG_NAME).read_text(encoding="utf-8")


def test_an_error_before_main_runs_in_the_frozen_launcher_leaves_a_report(home):
    # the build left jongrogue.app out: the import in the launcher fails
    code = (
        f"import runpy, sys; sys.argv = [{str(LAUNCHER)!r}]; sys.modules['jongrogue.app'] = None; "
        f"runpy.run_path({str(LAUNCHER)!r}, run_name='__main__')"
    )
    out = run(["-c", code], home)
    assert out.returncode == 1
    [report] = reports(home)
    halted = "import of jongrogue.app halted"
    assert halted in report.read_text(encoding="utf-8") and halted in out.stderr


def test_a_crash_in_a_cli_command_or_a_screenshot_leaves_a_report(home, monkeypatch, capsys):
    def boom(*_a):
        raise ZeroDivisionError("in a command")

    monkeypatch.setattr(cli, "main", boom)
    assert app.main(["verify", "some.jrlog"]) == 1
    monkeypatch.setattr(headless, "screenshot", boom)
    assert app.main(["--screenshot", str(home / "x.png")]) == 1
    texts = [r.read_text(encoding="utf-8") for r in reports(home)]
    assert len(texts) == 2 and all("ZeroDivisionError: in a command" in t for t in texts)
    assert [t for t in texts if "verify some.jrlog" in t] and [
        t for t in texts if "--screenshot" in t
    ]
    err = capsys.readouterr().err
    assert all(str(r) in err for r in reports(home))


def test_no_report_folder_still_exits_non_zero_with_a_message(home, monkeypatch, capsys):
    home.mkdir()
    (home / "logs").write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setattr(cli, "main", lambda argv: 1 / 0)
    assert app.main(["daily"]) == 1
    assert "crash report could not be written" in capsys.readouterr().err


def test_warnings_go_to_the_rotating_log_in_the_log_folder(home, tmp_path, caplog):
    applog.setup()
    damaged = tmp_path / "settings.json"
    damaged.write_text("{", encoding="utf-8")
    assert aside.move_aside(damaged, "invalid") is not None
    with caplog.at_level(logging.WARNING, logger="jongrogue"):
        db = tmp_path / "locked" / "history.sqlite3"
        row = {"seed": 1, "ruleset": "ez", "result": "game_over"}
        assert History(db).record_run(row) is None
        holder = sqlite3.connect(str(db))
        holder.execute("BEGIN EXCLUSIVE")  # another copy mid-write: the row waits
        try:
            History(db).record_run(dict(row, seed=2))
        finally:
            holder.rollback()
            holder.close()
    text = (paths.log_dir(create=False) / applog.LOG_NAME).read_text(encoding="utf-8")
    assert f"{damaged} set aside (invalid) as settings.json.invalid" in text
    assert "history row of seed 2 queued" in text
    assert any("queued" in r.getMessage() for r in caplog.records)
    rotating = next(
        h.file for h in logging.getLogger("jongrogue").handlers if getattr(h, "file", None)
    )
    assert isinstance(rotating, RotatingFileHandler)
    assert rotating.maxBytes == applog.LOG_BYTES and rotating.backupCount == applog.LOG_BACKUPS


def test_a_failed_autosave_is_logged_once(tmp_path, caplog):
    ctx = AppContext(
        Settings(language="en", sound=False), persist=False, history=History(tmp_path / "h.sqlite3")
    )
    game = Game.new(seed=2)
    (tmp_path / "a-file").write_text("not a folder", encoding="utf-8")
    ctl = GameController(ctx, game, tmp_path / "a-file" / "run.jrlog")
    with caplog.at_level(logging.WARNING, logger="jongrogue"):
        for _ in range(3):
            ctl.execute(game.legal_commands()[0])
    failed = [r for r in caplog.records if "autosave" in r.getMessage()]
    assert ctl.save_failed and len(failed) == 1 and "a-file" in failed[0].getMessage()
