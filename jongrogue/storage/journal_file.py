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
from pathlib import Path

from jongrogue.engine.journal.codec import MAX_BYTES, MAX_COMMANDS, MAX_LINE, JournalError
from jongrogue.storage import paths
from jongrogue.storage.atomic import append_line, temp_name, write_atomic  # noqa: F401  (re-exported)
from jongrogue.storage.safe_open import open_regular

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
    read = 0
    while True:
        raw = fh.readline(MAX_LINE + 2)
        if not raw:
            break
        read += len(raw)
        if len(parts) > MAX_COMMANDS or read > MAX_BYTES:   # refused before it is all in memory
            raise JournalError(f"{name}: more than {MAX_COMMANDS} lines or {MAX_BYTES} bytes: not a run's journal")
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
        with open_regular(path) as fh:       # never a FIFO, device or directory
            return _read_lines(fh, path.name)
    except OSError as exc:
        raise JournalError(f"{path.name}: cannot be read: {exc.strerror or exc}") from None


def remove_stale_temps(folder, names=None) -> list[Path]:
    """Delete the temporary files a kill during write_atomic left in ``folder`` for the files
    called ``names`` (default: the autosave's), ``<name>.<random>.tmp`` (storage.atomic.temp_name)
    — nothing else, whatever it is called; -> the files removed. Call at start, before this
    process writes anything there."""
    names = names if names is not None else (paths.autosave_path().name,)
    patterns = [temp_name(n) for n in names]
    removed = []
    try:
        candidates = [p for p in Path(folder).iterdir() if any(t.fullmatch(p.name) for t in patterns)]
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
