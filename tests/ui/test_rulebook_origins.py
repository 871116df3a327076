"""The rulebook scene marks each rule's origin (real events through the scene stack)."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.storage.settings import Settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.rules import RulesScene


def open_book(lang, chapter=None):
    ctx = AppContext(Settings(language=lang, ui_scale=100), size=(1280, 800))
    loop = AppLoop(ctx, pygame.Surface((1280, 800)), RulesScene(ctx, chapter=chapter))
    loop.step([], dt=1 / 60)
    return loop


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_paragraph_of_a_chapter_has_its_origin_tag_above_it(lang):
    loop = open_book(lang, chapter="combat")
    blocks = loop.top.pane.blocks
    styles = [s for s, _ in blocks]
    for i, style in enumerate(styles):
        if style == "para":
            assert styles[i - 1].startswith("origin_"), (i, blocks[i])
    assert "origin_edition" in styles and "origin_mixed" in styles
    names = [t for s, t in blocks if s == "entry_name"]
    assert names and all(t.endswith("〕") for t in names)


def test_the_differences_page_opens_from_the_list_and_a_search_finds_one_entry_origin():
    loop = open_book("en")
    scene = loop.top
    keys = [k for k, _, _ in scene.items]
    assert keys[1] == "rulebook.differences"  # right after the overview
    loop.step(
        [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)]
    )
    assert scene.pane.blocks[0] == ("title", "Differences from the paper game")
    loop.step(
        [
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0),
            pygame.event.Event(pygame.TEXTINPUT, text="kestrel"),
        ]
    )
    assert scene.items[0][0] == "monster.kestrel"
    assert ("origin_edition", "Added by this edition") in scene.pane.blocks
