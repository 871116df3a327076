"""One running copy per autosave: an OS file lock on ``saves/current.jrlog.lock``.

The lock belongs to the open file, so the OS drops it when the process ends in any way (a kill
included): there is no stale lock to clean up. The copy that holds it may write
``current.jrlog``; a second copy is told the run is open elsewhere and never touches it.

    if not autosave_lock().acquire(): ...   # held by another running copy
"""
from __future__ import annotations

import os
from pathlib import Path

from jongrogue.storage import paths
from jongrogue.storage.journal_file import remove_stale_temps

if os.name == "nt":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
            return True
        except OSError:
            return False
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError:
            return False


class FileLock:
    def __init__(self, path: Path):
        self.path = Path(path)
        self._fh = None

    @property
    def held(self) -> bool:
        return self._fh is not None

    def acquire(self) -> bool:
        """-> True when this process holds the lock (again); False when another one does."""
        if self._fh is not None:
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fh = open(self.path, "a+b")
        except OSError:
            return True              # no lock file possible (read-only folder): nothing to guard
        if not _try_lock(fh.fileno()):
            fh.close()
            return False
        self._fh = fh
        return True

    def release(self) -> None:
        if self._fh is not None:
            self._fh.close()         # closing drops the lock
            self._fh = None


_autosave: FileLock | None = None


def autosave_lock() -> FileLock:
    """The process's lock on the autosave (its saves folder is read when first asked for)."""
    global _autosave
    target = paths.saves_dir(create=False) / (paths.autosave_path().name + ".lock")
    if _autosave is None or _autosave.path != target:
        if _autosave is not None:
            _autosave.release()
        _autosave = FileLock(target)
    return _autosave


def claim_autosave() -> bool:
    """Take the autosave for this process; the first time, delete the temporary files a kill
    during a whole-file rewrite left in the saves folder (no other copy can be writing them)."""
    lock = autosave_lock()
    first = not lock.held
    if not lock.acquire():
        return False
    if first:
        remove_stale_temps(lock.path.parent)
    return True
