"""History reconciled with the journals: what the database must change to say what they say.

The journals in ``saves/`` are the truth (rebuild.py projects each to its row); the database is
a cache that a kill, a full disk or an older copy of the file can leave behind. ``plan`` compares
the stored rows with the projected ones and says what to change:

* a stored row whose key a journal has: kept (its ``journal`` follows the file if it moved);
* a stored row whose key no journal has, but whose journal (by path, else by the same run: seed,
  rules, mode, options and start) is a projected run without a row: corrected to that run (a row
  recorded ahead of its journal — "game over" for a journal that stops before the death — or
  one recorded before rows had keys);
* such a row when that run already has its row: a duplicate, deleted;
* a row naming a journal of the saves folder that is gone, or the autosave of the run still in
  progress (not History yet): deleted; a row naming no journal at all (recorded before journals
  were kept), or one outside the saves folder, is kept;
* a projected run with no row: added.

    plan(stored, projected, autosave) -> Plan(updates={id: {column: value}}, deletes, inserts)
    apply(stored, plan) -> the rows as they will be (a database that cannot be written now)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SAME_RUN = ("seed", "ruleset", "mode", "options", "started")
# a row recorded before rows had keys (schema 3) is its run when all of these agree
UNKEYED_SAME = ("seed", "ruleset", "options", "mode", "started", "result", "score")
KEEP_ON_CORRECTION = ("id", "ended")  # a corrected row keeps its number and its end time


@dataclass
class Plan:
    """The changes that bring History in line with the run files: updates, deletions, insertions."""

    updates: dict[int, dict[str, Any]] = field(default_factory=dict)
    deletes: list[int] = field(default_factory=list)
    inserts: list[dict[str, Any]] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.updates or self.deletes or self.inserts)


def _same_run(p: dict[str, Any], row: dict[str, Any]) -> bool:
    if row.get("key") is None and all(str(p.get(c)) == str(row.get(c)) for c in UNKEYED_SAME):
        return True
    return bool(row.get("started")) and all(str(p.get(c)) == str(row.get(c)) for c in SAME_RUN)


def _changes(row: dict[str, Any], values: dict[str, Any]) -> dict[str, Any]:
    return {
        c: v for c, v in values.items() if c not in KEEP_ON_CORRECTION and str(row.get(c)) != str(v)
    }


def _gone(journal: str | None, autosave: Path) -> bool:
    """A row's journal in the saves folder that is no run of History: missing, or the autosave
    of the run in progress. (A journal elsewhere — a file opened or saved outside — may be on
    a disk not mounted now: its row stays, shown without a replay.)"""
    if not journal:
        return False
    p = Path(journal)
    try:
        if p.parent.resolve() != autosave.parent.resolve():
            return False
        return not p.is_file() or p.resolve() == autosave.resolve()
    except OSError:
        return False


def plan(stored: list[dict[str, Any]], projected: list[dict[str, Any]], autosave: Path) -> Plan:
    """``stored``: the database's rows (with ``id``); ``projected``: the journals' rows (each
    with a ``key`` and its ``journal``); ``autosave``: the run in progress's file."""
    out = Plan()
    by_key = {p["key"]: p for p in projected if p.get("key")}
    by_path = {str(p["journal"]): p for p in projected if p.get("journal")}
    matched: set[str] = set()
    rest = []
    for row in stored:
        p = by_key.get(row.get("key"))
        if p is None:
            rest.append(row)
        elif p["key"] in matched:
            out.deletes.append(row["id"])
        else:
            matched.add(p["key"])
            if str(row.get("journal")) != str(p["journal"]):
                out.updates[row["id"]] = {"journal": p["journal"]}
    for row in rest:
        p = by_path.get(str(row.get("journal")))
        if p is None:
            p = next(
                (q for q in projected if q["key"] not in matched and _same_run(q, row)),
                None,
            ) or next((q for q in projected if _same_run(q, row)), None)
        if p is not None and p["key"] not in matched:
            matched.add(p["key"])
            out.updates[row["id"]] = _changes(row, p)
        elif p is not None or _gone(row.get("journal"), autosave):
            out.deletes.append(row["id"])
    out.inserts = [p for p in projected if p.get("key") and p["key"] not in matched]
    return out


def apply(stored: list[dict[str, Any]], changes: Plan) -> list[dict[str, Any]]:
    """The rows as ``changes`` leaves them; an added row has no id yet (None)."""
    gone = set(changes.deletes)
    rows = [dict(r, **changes.updates.get(r["id"], {})) for r in stored if r["id"] not in gone]
    return rows + [dict(p, id=None) for p in changes.inserts]
