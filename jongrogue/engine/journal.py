"""The journal = the save file (DESIGN §3): JSON Lines text, parsed defensively.

Line 1 is the header; every further line is {"n", "cmd", "hash"}: the command and the state
hash after it. Pure text in, data out: reading and writing files is jongrogue.storage's job.
Every problem raises JournalError (the one documented error type), or — for a damaged tail —
is reported as a warning with the good prefix kept.
"""
from __future__ import annotations

import json

from .commands import Command
from .journal_error import JournalError
from .journal_schema import FORMAT, SCHEMA, validate_header

MAX_BYTES = 64 * 1024 * 1024
MAX_LINE = 64 * 1024
MAX_COMMANDS = 1_000_000


def header(game_seed: int, options, rules_version: str, created: str, box_order=None) -> dict:
    h = {"format": FORMAT, "schema": SCHEMA, "rules_version": rules_version, "seed": game_seed,
         "ruleset": options.ruleset, "options": sorted(options.plus), "mode": options.mode,
         "created": created}
    if box_order is not None:
        h["box_order"] = box_order
    return h


def dumps_line(obj: dict) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def entry(n: int, command: Command, state_hash: str) -> dict:
    return {"n": n, "cmd": command.to_dict(), "hash": state_hash}


def parse(text: str):
    """-> (header, [(Command, hash)], warning or None). Raises JournalError."""
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
    for i, raw in enumerate(body, start=1):
        last = i == len(body)
        try:
            entries.append(_parse_entry(raw, i))
        except JournalError as exc:
            if last:
                return h, entries, f"line {i + 1} was damaged and has been cut off ({exc})"
            exc.good = len(entries)
            raise
        if len(entries) > MAX_COMMANDS:
            raise JournalError("journal has too many commands", len(entries))
    return h, entries, None


def _parse_entry(raw: str, n: int):
    if len(raw) > MAX_LINE:
        raise JournalError(f"line {n + 1} is too long")
    try:
        obj = json.loads(raw)
    except (ValueError, RecursionError):  # JSONDecodeError, or an over-long integer
        raise JournalError(f"line {n + 1} is not valid JSON") from None
    if not isinstance(obj, dict) or obj.get("n") != n or not isinstance(obj.get("hash"), str) \
            or not isinstance(obj.get("cmd"), dict):
        raise JournalError(f"line {n + 1} is not a journal entry")
    try:
        command = Command.from_dict(obj["cmd"])
    except (ValueError, TypeError, KeyError) as exc:
        raise JournalError(f"line {n + 1}: {exc}") from None
    return command, obj["hash"]
