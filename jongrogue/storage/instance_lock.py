"""One running copy writes the autosave: OS locks on ``saves/current.jrlog.lock`` and, on POSIX,
on the saves folder itself.

The locks belong to open files, so the OS drops them when the process ends in any way (a kill
included): a killed copy leaves no stale lock. The copy that holds them may write
``current.jrlog``; any other copy never touches it. The lock fails closed: when neither lock
can be taken (the lock file is a folder, a FIFO, a dangling symlink, a file that cannot be
opened, and the folder cannot be locked either) the copy does not write the run, and
``problem`` says why. Taking both locks when it can means a copy still finds the run taken
when the lock file is replaced by something it cannot open while another copy plays.
The lock is held only while this copy has a run open (the title lets it go: ``release``).

    if not claim_autosave(): lock = autosave_lock(); lock.problem  # None: another copy has it
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from jongrogue.storage import paths
from jongrogue.storage.journal_file import remove_stale_temps

_FLAGS = (
    getattr(os, "O_NONBLOCK", 0)  # a FIFO in the lock's place opens at once, never waits
    | getattr(os, "O_NOFOLLOW", 0)  # a symlink in its place is not followed to a device
    | getattr(os, "O_CLOEXEC", 0)
    | getattr(os, "O_BINARY", 0)
)

if os.name == "nt":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]  # (Windows-only stubs; mypy checks as on Linux)
            return True
        except OSError:
            return False

    def _open_folder(path: Path) -> int:
        raise OSError(f"{path.name}: a folder cannot be locked here")
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError:
            return False

    def _open_folder(path: Path) -> int:
        return os.open(path, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | _FLAGS)


class NotAFolder(OSError):
    """The saves folder (or a folder above it) is a file, a FIFO, a dangling symlink ..."""


def _open_file(path: Path) -> int:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise NotAFolder(f"{path.parent} is not a folder") from None
    fd = os.open(path, os.O_RDWR | os.O_CREAT | _FLAGS, 0o666)
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(f"{path.name} is not a regular file")
    return fd


def _reason(exc: OSError) -> str:
    if exc.strerror and exc.filename:
        return f"{Path(exc.filename).name}: {exc.strerror}"
    return str(exc) or type(exc).__name__


class FileLock:
    def __init__(self, path: Path):
        self.path = Path(path)
        self._fds: list[int] = []
        self.problem: str | None = None  # why no lock could be taken (None: another copy has it)

    @property
    def held(self) -> bool:
        return bool(self._fds)

    def acquire(self) -> bool:
        """-> True when this process holds the lock (again); False when another copy does
        (``problem`` None) or when it cannot be taken at all (``problem`` says why)."""
        if self._fds:
            return True
        problems = []
        for target, opener in ((self.path, _open_file), (self.path.parent, _open_folder)):
            try:
                fd = opener(target)
            except NotAFolder as exc:
                problems.append(str(exc))
                break  # (nor can the folder be locked)
            except OSError as exc:
                problems.append(_reason(exc))
                continue
            if not _try_lock(fd):
                os.close(fd)
                self.release()
                self.problem = None
                return False
            self._fds.append(fd)
        self.problem = None if self._fds else "; ".join(problems)
        return bool(self._fds)

    def release(self) -> None:
        fds, self._fds = self._fds, []
        for fd in fds:
            os.close(fd)  # closing drops the lock


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


def release_autosave() -> None:
    """This copy has no run open any more: another copy may take it."""
    if _autosave is not None:
        _autosave.release()
