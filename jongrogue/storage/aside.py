"""Keeping a damaged file for the player: move it to a name no earlier copy holds."""

from __future__ import annotations

import logging
import os
import re
import shutil
from collections.abc import Callable
from pathlib import Path

from jongrogue.storage.safe_open import TooLarge, read_limited

log = logging.getLogger(__name__)


def unique_aside(path: Path, tag: str) -> Path:
    """``<name>.<tag>``, or ``<name>.<tag>-2``, ``-3`` … — never the name of an existing file."""
    dst = path.with_name(f"{path.name}.{tag}")
    n = 1
    while dst.exists():
        n += 1
        dst = path.with_name(f"{path.name}.{tag}-{n}")
    return dst


def _aside(path: Path, tag: str, put: Callable[[Path, Path], object]) -> Path | None:
    dst = unique_aside(path, tag)
    try:
        put(path, dst)
    except OSError as exc:
        log.warning("%s could not be set aside (%s): %s", path, tag, exc)
        return None
    log.warning("%s set aside (%s) as %s", path, tag, dst.name)
    return dst


def move_aside(path: Path, tag: str = "damaged") -> Path | None:
    """Move ``path`` to a unique ``.<tag>`` name; -> the new path, or None if it could not move."""
    return _aside(path, tag, os.replace)


def copy_aside(path: Path, tag: str = "damaged") -> Path | None:
    """Copy ``path`` to a unique ``.<tag>`` name (the original is about to be rewritten)."""
    return _aside(path, tag, shutil.copy2)


def copy_aside_once(path: Path, tag: str, limit: int) -> Path | None:
    """Like ``copy_aside``, unless a copy with the very same bytes is already aside (a file
    read again at every start is kept once, not once per start): -> that copy."""
    try:
        data = read_limited(path, limit)
        pattern = re.compile(re.escape(f"{path.name}.{tag}") + r"(-\d+)?")
        for kept in sorted(path.parent.iterdir()):
            if pattern.fullmatch(kept.name) and _same(kept, data, limit):
                return kept
    except (OSError, TooLarge):
        pass
    return copy_aside(path, tag)


def _same(kept: Path, data: bytes, limit: int) -> bool:
    try:
        return read_limited(kept, limit) == data
    except (OSError, TooLarge):
        return False
