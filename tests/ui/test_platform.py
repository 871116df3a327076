"""Platform hardening: SIGTERM ends every mode promptly (saving first), the DPI variable is set
before pygame initialises, one running copy owns the autosave, and a kill's temp files go."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from jongrogue import app
from jongrogue.game import Game
from jongrogue.storage import paths
from jongrogue.storage.instance_lock import FileLock, autosave_lock, claim_autosave
from jongrogue.system import platform_env, sigterm

ROOT = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(os.name != "posix", reason="sends POSIX signals")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("JONGROGUE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    yield tmp_path
    autosave_lock().release()


def _term_after(monkeypatch, target, attr: str, n: int, seen: list):
    """Patch ``target.attr`` so that its n-th call sends this process a real SIGTERM first."""
    real = getattr(target, attr)

    def wrapped(self, *a, **k):
        seen.append(self)
        if len(seen) == n:
            os.kill(os.getpid(), signal.SIGTERM)
        return real(self, *a, **k)

    monkeypatch.setattr(target, attr, wrapped)


@posix_only
def test_sigterm_ends_selftest_save_after_saving(monkeypatch):
    from jongrogue.ui.controller import GameController

    seen: list = []
    _term_after(monkeypatch, GameController, "execute", 12, seen)
    before = signal.getsignal(signal.SIGTERM)
    rc = app.main(["--selftest-save", "--seed", "3", "--after", "5000"])
    assert rc == sigterm.EXIT_CODE
    assert len(seen) == 12  # stopped at once, not after 5000
    saved = Game.load(paths.autosave_path())  # a clean journal ...
    assert len(saved.commands) == len(seen[0].game.commands) >= 11  # ... with every command
    assert signal.getsignal(signal.SIGTERM) is before  # the previous handler is back


@posix_only
@pytest.mark.parametrize(
    "argv", [["--screenshot", "OUT", "--scene", "table", "--after", "5000"], ["--smoke"]]
)
def test_sigterm_ends_headless_rendering(monkeypatch, tmp_path, argv):
    from jongrogue.ui import app_loop

    seen: list = []
    _term_after(monkeypatch, app_loop.AppLoop, "step", 1, seen)
    if "--screenshot" in argv:
        from jongrogue.engine.game import Game as G

        _term_after(monkeypatch, G, "execute", 5, seen)
    out = tmp_path / "shot.png"
    rc = app.main([str(out) if a == "OUT" else a for a in argv])
    assert rc == sigterm.EXIT_CODE and not out.exists()


@posix_only
def test_sigterm_ends_the_interactive_game_and_keeps_its_journal(home):
    env = dict(
        os.environ,
        JONGROGUE_HOME=str(home / "home"),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYTHONPATH=str(ROOT),
    )
    proc = subprocess.Popen(
        [sys.executable, "-m", "jongrogue", "--new-game", "5"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    journal = home / "home" / "data" / "saves" / "current.jrlog"
    try:
        deadline = time.monotonic() + 60
        while not journal.exists() and time.monotonic() < deadline:
            assert proc.poll() is None, proc.communicate()
            time.sleep(0.1)
        time.sleep(0.5)
        proc.send_signal(signal.SIGTERM)
        rc = proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert rc == 0  # a clean quit, as when the window is closed
    assert Game.load(journal).header["seed"] == 5
    assert (home / "home" / "config" / "settings.json").exists()  # settings saved on the way out


def test_dpi_awareness_is_set_before_pygame_initialises(monkeypatch):
    import pygame

    names = ("SDL_WINDOWS_DPI_AWARENESS", "SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS")
    for name in names:
        monkeypatch.delenv(name, raising=False)
    seen = []
    real_init = pygame.init
    monkeypatch.setattr(
        pygame,
        "init",
        lambda: (seen.append([os.environ.get(n) for n in names]), real_init())[1],
    )
    assert app.main(["--smoke"]) == 0
    assert seen == [
        ["permonitorv2", "jongrogue", "jongrogue"]
    ]  # (the window's class, not __main__.py)
    monkeypatch.setenv("SDL_WINDOWS_DPI_AWARENESS", "system")  # the user's own choice wins
    platform_env.prepare()
    assert os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "system"


def test_pygame_ce_is_pinned_below_3():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert (
        "pygame-ce>=2" in text.replace(" ", "")
        and "<3" in text.split("pygame-ce", 1)[1].split("\n")[0]
    )


# -- one running copy owns the autosave -------------------------------------------------------------
def test_second_lock_on_the_autosave_is_refused(home):
    assert claim_autosave()
    other = FileLock(autosave_lock().path)  # another copy opens the same lock file
    assert not other.acquire()
    autosave_lock().release()
    assert other.acquire()
    other.release()


@posix_only
def test_a_second_running_copy_is_told_the_run_is_open_elsewhere(home):
    """Two real processes: the first holds the run; the second's --selftest-save refuses and
    leaves current.jrlog exactly as it was."""
    env = dict(os.environ, JONGROGUE_HOME=str(home / "home"), PYTHONPATH=str(ROOT))
    first = subprocess.Popen(
        [sys.executable, "-m", "jongrogue", "--new-game", "8"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    journal = home / "home" / "data" / "saves" / "current.jrlog"
    try:
        deadline = time.monotonic() + 60
        while not journal.exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        before = journal.read_bytes()
        second = subprocess.run(
            [sys.executable, "-m", "jongrogue", "--selftest-save", "--after", "9"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert second.returncode == 1 and "another running copy" in second.stderr
        assert journal.read_bytes() == before
    finally:
        first.send_signal(signal.SIGTERM)
        first.wait(timeout=20)


def test_start_new_game_in_a_second_copy_shows_a_message(home, monkeypatch):
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.init()
    from jongrogue.runfiles.history import History
    from jongrogue.storage.settings import Settings
    from jongrogue.ui.context import AppContext
    from jongrogue.ui.scenes import launch

    ctx = AppContext(
        Settings(language="ja", sound=False), persist=False, history=History(home / "h.db")
    )
    paths.saves_dir()
    holder = FileLock(autosave_lock().path)
    assert holder.acquire()
    try:
        for tr in (
            launch.start_new_game(ctx, 3, "ez", frozenset(), "practice"),
            launch.continue_game(ctx),
        ):
            scene = tr.scene
            assert scene.name == "message" and "別" in scene.title
        assert not paths.has_autosave()
    finally:
        holder.release()
    assert launch.start_new_game(ctx, 3, "ez", frozenset(), "practice").scene.name == "table"


def test_stale_temp_files_are_removed_at_the_first_claim(home):
    saves = paths.saves_dir()
    stale = [saves / "current.jrlog.abc1e3f9.tmp", saves / "current.jrlog.x_9kq0ab.tmp"]
    for p in stale:
        p.write_text("half a journal", encoding="utf-8")
    keep = saves / "20261130-0101.jrlog"
    keep.write_text("{}", encoding="utf-8")
    # not the app's: other names, other shapes, a folder (only what write_atomic makes is removed)
    others = [
        saves / n
        for n in (
            "notes.tmp",
            "current.jrlog.tmp",
            "current.jrlog.abc.tmp",
            "photo.abcdefgh.tmp",
            "current.jrlog.abcdefgh.tmp.bak",
            "20261130-0101.jrlog.abcdefgh.tmp",
        )
    ]
    for p in others:
        p.write_text("the player's", encoding="utf-8")
    (saves / "current.jrlog.0123abcd.tmp.d").mkdir()
    folder = saves / "current.jrlog.deadbeef.tmp"
    folder.mkdir()
    assert claim_autosave()
    assert not any(p.exists() for p in stale) and keep.exists()
    assert all(p.read_text(encoding="utf-8") == "the player's" for p in others) and folder.is_dir()


def test_the_temp_files_write_atomic_makes_are_the_ones_clean_up_removes(tmp_path, monkeypatch):
    from jongrogue.storage import atomic

    seen = []
    real = atomic.os.replace
    monkeypatch.setattr(
        atomic.os, "replace", lambda src, dst: (seen.append(Path(src).name), real(src, dst))
    )
    atomic.write_atomic(tmp_path / "current.jrlog", "x\n")
    assert len(seen) == 1 and atomic.temp_name("current.jrlog").fullmatch(seen[0])
