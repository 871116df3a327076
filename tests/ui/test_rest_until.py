"""Rest until something happens (ui/scenes/rest_run.py), played with real events on the table:
it sends ordinary rests one by one — each its own command, log lines, check overlay and undo step —
and stops at the first of a wandering monster, the food check, full HP, a death, its limit, or the
player's key or click. The states come from fixed seeds played by the greedy bot (and the
tutorial's injected deal for the death)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from jongrogue.engine import Game, Options
from jongrogue.sim.bot import GreedyBot
from jongrogue.storage.settings import Settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.board.action_bar import key_hint
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.rest_run import LIMIT
from jongrogue.ui.scenes.table import TableScene
from jongrogue.ui.scenes.table_draw import describe_target
from jongrogue.ui.tutorial.script import load_script

SIZE = (1280, 800)


def bot_game(seed: int, n: int) -> Game:
    game, bot = Game.new(seed, Options("ez")), GreedyBot()
    for _ in range(n):
        game.execute(bot.choose(game))
    return game


def table(game, animation="instant", lang="en"):
    ctx = AppContext(
        Settings(language=lang, animation_speed=animation, sound=False), size=SIZE, persist=False
    )
    ctx.toasts.clear()
    scene = TableScene(ctx, game)
    loop = AppLoop(ctx, pygame.Surface(SIZE), scene)
    loop.clicks.clock = itertools.count(
        0.0, 1.0
    ).__next__  # clicks a second apart, not a double-click
    loop.step([], dt=1 / 60)
    return ctx, scene, loop


def click(loop, pos):
    loop.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
            pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos),
        ],
        dt=1 / 60,
    )


def key(loop, k, mod=0):
    loop.step(
        [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)], dt=1 / 60
    )


def bar_index(scene, ui_id):
    return next(
        (i for i, c in enumerate(scene.bar.commands) if getattr(c, "id", None) == ui_id), None
    )


def click_rest_on(scene, loop):
    i = bar_index(scene, "rest_on")
    assert i is not None and scene.bar.commands[i - 1].type == "rest"  # right after Rest
    while i not in scene.bar.visible():
        scene.bar.flip(1)
    click(loop, scene.bar.buttons[i].rect.center)
    if loop.top.name == "confirm":  # at full HP: asked once, for the whole run
        yes = next(w for w in loop.top.form.widgets if w.id == "yes")
        click(loop, yes.rect.center)


def rest_on_until_stopped(scene, loop, dt=0.25):
    for _ in range(400):
        if scene.resting is None:
            return
        loop.step([], dt=dt)
    raise AssertionError("it never stopped")


def played_rests(scene, start):
    return [c.type for c in scene.ctl.game.commands[start:]]


def stop_toast(ctx, reason, n):
    return ctx.t("table.rest_on.stopped." + reason, n=n) in [t.text for t in ctx.toasts]


def test_stops_at_a_wandering_monster():
    ctx, scene, loop = table(bot_game(1, 1))
    start = len(scene.ctl.game.commands)
    click_rest_on(scene, loop)
    rest_on_until_stopped(scene, loop)
    assert played_rests(scene, start) == ["rest"]
    assert scene.ctl.view["context"] == "choice" and stop_toast(ctx, "monster", 1)
    assert bar_index(scene, "rest_on") is None  # only where Rest is offered


def test_stops_at_the_food_check_and_undo_takes_back_one_rest():
    ctx, scene, loop = table(bot_game(1, 6))
    start = len(scene.ctl.game.commands)
    click_rest_on(scene, loop)
    rest_on_until_stopped(scene, loop)
    assert played_rests(scene, start) == ["rest"] * 8  # the 8th ran the wall out
    assert any(e.kind == "reshuffled" for e in scene.ctl.events) and stop_toast(
        ctx, "food_check", 8
    )
    assert scene.ctl.view["context"] == "explore" and bar_index(scene, "rest_on") is not None
    logged = [e.text for e in scene.ctl.log if e.kind == "command"][-8:]
    assert len(logged) == 8 and all(
        ctx.name("action.rest") in t for t in logged
    )  # each rest logged
    key(loop, pygame.K_z, pygame.KMOD_CTRL)
    if loop.top.name == "confirm":  # (the reshuffle showed hidden tiles)
        click(loop, next(w for w in loop.top.form.widgets if w.id == "yes").rect.center)
    assert played_rests(scene, start) == ["rest"] * 7  # each rest is its own undo step


def test_stops_at_full_hp_without_asking():
    ctx, scene, loop = table(bot_game(1, 89))
    pc = scene.ctl.view["pc"]
    assert pc["hp"] < pc["max_hp"]
    start = len(scene.ctl.game.commands)
    click_rest_on(scene, loop)
    assert loop.top is scene  # resting has a purpose: no question
    rest_on_until_stopped(scene, loop)
    pc = scene.ctl.view["pc"]
    assert played_rests(scene, start) == ["rest", "rest"] and pc["hp"] == pc["max_hp"]
    assert stop_toast(ctx, "rested_up", 2)


def test_stops_at_a_death():
    script = load_script()
    index = next(i for i, s in enumerate(script.steps) if s.id == "starve")
    ctx, scene, loop = table(script.game_at(index))
    start = len(scene.ctl.game.commands)
    click_rest_on(scene, loop)
    rest_on_until_stopped(scene, loop)
    assert played_rests(scene, start) == ["rest"] * 10
    assert scene.ctl.view["context"] == "dead" and stop_toast(ctx, "death", 10)
    assert loop.top.name == "death"  # the death choice opens as after any rest


def test_stops_at_its_limit():
    ctx, scene, loop = table(bot_game(1, 6))
    start = len(scene.ctl.game.commands)
    click_rest_on(scene, loop)
    scene.resting.limit = 3
    rest_on_until_stopped(scene, loop)
    assert played_rests(scene, start) == ["rest"] * 3 and stop_toast(ctx, "limit", 3)


def test_a_key_or_a_click_stops_it_with_each_rest_shown():
    """With animations each rest shows its check overlay (fast); a key on the table or a click on
    an overlay stops the run, and the key does nothing else."""
    ctx, scene, loop = table(bot_game(1, 6), animation="normal")
    start = len(scene.ctl.game.commands)
    key(loop, pygame.K_PERIOD, pygame.KMOD_SHIFT)  # its key: ⇧.
    yes = next(w for w in loop.top.form.widgets if w.id == "yes")
    click(loop, yes.rect.center)
    assert loop.top.name == "check_overlay" and loop.top.step < 0.1  # a fast overlay
    while loop.top is not scene:
        loop.step([], dt=0.1)
    loop.step([], dt=0.25)  # the second rest
    assert played_rests(scene, start) == ["rest"] * 2 and scene.resting is not None
    while loop.top is not scene:
        loop.step([], dt=0.1)
    key(loop, pygame.K_PERIOD, pygame.KMOD_SHIFT)  # its own key held down (a repeat): rests on
    assert scene.resting is not None and played_rests(scene, start) == ["rest"] * 2
    mode = scene.discard_mode
    key(loop, pygame.K_d)  # a key: stops, and does not sort the discards
    assert (
        scene.resting is None and scene.discard_mode == mode and stop_toast(ctx, "interrupted", 2)
    )
    for _ in range(10):
        loop.step([], dt=0.3)
    assert played_rests(scene, start) == ["rest"] * 2
    click_rest_on(scene, loop)  # again, by its button; then a click on the overlay
    assert loop.top.name == "check_overlay"
    click(loop, loop.top.panel.center)
    while loop.top is not scene:
        loop.step([], dt=0.1)
    for _ in range(10):
        loop.step([], dt=0.3)
    assert played_rests(scene, start) == ["rest"] * 3 and scene.resting is None


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_its_button_explains_itself(lang):
    ctx, scene, loop = table(bot_game(1, 6), lang=lang)
    i = bar_index(scene, "rest_on")
    label, tip = describe_target(scene, ("action", i))
    assert (
        label == ctx.t("table.rest_on.label")
        and tip == ctx.t("table.rest_on.tip", limit=LIMIT)
        and tip != label
    )
    assert str(LIMIT) in tip
    assert key_hint(scene.bar.keys[i]) == "⇧."
