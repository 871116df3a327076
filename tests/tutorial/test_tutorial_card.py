"""Where the tutorial's card sits, on every step, at every window size from the smallest to a
large one, at 100 % and 200 % (which a 1280×800 window shows at 143 %), in both languages: inside
the window, off the action bar and the HUD, off the step's target, and off every panel its caption
talks about (from step 3 on it once hid the wall the first two steps teach); and what it hides
shows no tooltip."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.storage.settings import MIN_WINDOW_SIZE, Settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.tutorial import TutorialTable
from jongrogue.ui.tutorial.coach import target_rect
from jongrogue.ui.tutorial.script import load_script

SIZES = [MIN_WINDOW_SIZE, (1024, 640), (1100, 720), (1280, 800), (1440, 900), (1920, 1080)]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", SIZES)
def test_the_card_covers_nothing_the_step_talks_about(lang, size, scale):
    ctx = AppContext(
        Settings(language=lang, ui_scale=scale, animation_speed="instant", sound=False),
        size=size,
        persist=False,
    )
    for index, step in enumerate(load_script().steps):
        scene = TutorialTable(ctx, index)
        AppLoop(ctx, pygame.Surface(size), scene).step([], dt=1 / 60)
        card, tl = scene.coach.card, scene.tl
        assert pygame.Rect((0, 0), size).contains(card), step.id
        assert not card.colliderect(tl.bar) and not card.colliderect(tl.hud), step.id
        target = None if step.target == "none" else target_rect(scene, step.target)
        assert target is None or not card.colliderect(target), step.id
        if step.how == "drag":
            assert not card.colliderect(tl.dock), step.id  # where the drag ends
        for panel in step.about:
            assert not card.colliderect(getattr(tl, panel)), (step.id, panel, size, scale)
        button = scene.coach.next_button.rect
        assert not button.w or card.contains(button), step.id
        label = scene.card_button()
        assert not label or ctx.font(15).size(label)[0] + ctx.s(20) <= button.w, (step.id, label)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
@pytest.mark.parametrize("scale", [100, 125, 150, 175, 200])
def test_the_card_never_hides_the_target_the_wall_or_the_discard_pile(lang, size, scale):
    """Every step at the scales these windows draw at (100 %, and 143 % for 150–200 % on
    1280×800; 125–179 % on 1600×1000): the card is in the window and off the step's target, the
    wall and the discard pile, whatever the step talks about."""
    ctx = AppContext(
        Settings(language=lang, ui_scale=scale, animation_speed="instant", sound=False),
        size=size,
        persist=False,
    )
    for index, step in enumerate(load_script().steps):
        scene = TutorialTable(ctx, index)
        AppLoop(ctx, pygame.Surface(size), scene).step([], dt=1 / 60)
        card, tl = scene.coach.card, scene.tl
        where = (step.id, ctx.layout.scale)
        assert pygame.Rect((0, 0), size).contains(card), where
        target = None if step.target == "none" else target_rect(scene, step.target)
        assert target is None or not card.colliderect(target), where
        assert not card.colliderect(tl.wall), where
        assert not card.colliderect(tl.discard), where


def test_the_steps_after_the_wall_leave_it_in_sight():
    """Steps 3 to 15 at the default window: the wall the first two steps teach stays in view."""
    ctx = AppContext(Settings(language="en", sound=False), size=(1280, 800), persist=False)
    for index in range(2, 15):
        scene = TutorialTable(ctx, index)
        AppLoop(ctx, pygame.Surface((1280, 800)), scene).step([], dt=1 / 60)
        assert not scene.coach.card.colliderect(scene.tl.wall), scene.step.id


def test_what_the_card_hides_shows_no_tooltip():
    ctx = AppContext(Settings(language="en", sound=False), size=(1280, 800), persist=False)
    for index, step in enumerate(load_script().steps):
        scene = TutorialTable(ctx, index)
        loop = AppLoop(ctx, pygame.Surface((1280, 800)), scene)
        loop.step([], dt=1 / 60)
        card = scene.coach.card
        under = [h for h in scene.spots if h.rect.colliderect(card) and h.target[0] != "action"]
        for h in under[:3]:
            pos = h.rect.clip(card).center
            loop.step(
                [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
                dt=0.8,
            )
            loop.step([], dt=0.8)
            assert scene.hover is None, (step.id, h.target)
