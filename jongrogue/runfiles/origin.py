"""Where a run came from, kept in its journal header's ``created`` (so it travels with the file
and lands in History's ``started``): a daily run, or a branch of another run.

    "daily:2026-11-30"       the daily run of that date (challenge mode, one recorded attempt)
    "branch:12:340"          branched from History run #12 after its command 340
    "branch:-:340"           branched from a run file opened from disk (no History row)

A plain run has "" (or a timestamp); ``parse`` returns None for it.
"""
from __future__ import annotations

from datetime import date


def daily_stamp(day: date) -> str:
    return f"daily:{day.isoformat()}"


def branch_stamp(row_id: int | None, at: int) -> str:
    return f"branch:{row_id if row_id is not None else '-'}:{int(at)}"


def parse(created) -> dict | None:
    if not isinstance(created, str):
        return None
    kind, _, rest = created.partition(":")
    if kind == "daily" and len(rest) == 10:
        return {"kind": "daily", "date": rest}
    if kind == "branch":
        of, _, at = rest.partition(":")
        if at.isdigit() and (of == "-" or of.isdigit()):
            return {"kind": "branch", "of": None if of == "-" else int(of), "at": int(at)}
    return None
