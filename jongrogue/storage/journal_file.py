"""Journal files on disk: streamed, size-limited reads; atomic rewrites and durable appends
(storage.atomic); clean-up of temporary files a kill left behind.

``read_journal`` reads line by line and stops at the first line that cannot be an entry (blank,
over-long): it returns the text up to and including that line, plus the start of the next line
when there is one, so the engine's parse reaches the same verdict (damaged tail cut off, or an
error in the middle) as on the whole file — while a 63 MB file of blank lines costs one line of
memory, not a split of the whole file. A file of more lines than a journal may hold is refused
while it is read (a 60 MB file of short lines never becomes millions of strings), and only a
regular file is opened (storage/safe_open.py).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import BinaryIO

from jongrogue.engine.journal.codec import MAX_BYTES, MAX_COMMANDS, MAX_LINE
from jongrogue.engine.journal.error import JournalError
from jongrogue.storage import paths
from jongrogue.storage.atomic import append_line as append_line  # (re-exported)
from jongrogue.storage.atomic import temp_name
from jongrogue.storage.atomic import write_atomic as write_atomic  # (re-exported)
from jongrogue.storage.safe_open import StrPath, open_regular


def _decode(raw: bytes | bytearray, name: str) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise JournalError(f"{name}: not UTF-8 text") from None


def _bad(raw: bytes) -> bool:
    """A line no parse can accept: blank, or longer than any entry may be."""
    body = raw.rstrip(b"\r\n")
    return not body.strip() or len(body) > MAX_LINE


def _read_lines(fh: BinaryIO, name: str) -> str:
    # the lines go into one growing buffer, decoded once: a list of ~100,000 small strings
    # would scatter the heap, and the process would keep that memory after the load
    head = bytearray()
    tail = ""  # a damaged line and the start of the next, decoded as far as they go
    lines = 0
    while True:
        raw = fh.readline(MAX_LINE + 2)
        if not raw:
            break
        lines += 1
        if lines > MAX_COMMANDS + 1 or len(head) + len(raw) > MAX_BYTES:
            # refused before it is all in memory
            raise JournalError(
                f"{name}: more than {MAX_COMMANDS} lines or {MAX_BYTES} bytes: not a run's journal"
            )
        if not _bad(raw):
            head += raw
            continue
        if len(raw) <= MAX_LINE + 1:
            head += raw
        else:  # over-long: its start, then skip to the end of this line
            tail = _decode_prefix(raw)
            while (chunk := fh.readline(MAX_LINE + 2)) and not chunk.endswith(b"\n"):
                pass
            tail += "\n"
        after = fh.readline(MAX_LINE + 2)  # is the damage the tail, or in the middle?
        if after:
            tail += _decode_prefix(after.rstrip(b"\r\n")) + "\n"
        break
    text = _decode(head, name)
    del head
    return text + tail if tail else text


def _decode_prefix(raw: bytes) -> str:
    """Decode a (possibly cut) line for the parse to reject; a split character does not matter."""
    return raw.decode("utf-8", errors="replace")


def read_journal(path: StrPath) -> str:
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise JournalError(f"{path.name}: file is too large ({size} bytes)")
        with open_regular(path) as fh:  # never a FIFO, device or directory
            return _read_lines(fh, path.name)
    except OSError as exc:
        raise JournalError(f"{path.name}: cannot be read: {exc.strerror or exc}") from None


def unreadable(path: StrPath) -> str | None:
    """Why ``path`` cannot be read as a journal at all, so that no recovery can help (not a
    regular file, cannot be opened, too large); None when it can be read."""
    path = Path(path)
    try:
        size = os.stat(path).st_size
        with open_regular(path):
            pass
    except OSError as exc:
        return f"{path.name}: {exc.strerror or exc}"
    if size > MAX_BYTES:
        return f"{path.name}: file is too large ({size} bytes)"
    return None


def remove_stale_temps(folder: StrPath, names: Iterable[str] | None = None) -> list[Path]:
    """Delete the temporary files a kill during write_atomic left in ``folder`` for the files
    called ``names`` (default: the autosave's), ``<name>.<random>.tmp`` (storage.atomic.temp_name)
    — nothing else, whatever it is called; -> the files removed. Call at start, before this
    process writes anything there."""
    names = names if names is not None else (paths.autosave_path().name,)
    patterns = [temp_name(n) for n in names]
    removed: list[Path] = []
    try:
        candidates = [
            p for p in Path(folder).iterdir() if any(t.fullmatch(p.name) for t in patterns)
        ]
    except OSError:
        return removed
    for tmp in candidates:
        try:
            if tmp.is_file() and not tmp.is_symlink():
                os.unlink(tmp)
                removed.append(tmp)
        except OSError:
            pass
    return removed
