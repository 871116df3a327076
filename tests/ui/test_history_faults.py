"""Run history under database faults: only SQLite's own "corrupt" verdict moves the file aside;
locked, read-only, full and newer-schema databases keep every stored run and queue new rows."""

from __future__ import annotations

import sqlite3

import pytest

from jongrogue.runfiles.history import History
from jongrogue.storage import paths
from jongrogue.storage.history_db import classify


def _row(seed=1, **kw):
    return dict(seed=seed, ruleset="ez", result="game_over", score=10 * seed, **kw)


def _healthy(n=3) -> History:
    h = History()
    for i in range(1, n + 1):
        assert h.record_run(_row(i)) is None
    return h


def _aside_files():
    return sorted(p.name for p in paths.history_path().parent.glob("history.sqlite3.*"))


def test_locked_database_is_retried_then_queued_and_flushed_later():
    _healthy()
    holder = sqlite3.connect(str(paths.history_path()))
    holder.execute("BEGIN EXCLUSIVE")  # another running copy mid-write
    h = History()
    problem = h.record_run(_row(4))
    assert problem is not None and problem.key == "history_locked"
    assert h.record_run(_row(5)) is None  # one warning per problem
    assert [r["seed"] for r in h.rows()] == ["4", "5"]  # stored rows unreadable while locked
    assert _aside_files() == []  # never treated as damaged
    holder.rollback()
    holder.close()
    assert [r["seed"] for r in h.rows()] == ["1", "2", "3", "4", "5"]
    assert h.pending == [] and h.problem is None
    assert [r["seed"] for r in History().rows()] == ["1", "2", "3", "4", "5"]


def test_read_only_database_is_read_and_rows_are_kept_in_memory(monkeypatch):
    _healthy()
    before = paths.history_path().read_bytes()
    uri = paths.history_path().resolve().as_uri() + "?mode=ro"
    monkeypatch.setattr(
        History, "_write_connection", lambda self: sqlite3.connect(uri, uri=True)
    )  # as a read-only file opens
    h = History()
    assert [r["seed"] for r in h.rows()] == ["1", "2", "3"]
    assert h.problem is None  # reading writes nothing
    problem = h.record_run(_row(4))
    assert problem is not None and problem.key == "history_readonly"
    assert [r["seed"] for r in h.rows()] == ["1", "2", "3", "4"]
    assert paths.history_path().read_bytes() == before and _aside_files() == []


def test_full_disk_keeps_the_row_and_never_moves_the_database(monkeypatch):
    _healthy()
    real = History._write_connection

    def full(self):
        con = real(self)
        pages = con.execute("PRAGMA page_count").fetchone()[0]
        con.execute(f"PRAGMA max_page_count = {pages}")  # SQLite's own SQLITE_FULL
        return con

    monkeypatch.setattr(History, "_write_connection", full)
    h = History()
    rows = 0
    for i in range(4, 40):  # enough rows to need a new page
        problem = h.record_run(_row(i, cause="x" * 200))
        rows = i
        if h.pending:
            break
    assert h.problem is not None and h.problem.key == "history_full"
    assert _aside_files() == []
    assert len(h.rows()) == rows  # nothing lost, the new row queued
    assert h.rows() and History().rows()[0]["seed"] == "1"
    monkeypatch.setattr(History, "_write_connection", real)  # space again: the queue is written
    assert h.record_run(_row(99)) is None and h.pending == []
    assert [r["seed"] for r in History().rows()][-2:] == [str(rows), "99"]
    assert problem is None or problem.key == "history_full"


def test_newer_schema_is_left_untouched():
    path = paths.history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(str(path))
    con.execute("PRAGMA user_version = 7")
    con.close()
    before = path.read_bytes()
    h = History()
    assert h.rows() == [] and h.problem.key == "history_newer"
    assert h.problem_once().key == "history_newer" and h.problem_once() is None
    assert h.record_run(_row(1)) is None and h.problem.key == "history_newer"  # told once already
    assert path.read_bytes() == before and _aside_files() == []
    assert [r["seed"] for r in h.rows()] == ["1"]


def test_corrupt_database_moves_aside_under_unique_names():
    path = paths.history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for i in range(3):  # three corrupt files in the same second
        path.write_bytes(b"garbage %d " % i * 300)
        h = History()
        assert h.rows() == [] and h.problem.key == "history_damaged"
    kept = _aside_files()
    assert len(kept) == 3
    contents = {(path.parent / k).read_bytes()[:9] for k in kept}
    assert contents == {b"garbage 0", b"garbage 1", b"garbage 2"}


def test_corrupt_page_inside_a_real_database_is_damaged():
    _healthy(30)
    path = paths.history_path()
    data = bytearray(path.read_bytes())
    data[100:4096] = b"\xff" * (4096 - 100)  # wreck the schema page
    path.write_bytes(bytes(data))
    h = History()
    assert h.rows() == [] and h.problem.key == "history_damaged"
    assert h.record_run(_row(1)) is None and len(History().rows()) == 1


@pytest.mark.parametrize(
    "message,kind",
    [
        ("database is locked", "locked"),
        ("attempt to write a readonly database", "readonly"),
        ("database or disk is full", "full"),
        ("database disk image is malformed", "corrupt"),
        ("file is not a database", "corrupt"),
        ("disk I/O error", "unavailable"),
    ],
)
def test_classify_by_message_without_an_error_code(message, kind):
    assert classify(sqlite3.OperationalError(message)) == kind
