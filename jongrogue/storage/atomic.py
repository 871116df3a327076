"""Durable file writes shared by journals and settings."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from jongrogue.storage.safe_open import open_regular_append


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
    """Append one line durably: append + flush + fsync; only ever to a regular file (a FIFO in
    its place would block the game, a device would swallow the line: both raise NotRegular)."""
    with open_regular_append(path) as fh:
        fh.write((line + "\n").encode("utf-8"))
        fh.flush()
        os.fsync(fh.fileno())
