"""Opening the app's own files so that no path can hang or flood it.

A path may be anything: a symlink to ``/dev/zero`` (endless bytes), a FIFO (``open`` waits for
a writer forever), a directory, a device. ``open_regular`` opens only a regular file: it checks
``os.stat`` first, opens without blocking (``O_NONBLOCK``: a FIFO swapped in after the check
opens at once instead of waiting), and checks the opened file again (``fstat``), so what is
read is the regular file that was checked. ``read_limited`` reads at most a size limit + 1
bytes, never to the end of whatever the file turns out to be.

    with open_regular(path) as fh: ...       raises NotRegular (an OSError) or any OSError
    with open_regular_append(path) as fh: ... the same, for appending (autosave, pending rows)
    data = read_limited(path, limit)          raises NotRegular, TooLarge or any OSError
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO, TypeAlias, cast

_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # POSIX; Windows has no FIFOs to open by path
_COMMON = _NONBLOCK | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)


class NotRegular(OSError):
    """The path is a directory, FIFO, device or socket (after following symlinks)."""


class TooLarge(ValueError):
    """The file holds more than its size limit."""


StrPath: TypeAlias = "str | os.PathLike[str]"  # a path as the callers pass it


def is_special(path: StrPath) -> bool:
    """True when ``path`` exists and is not a regular file (False when it cannot be told)."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def _kind(mode: int) -> str:
    for test, name in (
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISCHR, "a device"),
        (stat.S_ISBLK, "a device"),
        (stat.S_ISSOCK, "a socket"),
    ):
        if test(mode):
            return name
    return "not a regular file"


def _check(mode: int, path: Path) -> None:
    if not stat.S_ISREG(mode):
        raise NotRegular(f"{path.name} is {_kind(mode)}, not a regular file")


def open_regular(path: StrPath) -> BinaryIO:
    """A binary file object of ``path``, which must be a regular file."""
    path = Path(path)
    _check(os.stat(path).st_mode, path)
    return _fdopen(path, os.O_RDONLY, "rb")


def open_regular_append(path: StrPath) -> BinaryIO:
    """A binary file object appending to ``path`` (created when absent), a regular file."""
    return _fdopen(Path(path), os.O_WRONLY | os.O_APPEND | os.O_CREAT, "ab")


def _fdopen(path: Path, flags: int, mode: str) -> BinaryIO:
    fd = os.open(path, flags | _COMMON, 0o666)
    try:
        _check(os.fstat(fd).st_mode, path)
        if _NONBLOCK:
            os.set_blocking(fd, True)
        return cast(BinaryIO, os.fdopen(fd, mode))  # (mode is a binary one)
    except BaseException:
        os.close(fd)
        raise


def read_limited(path: StrPath, limit: int) -> bytes:
    """The whole of a regular file of at most ``limit`` bytes."""
    with open_regular(path) as fh:
        data = fh.read(limit + 1)
    if len(data) > limit:
        raise TooLarge(f"{Path(path).name} is larger than {limit} bytes")
    return data
