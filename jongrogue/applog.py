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
from logging.handlers import RotatingFileHandler
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


class _LogFile(RotatingFileHandler):
    """Creates the log folder only when there is something to write; a log that cannot be
    written is silently given up (the game must not fail or print because of it)."""

    def emit(self, record: logging.LogRecord) -> None:
        if self.stream is None:
            try:
                Path(self.baseFilename).parent.mkdir(parents=True, exist_ok=True)
            except OSError:
                return
        super().emit(record)

    def handleError(self, record: logging.LogRecord) -> None:
        pass


def log_path() -> Path:
    return paths.log_dir(create=False) / LOG_NAME


def setup() -> None:
    logger = logging.getLogger("jongrogue")
    for handler in _handlers:
        logger.removeHandler(handler)
        handler.close()
    formatter = logging.Formatter(FORMAT)
    log_file = _LogFile(log_path(), maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8",
                        delay=True)
    log_file.setLevel(logging.WARNING)
    recent = _Recent(logging.INFO)
    _handlers[:] = [log_file, recent]
    for handler in _handlers:
        handler.setFormatter(formatter)
        logger.addHandler(handler)
    logger.setLevel(logging.INFO)


def recent_lines() -> list[str]:
    """The last log records of this process (oldest first), as formatted lines."""
    return list(_recent)
