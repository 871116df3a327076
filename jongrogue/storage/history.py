"""Run history: ``history.sqlite3`` in the data directory, one row per finished or abandoned run.

    from jongrogue.storage import history
    history.record_run({"seed": 42, "ruleset": "ez", "result": "game_over", ...})
    for row in history.rows():        # oldest first, each a dict with "id" == "#"
        ...

Nothing here raises for a database problem; each one is a ``Problem`` in ``History.problem``
(reported once: ``record_run`` and ``problem_once()`` return a problem the first time only):

* corrupt (SQLite says SQLITE_CORRUPT / SQLITE_NOTADB) — the only "damaged" case: the file is
  moved to ``history.sqlite3.damaged-<stamp>`` (``-2``, ``-3`` … never over an earlier one) and a
  fresh database is started;
* locked (another running copy) — a short wait, then the row is queued in memory;
* read-only — the runs are read (opening writes nothing) and new rows are kept in memory;
* disk full or any other write error — the row is kept in memory and written at the next access;
* a newer schema — the file is left untouched and new rows are kept in memory.

Rows kept in memory are listed by ``rows()`` after the stored ones (with negative ids).
"""
from __future__ import annotations

import json
import logging
import sqlite3
import time
from datetime import datetime
from pathlib import Path

from jongrogue.storage import paths
from jongrogue.storage.aside import move_aside
from jongrogue.storage.settings import Problem

COLUMNS = ("seed", "ruleset", "options", "mode", "result", "floor", "deepest", "level", "gold",
           "score", "cause", "continues", "started", "ended", "journal", "undos", "hints")
INT_COLUMNS = {"floor", "deepest", "level", "gold", "score", "continues", "undos", "hints"}
SCHEMA_VERSION = 2
# columns added after schema 1 (name, SQL type): an older database gains them when opened
ADDED_COLUMNS = (("undos", "INTEGER NOT NULL DEFAULT 0"), ("hints", "INTEGER NOT NULL DEFAULT 0"))
LOCK_WAIT_S = 0.25          # how long a locked database is retried before the row is queued

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


class NewerSchema(sqlite3.DatabaseError):
    """The database was written by a newer version of the game."""


def classify(exc: BaseException) -> str:
    """-> corrupt | locked | readonly | full | newer | unavailable, from SQLite's own error code
    (Python 3.11+) or, failing that, its message."""
    if isinstance(exc, NewerSchema):
        return "newer"
    name = "_".join((getattr(exc, "sqlite_errorname", "") or "").split("_")[:2])
    msg = str(exc).lower()
    if name in ("SQLITE_CORRUPT", "SQLITE_NOTADB") or "malformed" in msg or "not a database" in msg:
        return "corrupt"
    if name in ("SQLITE_BUSY", "SQLITE_LOCKED") or "locked" in msg:
        return "locked"
    if name in ("SQLITE_READONLY", "SQLITE_CANTOPEN") or "readonly" in msg or "read-only" in msg:
        return "readonly"
    if name == "SQLITE_FULL" or "full" in msg or "no space" in msg:
        return "full"
    return "unavailable"


class History:
    def __init__(self, path: Path | None = None):
        self.path = Path(path) if path else paths.history_path()
        self.problem: Problem | None = None
        self.last_id: int | None = None   # row id of the last record_run (None while queued)
        self.pending: list[dict] = []     # normalised rows not yet written
        self._reported: set[str] = set()

    # -- problems ------------------------------------------------------------------------------
    def _set_problem(self, kind: str, exc: BaseException | str, **extra) -> None:
        self.problem = Problem(f"history_{kind}", {"path": str(self.path), "error": str(exc)[:200],
                                                   **extra})

    def problem_once(self) -> Problem | None:
        """The current problem, the first time it is asked for (one warning per problem)."""
        p = self.problem
        if p is None or p.key in self._reported:
            return None
        self._reported.add(p.key)
        return p

    def _damaged(self, exc: BaseException) -> None:
        moved = move_aside(self.path, f"damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        if moved is not None:
            for suffix in ("-journal", "-wal", "-shm"):
                side = Path(str(self.path) + suffix)
                if side.exists():
                    move_aside(side, moved.name.split(".", 2)[-1])
        self._set_problem("damaged", exc, moved=str(moved))

    # -- connections ---------------------------------------------------------------------------
    def _version(self, con) -> int:
        version = con.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise NewerSchema(f"schema {version} is newer than {SCHEMA_VERSION}")
        return version

    def _read_connection(self) -> sqlite3.Connection:
        """Read only: opening writes nothing (a read-only file, or another copy's, is fine)."""
        uri = self.path.resolve().as_uri() + "?mode=ro"
        return sqlite3.connect(uri, uri=True, timeout=LOCK_WAIT_S)

    def _write_connection(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        con = sqlite3.connect(str(self.path), timeout=LOCK_WAIT_S)
        try:
            if self._version(con) < SCHEMA_VERSION:
                con.executescript(_SCHEMA)
                _add_columns(con)
                con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            con.execute("SELECT id FROM runs LIMIT 1").fetchall()
        except BaseException:
            con.close()
            raise
        return con

    def _write(self, action) -> bool:
        """Run ``action(con)`` in one transaction; a corrupt file is moved aside and the action
        retried once on a fresh database. -> success; on failure ``problem`` says why."""
        for attempt in (1, 2):
            con = None
            try:
                con = self._write_connection()
                with con:
                    action(con)
                return True
            except (sqlite3.Error, OSError) as exc:
                kind = classify(exc) if isinstance(exc, sqlite3.Error) else "unavailable"
                if con is not None:
                    con.close()
                    con = None
                if kind == "corrupt" and attempt == 1:
                    self._damaged(exc)
                    continue
                self._set_problem(kind, exc)
                return False
            finally:
                if con is not None:
                    con.close()
        return False

    def _flush(self) -> bool:
        """Write the queued rows; -> True when none is left."""
        if not self.pending:
            return True
        ids = []

        def insert(con):
            ids.clear()
            for values in self.pending:
                cur = con.execute(f"INSERT INTO runs ({', '.join(COLUMNS)}) VALUES "
                                  f"({', '.join('?' * len(COLUMNS))})", [values[c] for c in COLUMNS])
                ids.append(cur.lastrowid)

        if not self._write(insert):
            logging.getLogger(__name__).warning("history: %d row(s) queued in memory", len(self.pending))
            return False
        self.pending.clear()
        self.last_id = ids[-1] if ids else None
        if self.problem is not None and self.problem.key != "history_damaged":
            self.problem = None
            self._reported.clear()
        return True

    # -- API -----------------------------------------------------------------------------------
    def record_run(self, row: dict) -> Problem | None:
        """Store a finished run (or keep it in memory while the database cannot take it).
        -> a Problem the first time a problem occurs, else None."""
        self.pending.append(normalise_row(row))
        self.last_id = None
        before = self.problem
        if self._flush() and self.problem is before:
            return None
        return self.problem_once()

    def set_journal(self, run_id: int, journal) -> Problem | None:
        """Point a run at its archived journal (the autosave is moved aside when the table closes)."""
        if self._write(lambda con: con.execute("UPDATE runs SET journal = ? WHERE id = ?",
                                               (str(journal), run_id))):
            return None
        return self.problem_once()

    def delete_run(self, run_id: int) -> Problem | None:
        """Forget a row (an unfinished run that is resumed: it is recorded again when it ends)."""
        if self._write(lambda con: con.execute("DELETE FROM runs WHERE id = ?", (run_id,))):
            return None
        return self.problem_once()

    def rows(self) -> list[dict]:
        """Stored runs then queued ones; never raises (a problem is kept in ``problem``)."""
        self._flush()
        stored: list[dict] = []
        if self.path.exists():
            stored = self._read_rows()
        queued = [dict(values, id=-i) for i, values in enumerate(self.pending, 1)]
        out = []
        for row in stored + queued:
            try:
                row["options"] = json.loads(row["options"] or "[]")
            except (ValueError, TypeError):
                row["options"] = []
            out.append(row)
        return out

    def _read_rows(self) -> list[dict]:
        con = None
        try:
            con = self._read_connection()
            if self._version(con) == 0 and not con.execute(
                    "SELECT name FROM sqlite_master WHERE name = 'runs'").fetchall():
                return []                                   # a new, empty database
            # an older schema read without writing: the columns it lacks read as their default 0
            have = {r[1] for r in con.execute("PRAGMA table_info(runs)")}
            cols = [c for c in COLUMNS if c in have]
            cur = con.execute(f"SELECT id, {', '.join(cols)} FROM runs ORDER BY id")
            names = [d[0] for d in cur.description]
            missing = {name: 0 for name, _ in ADDED_COLUMNS if name not in have}
            return [dict(missing, **dict(zip(names, values))) for values in cur.fetchall()]
        except (sqlite3.Error, OSError) as exc:
            kind = classify(exc) if isinstance(exc, sqlite3.Error) else "unavailable"
            if con is not None:
                con.close()
                con = None
            if kind == "corrupt":
                self._damaged(exc)
            else:
                self._set_problem(kind, exc)
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
