"""The SQLite side of run history (``history.py`` decides what to do when it fails).

The ``runs`` table holds one row per recorded run. ``key`` (schema 3) names the run by its
journal (runfiles/record.run_key), so recording a run again — a crash between the end of a run
and the archiving of its autosave, a pending row merged twice — finds the row already there.
``tiles`` (schema 4) is "paper" or "digital"; a row recorded before it has NULL (its run file's
header tells: runfiles/record.row_tiles).
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

COLUMNS = (
    "seed",
    "ruleset",
    "options",
    "mode",
    "result",
    "floor",
    "deepest",
    "level",
    "gold",
    "score",
    "cause",
    "continues",
    "started",
    "ended",
    "journal",
    "undos",
    "hints",
    "key",
    "tiles",
)
INT_COLUMNS = {"floor", "deepest", "level", "gold", "score", "continues", "undos", "hints"}
REQUIRED = {"seed", "ruleset", "result", "ended"}  # a `runs` table without them is not ours
SCHEMA_VERSION = 4
# columns added after schema 1 (name, SQL type): an older database gains them when opened
ADDED_COLUMNS = (
    ("undos", "INTEGER NOT NULL DEFAULT 0"),
    ("hints", "INTEGER NOT NULL DEFAULT 0"),
    ("key", "TEXT"),
    ("tiles", "TEXT"),  # schema 4: "paper" for a run played with the player's own tiles
)
DEFAULTS = {"undos": 0, "hints": 0, "key": None, "tiles": None}  # a column an old file lacks
LOCK_WAIT_S = 0.25  # how long a locked database is retried before the row is queued

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


def version(con: sqlite3.Connection) -> int:
    v: int = con.execute("PRAGMA user_version").fetchone()[0]
    if v > SCHEMA_VERSION:
        raise NewerSchema(f"schema {v} is newer than {SCHEMA_VERSION}")
    return v


def _columns(con: sqlite3.Connection) -> set[str]:
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


def insert(con: sqlite3.Connection, rows: list[dict[str, Any]]) -> list[int]:
    """Insert normalised rows, each at most once by its key; -> the row id of each."""
    ids = []
    for values in rows:
        cur = con.execute(
            f"INSERT OR IGNORE INTO runs ({', '.join(COLUMNS)}) VALUES "
            f"({', '.join('?' * len(COLUMNS))})",
            [values[c] for c in COLUMNS],
        )
        if cur.rowcount == 0 and values.get("key") is not None:
            ids.append(
                con.execute("SELECT id FROM runs WHERE key = ?", (values["key"],)).fetchone()[0]
            )
        else:
            ids.append(cur.lastrowid)
    return ids


def change(
    con: sqlite3.Connection,
    deletes: list[int],
    updates: dict[int, dict[str, Any]],
    inserts: list[dict[str, Any]],
) -> None:
    """Delete, correct and add rows (one reconciliation: runfiles/reconcile.py), in that order:
    a corrected row may take the key of a deleted one."""
    for run_id in deletes:
        con.execute("DELETE FROM runs WHERE id = ?", (run_id,))
    for run_id, values in updates.items():
        cols = [c for c in COLUMNS if c in values]
        if cols:
            con.execute(
                f"UPDATE runs SET {', '.join(c + ' = ?' for c in cols)} WHERE id = ?",
                [values[c] for c in cols] + [run_id],
            )
    insert(con, inserts)


def read_rows(con: sqlite3.Connection) -> list[dict[str, Any]]:
    """Every stored row, oldest first; an older schema read without writing (the columns it lacks
    read as their defaults)."""
    if (
        version(con) == 0
        and not con.execute("SELECT name FROM sqlite_master WHERE name = 'runs'").fetchall()
    ):
        return []  # a new, empty database
    have = _columns(con)
    cols = [c for c in COLUMNS if c in have]
    cur = con.execute(f"SELECT id, {', '.join(cols)} FROM runs ORDER BY id")
    names = [d[0] for d in cur.description]
    missing = {name: value for name, value in DEFAULTS.items() if name not in have}
    return [dict(missing, **dict(zip(names, values))) for values in cur.fetchall()]


def decode_options(row: dict[str, Any]) -> dict[str, Any]:
    try:
        row["options"] = json.loads(row["options"] or "[]")
    except (ValueError, TypeError):
        row["options"] = []
    return row
