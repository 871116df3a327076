"""The SQLite side of run history (``history.py`` decides what to do when it fails).

The ``runs`` table holds one row per recorded run. ``key`` (schema 3) names the run by its
journal (runfiles/record.run_key), so recording a run again — a crash between the end of a run
and the archiving of its autosave, a pending row merged twice — finds the row already there.
"""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

COLUMNS = ("seed", "ruleset", "options", "mode", "result", "floor", "deepest", "level", "gold",
           "score", "cause", "continues", "started", "ended", "journal", "undos", "hints", "key")
INT_COLUMNS = {"floor", "deepest", "level", "gold", "score", "continues", "undos", "hints"}
REQUIRED = {"seed", "ruleset", "result", "ended"}      # a `runs` table without them is not ours
SCHEMA_VERSION = 3
# columns added after schema 1 (name, SQL type): an older database gains them when opened
ADDED_COLUMNS = (("undos", "INTEGER NOT NULL DEFAULT 0"), ("hints", "INTEGER NOT NULL DEFAULT 0"),
                 ("key", "TEXT"))
DEFAULTS = {"undos": 0, "hints": 0, "key": None}      # what a column an old file lacks reads as
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
_KEY_INDEX = "CREATE UNIQUE INDEX IF NOT EXISTS runs_key ON runs(key)"


class NewerSchema(sqlite3.DatabaseError):
    """The database was written by a newer version of the game."""


class ForeignTable(sqlite3.DatabaseError):
    """The file holds a ``runs`` table that is not the game's."""


def classify(exc: BaseException) -> str:
    """-> corrupt | locked | readonly | full | newer | foreign | unavailable, from SQLite's own
    error code (Python 3.11+) or, failing that, its message."""
    if isinstance(exc, NewerSchema):
        return "newer"
    if isinstance(exc, ForeignTable):
        return "foreign"
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


def version(con) -> int:
    v = con.execute("PRAGMA user_version").fetchone()[0]
    if v > SCHEMA_VERSION:
        raise NewerSchema(f"schema {v} is newer than {SCHEMA_VERSION}")
    return v


def _columns(con) -> set[str]:
    have = {r[1] for r in con.execute("PRAGMA table_info(runs)")}
    if have and not REQUIRED <= have:
        raise ForeignTable(f"the runs table has other columns ({', '.join(sorted(have)[:8])})")
    return have


def read_connection(path: Path) -> sqlite3.Connection:
    """Read only: opening writes nothing (a read-only file, or another copy's, is fine)."""
    return sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True, timeout=LOCK_WAIT_S)


def write_connection(path: Path) -> sqlite3.Connection:
    path.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(str(path), timeout=LOCK_WAIT_S)
    try:
        if version(con) < SCHEMA_VERSION:
            _columns(con)
            con.executescript(_SCHEMA)
            have = _columns(con)
            for name, sql_type in ADDED_COLUMNS:
                if name not in have:
                    con.execute(f"ALTER TABLE runs ADD COLUMN {name} {sql_type}")
            con.execute(_KEY_INDEX)
            con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        con.execute("SELECT id, key FROM runs LIMIT 1").fetchall()
    except BaseException:
        con.close()
        raise
    return con


def insert(con, rows: list[dict]) -> list[int]:
    """Insert normalised rows, each at most once by its key; -> the row id of each."""
    ids = []
    for values in rows:
        cur = con.execute(f"INSERT OR IGNORE INTO runs ({', '.join(COLUMNS)}) VALUES "
                          f"({', '.join('?' * len(COLUMNS))})", [values[c] for c in COLUMNS])
        if cur.rowcount == 0 and values.get("key") is not None:
            ids.append(con.execute("SELECT id FROM runs WHERE key = ?", (values["key"],)).fetchone()[0])
        else:
            ids.append(cur.lastrowid)
    return ids


def _signature(row: dict) -> tuple:
    return tuple(str(row.get(c)) for c in ("seed", "ruleset", "options", "mode", "started", "result", "score"))


def adopt_unkeyed(con, rows: list[dict]) -> list[dict]:
    """Rows recorded before schema 3 have no key: a rebuilt row that is one of them gives it its
    key instead of being added again. -> the rows that are not stored yet in any form."""
    unkeyed: dict[tuple, list[int]] = {}
    for values in con.execute(f"SELECT id, {', '.join(COLUMNS)} FROM runs WHERE key IS NULL"):
        unkeyed.setdefault(_signature(dict(zip(("id",) + COLUMNS, values))), []).append(values[0])
    rest = []
    for values in rows:
        ids = unkeyed.get(_signature(values))
        if ids and values.get("key") is not None:
            con.execute("UPDATE OR IGNORE runs SET key = ? WHERE id = ?", (values["key"], ids.pop(0)))
        else:
            rest.append(values)
    return rest


def read_rows(con) -> list[dict]:
    """Every stored row, oldest first; an older schema read without writing (the columns it lacks
    read as their defaults)."""
    if version(con) == 0 and not con.execute("SELECT name FROM sqlite_master WHERE name = 'runs'").fetchall():
        return []                                   # a new, empty database
    have = _columns(con)
    cols = [c for c in COLUMNS if c in have]
    cur = con.execute(f"SELECT id, {', '.join(cols)} FROM runs ORDER BY id")
    names = [d[0] for d in cur.description]
    missing = {name: value for name, value in DEFAULTS.items() if name not in have}
    return [dict(missing, **dict(zip(names, values))) for values in cur.fetchall()]


def decode_options(row: dict) -> dict:
    try:
        row["options"] = json.loads(row["options"] or "[]")
    except (ValueError, TypeError):
        row["options"] = []
    return row
