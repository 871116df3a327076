"""A game controller that SDL itself simulates (``SDL_JoystickAttachVirtual``, SDL 2.0.14 and
newer), reached through ctypes in the SDL library pygame-ce has loaded. Its buttons take the path
a real pad's take — SDL's controller mapping, hot-plug and event queue, pygame-ce's events — so
``--selftest-pad`` and the tests prove that path, in the source and in the frozen app, without a
pad plugged in. Nothing in play uses it."""

from __future__ import annotations

import ctypes
import glob
import os
import re
import sys

import pygame

GAME_CONTROLLER = 1  # SDL_JOYSTICK_TYPE_GAMECONTROLLER
# a virtual game controller's axes and buttons are SDL's own, in SDL's order (A = 0 … d-pad right)
AXES, BUTTONS = pygame.CONTROLLER_AXIS_MAX, pygame.CONTROLLER_BUTTON_MAX
# libSDL2-2.0.so.0, libSDL2-2-<hash>.0.so.0… (wheels), SDL2.dll, libSDL2-2.0.0.dylib; not SDL2_mixer
_SDL_NAME = re.compile(r"(?:^|[/\\])(?:lib)?SDL2(?:[-.][^/\\]*)?\.(?:so|dll|dylib)")


class VirtualPadUnavailable(Exception):
    """This SDL cannot simulate a controller (too old, or its library was not found)."""


def sdl_library() -> ctypes.CDLL:
    """The SDL2 library this process runs (the one pygame-ce loaded, not another copy)."""
    for path in _candidates():
        try:
            lib = ctypes.CDLL(path)
            lib.SDL_JoystickAttachVirtual  # noqa: B018 (only present in SDL ≥ 2.0.14)
        except (OSError, AttributeError):
            continue
        return lib
    raise VirtualPadUnavailable("the SDL2 library pygame-ce uses was not found")


def _candidates() -> list[str]:
    if sys.platform.startswith("linux"):  # the loaded copy, by its mapping
        try:
            with open("/proc/self/maps", encoding="utf-8") as maps:
                paths = {line.split()[-1] for line in maps if ".so" in line}
        except OSError:
            paths = set()
        return sorted(p for p in paths if _SDL_NAME.search(p))
    # Windows / macOS: the copy beside pygame (wheel) or in the frozen app's folder
    here = os.path.dirname(pygame.__file__)
    roots = [here, os.path.dirname(here), getattr(sys, "_MEIPASS", here)]
    found = [
        p
        for root in roots
        for pattern in ("SDL2*.dll", "libSDL2*.dylib", ".dylibs/libSDL2*.dylib")
        for p in glob.glob(os.path.join(root, pattern))
    ]
    return [p for p in found if _SDL_NAME.search(p)]


class VirtualPad:
    """One simulated controller: ``press`` a button (pygame's CONTROLLER_BUTTON_*), ``detach``
    to pull it out. The caller pumps pygame's events as usual."""

    def __init__(self):
        self.sdl = sdl_library()
        self.sdl.SDL_GetError.restype = ctypes.c_char_p
        self.sdl.SDL_JoystickOpen.restype = ctypes.c_void_p
        self.index = self.sdl.SDL_JoystickAttachVirtual(GAME_CONTROLLER, AXES, BUTTONS, 0)
        if self.index < 0:
            raise VirtualPadUnavailable(self._error("attach"))
        # SDL sets a virtual device's buttons only while it is open; pygame opens its own handle
        self.handle = ctypes.c_void_p(self.sdl.SDL_JoystickOpen(self.index))
        if not self.handle.value:
            raise VirtualPadUnavailable(self._error("open"))

    def set(self, button: int, down: bool) -> None:
        if self.sdl.SDL_JoystickSetVirtualButton(self.handle, button, int(down)) < 0:
            raise VirtualPadUnavailable(self._error("button"))

    def detach(self) -> None:
        self.sdl.SDL_JoystickClose(self.handle)
        self.sdl.SDL_JoystickDetachVirtual(self.index)

    def _error(self, what: str) -> str:
        return f"SDL could not {what} a virtual controller: {self.sdl.SDL_GetError().decode()}"
