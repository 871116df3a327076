"""Rows the database cannot take now, kept durably until it can: ``history-pending.jsonl``.

Each row is appended as one JSON line (append + fsync, storage/atomic.py) the moment it cannot
be written, so it survives the end of the process, a crash or a kill. When the database takes
rows again they are merged (each run once: its key) and the file is removed. A line cut short
by a crash, or any other damaged line, is skipped; a directory, FIFO or device in the file's
place is never read (safe_open.py).
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from jongrogue.engine.journal.safe_json import loads
from jongrogue.storage.atomic import append_line, write_atomic
from jongrogue.storage.safe_open import TooLarge, read_limited

MAX_BYTES = 16 * 1024 * 1024


def pending_path(db: Path) -> Path:
    return db.with_name(db.stem + "-pending.jsonl")


def load(path: Path) -> list[dict[str, Any]]:
    """The rows kept in the file (none for a missing or unreadable one)."""
    try:
        data = read_limited(path, MAX_BYTES).decode("utf-8", errors="replace")
    except (OSError, TooLarge):
        return []
    rows = []
    for line in data.splitlines():
        try:
            row = loads(line)
        except ValueError:
            continue
        if isinstance(row, dict):
            rows.append(row)
    return rows


def _line(row: dict[str, Any]) -> str:
    return json.dumps(row, ensure_ascii=False, sort_keys=True)


def append(path: Path, row: dict[str, Any]) -> None:
    """Keep one row durably; raises OSError when even that is impossible."""
    path.parent.mkdir(parents=True, exist_ok=True)
    append_line(path, _line(row))


def rewrite(path: Path, rows: list[dict[str, Any]]) -> None:
    """Keep exactly ``rows`` (one was dropped: a queued run resumed)."""
    write_atomic(path, "".join(_line(r) + "\n" for r in rows))


def clear(path: Path) -> None:
    """Every kept row is in the database now (merging them again would change nothing, so a
    file that cannot be removed is left alone), as are anything but a plain file in its place
    and a file too large to have been read (its rows were never merged)."""
    try:
        info = os.lstat(path)
        if stat.S_ISREG(info.st_mode) and info.st_size <= MAX_BYTES:
            os.unlink(path)
    except OSError:
        pass
