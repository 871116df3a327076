"""History heals itself: whatever became of the database — empty, one byte, a hot rollback
journal left by a killed writer, an exclusive lock held by another process, a foreign file, no
``runs`` table, a stale older copy, a newer schema, a foreign ``runs`` table — the app's start
and its History screen show every run of the journals (13 of 13), with one line saying so when
the database had to be bypassed."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys

import pytest

from jongrogue.engine import Options
from jongrogue.game import Game
from jongrogue.runfiles.history import History
from jongrogue.runfiles.rebuild import journal_rows
from jongrogue.runfiles.summary import TERMINAL
from jongrogue.sim.bot import GreedyBot
from jongrogue.storage import paths
from jongrogue.storage.settings import Settings
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.history import HistoryScene

RUNS = 13


def _run(i: int) -> str:
    """Run i's journal: every third one played to its end, the others abandoned early."""
    game = Game.new(
        seed=100 + i, options=Options(mode="practice"), created=f"2026-11-{i + 1:02d}T09:00:00"
    )
    bot = GreedyBot()
    while not (game.view()["context"] in TERMINAL if i % 3 == 0 else len(game.commands) >= 3 + i):
        game.execute(bot.choose(game))
    return game.to_text()


@pytest.fixture(scope="module")
def texts():
    return [_run(i) for i in range(RUNS)]


@pytest.fixture
def home(tmp_path, monkeypatch, texts):
    """13 archived journals and a History database holding their 13 rows; the database as it
    was with the first 11 kept aside (``older``)."""
    monkeypatch.setenv("JONGROGUE_HOME", str(tmp_path))
    saves = paths.saves_dir()
    for i, text in enumerate(texts):
        f = saves / f"202611{i + 1:02d}-090000.jrlog"
        f.write_text(text, encoding="utf-8")
        os.utime(f, (1_790_000_000 + i * 60,) * 2)
        if i == 10:
            assert History().rebuild() == 11
            shutil.copy(paths.history_path(), tmp_path / "older.sqlite3")
    assert History().rebuild() == 2
    return tmp_path


def _keys() -> list[str]:
    return sorted(r["key"] for r in journal_rows(paths.saves_dir()))


def _shown(lang: str = "en") -> tuple[list[dict], list[str]]:
    """What the player sees: the app starts (the title's start-up), then History opens."""
    ctx = AppContext(Settings(language=lang), size=(1280, 800))
    ctx.startup_warnings()
    rows = HistoryScene(ctx).all_rows
    return rows, [t.text for t in ctx.toasts]


def _all_shown(lang="en") -> list[str]:
    keys = _keys()
    assert len(keys) == RUNS
    rows, toasts = _shown(lang)
    assert sorted(r["key"] for r in rows) == keys
    return toasts


def _killed_writer(path) -> None:
    """A writer killed mid-transaction: pages of the database changed, its hot journal left."""
    code = (
        "import sqlite3, os, signal, sys\n"
        "con = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        "con.execute('PRAGMA cache_size = 1')\n"
        "con.execute('BEGIN')\n"
        "con.execute('DELETE FROM runs')\n"
        "con.execute('CREATE TABLE filler (x)')\n"
        "con.executemany('INSERT INTO filler VALUES (?)', [('x' * 900,)] * 200)\n"
        "os.kill(os.getpid(), signal.SIGKILL)\n"
    )
    subprocess.run([sys.executable, "-c", code, str(path)], check=False, timeout=60)
    assert (path.parent / (path.name + "-journal")).stat().st_size > 0


@pytest.mark.parametrize(
    "fault",
    [
        "empty",
        "one_byte",
        "foreign_file",
        "no_runs_table",
        "runs_table_dropped",
        "older_copy",
        "newer",
        "foreign_runs",
    ],
)
def test_every_run_is_shown_whatever_became_of_the_database(home, fault):
    db = paths.history_path()
    if fault == "empty":
        db.write_bytes(b"")
    elif fault == "one_byte":
        db.write_bytes(b"S")
    elif fault == "foreign_file":
        db.write_text("my shopping list\n" * 200, encoding="utf-8")
    elif fault == "no_runs_table":
        db.unlink()
        sqlite3.connect(str(db)).executescript("CREATE TABLE notes (text);")
    elif fault == "runs_table_dropped":
        sqlite3.connect(str(db)).executescript("DROP TABLE runs;")
    elif fault == "older_copy":
        shutil.copy(home / "older.sqlite3", db)
    elif fault == "newer":
        sqlite3.connect(str(db)).executescript("PRAGMA user_version = 99;")
    elif fault == "foreign_runs":
        db.unlink()
        sqlite3.connect(str(db)).executescript("CREATE TABLE runs (id INTEGER, name TEXT);")
    _all_shown()
    _all_shown()  # and again: nothing shown twice, nothing lost


def test_a_hot_rollback_journal_left_by_a_killed_writer_is_rolled_back(home):
    _killed_writer(paths.history_path())
    _all_shown()
    assert len(History().rows()) == RUNS


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_database_locked_by_another_process_is_bypassed_with_one_line(home, lang):
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sqlite3, sys\n"
            "con = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
            "con.execute('BEGIN EXCLUSIVE')\n"
            "print('locked', flush=True)\n"
            "sys.stdin.read()\n",
            str(paths.history_path()),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "locked"
        toasts = _all_shown(lang)
        ctx = AppContext(Settings(language=lang))
        line = ctx.t("warn.history_bypassed", error="database is locked")
        assert toasts == [line]  # one line, in the player's language
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
    assert len(History().rows()) == RUNS  # the lock gone, the database itself is whole


def test_rows_ahead_of_their_journal_or_without_one_are_corrected_and_duplicates_merged(home):
    """A ghost (a row saying more than its journal), a row whose journal is gone and a
    duplicate row of a run: after the start, History is the journals again."""
    con = sqlite3.connect(str(paths.history_path()))
    with con:
        first = con.execute(
            "SELECT id, journal FROM runs WHERE result = 'unfinished' ORDER BY id LIMIT 1"
        ).fetchone()
        con.execute(
            "UPDATE runs SET result = 'game_over', score = 410, key = 'ghost' WHERE id = ?",
            (first[0],),
        )
        con.execute(
            "INSERT INTO runs (seed, ruleset, result, ended, journal, key, started) "
            "VALUES ('7', 'ez', 'game_over', '2026-11-30', ?, 'gone', 'x')",
            (str(paths.saves_dir() / "20261130-120000-game_over.jrlog"),),
        )
        con.execute(
            "INSERT INTO runs (seed, ruleset, options, mode, result, ended, journal, key, started)"
            " SELECT seed, ruleset, options, mode, 'victory', ended, journal, 'dup', started"
            " FROM runs WHERE id = 2"
        )
    con.close()
    _all_shown()
    rows = {r["id"]: r for r in History().rows()}
    assert rows[first[0]]["result"] == "unfinished" and rows[first[0]]["score"] is None


def test_the_kept_projection_is_used_only_while_it_is_its_own_digest(home):
    """The rows of the journals are kept beside the database so a start replays only the
    files that changed; a kept row changed on disk (digest no longer matching) is ignored."""
    store = paths.history_path().with_name("history-journals.json")
    text = store.read_text(encoding="utf-8")
    kept = '\\"unfinished\\"'  # (the body is a JSON string inside the JSON)
    assert kept in text
    store.write_text(text.replace(kept, '\\"victory\\"'), encoding="utf-8")
    paths.history_path().unlink()
    _all_shown()
    assert {r["result"] for r in History().rows()} == {"game_over", "unfinished"}
