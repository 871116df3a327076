"""A note shown on the table (one-key combat, a rest's stop, a refusal) stacks above the action
bar: it must not cover the buttons it talks about."""

from __future__ import annotations

import pygame

from jongrogue.engine import Game
from jongrogue.storage.settings import Settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.table import TableScene

SIZE = (1280, 800)


def test_a_toast_on_the_table_sits_above_the_action_bar():
    ctx = AppContext(Settings(language="en", sound=False), size=SIZE, persist=False)
    ctx.toasts.clear()
    scene = TableScene(ctx, Game.new(1))
    loop = AppLoop(ctx, pygame.Surface(SIZE), scene)
    loop.step([], dt=1 / 60)
    ctx.notify(
        "One-key combat: a note long enough to wrap over two lines of the toast box, "
        "as the first-time note does when it names the setting that turns it off.",
        "info",
        10.0,
    )
    loop.step([], dt=1 / 60)
    assert loop.toast_rects
    bar_top = scene.tl.bar.top
    assert all(box.bottom <= bar_top for box in loop.toast_rects)
    assert all(
        not box.colliderect(b.rect)
        for box in loop.toast_rects
        for b in scene.bar.buttons
        if hasattr(b, "rect")
    )


def test_a_toast_over_a_dialog_on_the_table_still_sits_above_the_action_bar():
    """The checks of a blow are a dialog over the table: the one-key note said with them must
    not hide Continue and Flee beneath the dim layer either."""
    from jongrogue.ui.scene import Push
    from jongrogue.ui.scenes.message import MessageScene

    ctx = AppContext(Settings(language="en", sound=False), size=SIZE, persist=False)
    ctx.toasts.clear()
    scene = TableScene(ctx, Game.new(1))
    loop = AppLoop(ctx, pygame.Surface(SIZE), scene)
    loop.step([], dt=1 / 60)
    dialog = MessageScene(ctx, "Checks", "A dialog over the table.")
    loop.apply(Push(dialog))
    loop.step([], dt=1 / 60)
    ctx.notify("Melee was the only way on, so one-key combat played it at once.", "info", 10.0)
    loop.step([], dt=1 / 60)
    assert loop.top is dialog and loop.toast_rects
    buttons = [b.rect for b in scene.bar.buttons if hasattr(b, "rect")]
    assert all(box.bottom <= scene.tl.bar.top for box in loop.toast_rects)
    assert not [
        r for r in buttons + dialog.control_rects() for b in loop.toast_rects if b.colliderect(r)
    ]
