"""Leaving the tutorial and coming back: its pause menu says what leaving does (no "Save and quit"
beside "not saved"), and the title's Tutorial brings back exactly the table that was left — the
same step, the same commands played within it (it once rewound to the step's start: 32 commands
played became 28) — even after the window was closed instead; "Reset and leave" starts over."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.storage.settings import Settings, load_settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.title import TitleScene
from jongrogue.ui.scenes.tutorial import TutorialTable
from jongrogue.ui.tutorial.script import load_script
from tests.tutorial.test_tutorial import SIZE, click


def key(loop, k, mod=0):
    """A key pressed and let go (a key still held is not pressed again on the next screen)."""
    loop.step(
        [
            pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0),
        ],
        dt=1 / 60,
    )


def title(lang="en", persist=False, step=0):
    ctx = AppContext(
        Settings(language=lang, animation_speed="instant", sound=False, tutorial_offered=True),
        size=SIZE,
        persist=persist,
    )
    ctx.settings.tutorial_step = step
    loop = AppLoop(ctx, pygame.Surface(SIZE), TitleScene(ctx))
    loop.step([], dt=1 / 60)
    return ctx, loop


def index_of(step_id: str) -> int:
    return next(i for i, s in enumerate(load_script().steps) if s.id == step_id)


def pause(loop):
    key(loop, pygame.K_ESCAPE)
    assert getattr(loop.top, "tag", "") == "pause"
    return loop.top, {w.id: w for w in loop.top.form.widgets}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_pause_menu_says_what_leaving_does_and_coming_back_is_exact(lang):
    ctx, loop = title(lang, step=index_of("food"))
    key(loop, pygame.K_t)
    scene = loop.top
    assert isinstance(scene, TutorialTable) and scene.step.id == "food"
    for _ in range(3):
        key(loop, pygame.K_PERIOD)  # three of the step's seven rests
    played, state = len(scene.ctl.game.commands), scene.ctl.state_hash()
    assert scene.done_in_step == 3
    menu, buttons = pause(loop)
    words = {w.label for w in buttons.values()} | {menu.body}
    for claim in ("pause.save_quit", "pause.body_unsaved"):  # no save, no "not saved"
        said = ctx.t("table." + claim, seed=1, n=played, path="")
        assert said not in words and not any(said in w for w in words)
    assert buttons["save_quit"].label == ctx.t("tutorial.pause.leave")
    assert menu.body == ctx.t("tutorial.pause.body", i=scene.index + 1, n=len(load_script().steps))
    click(loop, buttons["save_quit"].rect.center)
    assert isinstance(loop.top, TitleScene)
    key(loop, pygame.K_t)  # the title's Tutorial: back where it was left
    again = loop.top
    assert isinstance(again, TutorialTable) and again is not scene
    assert (again.index, again.done_in_step) == (scene.index, 3)
    assert len(again.ctl.game.commands) == played and again.ctl.state_hash() == state
    key(loop, pygame.K_PERIOD, pygame.KMOD_SHIFT)  # and it goes on from there
    for _ in range(30):
        loop.step([], dt=0.25)
    assert again.index == scene.index + 1


def test_the_place_is_kept_on_disk_after_every_command():
    """Closing the window (no pause menu) loses nothing either: the settings file has the place."""
    ctx, loop = title(persist=True, step=index_of("combat"))
    ctx.settings.combat_one_key = False
    key(loop, pygame.K_t)
    scene = loop.top
    key(loop, pygame.K_x)
    key(loop, pygame.K_4)
    saved, problem = load_settings()
    assert problem is None and (saved.tutorial_step, saved.tutorial_done) == (scene.index, 2)
    again = TutorialTable(ctx, saved.tutorial_step, saved.tutorial_done)
    assert again.ctl.state_hash() == scene.ctl.state_hash()


def test_reset_and_leave_starts_over_from_step_one():
    ctx, loop = title(step=index_of("pick_more"))
    key(loop, pygame.K_t)
    key(loop, pygame.K_1)  # (the step's first pick-up: slot 2 comes first, so a hint)
    _, buttons = pause(loop)
    assert buttons["abandon"].label == ctx.t("tutorial.pause.start_over")
    click(loop, buttons["abandon"].rect.center)
    assert isinstance(loop.top, TitleScene)
    assert (ctx.settings.tutorial_step, ctx.settings.tutorial_done) == (0, 0)
    key(loop, pygame.K_t)
    assert loop.top.index == 0 and loop.top.ctl.game.commands == []


def test_a_place_out_of_range_resumes_within_the_step():
    """A hand-edited settings file cannot put the tutorial past its step's commands."""
    ctx, loop = title()
    index = index_of("combat")
    scene = TutorialTable(ctx, index, 99)
    assert scene.done_in_step == len(scene.step.commands) - 1
    assert scene.ctl.state_hash() == load_script().game_at(index, scene.done_in_step).state_hash()
