"""Process-wide SDL settings that must be in the environment before pygame initialises.

* Windows: ``SDL_WINDOWS_DPI_AWARENESS=permonitorv2`` — the window is drawn at the monitor's real
  pixel size (crisp text at 125–200 % display scaling) instead of being blurred by the OS.
* X11 / Wayland: the window's class is ``jongrogue`` (SDL would name it after the script, e.g.
  ``__main__.py``), so docks group it, window rules and ``xdotool search --class`` find it.
A value the user set already wins (setdefault).
"""

from __future__ import annotations

import os

SDL_ENV = {
    "SDL_WINDOWS_DPI_AWARENESS": "permonitorv2",
    "SDL_VIDEO_X11_WMCLASS": "jongrogue",
    "SDL_VIDEO_WAYLAND_WMCLASS": "jongrogue",
}


def prepare() -> None:
    for name, value in SDL_ENV.items():
        os.environ.setdefault(name, value)
