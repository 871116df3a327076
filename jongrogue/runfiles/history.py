"""Run history: ``history.sqlite3`` in the data directory, one row per finished or abandoned run.

    from jongrogue.runfiles import history
    history.record_run({"seed": 42, "ruleset": "ez", "result": "game_over", ...})
    for row in history.rows():        # oldest first, each a dict with "id" == "#"
        ...

History never loses a row. The database is a cache of what the run files say: every row is
the projection of a journal in ``saves/`` (runfiles/rebuild.py) and can be rebuilt from them
(``History.rebuild()``, ``jongrogue history --rebuild``). ``reconcile()`` — on start and
whenever History is shown — makes it say what the journals say (runfiles/reconcile.py: runs
added, rows ahead of their journal or without one corrected, duplicates merged). A row the
database cannot take now is appended at once to ``history-pending.jsonl`` (history_pending.py)
and merged when it can; a run is stored once per key (history_db.py), so merging again or
recording again adds nothing.

Nothing here raises for a database problem; each one is a ``Problem`` in ``History.problem``
(``problem_once()`` returns a problem the first time only; ``record_run`` returns it each time
while the disk is full or the row is kept in memory only). A database that cannot be read is
bypassed: ``rows()`` shows the runs of the journals and the problem ``history_bypassed``:

* corrupt (SQLite says SQLITE_CORRUPT / SQLITE_NOTADB), or a directory, FIFO or device in its
  place — the only "damaged" cases: it is moved to ``history.sqlite3.damaged-<stamp>`` (``-2``,
  ``-3`` … never over an earlier one) and a fresh database is rebuilt from the run files;
* locked (another running copy) — a short wait, then the row is queued;
* read-only — the runs are read (opening writes nothing) and new rows are queued;
* disk full or any other write error — the row is queued and written at the next access;
* a newer schema, or a ``runs`` table that is not the game's — the file is left untouched, new
  rows are queued and History shows the runs rebuilt from the run files.

Queued rows are listed by ``rows()`` after the stored ones (with negative ids).
"""

from __future__ import annotations

import datetime
import json
import logging
import sqlite3
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from jongrogue.runfiles import reconcile
from jongrogue.runfiles.rebuild import AUTOSAVE, Projection
from jongrogue.storage import history_db as db
from jongrogue.storage import history_pending as pending_file
from jongrogue.storage import paths
from jongrogue.storage.aside import move_aside
from jongrogue.storage.safe_open import is_special
from jongrogue.storage.settings import Problem

log = logging.getLogger(__name__)
UNUSABLE = (
    "newer",
    "foreign",
    "unavailable",
)  # stored rows unreadable for good: show the projection


class History:
    def __init__(self, path: Path | None = None, saves: Path | None = None):
        self.path = Path(path) if path else paths.history_path()
        self.saves = Path(saves) if saves else self.path.parent / "saves"
        self.pending_path = pending_file.pending_path(self.path)
        self.problem: Problem | None = None
        self.last_id: int | None = None  # row id of the last record_run (None while queued)
        self.pending: list[dict[str, Any]] = _valid(
            pending_file.load(self.pending_path)
        )  # not yet written
        self._reported: set[str] = set()
        self.projection = Projection(self.saves, self.path.with_name("history-journals.json"))
        self.unsynced = False  # the last reconcile could not write: rows() applies it in memory

    # -- problems ------------------------------------------------------------------------------
    def _set_problem(self, kind: str, exc: BaseException | str, **extra: object) -> None:
        self.problem = Problem(
            f"history_{kind}", {"path": str(self.path), "error": str(exc)[:200], **extra}
        )

    def problem_once(self) -> Problem | None:
        """The current problem, the first time it is asked for (one warning per problem)."""
        p = self.problem
        if p is None or p.key in self._reported:
            return None
        self._reported.add(p.key)
        return p

    def _damaged(self, exc: BaseException | str) -> bool:
        """Move the file aside and rebuild a fresh one from the run files; -> it moved."""
        moved = move_aside(self.path, f"damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        if moved is not None:
            for suffix in ("-journal", "-wal", "-shm"):
                side = Path(str(self.path) + suffix)
                if side.exists():
                    move_aside(side, moved.name.split(".", 2)[-1])
        self._set_problem("damaged", exc, moved=str(moved))
        if moved is not None:
            log.warning(
                "history database %s was damaged (%s): moved to %s, rebuilding it from %s",
                self.path,
                exc,
                moved,
                self.saves,
            )
            self._write(self._mend, mend=False)
        return moved is not None

    # -- connections ---------------------------------------------------------------------------
    def _read_connection(self) -> sqlite3.Connection:
        return db.read_connection(self.path)

    def _write_connection(self) -> sqlite3.Connection:
        return db.write_connection(self.path)

    def _write(self, action: Callable[[sqlite3.Connection], object], mend: bool = True) -> bool:
        """Run ``action(con)`` in one transaction; a damaged file is moved aside, rebuilt from
        the run files and the action retried once (``mend``: not while rebuilding).
        -> success; on failure ``problem`` says why."""
        for attempt in (1, 2):
            if is_special(self.path):
                if attempt == 2 or not mend:
                    self._set_problem("unavailable", "not a regular file")
                    return False
                self._damaged(f"{self.path.name} is not a regular file")
                continue
            con = None
            try:
                con = self._write_connection()
                with con:
                    action(con)
                return True
            except (sqlite3.Error, OSError) as exc:
                kind = db.classify(exc) if isinstance(exc, sqlite3.Error) else "unavailable"
                if con is not None:
                    con.close()
                    con = None
                if kind == "corrupt" and attempt == 1 and mend:
                    self._damaged(exc)
                    continue
                self._set_problem(kind, exc)
                return False
            finally:
                if con is not None:
                    con.close()
        return False

    def _projected(self) -> list[dict[str, Any]]:
        return _valid(self.projection.rows())

    def _plan(self, stored: list[dict[str, Any]]) -> reconcile.Plan:
        return reconcile.plan(stored, self._projected(), self.saves / AUTOSAVE)

    def _mend(self, con: sqlite3.Connection) -> reconcile.Plan:
        """Make the database say what the journals say (runfiles/reconcile.py)."""
        changes = self._plan(db.read_rows(con))
        db.change(con, changes.deletes, changes.updates, changes.inserts)
        return changes

    def _flush(self) -> bool:
        """Write the queued rows; -> True when none is left."""
        if not self.pending:
            return True
        ids: list[int] = []

        def insert(con: sqlite3.Connection) -> None:
            ids[:] = db.insert(con, self.pending)

        if not self._write(insert):
            logging.getLogger(__name__).warning(
                "history: %d row(s) queued in memory", len(self.pending)
            )
            return False
        self.pending.clear()
        pending_file.clear(self.pending_path)
        self.last_id = ids[-1] if ids else None
        if self.problem is not None and self.problem.key != "history_damaged":
            self.problem = None
            self._reported.clear()
        return True

    def _keep(self, row: dict[str, Any]) -> bool:
        """Keep a row the database cannot take now on disk at once (merged by a later flush);
        -> it is on disk (else in memory only)."""
        where: Path | str
        try:
            pending_file.append(self.pending_path, row)
            where = self.pending_path
        except OSError as exc:
            where = f"memory only ({exc})"
        log.warning(
            "history row of seed %s queued in %s: %s",
            row.get("seed"),
            where,
            self.problem.args.get("error") if self.problem else "the database cannot take it now",
        )
        return where == self.pending_path

    # -- API -----------------------------------------------------------------------------------
    def record_run(self, row: dict[str, Any]) -> Problem | None:
        """Store a finished run (or queue it while the database cannot take it).
        -> the Problem when the row could not be written: every time while the disk is full or
        the row is kept in memory only, else the first time; None when it was written."""
        values = normalise_row(row)
        self.pending.append(values)
        self.last_id = None
        before = self.problem
        if self._flush():
            if self.problem is before:
                return None
            return self.problem_once()
        problem = self.problem
        assert problem is not None, "a row that could not be written has its problem"
        if self._keep(values) and problem.key != "history_full":
            return self.problem_once()  # kept on disk for good: said once
        self._reported.add(problem.key)
        return self.problem  # a full disk, or kept in memory only: said every time

    def set_journal(self, run_id: int, journal: Path | str | None) -> Problem | None:
        """Point a run at its archived journal (the autosave is moved aside when the table closes)."""
        if self._write(
            lambda con: con.execute(
                "UPDATE runs SET journal = ? WHERE id = ?", (str(journal), run_id)
            )
        ):
            return None
        return self.problem_once()

    def delete_run(self, run_id: int) -> Problem | None:
        """Forget a row (an unfinished run that is resumed: it is recorded again when it ends)."""
        if run_id < 0 and -run_id <= len(self.pending):  # a queued row
            del self.pending[-run_id - 1]
            return self._rewrite_pending()
        if self._write(lambda con: con.execute("DELETE FROM runs WHERE id = ?", (run_id,))):
            return None
        return self.problem_once()

    def _rewrite_pending(self) -> Problem | None:
        try:
            pending_file.rewrite(self.pending_path, self.pending)
        except OSError as exc:
            self._set_problem("unavailable", exc)
            return self.problem_once()
        return None

    def rebuild(self) -> int:
        """Merge the rows of every run file into the database (those it lacks); -> rows added,
        or -1 when the database cannot be written (``problem`` says why)."""
        changes = self.reconcile()
        if changes is None:
            return -1
        log.warning(
            "history database %s rebuilt from %s: %d runs added",
            self.path,
            self.saves,
            len(changes.inserts),
        )
        return len(changes.inserts)

    def reconcile(self) -> reconcile.Plan | None:
        """Bring the database in line with the journals (on start and whenever History is
        shown): missing runs added, rows ahead of their journal or without one corrected,
        duplicates merged. -> what changed, or None when the database cannot be written now
        (``rows()`` then shows the reconciled runs all the same; ``problem`` says why)."""
        self._flush()
        done: list[reconcile.Plan] = []
        if not self._write(lambda con: done.append(self._mend(con))):
            self.unsynced = True
            return None
        self.unsynced = False
        if done[0]:
            log.warning(
                "history reconciled with %s: %d added, %d corrected, %d removed",
                self.saves,
                len(done[0].inserts),
                len(done[0].updates),
                len(done[0].deletes),
            )
        return done[0]

    def rows(self) -> list[dict[str, Any]]:
        """Stored runs then queued ones; never raises (a problem is kept in ``problem``). A
        database that cannot be read is bypassed: the runs of the journals are shown; one that
        could not be reconciled is shown reconciled (added runs have negative ids). Each row's
        ``number`` counts the runs in the order they were started, without the gaps a resumed
        run leaves in the ids (its row is recorded anew when it ends, under its number)."""
        self._flush()
        stored = self._read_rows() if self.path.exists() else []
        if stored is None:
            if self.problem is None or self.problem.key.removeprefix("history_") not in UNUSABLE:
                error = self.problem.args.get("error", "") if self.problem else ""
                self._set_problem("bypassed", error)
            shown = reconcile.apply([], reconcile.Plan(inserts=self._projected()))
        elif self.unsynced:
            shown = reconcile.apply(stored, self._plan(stored))
        else:
            shown = stored
        keys = {r.get("key") for r in shown} - {None}
        queued = [
            dict(values, id=-i)
            for i, values in enumerate(self.pending, 1)
            if values.get("key") not in keys
        ]
        n = len(self.pending)
        for row in shown:
            if row["id"] is None:
                n += 1
                row["id"] = -n
        out = [db.decode_options(row) for row in shown + queued]
        # In the order the runs were started: a resumed run, recorded anew when it ends, keeps
        # its number, and so does every run after it ("run #5" stays the run a branch names).
        numbered = sorted(
            out,
            key=lambda r: (
                str(r.get("started") or r.get("ended") or ""),
                r["id"] < 0,
                abs(r["id"]),
            ),
        )
        for n, row in enumerate(numbered, 1):
            row["number"] = n  # the run's number as shown: 1, 2, 3 … (ids have gaps)
        return out

    def _read_rows(self, again: bool = True) -> list[dict[str, Any]] | None:
        """The stored rows, or None when the database cannot be read."""
        if is_special(self.path):
            if again and self._damaged("not a regular file"):
                return self._read_rows(False)
            return None
        con = None
        try:
            con = self._read_connection()
            return db.read_rows(con)
        except (sqlite3.Error, OSError) as exc:
            kind = db.classify(exc) if isinstance(exc, sqlite3.Error) else "unavailable"
            if con is not None:
                con.close()
                con = None
            if kind == "corrupt" and again and self._damaged(exc):
                return self._read_rows(False)
            self._set_problem(kind, exc)
            return None
        finally:
            if con is not None:
                con.close()


def normalise_row(row: dict[str, Any]) -> dict[str, Any]:
    missing = {"seed", "ruleset", "result"} - set(row)
    if missing:
        raise ValueError(f"history row lacks {sorted(missing)}")
    out = {}
    for col in db.COLUMNS:
        value = row.get(col)
        if col == "options":
            value = (
                value
                if isinstance(value, str)
                else json.dumps(sorted(value or []), ensure_ascii=False)
            )
        elif col in db.INT_COLUMNS:
            value = None if value is None else int(value)
        elif value is not None:
            value = str(value)
        out[col] = value
    out["continues"] = out["continues"] or 0
    out["undos"] = out["undos"] or 0
    out["hints"] = out["hints"] or 0
    out["mode"] = out["mode"] or "practice"
    out["ended"] = out["ended"] or datetime.datetime.now().isoformat(timespec="seconds")
    return out


def _valid(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows that normalise (a damaged pending line, a hand-edited one, is skipped)."""
    out = []
    for row in rows:
        try:
            out.append(normalise_row(row))
        except (ValueError, TypeError, OverflowError):
            continue
    return out


_last: History | None = None


def record_run(row: dict[str, Any], path: Path | None = None) -> Problem | None:
    global _last
    _last = History(path)
    return _last.record_run(row)


def rows(path: Path | None = None) -> list[dict[str, Any]]:
    global _last
    _last = History(path)
    return _last.rows()


def last_problem() -> Problem | None:
    return _last.problem if _last else None
