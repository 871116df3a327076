"""The run lock fails closed. With its file blocked (a folder, a FIFO, a dangling symlink, a
symlink to a device, a file that cannot be opened) one copy still takes the run (it locks the
saves folder instead) and a second copy is refused; when nothing can be locked at all no copy
writes the run, and the player is told why (both languages) and may watch it read-only. A
killed copy's lock clears itself. Two real copies hammering the same run with the lock path
blocked damage no journal (``JONGROGUE_SOAK=1``: for two minutes; otherwise a few rounds)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from jongrogue.game import Game
from jongrogue.runfiles.summary import VALID, verify_text
from jongrogue.storage import instance_lock, paths
from jongrogue.storage.instance_lock import FileLock, autosave_lock, claim_autosave
from tests.ui.run_life import started_game

ROOT = Path(__file__).resolve().parents[2]
posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs, symlinks and flock")
SOAK = bool(os.environ.get("JONGROGUE_SOAK"))


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("JONGROGUE_HOME", str(tmp_path / "home"))
    paths.saves_dir()
    yield tmp_path / "home"
    autosave_lock().release()


def lock_path() -> Path:
    return autosave_lock().path


def _folder(p: Path) -> None:
    p.mkdir()
    (p / "kept.txt").write_text("the user's", encoding="utf-8")


def _fifo(p: Path) -> None:
    os.mkfifo(p)


def _dangling(p: Path) -> None:
    p.symlink_to(p.parent / "missing" / "current.jrlog.lock")


def _device(p: Path) -> None:
    p.symlink_to("/dev/null")


BLOCKERS = {"folder": _folder, "fifo": _fifo, "dangling symlink": _dangling, "device": _device}


def _refuse_open(monkeypatch, *targets: Path) -> None:
    """``os.open`` of these paths fails as for a file the user may not open."""
    real = os.open

    def fake(path, *a, **k):
        if Path(path) in targets:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, *a, **k)

    monkeypatch.setattr(instance_lock.os, "open", fake)


def _snapshot(folder: Path) -> dict:
    return {p.name: (p.is_dir(), p.is_symlink()) for p in folder.iterdir()}


@posix_only
@pytest.mark.parametrize("kind", [*BLOCKERS, "unopenable"])
def test_a_blocked_lock_file_still_lets_one_copy_in_and_keeps_the_second_out(
    home, monkeypatch, kind
):
    if kind == "unopenable":
        lock_path().write_bytes(b"")
        _refuse_open(monkeypatch, lock_path())
    else:
        BLOCKERS[kind](lock_path())
    before = _snapshot(lock_path().parent)
    first, second = FileLock(lock_path()), FileLock(lock_path())  # two copies
    assert first.acquire() and first.held
    assert not second.acquire() and second.problem is None  # "another copy has it"
    first.release()
    assert second.acquire()
    assert not first.acquire()
    second.release()
    assert _snapshot(lock_path().parent) == before  # the blocker is left as it was


@posix_only
def test_a_copy_holding_the_lock_file_keeps_the_run_when_the_file_is_then_blocked(home):
    first = FileLock(lock_path())
    assert first.acquire()
    lock_path().unlink()
    _folder(lock_path())
    second = FileLock(lock_path())
    assert not second.acquire() and second.problem is None
    first.release()


def test_nothing_lockable_fails_closed_and_says_why(home, monkeypatch):
    lock_path().write_bytes(b"")
    _refuse_open(monkeypatch, lock_path(), lock_path().parent)
    assert not claim_autosave()
    problem = autosave_lock().problem
    assert problem and "current.jrlog.lock" in problem and "Permission denied" in problem


@posix_only
def test_a_killed_copys_lock_clears_itself(home):
    _folder(lock_path())
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from jongrogue.storage.instance_lock import claim_autosave;"
            "print(claim_autosave(), flush=True); time.sleep(600)",
        ],
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "True"
        assert not claim_autosave() and autosave_lock().problem is None
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait(timeout=30)
    assert claim_autosave()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_refused_copy_is_told_why_and_may_watch_the_run(home, monkeypatch, lang):
    from jongrogue.runfiles.history import History
    from jongrogue.storage.settings import Settings
    from jongrogue.ui.context import AppContext
    from jongrogue.ui.scenes import launch

    game = started_game(n=6)
    game.save(paths.autosave_path())
    before = paths.autosave_path().read_bytes()
    lock_path().write_bytes(b"")
    _refuse_open(monkeypatch, lock_path(), lock_path().parent)
    ctx = AppContext(
        Settings(language=lang, sound=False), persist=False, history=History(home / "h.db")
    )
    for tr in (
        launch.start_new_game(ctx, 3, "ez", frozenset(), "practice"),
        launch.continue_game(ctx),
    ):
        scene = tr.scene
        assert scene.name == "message" and scene.title == ctx.t("launch.lock_blocked_title")
        assert str(lock_path()) in scene.body and "Permission denied" in scene.body
        assert scene.cancel_id == "ok"
        watched = scene.finish("replay").scene
        assert watched.name == "replay" and watched.player.position == len(game.commands)
    assert paths.autosave_path().read_bytes() == before
    assert sorted(p.name for p in paths.saves_dir().iterdir()) == [
        "current.jrlog",
        "current.jrlog.lock",
    ]


# -- two real copies, the lock path blocked ------------------------------------------------------
def _copy(home: Path, args: list[str]) -> subprocess.Popen:
    env = dict(
        os.environ,
        JONGROGUE_HOME=str(home),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYTHONPATH=str(ROOT),
    )
    return subprocess.Popen(
        [sys.executable, "-m", "jongrogue", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _journals_damaged(saves: Path) -> list[str]:
    bad = []
    for journal in sorted(saves.glob("*.jrlog")):
        text = journal.read_text(encoding="utf-8", errors="replace")
        if verify_text(text).code != VALID:
            bad.append(journal.name)
    return bad


@posix_only
@pytest.mark.parametrize("kind", ["folder", "fifo", "dangling symlink"])
def test_two_copies_with_the_lock_path_blocked_damage_no_journal(home, kind):
    """Each copy over and over: a new run saved move by move (the previous one archived), then
    Continue (which rewrites the journal). A copy refused says so and writes nothing."""
    BLOCKERS[kind](lock_path())
    rounds = None if SOAK else 3
    until = time.monotonic() + 120
    done = refused = 0
    i = 0
    while (rounds is None and time.monotonic() < until) or (rounds is not None and i < rounds):
        i += 1
        copies = [
            _copy(home, ["--selftest-save", "--seed", str(10 * i + k), "--after", "40"])
            for k in (1, 2)
        ] + [_copy(home, ["--selftest-continue"])]
        for proc in copies:
            out, err = proc.communicate(timeout=120)
            assert "Traceback" not in err, err
            if proc.returncode == 0:
                done += 1
            else:
                assert "another running copy" in err or "no saved game" in err, err
                refused += 1
    print(f"{i} rounds: {done} copies played, {refused} refused")
    assert done >= i  # the blocked lock file never stops the game outright
    assert _journals_damaged(paths.saves_dir()) == []
    for journal in paths.saves_dir().glob("*.jrlog"):
        Game.load(journal)
