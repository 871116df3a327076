"""A disk that stays full while 8 runs end: every failed write is said (not only the first),
no History row names a journal that does not exist, every unsaved run is said and kept in
memory, offered again (Retry, Save elsewhere), and nothing is lost once space returns.

Two full disks: a real one (a small tmpfs, filled; skipped where it cannot be mounted) and an
injected one (every write into the data folder fails with ENOSPC, SQLite says SQLITE_FULL)."""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import subprocess
from pathlib import Path

import pytest

from jongrogue.engine import Options
from jongrogue.game import Game
from jongrogue.runfiles import history as history_module
from jongrogue.runfiles.history import History
from jongrogue.runfiles.rebuild import journal_rows
from jongrogue.sim.bot import GreedyBot
from jongrogue.storage import history_db, history_pending, journal_file, paths
from jongrogue.storage.settings import Settings
from jongrogue.ui import unsaved_runs
from jongrogue.ui.context import AppContext
from jongrogue.ui.controller import GameController
from jongrogue.ui.scenes import launch

RUNS = 8


def _at_death(seed: int) -> str:
    game = Game.new(seed=seed, options=Options(mode="practice"))
    bot = GreedyBot()
    while game.state.context != "dead":
        game.execute(bot.choose(game))
    return game.to_text()


@pytest.fixture(scope="module")
def deaths():
    return [_at_death(seed) for seed in range(1, RUNS + 1)]


def _fill(folder: Path) -> Path:
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(fd, b"\0" * 4096)
    except OSError as exc:
        assert exc.errno == errno.ENOSPC
    finally:
        with contextlib.suppress(OSError):
            os.close(fd)
    return filler


@contextlib.contextmanager
def _tmpfs(folder: Path):
    folder.mkdir()
    try:
        subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(folder)],
            check=True,
            capture_output=True,
        )
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("no tmpfs can be mounted here (not root?)")
    try:
        yield
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False, capture_output=True)


class Injected:
    """Every write into ``data`` fails with ENOSPC; SQLite cannot grow the database."""

    def __init__(self, data: Path, monkeypatch):
        self.data, self.full = data, True
        for owner, name in (
            (journal_file, "append_line"),
            (journal_file, "write_atomic"),
            (unsaved_runs, "write_atomic"),
            (history_pending, "append_line"),
            (history_pending, "write_atomic"),
        ):
            monkeypatch.setattr(owner, name, self._refusing(getattr(owner, name)))
        real = History._write_connection

        def connection(history):
            con = real(history)
            if self.full:
                pages = con.execute("PRAGMA page_count").fetchone()[0]
                con.execute(f"PRAGMA max_page_count = {pages}")
            return con

        monkeypatch.setattr(history_module.History, "_write_connection", connection)

    def _refusing(self, real):
        def write(path, *args, **kw):
            if self.full and Path(path).resolve().is_relative_to(self.data.resolve()):
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
            return real(path, *args, **kw)

        return write


def _count_failures(monkeypatch) -> list:
    failures = []
    for name in ("append_line", "write_atomic"):
        real = getattr(journal_file, name)

        def counted(*args, _real=real, **kw):
            try:
                return _real(*args, **kw)
            except OSError:
                failures.append(args[0])
                raise

        monkeypatch.setattr(journal_file, name, counted)
    return failures


def _app(monkeypatch):
    ctx = AppContext(Settings(language="en"))
    said = []
    real = ctx.notify
    monkeypatch.setattr(
        ctx, "notify", lambda text, *a, **k: (said.append(text), real(text, *a, **k))
    )
    return ctx, said


def _runs_end(ctx, deaths, src: Path) -> list[Game]:
    """Each run opens as the autosave (the previous table closes first) and is played to its
    end; at last its table closes too (back to the title)."""
    ended = []
    for i, text in enumerate(deaths):
        f = src / f"{i}.jrlog"
        f.write_text(text, encoding="utf-8")
        launch.archive_current(ctx)
        ctl = GameController(ctx, Game.load(f), paths.autosave_path())
        bot = GreedyBot()
        while not ctl.finished:
            ctl.execute(bot.choose(ctl.game))
        ended.append(ctl.game)
    launch.archive_current(ctx)
    return ended


def _no_row_without_journal(history=None) -> list[dict]:
    rows = (history or History()).rows()
    assert [
        r["journal"] for r in rows if not r["journal"] or not Path(r["journal"]).is_file()
    ] == []
    return rows


def _while_full(ctx, said, failures, ended) -> None:
    failed_said = [t for t in said if t.startswith("Autosave failed")]
    assert len(failures) >= 2 * RUNS and len(failed_said) == len(failures)  # every one said
    held = [t for t in said if t.startswith("This run could not be saved")]
    assert len(held) == RUNS
    assert [r.game.to_text() for r in ctx.unsaved_runs] == [g.to_text() for g in ended]
    _no_row_without_journal(ctx.history)
    offered = unsaved_runs.offer(ctx)  # the title comes back: still full, so it asks
    assert offered is not None and offered.scene.tag == "unsaved_runs"
    offered.scene.on_result("retry")
    assert len(ctx.unsaved_runs) == RUNS and said[-1].startswith("Still not saved")
    _no_row_without_journal()


def _nothing_lost(ctx, said, ended) -> None:
    assert unsaved_runs.offer(ctx) is None  # written at once, the player told
    assert ctx.unsaved_runs == [] and said[-1].startswith(f"The {RUNS} runs")
    rows = _no_row_without_journal()
    assert sorted(Game.load(r["journal"]).to_text() for r in rows) == sorted(
        g.to_text() for g in ended
    )
    assert {r["result"] for r in rows} == {"game_over"}
    assert sorted(r["key"] for r in rows) == sorted(
        p["key"] for p in journal_rows(paths.saves_dir())
    )
    assert not paths.autosave_path().exists()


def test_a_real_full_disk_loses_nothing(deaths, tmp_path, monkeypatch):
    disk = tmp_path / "disk"
    with _tmpfs(disk):
        monkeypatch.setenv("JONGROGUE_HOME", str(disk))
        History().rebuild()  # the database exists, nearly empty
        filler = _fill(disk)
        failures = _count_failures(monkeypatch)
        ctx, said = _app(monkeypatch)
        src = tmp_path / "src"
        src.mkdir()
        ended = _runs_end(ctx, deaths, src)
        _while_full(ctx, said, failures, ended)
        filler.unlink()  # space returns
        _nothing_lost(ctx, said, ended)


def test_an_injected_full_disk_loses_nothing(deaths, tmp_path, monkeypatch):
    monkeypatch.setenv("JONGROGUE_HOME", str(tmp_path / "home"))
    History().rebuild()
    disk = Injected(paths.data_dir(), monkeypatch)
    failures = _count_failures(monkeypatch)
    ctx, said = _app(monkeypatch)
    src = tmp_path / "src"
    src.mkdir()
    ended = _runs_end(ctx, deaths, src)
    _while_full(ctx, said, failures, ended)
    disk.full = False
    _nothing_lost(ctx, said, ended)


def test_save_elsewhere_writes_the_runs_on_another_disk_and_history_names_them(
    deaths, tmp_path, monkeypatch
):
    monkeypatch.setenv("JONGROGUE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(tmp_path / "documents"))
    History().rebuild()
    Injected(paths.data_dir(), monkeypatch)
    ctx, said = _app(monkeypatch)
    src = tmp_path / "src"
    src.mkdir()
    ended = _runs_end(ctx, deaths[:2], src)
    offered = unsaved_runs.offer(ctx)
    offered.scene.on_result("elsewhere")  # the data folder's disk still full
    assert ctx.unsaved_runs == [] and said[-1].startswith("2 runs saved in")
    rows = ctx.history.rows()  # (its rows kept in memory: the database is full too)
    assert all(Path(r["journal"]).is_file() for r in rows)
    assert sorted(Path(r["journal"]).parent for r in rows) == [paths.elsewhere_dir()] * 2
    assert sorted(Game.load(r["journal"]).to_text() for r in rows) == sorted(
        g.to_text() for g in ended
    )


def test_the_history_full_warning_is_shown_at_every_row_it_cannot_write(
    deaths, tmp_path, monkeypatch
):
    """The journals are written; History's database alone is full: each run that ends says
    so, and its row is kept (history-pending.jsonl) and written once the database can be."""
    monkeypatch.setenv("JONGROGUE_HOME", str(tmp_path / "home"))
    History().rebuild()
    real = history_db.insert

    def full(con, rows):
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(history_db, "insert", full)
    ctx, said = _app(monkeypatch)
    src = tmp_path / "src"
    src.mkdir()
    _runs_end(ctx, deaths[:3], src)
    line = ctx.t("warn.history_full")
    assert said.count(line) == 3
    monkeypatch.setattr(history_db, "insert", real)
    history = History()
    history.reconcile()  # the next start (or History shown): the rows follow their journals
    rows = history.rows()
    assert len(rows) == 3 and all(Path(r["journal"]).is_file() for r in rows)
