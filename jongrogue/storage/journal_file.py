"""Journal files on disk: size-limited reads; atomic rewrites and durable appends (storage.atomic)."""
from __future__ import annotations

from pathlib import Path

from jongrogue.engine.journal import MAX_BYTES, JournalError
from jongrogue.storage.atomic import append_line, write_atomic  # noqa: F401  (re-exported)


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
