"""Finding the journal of a finished run (a row of ``runfiles/history.py``), for its replay.

``journal_for(row)`` finds it: the path the row recorded, or — because a finished run's autosave
(``saves/current.jrlog``) is moved to ``saves/<stamp>.jrlog`` when the table is left — the
archived journal whose header names the same run (seed, rule set, options, mode, and ``created``
when the row has it) and that was last written closest to the row's end time.

    journal_for(row)     -> (path, "ok") | (None, "no_journal" | "missing" | "other_run")
    resolve_all(rows)    -> {row_key(row): journal_for(row)}, reading each saves folder once
"""

from __future__ import annotations

import datetime
from collections.abc import Container
from pathlib import Path
from typing import Any

from jongrogue.engine.journal.codec import MAX_LINE
from jongrogue.engine.journal.safe_json import loads
from jongrogue.storage import paths
from jongrogue.storage.safe_open import StrPath, open_regular

LATE = 6 * 3600  # an archived journal last written this long after the run's end is not it
EARLY = 120  # ... nor one last written this long before it


def read_header(path: StrPath) -> dict[str, Any] | None:
    """The first line of a run file as a dict, or None for anything else: a damaged, deeply
    nested or over-long line, a FIFO, device or directory (never waited on or read through)."""
    try:
        with open_regular(path) as fh:
            line = fh.readline(MAX_LINE + 1)
        h = loads(line.decode("utf-8")) if len(line) <= MAX_LINE else None
    except (OSError, ValueError):  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        return None
    return h if isinstance(h, dict) and "seed" in h else None


def same_run(h: dict[str, Any], row: dict[str, Any]) -> bool:
    opts = h.get("options")
    if isinstance(opts, dict):  # schema 1 kept the options in a dict
        opts = opts.get("plus", [])
    return (
        str(h.get("seed")) == str(row.get("seed"))
        and h.get("ruleset", "ez") == row.get("ruleset")
        and h.get("mode", "practice") == (row.get("mode") or "practice")
        and sorted(opts or []) == sorted(row.get("options") or [])
        and (
            not row.get("started") or not h.get("created") or h.get("created") == row.get("started")
        )
    )


def _stamp(text: object) -> float | None:
    try:
        return datetime.datetime.fromisoformat(str(text)).timestamp()
    except (TypeError, ValueError):
        return None


class JournalIndex:
    """The headers of ``saves/*.jrlog``, read once (first line only)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder: Path | None = folder if folder is not None else paths.saves_dir(create=False)
        self.entries: list[tuple[Path, dict[str, Any], float]] = []
        try:
            files = sorted(self.folder.glob("*.jrlog"))
        except OSError:
            files = []
        for f in files:
            h = read_header(f)
            if h is not None:
                try:
                    self.entries.append((f, h, f.stat().st_mtime))
                except OSError:
                    pass

    def find(self, row: dict[str, Any], exclude: Container[Path] = ()) -> Path | None:
        ended = _stamp(row.get("ended"))
        best, best_d = None, None
        for f, h, mtime in self.entries:
            if f in exclude or not same_run(h, row):
                continue
            if row.get("started") and h.get("created") == row.get("started"):
                return f  # an exact match
            if ended is not None and not (-EARLY <= mtime - ended <= LATE):
                continue
            d = abs(mtime - ended) if ended is not None else 0
            if best_d is None or d < best_d:
                best, best_d = f, d
        return best


def journal_for(row: dict[str, Any], index: JournalIndex | None = None) -> tuple[Path | None, str]:
    """(path, "ok") or (None, reason): "no_journal" | "missing" | "other_run"."""
    recorded = row.get("journal")
    if not recorded:
        return None, "no_journal"
    p = Path(recorded)
    index = index if index is not None else JournalIndex(p.parent)
    reason = "missing"
    if p.is_file():
        h = read_header(p)
        if h is not None and same_run(h, row):
            if p.name != paths.autosave_path().name:
                return p, "ok"
            # the autosave of a finished run is only this run's if nothing was played since
            ended = _stamp(row.get("ended"))
            try:
                mtime = p.stat().st_mtime
            except OSError:
                mtime = None
            if ended is None or mtime is None or -EARLY <= mtime - ended <= LATE:
                return p, "ok"
        reason = "other_run"
    found = index.find(row, exclude={p})
    if found is not None:
        return found, "ok"
    return None, reason


def resolve_all(rows: list[dict[str, Any]]) -> dict[object, tuple[Path | None, str]]:
    """{row id: (path | None, reason)} for every row, reading each saves folder once."""
    folders = {Path(r["journal"]).parent for r in rows if r.get("journal")}
    folders.add(paths.saves_dir(create=False))
    merged = JournalIndex.__new__(JournalIndex)
    merged.folder = None
    merged.entries = [e for f in sorted(folders) for e in JournalIndex(f).entries]
    return {row_key(r): journal_for(r, merged) for r in rows}


def row_key(row: dict[str, Any]) -> object:
    return row.get("id", id(row))
