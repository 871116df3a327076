"""The controller through SDL itself: a pad SDL simulates (ui/virtual_pad.py) is plugged in and
its buttons pressed, so the events come from SDL's controller mapping and event queue as a real
pad's do (tests/ui/test_pad.py posts pygame's events directly). In-process through the app loop,
and ``--selftest-pad`` as a player (or the packaging tests, for the frozen app) runs it."""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pygame
import pytest

from jongrogue.ui import pad
from jongrogue.ui.virtual_pad import VirtualPad, VirtualPadUnavailable
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_speech import speaking


@pytest.fixture
def virtual():
    pad.start()
    try:
        plugged = VirtualPad()
    except VirtualPadUnavailable as exc:
        pytest.skip(str(exc))
    yield plugged
    plugged.detach()


def frames(app: App, done, n: int = 30) -> bool:
    """Step the app with SDL's own events until ``done()``."""
    for _ in range(n):
        app.step(*pygame.event.get())
        if done():
            return True
        time.sleep(1 / 60)
    return False


def push(app: App, virtual: VirtualPad, button: int) -> None:
    virtual.set(button, True)
    frames(app, lambda: False, 3)
    virtual.set(button, False)
    frames(app, lambda: app.loop.pad.held is None, 3)


def test_a_pad_sdl_delivers_is_announced_and_plays_from_the_title_to_the_table(home, virtual):
    app = App()
    sink = speaking(app)
    assert frames(app, lambda: bool(app.loop.pad.open)), "SDL's controller-added never arrived"
    assert any(t.startswith("Controller connected") for t in sink.texts())
    push(app, virtual, pygame.CONTROLLER_BUTTON_A)  # New game
    assert app.names() == ["title", "newgame"]
    push(app, virtual, pygame.CONTROLLER_BUTTON_A)  # Start
    assert app.names() == ["title", "table"]
    table = app.top
    push(app, virtual, pygame.CONTROLLER_BUTTON_DPAD_DOWN)  # the focus stops, as Ctrl+↓
    assert table.focus == ("wall",)
    assert app.ctx.pad_active and table.ctl.game.commands == []


def test_a_pad_pulled_out_is_announced_and_the_keyboard_takes_over(home, virtual):
    app = App()
    sink = speaking(app)
    assert frames(app, lambda: bool(app.loop.pad.open))
    push(app, virtual, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert app.ctx.pad_active
    virtual.detach()
    assert frames(app, lambda: not app.loop.pad.open), "SDL's controller-removed never arrived"
    assert sink.texts()[-1].startswith("Controller disconnected")
    assert not app.ctx.pad_active
    virtual.detach = lambda: None  # already out: the fixture has nothing left to pull


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_selftest_plugs_in_a_pad_and_walks_the_menus(tmp_path, lang):
    proc = subprocess.run(
        [sys.executable, "-m", "jongrogue", "--selftest-pad", "--lang", lang],
        env={
            "PATH": "/usr/bin:/bin",
            "HOME": str(tmp_path),
            "JONGROGUE_HOME": str(tmp_path / "home"),
            "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        },
        capture_output=True,
        text=True,
        timeout=120,
    )
    if proc.returncode == 2:
        pytest.skip(proc.stderr.strip())
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["added"] and out["removed"] and all(s["ok"] for s in out["steps"])
    assert [s["button"] for s in out["steps"]] == ["down", "up", "a", "b"]
    assert len(out["announced"]) == 2
