"""``--selftest-pad``: a controller that SDL simulates (ui/virtual_pad.py) is plugged in, walks the
title's menu with the d-pad, opens New game with A, goes back with B and is pulled out — through
SDL's own controller events and the app's loop, headless. The packaging tests run it in the frozen
app (does the build carry SDL's controller support and pygame-ce's module for it?); a player can
run it to see that this build and system handle controllers at all.

Prints one JSON line: the controller's name, each press with the screens and the focus after it,
and whether the pad was announced when plugged in and pulled out. Exit 0 when every press did what
it stands for, 1 when one did not, 2 when this SDL cannot simulate a controller."""

from __future__ import annotations

import json
import sys
import time

import pygame

from jongrogue.storage.settings import Settings
from jongrogue.ui import pad
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.headless import DEFAULT_SIZE
from jongrogue.ui.scenes.title import TitleScene
from jongrogue.ui.virtual_pad import VirtualPad, VirtualPadUnavailable

FRAMES = 30  # frames to wait for SDL to deliver an event (it arrives in the next one or two)
# (button, the screens after it, whether the title's focus moves: None when the screen changes)
SCRIPT = (
    ("down", ["title"], True),
    ("up", ["title"], True),
    ("a", ["title", "newgame"], None),
    ("b", ["title"], None),
)
BUTTON = {
    "a": pygame.CONTROLLER_BUTTON_A,
    "b": pygame.CONTROLLER_BUTTON_B,
    "up": pygame.CONTROLLER_BUTTON_DPAD_UP,
    "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
}


def run(args) -> int:
    pygame.display.set_mode((1, 1))
    pad.start()
    size = args.size or DEFAULT_SIZE
    # the default buttons, not the player's bindings: the script presses A and B by their names
    ctx = AppContext(Settings(sound=False), size=size, persist=False)
    ctx.lang_override = args.lang
    loop = AppLoop(ctx, pygame.Surface(size), TitleScene(ctx))
    try:
        virtual = VirtualPad()
    except VirtualPadUnavailable as exc:
        print(f"jongrogue --selftest-pad: {exc}", file=sys.stderr)
        return 2
    added = _frames(loop, lambda: bool(loop.pad.open))
    names = [p.name for p in loop.pad.open.values()]
    steps, ok = [], added
    for button, screens, moves in SCRIPT:
        before = _focus(loop)
        virtual.set(BUTTON[button], True)
        _frames(loop, lambda screens=screens: _screens(loop) == screens)
        virtual.set(BUTTON[button], False)
        _frames(loop, lambda: loop.pad.held is None)
        after = _focus(loop)
        done = _screens(loop) == screens and moves in (None, after != before)
        steps.append({"button": button, "screens": _screens(loop), "focus": after, "ok": done})
        ok = ok and done
    virtual.detach()
    removed = _frames(loop, lambda: not loop.pad.open)
    print(
        json.dumps(
            {
                "selftest": "pad",
                "controller": names[0] if names else None,
                "added": added,
                "steps": steps,
                "removed": removed,
                "announced": [t.text for t in ctx.toasts],
            },
            ensure_ascii=False,
        )
    )
    return 0 if ok and removed else 1


def _frames(loop: AppLoop, done) -> bool:
    """Step the loop with SDL's events, a frame at a time, until ``done()`` (False: never)."""
    for _ in range(FRAMES):
        loop.step(pygame.event.get(), dt=1 / 60)
        if done():
            return True
        time.sleep(1 / 60)
    return False


def _screens(loop: AppLoop) -> list[str]:
    return [s.name for s in loop.stack]


def _focus(loop: AppLoop) -> str | None:
    focus = getattr(getattr(loop.top, "form", None), "focus", None)
    return getattr(focus, "id", None)
