"""Process-wide SDL settings that must be in the environment before pygame initialises.

* Windows: ``SDL_WINDOWS_DPI_AWARENESS=permonitorv2`` — the window is drawn at the monitor's real
  pixel size (crisp text at 125–200 % display scaling) instead of being blurred by the OS.
A value the user set already wins (setdefault).
"""

from __future__ import annotations

import os

SDL_ENV = {"SDL_WINDOWS_DPI_AWARENESS": "permonitorv2"}


def prepare() -> None:
    for name, value in SDL_ENV.items():
        os.environ.setdefault(name, value)
