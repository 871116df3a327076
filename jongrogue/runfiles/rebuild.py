"""History as a projection of the run files: the rows of ``saves/*.jrlog``, rebuilt from them.

Every finished run's journal is kept (``saves/<stamp>.jrlog``), and so is every abandoned one,
so the History database only caches what the journals say: ``journal_rows(folder)`` replays
each file and gives the row it was (or would have been) recorded with, keyed like it
(record.run_key), so merging them into a database holding some of them adds only the others.
A damaged or foreign file is skipped; the autosave of a run still in progress is not History.
"""
from __future__ import annotations

from datetime import datetime
from pathlib import Path

from jongrogue.engine import JournalError
from jongrogue.game import Game
from jongrogue.runfiles.record import row_for
from jongrogue.runfiles.summary import summarize

AUTOSAVE = "current.jrlog"


def journal_row(path: Path) -> dict | None:
    """The History row of one run file, or None (damaged, not a run, nothing played)."""
    try:
        game = Game.load(path, recover=True)
        ended = datetime.fromtimestamp(path.stat().st_mtime).isoformat(timespec="seconds")
    except (JournalError, OSError, ValueError):
        return None
    unfinished = summarize(game)["result"] == "unfinished"
    if not game.commands or unfinished and path.name == AUTOSAVE:
        return None
    return dict(row_for(game, path), ended=ended)


def journal_rows(folder: Path) -> list[dict]:
    """The rows of every run file in ``folder``, oldest file first."""
    try:
        files = sorted(folder.glob("*.jrlog"), key=lambda p: (p.stat().st_mtime, p.name))
    except OSError:
        return []
    return [row for row in map(journal_row, files) if row is not None]
