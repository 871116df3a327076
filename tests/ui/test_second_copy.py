"""A second running copy is refused before anything is moved. The first copy is a
real process (``jongrogue --new-game 8``, holding the instance lock on the autosave); the
second is driven here through real events and tries every way that starts, resumes, branches
or replaces a run: New game, Continue, Daily run, History → Resume, History → Replay → Play
from here, Open file… → Play from here, a dropped file → Play from here, and the tutorial. Each
way says the run is open in another copy; the saves folder stays byte for byte as it was, and
the first copy's journal verifies."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from jongrogue.runfiles.history import History
from jongrogue.runfiles.record import row_for
from jongrogue.storage import paths
from jongrogue.storage.instance_lock import autosave_lock
from tests.ui.run_life import App, saves, started_game

ROOT = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(os.name != "posix", reason="stops the first copy with SIGTERM")


@pytest.fixture
def shared_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("JONGROGUE_HOME", str(home))
    yield home
    autosave_lock().release()


def first_copy(home: Path) -> subprocess.Popen:
    env = dict(
        os.environ,
        JONGROGUE_HOME=str(home),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYTHONPATH=str(ROOT),
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "jongrogue", "--new-game", "8"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 90
    while not paths.has_autosave():
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "the first copy never saved its run"
        time.sleep(0.1)
    time.sleep(0.5)
    return proc


def refused(app: App, way: str) -> None:
    # Continue names the run as open elsewhere; anything else (a new game, a History row's
    # Resume …) names the other copy's run as the one in the way, not the run asked for
    titles = (app.ctx.t("launch.in_use_title"), app.ctx.t("launch.busy_title"))
    assert app.top.name == "message" and app.top.title in titles, (way, app.names())
    if way != "continue":
        assert app.top.title == titles[1], way
    assert str(paths.autosave_path()) in app.top.body
    app.key("escape")


def back_to_title(app: App) -> None:
    while app.names() != ["title"]:
        app.key("escape")
        if app.top.name == "confirm":  # (the title's own Quit question)
            app.key("escape")


@posix_only
def test_a_second_copy_is_refused_by_every_way_and_moves_nothing(shared_home):
    paths.saves_dir()
    unfinished = started_game(seed=3, n=8)  # a resumable run in History
    kept = paths.saves_dir() / "20261201-120000-abandoned.jrlog"
    unfinished.save(kept)
    assert History().record_run(row_for(unfinished, kept)) is None
    proc = first_copy(shared_home)
    try:
        before = saves()
        assert set(before) == {"current.jrlog", kept.name}
        app = App()
        app.press("new_game")
        refused(app, "new game")
        app.press("continue")
        refused(app, "continue")
        app.press("daily")
        refused(app, "daily run")
        app.press("history")
        assert (
            app.names() == ["title", "history"] and app.top.selected_row["result"] == "unfinished"
        )
        app.press("resume")
        refused(app, "history resume")
        app.press("replay")
        assert app.names() == ["title", "history", "replay"]
        app.key("right")
        app.press("branch")
        refused(app, "play from here")
        app.key("escape")
        app.press("open_file")
        field = app.widget("path")
        field.set_text("")
        app.step(pygame.event.Event(pygame.TEXTINPUT, text=str(kept)))
        app.key("return")
        assert app.names() == ["title", "history", "replay"]
        app.press("branch")
        refused(app, "open file, play from here")
        back_to_title(app)
        app.step(pygame.event.Event(pygame.DROPFILE, file=str(kept)))
        assert app.names() == ["title", "replay"]
        app.press("branch")
        refused(app, "dropped file, play from here")
        back_to_title(app)
        app.press("tutorial")  # the tutorial never touches the autosave
        assert app.names() == ["title", "tutorial"]
        app.key("escape")
        app.press("save_quit")
        assert app.names() == ["title"]
        assert saves() == before  # nothing moved, archived or replaced
        assert [r["result"] for r in app.ctx.history.rows()] == ["unfinished"]
    finally:
        proc.send_signal(signal.SIGTERM)
        rc = proc.wait(timeout=30)
    assert rc == 0
    check = subprocess.run(
        [sys.executable, "-m", "jongrogue", "verify", str(paths.autosave_path())],
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert check.returncode == 0 and check.stdout.startswith("VALID"), check
    assert saves() == before
