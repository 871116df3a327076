"""SIGTERM ends every mode promptly.

SDL turns SIGTERM into a quit event, which only the interactive loop reads; the headless modes
(--smoke, --screenshot, --selftest-*) would run on. ``handling()`` installs, after pygame.init(),
a handler that raises ``Terminated`` in the main thread (the modes save on the way out), and puts
the previous handler back afterwards. The interactive loop passes ``on_term`` instead: it asks
the loop to quit, which then closes as cleanly as when the window is closed (exit status 0).
"""

from __future__ import annotations

import contextlib
import signal

EXIT_CODE = 128 + signal.SIGTERM  # what a shell reports for a process SIGTERM ended


class Terminated(BaseException):
    """SIGTERM arrived: unwind, saving what there is to save. A BaseException (like
    KeyboardInterrupt), so no "except Exception" on the way swallows it."""


def _raise(signum, frame):
    raise Terminated(f"signal {signum}")


@contextlib.contextmanager
def handling(on_term=None):
    handler = _raise if on_term is None else (lambda signum, frame: on_term())
    signals = [signal.SIGTERM] + ([signal.SIGBREAK] if hasattr(signal, "SIGBREAK") else [])
    previous = {s: signal.signal(s, handler) for s in signals}
    try:
        yield
    finally:
        for s, old in previous.items():
            signal.signal(s, old if old is not None else signal.SIG_DFL)
