"""Journal files on disk: streamed, size-limited reads; atomic rewrites and durable appends
(storage.atomic); clean-up of temporary files a kill left behind.

``read_journal`` reads line by line and stops at the first line that cannot be an entry (blank,
over-long): it returns the text up to and including that line, plus the start of the next line
when there is one, so the engine's parse reaches the same verdict (damaged tail cut off, or an
error in the middle) as on the whole file — while a 63 MB file of blank lines costs one line of
memory, not a split of the whole file.
"""
from __future__ import annotations

import os
from pathlib import Path

from jongrogue.engine.journal.codec import MAX_BYTES, MAX_LINE, JournalError
from jongrogue.storage.atomic import append_line, write_atomic  # noqa: F401  (re-exported)

TEMP_GLOB = "*.tmp"


def _decode(raw: bytes, name: str) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise JournalError(f"{name}: not UTF-8 text") from None


def _bad(raw: bytes) -> bool:
    """A line no parse can accept: blank, or longer than any entry may be."""
    body = raw.rstrip(b"\r\n")
    return not body.strip() or len(body) > MAX_LINE


def _read_lines(fh, name: str) -> str:
    parts: list[str] = []
    while True:
        raw = fh.readline(MAX_LINE + 2)
        if not raw:
            break
        parts.append(_decode(raw, name) if len(raw) <= MAX_LINE + 1 else _decode_prefix(raw))
        if _bad(raw):
            if not raw.endswith(b"\n"):          # over-long: skip to the end of this line
                while (chunk := fh.readline(MAX_LINE + 2)) and not chunk.endswith(b"\n"):
                    pass
                parts[-1] += "\n"
            after = fh.readline(MAX_LINE + 2)     # is the damage the tail, or in the middle?
            if after:
                parts.append(_decode_prefix(after.rstrip(b"\r\n")) + "\n")
            break
    return "".join(parts)


def _decode_prefix(raw: bytes) -> str:
    """Decode a (possibly cut) line for the parse to reject; a split character does not matter."""
    return raw.decode("utf-8", errors="replace")


def read_journal(path) -> str:
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise JournalError(f"{path.name}: file is too large ({size} bytes)")
        with open(path, "rb") as fh:
            return _read_lines(fh, path.name)
    except OSError as exc:
        raise JournalError(f"{path.name}: cannot be read: {exc.strerror or exc}") from None


def remove_stale_temps(folder) -> list[Path]:
    """Delete ``<name>.<random>.tmp`` files a kill during write_atomic left in ``folder``;
    -> the files removed. Call at start, before this process writes anything there."""
    removed = []
    try:
        candidates = list(Path(folder).glob(TEMP_GLOB))
    except OSError:
        return removed
    for tmp in candidates:
        try:
            if tmp.is_file():
                os.unlink(tmp)
                removed.append(tmp)
        except OSError:
            pass
    return removed
