"""Durable file writes shared by journals and settings."""

from __future__ import annotations

import os
import re
from pathlib import Path

from jongrogue.storage.safe_open import StrPath, open_regular_append


def temp_name(name: str) -> re.Pattern[str]:
    """The temporary files ``write_atomic`` makes for a file called ``name`` (and only those):
    ``<name>.<8 hex digits>.tmp`` (earlier versions: 8 of tempfile.mkstemp's [a-z0-9_])."""
    return re.compile(re.escape(name) + r"\.[a-z0-9_]{8}\.tmp")


def _create_temp(path: Path) -> tuple[int, Path]:
    while True:
        # (secrets.token_hex's own bytes, without importing secrets, hmac and their kin at start)
        tmp = path.with_name(f"{path.name}.{os.urandom(4).hex()}.tmp")
        try:
            return os.open(
                tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600
            ), tmp
        except FileExistsError:
            continue


def write_atomic(path: StrPath, text: str) -> None:
    """Whole-file rewrite of a text file (UTF-8, lines as given): see ``write_atomic_bytes``."""
    write_atomic_bytes(path, text.encode("utf-8"))


def write_atomic_bytes(path: StrPath, data: bytes) -> None:
    """Whole-file rewrite: temp file in the same folder, fsync, rename over the old file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = _create_temp(path)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def append_line(path: StrPath, line: str) -> None:
    """Append one line durably: append + flush + fsync; only ever to a regular file (a FIFO in
    its place would block the game, a device would swallow the line: both raise NotRegular)."""
    with open_regular_append(path) as fh:
        fh.write((line + "\n").encode("utf-8"))
        fh.flush()
        os.fsync(fh.fileno())
