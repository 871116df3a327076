"""The app's log (stdlib ``logging``, logger ``jongrogue`` and its children).

Warnings and worse go to ``jongrogue.log`` in the log folder (``storage.paths.log_dir``), rotated
at LOG_BYTES with LOG_BACKUPS old files; the folder and file appear with the first warning. The
last RECENT records of every level from INFO up are kept in memory for a crash report.
Modules log with ``logging.getLogger(__name__)``; ``setup()`` runs once per start (again:
the handlers are replaced, e.g. when a test points the log folder elsewhere).
"""

from __future__ import annotations

import logging
from collections import deque
from pathlib import Path

from jongrogue.storage import paths

LOG_NAME = "jongrogue.log"
LOG_BYTES = 512 * 1024
LOG_BACKUPS = 2
RECENT = 100
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_recent: deque[str] = deque(maxlen=RECENT)
_handlers: list[logging.Handler] = []


class _Recent(logging.Handler):
    def emit(self, record: logging.LogRecord) -> None:
        _recent.append(self.format(record))


class _LogFile(logging.Handler):
    """A RotatingFileHandler made at the first record: no folder, no file, and no import of
    ``logging.handlers`` (socket, pickle …: start-up time) before there is something to write.
    A log that cannot be written is silently given up (the game must not fail or print for it)."""

    def __init__(self, path: Path) -> None:
        super().__init__(logging.WARNING)
        self.path = path
        self.file: logging.Handler | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if self.file is None:
            from logging.handlers import RotatingFileHandler

            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError:
                return
            self.file = RotatingFileHandler(
                self.path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8", delay=True
            )
            self.file.setFormatter(self.formatter)
            # given up silently, as above
            self.file.handleError = lambda _record: None  # type: ignore[method-assign,assignment]  # (one handler's own)
        self.file.emit(record)

    def close(self) -> None:
        if self.file is not None:
            self.file.close()
        super().close()


def log_path() -> Path:
    return paths.log_dir(create=False) / LOG_NAME


def setup() -> None:
    logger = logging.getLogger("jongrogue")
    for handler in _handlers:
        logger.removeHandler(handler)
        handler.close()
    formatter = logging.Formatter(FORMAT)
    log_file = _LogFile(log_path())
    recent = _Recent(logging.INFO)
    _handlers[:] = [log_file, recent]
    for handler in _handlers:
        handler.setFormatter(formatter)
        logger.addHandler(handler)
    logger.setLevel(logging.INFO)


def recent_lines() -> list[str]:
    """The last log records of this process (oldest first), as formatted lines."""
    return list(_recent)
