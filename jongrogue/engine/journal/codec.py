"""The journal = the save file: JSON Lines text, parsed defensively.

Line 1 is the header; every further line is an entry of the run's append-only history
(``journal_ops``): a command and the state hash after it (computed as the header's schema says:
see state_hash.py), or an undo, redo or hint. Pure text in, data out: reading and writing files
is jongrogue.storage's job.
Every problem raises JournalError (the one documented error type), or — for a damaged tail —
is reported as a warning with the good prefix kept.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from jongrogue.engine.core.model import Options

from . import ops as journal_ops
from . import safe_json as journal_json
from .error import JournalError
from .schema import CHAINED_FROM, FORMAT, SCHEMA, validate_header

# A long run is a few thousand lines of ~130 bytes: these caps are far above any real run and
# keep the load of any file under them (its text, entries and replay: about 1 KB a command)
# well below 256 MiB.
MAX_BYTES = 32 * 1024 * 1024
MAX_LINE = 64 * 1024
MAX_COMMANDS = 100_000  # lines after the header (commands, undos, redos, hints)


def header(
    game_seed: int,
    options: Options,
    rules_version: str,
    created: str,
    box_order: object = None,
    rules_hash: str | None = None,
    schema: int = SCHEMA,
) -> dict[str, Any]:
    """A journal header; ``rules_hash`` (data/digest.py) from schema 6 on."""
    h = {
        "format": FORMAT,
        "schema": schema,
        "rules_version": rules_version,
        "seed": game_seed,
        "ruleset": options.ruleset,
        "options": sorted(options.plus),
        "mode": options.mode,
        "created": created,
    }
    if options.tiles != "digital":  # (a key only paper runs have: older journals load as they are)
        h["tiles"] = options.tiles
    if box_order is not None:
        h["box_order"] = box_order
    if rules_hash is not None:
        h["rules_hash"] = rules_hash
    return h


def dumps_line(obj: dict[str, Any]) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def lines(text: str) -> Iterator[str]:
    """Yield the lines of ``text`` one by one (no list of them all: a file may hold millions)."""
    start, end = 0, len(text)
    while start < end:
        stop = text.find("\n", start)
        if stop < 0:
            yield text[start:]
            return
        yield text[start:stop]
        start = stop + 1


def good_prefix(text: str, good: int) -> str:
    """The header and the first ``good`` entries of a journal text."""
    stop = -1
    for _ in range(good + 1):
        stop = text.find("\n", stop + 1)
        if stop < 0:
            return text if text.endswith("\n") else text + "\n"
    return text[: stop + 1]


def parse(text: str) -> tuple[dict[str, Any], list[journal_ops.Entry], str | None]:
    """-> (header, [journal_ops.Entry], warning or None). Raises JournalError whose ``good``
    counts the entries (lines after the header) known good."""
    if len(text) > MAX_BYTES:
        raise JournalError("journal file is too large")
    rows = lines(text)
    first = next(rows, "")
    if not first.strip():
        raise JournalError("journal is empty")
    if len(first) > MAX_LINE:
        raise JournalError("journal header line is too long")
    try:
        h = validate_header(journal_json.loads(first))
    except ValueError as exc:  # JSONDecodeError, too deeply nested, or an over-long integer
        raise JournalError(f"journal header is not valid JSON: {exc}") from None
    chained = h["schema"] >= CHAINED_FROM
    entries: list[journal_ops.Entry] = []
    position = 0  # commands in the line of play
    raw = next(rows, None)
    i = 0
    while raw is not None:
        i += 1
        following = next(rows, None)
        try:
            entries.append(_parse_entry(raw, i, position, chained))
            position = journal_ops.next_position(entries[-1])
        except JournalError as exc:
            if following is None:
                return h, entries, f"line {i + 1} was damaged and has been cut off ({exc})"
            exc.good = len(entries)
            raise
        if len(entries) > MAX_COMMANDS:
            raise JournalError("journal has too many commands", len(entries))
        raw = following
    return h, entries, None


def _parse_entry(raw: str, n: int, position: int, chained: bool) -> journal_ops.Entry:
    if len(raw) > MAX_LINE:
        raise JournalError(f"line {n + 1} is too long")
    try:
        obj = journal_json.loads(raw)
    except ValueError:  # JSONDecodeError, too deeply nested, or an over-long integer
        raise JournalError(f"line {n + 1} is not valid JSON") from None
    try:
        return journal_ops.parse_entry(obj, position, chained)
    except journal_ops.EntryError as exc:
        raise JournalError(
            f"line {n + 1} {exc}"
            if str(exc).startswith(("is ", "has "))
            else f"line {n + 1}: {exc}"
        ) from None
