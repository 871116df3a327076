"""A toast belongs to the screen it was shown on: another screen opened over it hides it, and it
is back when that screen closes; a toast never covers a screen's buttons."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.storage.settings import Settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes import registry
from tests.ui.playflow_app import App, home  # noqa: F401

LONG = (
    "A note long enough to wrap over two lines of the toast box, as the notes that name a "
    "setting or a file do when they say what happened and where it went."
)


def test_a_toast_stays_on_the_screen_it_was_raised_on(home):
    app = App()
    app.ctx.notify("Saved on the title", "info", 30.0)
    app.step()
    assert len(app.loop.toast_rects) == 1
    app.click(app.widget("settings").rect.center)
    assert app.top.name == "settings"
    assert app.loop.toast_rects == []  # the title's note does not follow to Settings
    app.key("escape")
    assert app.top.name == "title"
    assert len(app.loop.toast_rects) == 1  # back with its screen


def test_a_toast_raised_as_a_screen_opens_is_that_screens(home):
    app = App()
    app.ctx.notify("About what opens", "info", 30.0)
    app.key("o")  # Settings, in the frame the note is first drawn
    assert app.top.name == "settings" and len(app.loop.toast_rects) == 1


def test_a_closed_screens_toasts_go_with_it(home):
    app = App()
    app.click(app.widget("settings").rect.center)
    app.ctx.notify("Settings' own note", "info", 30.0)
    app.step()
    app.key("escape")
    assert app.top.name == "title"
    assert app.loop.toast_rects == [] and app.ctx.toasts == []


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("name", ["title", "newgame", "settings", "history", "stats", "rules"])
def test_a_toast_covers_no_control(home, name, lang, size, scale):
    ctx = AppContext(
        Settings(language=lang, ui_scale=scale, animation_speed="instant", sound=False),
        size=size,
        persist=False,
    )
    ctx.toasts.clear()
    scene = registry.make(name, ctx)
    loop = AppLoop(ctx, pygame.Surface(size), scene)
    loop.step([], dt=1 / 60)
    for _ in range(2):
        ctx.notify(LONG, "info", 30.0)
    loop.step([], dt=1 / 60)
    assert len(loop.toast_rects) == 2
    for box in loop.toast_rects:
        assert pygame.Rect((0, 0), size).contains(box)
        assert not [r for r in scene.control_rects() if box.colliderect(r)], (name, box)


def test_a_toast_on_the_replay_keeps_off_its_deck_and_timeline(home):
    from jongrogue.engine import Game
    from jongrogue.ui.scenes.replay import ReplayScene

    ctx = AppContext(Settings(language="en", sound=False), size=(1280, 800), persist=False)
    ctx.toasts.clear()
    scene = ReplayScene(ctx, Game.new(seed=3), position=0)
    loop = AppLoop(ctx, pygame.Surface((1280, 800)), scene)
    loop.step([], dt=1 / 60)
    ctx.notify(LONG, "info", 30.0)
    loop.step([], dt=1 / 60)
    (box,) = loop.toast_rects
    assert not box.colliderect(scene.controls.rect) and not box.colliderect(
        scene.review.button.rect
    )


def test_a_dialogs_toast_passes_to_the_screen_beneath_when_it_closes(home):
    app = App()
    app.key("escape")  # the title asks whether to quit
    assert app.top.is_overlay
    app.ctx.notify("Said while the dialog was open", "info", 30.0)
    app.step()
    assert len(app.loop.toast_rects) == 1
    app.key("escape")
    assert app.top.name == "title" and len(app.loop.toast_rects) == 1
