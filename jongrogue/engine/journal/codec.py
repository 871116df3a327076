"""The journal = the save file (DESIGN §3): JSON Lines text, parsed defensively.

Line 1 is the header; every further line is an entry of the run's append-only history
(``journal_ops``): a command and the state hash after it (computed as the header's schema says:
see state_hash.py), or an undo, redo or hint. Pure text in, data out: reading and writing files
is jongrogue.storage's job.
Every problem raises JournalError (the one documented error type), or — for a damaged tail —
is reported as a warning with the good prefix kept.
"""
from __future__ import annotations

import json

from . import ops as journal_ops
from .error import JournalError
from .schema import FORMAT, SCHEMA, validate_header

MAX_BYTES = 64 * 1024 * 1024
MAX_LINE = 64 * 1024
MAX_COMMANDS = 1_000_000


def header(game_seed: int, options, rules_version: str, created: str, box_order=None) -> dict:
    h = {"format": FORMAT, "schema": SCHEMA, "rules_version": rules_version, "seed": game_seed,
         "ruleset": options.ruleset, "options": sorted(options.plus), "mode": options.mode,
         "created": created}
    if options.tiles != "digital":   # (a key only paper runs have: older journals load as they are)
        h["tiles"] = options.tiles
    if box_order is not None:
        h["box_order"] = box_order
    return h


def dumps_line(obj: dict) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def parse(text: str):
    """-> (header, [journal_ops.Entry], warning or None). Raises JournalError whose ``good``
    counts the entries (lines after the header) known good."""
    if len(text) > MAX_BYTES:
        raise JournalError("journal file is too large")
    lines = text.split("\n")
    complete = text.endswith("\n")
    if not lines or not lines[0].strip():
        raise JournalError("journal is empty")
    if len(lines[0]) > MAX_LINE:
        raise JournalError("journal header line is too long")
    try:
        h = validate_header(json.loads(lines[0]))
    except (ValueError, RecursionError) as exc:  # JSONDecodeError, or an over-long integer
        raise JournalError(f"journal header is not valid JSON: {exc}") from None
    body = lines[1:]
    if complete:
        body = body[:-1]
    entries = []
    position = 0                       # commands in the line of play
    for i, raw in enumerate(body, start=1):
        last = i == len(body)
        try:
            entries.append(_parse_entry(raw, i, position))
            position = journal_ops.next_position(entries[-1])
        except JournalError as exc:
            if last:
                return h, entries, f"line {i + 1} was damaged and has been cut off ({exc})"
            exc.good = len(entries)
            raise
        if len(entries) > MAX_COMMANDS:
            raise JournalError("journal has too many commands", len(entries))
    return h, entries, None


def _parse_entry(raw: str, n: int, position: int):
    if len(raw) > MAX_LINE:
        raise JournalError(f"line {n + 1} is too long")
    try:
        obj = json.loads(raw)
    except (ValueError, RecursionError):  # JSONDecodeError, or an over-long integer
        raise JournalError(f"line {n + 1} is not valid JSON") from None
    try:
        return journal_ops.parse_entry(obj, position)
    except journal_ops.EntryError as exc:
        raise JournalError(f"line {n + 1} {exc}" if str(exc).startswith("is ") else f"line {n + 1}: {exc}") from None
