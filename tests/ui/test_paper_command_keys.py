"""A key that a command used is not also typed into a paper run's tile picker: "P 2" picks up
the item of slot 2, and the key repeats of the held 2 are not typed into the picker that asks
for the tile the pick-up turns up."""

from __future__ import annotations

import random

import pygame
import pytest

from jongrogue.engine import Game, Options
from tests.ui.playflow_app import App, home  # noqa: F401


def _two_to_pick_up() -> Game:
    """A paper run at a decision with two items to pick up (a seeded walk of legal moves)."""
    g = Game.new(1, Options(tiles="paper"))
    rng = random.Random(1)
    while not (
        g.view().get("paper") is None and sum(c.type == "pick_up" for c in g.legal_commands()) == 2
    ):
        g.execute(rng.choice([c for c in g.legal_commands() if c.type != "abandon"]))
    return g


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_slot_digit_of_a_pick_up_is_not_typed_into_the_tile_picker(home, lang):
    app = App(game=_two_to_pick_up(), lang=lang)
    table = app.top
    game = table.ctl.game
    n = len(game.commands)
    key = table.bar.keys[[c.type for c in table.bar.commands].index("pick_up")]
    app.key(key.name, shift=key.shift, text=key.name)
    assert table.menu is not None
    slot = str(table.menu.numbers[-1])
    code = pygame.key.key_code(slot)
    down = pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=slot, scancode=0)
    app.step(down)
    app.step(pygame.event.Event(pygame.TEXTINPUT, text=slot))
    assert len(game.commands) == n + 1 and game.commands[-1].type == "pick_up"
    assert game.view()["paper"] is not None  # the pick-up asks for a tile
    app.step(down, down)  # the held digit repeats
    app.step(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
    assert table.picker.buffer == "" and len(game.commands) == n + 1
    assert app.ctx.toasts == [], [t.text for t in app.ctx.toasts]
    app.key("m", text="m")  # the picker types as before
    assert table.picker.buffer == "m"
    app.key(slot, text=slot)  # a new press of the digit is typed
    assert game.commands[-1].arg("tile") == f"m{slot}"


def test_a_tile_typed_on_after_the_last_one_is_not_a_command(home):
    """ "m1" typed once too often after the last wanted tile attacked slot 1: within a moment of
    the last tile, a tile's letters and digits are dropped (and that is said)."""
    app = App(game=Game.new(5, Options(tiles="paper")))
    table = app.top
    while table.paper_prompt() is not None:  # the opening's tiles, as the picker enters them
        app.loop.apply(table.enter_tile(sorted(table.paper_prompt().offered)[0]))
        app.step()
    n = len(table.ctl.game.commands)
    app.key("1", text="1")
    assert len(table.ctl.game.commands) == n
    assert any("1" in t.text for t in app.ctx.toasts if t.kind == "info")


def test_esc_clears_a_half_typed_tile_before_it_opens_the_pause_menu(home):
    app = App(game=Game.new(5, Options(tiles="paper")))
    table = app.top
    assert table.paper_prompt() is not None
    app.key("m", text="m")
    assert table.picker.buffer == "m"
    app.key("escape")
    assert table.picker.buffer == "" and app.top is table  # cleared, still at the table
    app.key("escape")
    assert app.top.tag == "pause"
