"""The tutorial played through from its data (data/tutorial.yaml) with real events on the table:
every "next" step by Enter or its Next button, every command by a click on its action-bar button
(the drag step by dragging the item onto the sheet dock). Wrong actions get the hint and change
nothing; leaving keeps the step and resuming rebuilds the same table. The script reaches the
red-five stairs, a starvation and the death choice (continue)."""
from __future__ import annotations

import pygame
import pytest

from jongrogue.i18n.catalog import load_catalog
from jongrogue.storage.settings import Settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.title import TitleScene
from jongrogue.ui.tutorial.coach import target_rect
from jongrogue.ui.scenes.tutorial import TutorialTable
from jongrogue.ui.tutorial.script import load_script

SIZE = (1280, 800)


def app(lang="en", index=0, animation="instant"):
    ctx = AppContext(Settings(language=lang, animation_speed=animation, sound=False), size=SIZE, persist=False)
    ctx.toasts.clear()
    scene = TutorialTable(ctx, index)
    loop = AppLoop(ctx, pygame.Surface(SIZE), scene)
    loop.step([], dt=1 / 60)
    return ctx, scene, loop


def key(loop, k, mod=0):
    loop.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)], dt=1 / 60)


def click(loop, pos):
    loop.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
               pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)], dt=1 / 60)


def drag(loop, start, end):
    events = [pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start)]
    for k in range(1, 9):
        p = (start[0] + (end[0] - start[0]) * k // 8, start[1] + (end[1] - start[1]) * k // 8)
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end))
    loop.step(events, dt=1 / 60)


def do_command(scene, loop, step, command):
    if step.how == "drag":
        spot = next(h for h in scene.spots if h.drag is not None and h.target == ("slot",) + (
            scene.ctl.view["pc"]["position"]["room"], command.arg("slot")))
        drag(loop, spot.rect.center, scene.tl.dock.center)
        return
    i = scene.bar.commands.index(command)
    while i not in scene.bar.visible():
        scene.bar.flip(1)
        loop.step([], dt=1 / 60)
    click(loop, scene.bar.buttons[i].rect.center)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_tutorial_plays_through_from_its_data(lang):
    script = load_script()
    ctx, scene, loop = app(lang)
    catalog = load_catalog(lang)["ui"]["tutorial"]
    for index, step in enumerate(script.steps):
        assert loop.top is scene and scene.index == index
        assert step.id in catalog["step"] and (step.waits_for_next or step.id in catalog["hint"])
        if step.target != "none":
            assert target_rect(scene, step.target) is not None, step.id
        if step.waits_for_next:
            if index % 2:
                key(loop, pygame.K_RETURN)
            else:
                click(loop, scene.coach.next_button.rect.center)
            continue
        start = len(scene.ctl.game.commands)
        while scene.index == index and not scene.finished:
            command = step.commands[scene.done_in_step]
            n = len(scene.ctl.game.commands)
            do_command(scene, loop, step, command)   # (one key may also play the combat's only follow-up)
            assert scene.ctl.game.commands[n:n + 1] == [command], (step.id, command)
        assert tuple(scene.ctl.game.commands[start:]) == step.commands
    assert scene.finished and loop.top is not scene
    game = scene.ctl.game
    s = game.state                                   # the script: stairs, starvation, continue
    assert s.pc.floor == 2 and s.pc.continues == 1 and s.score_card[-1].cause == "starved"
    assert s.context == "explore"
    assert ctx.settings.tutorial_step == 0


def test_wrong_actions_get_a_hint_and_change_nothing():
    ctx, scene, loop = app(index=2)                  # to_door: only the east door is right
    before = scene.ctl.state_hash()
    key(loop, pygame.K_PERIOD)                       # rest
    key(loop, pygame.K_RETURN)                       # "next" on a command step
    assert scene.ctl.state_hash() == before and scene.index == 2
    assert any("east" in t.text.lower() or "→" in t.text for t in ctx.toasts)
    key(loop, pygame.K_z, pygame.KMOD_CTRL)          # no undo in the scripted floor
    hint = next(t.text for t in ctx.toasts if "east" in t.text.lower() or "→" in t.text)
    key(loop, pygame.K_RIGHT)                        # the right key
    assert scene.index == 3
    assert hint not in [t.text for t in ctx.toasts]  # the old step's hint is gone with it
    loop.step([], dt=1 / 60)
    offered = {h.target[1]: h.extra["enabled"] for h in scene.spots if h.target[0] == "button"}
    assert offered == {"menu": True, "undo": False, "redo": False}    # no Undo offered that refuses


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_food_clock_steps_rest_on_by_themselves(lang):
    """The card of a step of many rests offers "keep resting": it plays the step's rests one after
    another (each through the guard, as if pressed), stops at the end of the step, and a key the
    player presses takes over at once."""
    script = load_script()
    index = next(i for i, s in enumerate(script.steps) if s.id == "hungry")
    ctx, scene, loop = app(lang, index=index)
    rests = len(scene.step.commands)
    assert rests > 1 and scene.card_button() == ctx.t("tutorial.keep_resting")
    key(loop, pygame.K_RETURN)                       # the first rest at once
    assert scene.done_in_step == 1 and scene.card_button() is None
    loop.step([], dt=0.2)
    assert scene.done_in_step == 1                   # one rest per REST_EVERY (0.35 s)
    loop.step([], dt=0.2)
    assert scene.done_in_step == 2
    key(loop, pygame.K_d)                            # a key: the player takes over
    for _ in range(5):
        loop.step([], dt=0.4)
    assert scene.done_in_step == 2 and scene.card_button() == ctx.t("tutorial.keep_resting")
    click(loop, scene.coach.next_button.rect.center)     # the button itself
    for _ in range(rests * 2):
        loop.step([], dt=0.4)
    assert scene.index == index + 1                  # the step is done, and the next one ...
    done = len(scene.ctl.game.commands)
    for _ in range(5):
        loop.step([], dt=0.4)
    assert len(scene.ctl.game.commands) == done      # ... is read first: no rest of its own yet
    assert scene.card_button() == ctx.t("tutorial.keep_resting")
    assert tuple(scene.ctl.game.commands[-rests:]) == script.steps[index].commands


def test_leave_and_resume_at_the_same_step():
    ctx, scene, loop = app(index=8)
    do_command(scene, loop, scene.step, scene.step.commands[0])
    assert scene.index == 8 and scene.done_in_step >= 1
    key(loop, pygame.K_ESCAPE)                       # pause menu
    pause = loop.top
    assert getattr(pause, "tag", "") == "pause"
    leave = next(w for w in pause.form.widgets if w.id == "save_quit")
    click(loop, leave.rect.center)                   # "save and quit": the tutorial closes
    assert loop.top is None or loop.top is not scene
    assert ctx.settings.tutorial_step == 8
    again = TutorialTable(ctx, ctx.settings.tutorial_step)
    assert again.index == 8 and again.ctl.state_hash() == load_script().game_at(8).state_hash()


def test_offered_on_first_start_and_from_the_title():
    ctx = AppContext(Settings(language="en", sound=False), size=SIZE, persist=False)
    assert not ctx.settings.tutorial_offered
    surface = pygame.Surface(SIZE)
    loop = AppLoop(ctx, surface, TitleScene(ctx))
    loop.step([], dt=1 / 60)
    offered = surface.copy()
    key(loop, pygame.K_t)                            # the title's Tutorial entry
    assert isinstance(loop.top, TutorialTable) and loop.top.index == 0 and ctx.settings.tutorial_offered
    key(loop, pygame.K_ESCAPE)
    leave = next(w for w in loop.top.form.widgets if w.id == "save_quit")
    click(loop, leave.rect.center)
    assert isinstance(loop.top, TitleScene)
    loop.step([], dt=1 / 60)
    plain = surface.copy()                           # answered: the note is gone
    ctx2 = AppContext(Settings(language="en", sound=False, tutorial_offered=True), size=SIZE, persist=False)
    loop2 = AppLoop(ctx2, pygame.Surface(SIZE), TitleScene(ctx2))
    loop2.step([], dt=1 / 60)
    assert loop2.surface.get_at((640, 640)) == plain.get_at((640, 640))
    diff = sum(offered.get_at((x, y)) != plain.get_at((x, y)) for x in range(100, 800, 20) for y in range(500, 800, 20))
    assert diff > 20


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(800, 520), (1100, 720), (1280, 800), (1920, 1080)])
def test_the_offer_never_covers_the_footer(lang, size):
    """In a short window the note takes the decorative tiles' place rather than run over the
    version line at the bottom, and the menu's buttons are lower so that it fits."""
    ctx = AppContext(Settings(language=lang, sound=False), size=size, persist=False)
    surface = pygame.Surface(size)
    loop = AppLoop(ctx, surface, TitleScene(ctx))
    loop.step([], dt=1 / 60)
    card, foot = loop.top.offer_rect, ctx.font(13)
    assert card is not None and card.bottom <= size[1] - ctx.s(12) - foot.get_linesize()
    assert loop.top.menu_rect.top >= 0 and loop.top.menu_rect.bottom <= size[1]
