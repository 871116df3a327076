"""History as a projection of the run files: the rows of ``saves/*.jrlog``, rebuilt from them.

Every finished run's journal is kept (``saves/<stamp>-<result>.jrlog``), and so is every one set
aside unfinished (``-unfinished``; older copies named it ``-abandoned``),
so the History database only caches what the journals say: ``journal_rows(folder)`` replays
each file and gives the row it was (or would have been) recorded with, keyed like it
(record.run_key), so merging them into a database holding some of them adds only the others.
A damaged or foreign file is skipped; the autosave of a run still in progress is not History.
"""

from __future__ import annotations

import datetime
import hashlib
import json
from pathlib import Path
from typing import Any

from jongrogue.engine import JournalError
from jongrogue.engine.journal.safe_json import loads
from jongrogue.game import Game
from jongrogue.runfiles.record import row_for
from jongrogue.runfiles.summary import summarize
from jongrogue.storage.atomic import write_atomic
from jongrogue.storage.safe_open import TooLarge, read_limited

AUTOSAVE = "current.jrlog"
STORE_BYTES = 64 * 1024 * 1024


def journal_row(path: Path) -> dict[str, Any] | None:
    """The History row of one run file, or None (damaged, not a run, nothing played)."""
    try:
        game = Game.load(path, recover=True)
        ended = datetime.datetime.fromtimestamp(path.stat().st_mtime).isoformat(timespec="seconds")
    except (JournalError, OSError, ValueError):
        return None
    unfinished = summarize(game)["result"] == "unfinished"
    if not game.commands or unfinished and path.name == AUTOSAVE:
        return None
    return dict(row_for(game, path), ended=ended)


def journal_rows(folder: Path) -> list[dict[str, Any]]:
    """The rows of every run file in ``folder``, oldest file first."""
    return Projection(folder).rows()


# a run file's signature (size, mtime_ns) and its History row (None: not a run)
Seen = tuple[list[int], dict[str, Any] | None]


class Projection:
    """``journal_rows`` of one folder, asked again and again (on start, whenever History is
    shown): a file is replayed again only when its size or time changed. With ``store`` the
    rows of the files seen are kept there too (JSON, with the SHA-256 of its own content: a
    changed or damaged store is ignored and the files replayed), so a start replays only the
    files that changed since."""

    def __init__(self, folder: Path, store: Path | None = None):
        self.folder, self.store = folder, store
        self._seen: dict[str, Seen] = self._load()

    def _load(self) -> dict[str, Seen]:
        if self.store is None:
            return {}
        try:
            outer = loads(read_limited(self.store, STORE_BYTES).decode("utf-8"))
            body = outer["body"]
            if hashlib.sha256(body.encode("utf-8")).hexdigest() != outer["sha256"]:
                return {}
            seen = loads(body)
        except (OSError, TooLarge, ValueError, KeyError, TypeError):
            return {}
        return {k: (v[0], v[1]) for k, v in seen.items() if isinstance(v, list) and len(v) == 2}

    def _save(self) -> None:
        body = json.dumps({k: [sig, row] for k, (sig, row) in self._seen.items()}, sort_keys=True)
        digest = hashlib.sha256(body.encode("utf-8")).hexdigest()
        if self.store is None:
            return
        try:
            write_atomic(self.store, json.dumps({"sha256": digest, "body": body}))
        except OSError:
            pass  # a cache: the files are replayed again next time

    def rows(self) -> list[dict[str, Any]]:
        files = []
        try:
            for p in self.folder.glob("*.jrlog"):
                st = p.stat()
                files.append((st.st_mtime, p.name, p, [st.st_size, st.st_mtime_ns]))
        except OSError:
            return []
        out, changed = [], False
        for *_, path, sig in sorted(files):
            seen = self._seen.get(str(path))
            if seen is None or seen[0] != sig:
                seen = self._seen[str(path)] = (sig, journal_row(path))
                changed = True
            if seen[1] is not None:
                out.append(dict(seen[1]))
        gone = set(self._seen) - {str(f[2]) for f in files}
        for name in gone:
            del self._seen[name]
        if (changed or gone) and self.store is not None:
            self._save()
        return out
