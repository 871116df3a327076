"""The mouse wheel scrolls the rulebook's text where the pointer is (it used to move only lists:
a player reading a long chapter turned the wheel over it and nothing happened)."""

from __future__ import annotations

import pygame

from jongrogue.storage.settings import Settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.rules import RulesScene


def test_the_wheel_over_the_text_scrolls_the_text_and_not_the_chapter_list():
    ctx = AppContext(Settings(language="en", ui_scale=100), size=(1280, 800))
    loop = AppLoop(ctx, pygame.Surface((1280, 800)), RulesScene(ctx, chapter="differences"))
    loop.step([], dt=1 / 60)
    scene = loop.top
    assert scene.pane.max_top() > 0  # the chapter is longer than the pane
    chapter, over_text = scene.list.selected, scene.pane.rect.center
    loop.step(
        [pygame.event.Event(pygame.MOUSEMOTION, pos=over_text, rel=(0, 0), buttons=(0, 0, 0))]
    )
    loop.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False)])
    assert scene.pane.top > 0
    assert scene.list.selected == chapter
    loop.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=5, flipped=False)])
    assert scene.pane.top == 0
