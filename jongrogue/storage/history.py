"""Run history: ``history.sqlite3`` in the data directory, one row per finished or abandoned run.

    from jongrogue.storage import history
    history.record_run({"seed": 42, "ruleset": "ez", "result": "game_over", ...})
    for row in history.rows():        # oldest first, each a dict with "id" == "#"
        ...

A damaged database is moved aside (``history.sqlite3.damaged-<stamp>``) and a fresh one is
started; the move is reported through ``History.problem`` (and ``last_problem()``), never raised.
A failed write (full disk) returns a ``Problem`` from ``record_run`` instead of raising.
"""
from __future__ import annotations

import json
import os
import sqlite3
import time
from datetime import datetime
from pathlib import Path

from jongrogue.storage import paths
from jongrogue.storage.settings import Problem

COLUMNS = ("seed", "ruleset", "options", "mode", "result", "floor", "deepest", "level", "gold",
           "score", "cause", "continues", "started", "ended", "journal", "undos", "hints")
INT_COLUMNS = {"floor", "deepest", "level", "gold", "score", "continues", "undos", "hints"}
SCHEMA_VERSION = 2
# columns added after schema 1 (name, SQL type): an older database gains them when opened
ADDED_COLUMNS = (("undos", "INTEGER NOT NULL DEFAULT 0"), ("hints", "INTEGER NOT NULL DEFAULT 0"))

_SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    seed TEXT NOT NULL, ruleset TEXT NOT NULL, options TEXT NOT NULL DEFAULT '[]',
    mode TEXT NOT NULL DEFAULT 'practice', result TEXT NOT NULL,
    floor INTEGER, deepest INTEGER, level INTEGER, gold INTEGER, score INTEGER,
    cause TEXT, continues INTEGER NOT NULL DEFAULT 0,
    started TEXT, ended TEXT NOT NULL, journal TEXT
);
"""


class History:
    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path else paths.history_path()
        self.problem: Problem | None = None
        self.last_id: int | None = None   # row id of the last record_run

    # -- connection --------------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        con = sqlite3.connect(str(self.path), timeout=5)
        try:
            version = con.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise sqlite3.DatabaseError(f"schema {version} is newer than {SCHEMA_VERSION}")
            con.executescript(_SCHEMA)
            _add_columns(con)
            con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            con.execute("SELECT id FROM runs LIMIT 1").fetchall()
        except BaseException:
            con.close()
            raise
        return con

    def _open(self) -> sqlite3.Connection | None:
        try:
            return self._connect()
        except sqlite3.DatabaseError as exc:
            moved = self._move_aside()
            self.problem = Problem("history_damaged", {"path": str(self.path), "moved": str(moved),
                                                       "error": str(exc)})
        except OSError as exc:
            self.problem = Problem("history_unavailable", {"path": str(self.path), "error": str(exc)})
            return None
        try:
            return self._connect()
        except (sqlite3.Error, OSError) as exc:
            self.problem = Problem("history_unavailable", {"path": str(self.path), "error": str(exc)})
            return None

    def _move_aside(self) -> Path | None:
        dst = self.path.with_name(f"{self.path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            os.replace(self.path, dst)
        except OSError:
            return None
        for suffix in ("-journal", "-wal", "-shm"):
            try:
                os.unlink(str(self.path) + suffix)
            except OSError:
                pass
        return dst

    # -- API -----------------------------------------------------------------------------------
    def record_run(self, row: dict) -> Problem | None:
        values = normalise_row(row)
        con = self._open()
        if con is None:
            return self.problem
        try:
            with con:
                cur = con.execute(f"INSERT INTO runs ({', '.join(COLUMNS)}) VALUES "
                                  f"({', '.join('?' * len(COLUMNS))})", [values[c] for c in COLUMNS])
                self.last_id = cur.lastrowid
        except (sqlite3.Error, OSError) as exc:
            return Problem("history_save_failed", {"path": str(self.path), "error": str(exc)})
        finally:
            con.close()
        return None

    def set_journal(self, run_id: int, journal) -> Problem | None:
        """Point a run at its archived journal (the autosave is moved aside when the table closes)."""
        con = self._open()
        if con is None:
            return self.problem
        try:
            with con:
                con.execute("UPDATE runs SET journal = ? WHERE id = ?", (str(journal), run_id))
        except (sqlite3.Error, OSError) as exc:
            return Problem("history_save_failed", {"path": str(self.path), "error": str(exc)})
        finally:
            con.close()
        return None

    def delete_run(self, run_id: int) -> Problem | None:
        """Forget a row (an unfinished run that is resumed: it is recorded again when it ends)."""
        con = self._open()
        if con is None:
            return self.problem
        try:
            with con:
                con.execute("DELETE FROM runs WHERE id = ?", (run_id,))
        except (sqlite3.Error, OSError) as exc:
            return Problem("history_save_failed", {"path": str(self.path), "error": str(exc)})
        finally:
            con.close()
        return None

    def rows(self) -> list[dict]:
        if not self.path.exists():
            return []
        con = self._open()
        if con is None:
            return []
        try:
            cur = con.execute(f"SELECT id, {', '.join(COLUMNS)} FROM runs ORDER BY id")
            names = [d[0] for d in cur.description]
            out = []
            for values in cur.fetchall():
                row = dict(zip(names, values))
                try:
                    row["options"] = json.loads(row["options"] or "[]")
                except ValueError:
                    row["options"] = []
                out.append(row)
            return out
        except sqlite3.DatabaseError as exc:
            con.close()
            con = None
            moved = self._move_aside()
            self.problem = Problem("history_damaged", {"path": str(self.path), "moved": str(moved),
                                                       "error": str(exc)})
            return []
        finally:
            if con is not None:
                con.close()


def _add_columns(con: sqlite3.Connection) -> None:
    have = {r[1] for r in con.execute("PRAGMA table_info(runs)")}
    for name, sql_type in ADDED_COLUMNS:
        if name not in have:
            con.execute(f"ALTER TABLE runs ADD COLUMN {name} {sql_type}")


def normalise_row(row: dict) -> dict:
    missing = {"seed", "ruleset", "result"} - set(row)
    if missing:
        raise ValueError(f"history row lacks {sorted(missing)}")
    out = {}
    for col in COLUMNS:
        value = row.get(col)
        if col == "options":
            value = json.dumps(sorted(value or []), ensure_ascii=False)
        elif col in INT_COLUMNS:
            value = None if value is None else int(value)
        elif value is not None:
            value = str(value)
        out[col] = value
    out["continues"] = out["continues"] or 0
    out["undos"] = out["undos"] or 0
    out["hints"] = out["hints"] or 0
    out["mode"] = out["mode"] or "practice"
    out["ended"] = out["ended"] or datetime.now().isoformat(timespec="seconds")
    return out


_last: History | None = None


def record_run(row: dict, path: Path | None = None) -> Problem | None:
    global _last
    _last = History(path)
    return _last.record_run(row)


def rows(path: Path | None = None) -> list[dict]:
    global _last
    _last = History(path)
    return _last.rows()


def last_problem() -> Problem | None:
    return _last.problem if _last else None
