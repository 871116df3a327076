"""Crash reports: an uncaught exception leaves ``crash-<stamp>.txt`` in the log folder
(``storage.paths.log_dir``) with what a bug report needs — versions, platform, the command line,
the traceback, the run's journal and the last log lines — and the player is told where it is.

``report(exc, journal=...)`` writes one (-> its path, or None when even that fails);
``install()`` makes every exception nobody catches (the main thread before ``app.main`` is
running, any other thread) write one too. ``SelfTestCrash`` is what ``--selftest-crash`` raises.
"""

from __future__ import annotations

import logging
import platform
import sys
import threading
import time
import traceback
from collections.abc import Iterable
from pathlib import Path
from types import TracebackType

from jongrogue import RULES_VERSION, __version__
from jongrogue.storage import applog, paths
from jongrogue.storage.safe_open import StrPath

log = logging.getLogger(__name__)


class SelfTestCrash(RuntimeError):
    """Raised on purpose (``--selftest-crash``) to test the crash path end to end."""


def _pygame_versions() -> str:
    pygame = sys.modules.get("pygame")  # only what this run loaded: never import it here
    if pygame is None:
        return "not loaded"
    try:
        sdl = ".".join(map(str, pygame.get_sdl_version()))
        return f"pygame-ce {pygame.version.ver}, SDL {sdl}"
    except Exception as exc:
        return f"unknown ({type(exc).__name__})"


def _journal_line(journal: StrPath | None) -> str:
    if journal is None:
        return "none open"
    try:
        return f"{journal} ({Path(journal).stat().st_size} bytes)"
    except OSError as exc:
        return f"{journal} (cannot be read: {exc.strerror or exc})"


def report_text(
    exc: BaseException, journal: StrPath | None = None, argv: Iterable[str] | None = None
) -> str:
    frozen = " (frozen)" if getattr(sys, "frozen", False) else ""
    lines = [
        f"JongRogue Digital {__version__} (rules {RULES_VERSION}) crash report",
        f"time: {time.strftime('%Y-%m-%d %H:%M:%S %z')}",
        f"platform: {platform.platform()}",
        f"python: {platform.python_implementation()} {platform.python_version()}{frozen}",
        f"pygame: {_pygame_versions()}",
        f"command line: {' '.join(sys.argv[:1] + list(argv) if argv is not None else sys.argv)}",
        f"journal: {_journal_line(journal)}",
        "",
        "traceback:",
        "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip(),
        "",
        "last log lines:",
        *(applog.recent_lines() or ["(none)"]),
    ]
    return "\n".join(lines) + "\n"


def report(
    exc: BaseException, journal: StrPath | None = None, argv: Iterable[str] | None = None
) -> Path | None:
    """Write the report for ``exc`` (``argv``: the arguments after the program's name, if not
    sys.argv's); -> its path, or None if the log folder cannot take it."""
    text = report_text(exc, journal, argv)
    try:
        folder = paths.log_dir()
        stamp = time.strftime("%Y%m%d-%H%M%S")
        for n in range(1, 100):
            path = folder / (f"crash-{stamp}.txt" if n == 1 else f"crash-{stamp}-{n}.txt")
            try:
                with open(path, "x", encoding="utf-8") as fh:
                    fh.write(text)
                return path
            except FileExistsError:
                continue
    except OSError:
        pass
    return None


def install() -> None:
    """Reports for exceptions nobody catches (the interpreter's hooks still print them)."""
    default_hook, default_thread_hook = sys.excepthook, threading.excepthook

    def hook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, Exception):
            report(exc)
        default_hook(kind, exc, tb)

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None and issubclass(args.exc_type, Exception):
            log.error(
                "thread %s: %s: %s",
                getattr(args.thread, "name", "?"),
                args.exc_type.__name__,
                args.exc_value,
            )
            report(args.exc_value)
        default_thread_hook(args)

    sys.excepthook, threading.excepthook = hook, thread_hook
