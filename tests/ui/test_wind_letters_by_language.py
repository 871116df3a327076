"""Winds at a Japanese table: the tiles lose their English corner letters (E S W N — a
Japanese player types T N S P, and "N" on the North tile typed South), and the picker shows
each wind's typed letter of the UI language under it."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.engine import Game
from jongrogue.text.paper_words import Prompt
from jongrogue.ui.art import tiles
from jongrogue.ui.board import tile_picker
from tests.ui.playflow_app import App, home  # noqa: F401


def test_a_japanese_table_draws_the_winds_without_letters_an_english_one_with(home):
    App(lang="ja", game=Game.new(5))
    plain = pygame.image.tobytes(tiles.tile_surface("P", 64), "RGBA")
    App(lang="en", game=Game.new(5))
    lettered = pygame.image.tobytes(tiles.tile_surface("P", 64), "RGBA")
    assert plain != lettered
    assert tiles.tile_surface("m5", 64) is tiles.tile_surface("m5", 64)  # others unchanged


@pytest.mark.parametrize(("lang", "letters"), [("en", "E S W N"), ("ja", "T N S P")])
def test_the_picker_shows_each_winds_typed_letter(home, lang, letters, monkeypatch):
    app = App(lang=lang, game=Game.new(5))
    said: list[str] = []
    real = tile_picker.text
    monkeypatch.setattr(
        tile_picker,
        "text",
        lambda s, ctx, words, *a, **k: said.append(words) or real(s, ctx, words, *a, **k),
    )
    prompt = Prompt("ask", (), "", {"T": 1, "N": 2, "S": 3, "P": 4}, False, "dungeon")
    surface = pygame.Surface((1280, 800))
    tile_picker.draw_picker(
        surface, pygame.Rect(0, 0, 900, 300), app.ctx, prompt, ["T", "N", "S", "P"], ""
    )
    shown = [w for w in said if "×" in w]
    assert shown == [f"{c} ×{n}" for c, n in zip(letters.split(), (1, 2, 3, 4))]
