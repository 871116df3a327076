"""Journal files on disk: size-limited reads, atomic rewrites, durable appends."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from jongrogue.engine.journal import MAX_BYTES, JournalError


def read_journal(path) -> str:
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise JournalError(f"{path.name}: file is too large ({size} bytes)")
        data = path.read_bytes()
    except OSError as exc:
        raise JournalError(f"{path.name}: cannot be read: {exc.strerror or exc}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise JournalError(f"{path.name}: not UTF-8 text") from None


def write_atomic(path, text: str) -> None:
    """Whole-file rewrite: temp file in the same folder, fsync, rename over the old file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def append_line(path, line: str) -> None:
    """Append one journal line: append + flush + fsync."""
    with open(path, "a", encoding="utf-8", newline="\n") as fh:
        fh.write(line + "\n")
        fh.flush()
        os.fsync(fh.fileno())
