"""Keeping a damaged file for the player: move it to a name no earlier copy holds."""
from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path

log = logging.getLogger(__name__)


def unique_aside(path: Path, tag: str) -> Path:
    """``<name>.<tag>``, or ``<name>.<tag>-2``, ``-3`` … — never the name of an existing file."""
    dst = path.with_name(f"{path.name}.{tag}")
    n = 1
    while dst.exists():
        n += 1
        dst = path.with_name(f"{path.name}.{tag}-{n}")
    return dst


def _aside(path: Path, tag: str, put) -> Path | None:
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
