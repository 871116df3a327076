"""Where a run came from, kept in its journal header's ``created`` (so it travels with the file
and lands in History's ``started``): a daily run, or a branch of another run.

    "daily:2026-11-30"             the daily run of that date (challenge mode, one recorded attempt)
    "branch:12:340:<key>"          branched from History run #12 after its command 340
    "branch:-:340:<key>"           branched from a run with no row number at the time: one
                                   replayed from the table, or opened from a file

``<key>`` is the parent's identity (``record.run_key``: the same as its History row's ``key``),
so History names the parent by its row even when the branch did not know its number, and after
a rebuild numbered the rows anew. Stamps written before it have no key. A plain run has ""
(or a timestamp); ``parse`` returns None for it.
"""

from __future__ import annotations

import string
from datetime import date
from typing import Any


def daily_stamp(day: date) -> str:
    return f"daily:{day.isoformat()}"


def branch_stamp(row_id: int | None, at: int, parent_key: str | None = None) -> str:
    stamp = f"branch:{row_id if row_id is not None else '-'}:{int(at)}"
    return f"{stamp}:{parent_key}" if parent_key else stamp


def parse(created: object) -> dict[str, Any] | None:
    if not isinstance(created, str):
        return None
    kind, _, rest = created.partition(":")
    if kind == "daily" and len(rest) == 10:
        return {"kind": "daily", "date": rest}
    if kind == "branch":
        of, _, rest = rest.partition(":")
        at, _, key = rest.partition(":")
        if at.isdigit() and (of == "-" or of.isdigit()) and set(key) <= set(string.hexdigits):
            return {
                "kind": "branch",
                "of": None if of == "-" else int(of),
                "at": int(at),
                "key": key or None,
            }
    return None


def branch_parent(o: dict[str, Any], rows: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The History row a branch (``parse``'s dict) came from: the row holding its parent's key,
    else the row of its number unless that row is keyed as another run (a rebuild numbers the
    rows anew); None when the parent is not in History."""
    if o.get("key"):
        found = next((r for r in rows if r.get("key") == o["key"]), None)
        if found is not None:
            return found
    if o.get("of") is None:
        return None
    row = next((r for r in rows if r.get("id") == o["of"]), None)
    if row is None or o.get("key") and row.get("key") not in (None, o["key"]):
        return None
    return row
