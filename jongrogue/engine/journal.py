"""The journal = the save file (DESIGN §3): JSON Lines text, parsed defensively.

Line 1 is the header; every further line is {"n", "cmd", "hash"}: the command and the state
hash after it (computed as the schema says: state_hash.py). Pure text in, data out: reading
and writing files is jongrogue.storage's job.
Every problem raises JournalError (the one documented error type), or — for a damaged tail —
is reported as a warning with the good prefix kept.
"""
from __future__ import annotations

import json

from .commands import Command

FORMAT = "jongrogue-journal"
SCHEMA = 3            # written by new games; schema 2 files load and keep their schema
HEADER_SHAPE = 2      # the header layout of schemas 2 and 3 (they differ in the state hash)
MAX_BYTES = 64 * 1024 * 1024
MAX_LINE = 64 * 1024
MAX_COMMANDS = 1_000_000


class JournalError(ValueError):
    """The journal cannot be used. `good` = number of commands known good before the damage."""

    def __init__(self, message: str, good: int = 0):
        super().__init__(message)
        self.good = good


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


# ---- upcasting: one small function per old schema ----------------------------------------
def _upcast_1_to_2(h: dict) -> dict:
    """Schema 1 stored the options as {"ruleset", "plus", "mode"} under "options"."""
    h = dict(h)
    opts = h.pop("options", {}) or {}
    if not isinstance(opts, dict):
        raise JournalError("schema 1 header: options must be an object")
    h["ruleset"] = opts.get("ruleset", "ez")
    h["options"] = list(opts.get("plus", []))
    h["mode"] = opts.get("mode", "practice")
    h["schema"] = 2
    return h


UPCASTERS = {1: _upcast_1_to_2}


def _check_header(h) -> dict:
    if not isinstance(h, dict) or h.get("format") != FORMAT:
        raise JournalError("not a JongRogue journal (bad header)")
    schema = h.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1 or schema > SCHEMA:
        raise JournalError(f"unsupported journal schema {schema!r}")
    while h["schema"] < HEADER_SHAPE:
        h = UPCASTERS[h["schema"]](h)
    types = {"seed": int, "ruleset": str, "options": list, "mode": str, "created": str}
    for key, typ in types.items():
        if not isinstance(h.get(key), typ) or isinstance(h.get(key), bool):
            raise JournalError(f"journal header: '{key}' missing or of the wrong type")
    if h["ruleset"] not in ("ez", "ez_plus") or h["mode"] not in ("practice", "challenge"):
        raise JournalError("journal header: unknown rule set or mode")
    if not all(isinstance(o, str) for o in h["options"]):
        raise JournalError("journal header: options must be strings")
    if abs(h["seed"]) > 2 ** 63:
        raise JournalError("journal header: seed out of range")
    return h


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
        h = _check_header(json.loads(lines[0]))
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
