"""Undo and redo keys work alike on the table and on every scene it opens over itself: the camp
(whose screen once ignored Ctrl+Y), the death choice, the check overlay, the table's prompts —
and across every context a run passes through (combat, fight or flee, a paper run's tile prompt). A key pressed
on a scene closes it, the table undoes or redoes, and the scene of the context it lands in opens
(the camp again while the context is the camp)."""

from __future__ import annotations

import random

import pytest

from jongrogue.engine import Game, Options, cmd
from jongrogue.sim.bot import GreedyBot
from jongrogue.ui.scenes.table_flow import CONTEXT_SCENES
from tests.ui.playflow_app import App, home  # noqa: F401


def _expected(app) -> list[str]:
    context = (
        app.top.ctl.view["context"]
        if app.top.name == "table"
        else app.loop.stack[0].ctl.view["context"]
    )
    scene = CONTEXT_SCENES.get(context)
    return ["table"] + ([{"dead": "death"}.get(scene, scene)] if scene else [])


def _undo(app):
    app.key("z", ctrl=True)
    if app.top.name == "confirm" and app.top.tag == "confirm_undo":  # seen tiles: practice asks
        app.key("return")


def test_undo_twice_across_a_camp_then_redo_twice(home):
    game = Game.new(5)
    app = App(game=game)
    app.key("c")  # camp
    assert app.names() == ["table", "camp"]
    app.key("return")  # end the camp
    assert app.names() == ["table"] and game.view()["context"] == "explore"
    n = len(game.commands)
    _undo(app)
    assert app.names() == ["table", "camp"]  # back in the camp: its screen
    _undo(app)  # pressed on the Camp screen
    assert app.names() == ["table"] and len(game.commands) == n - 2
    app.key("y", ctrl=True)
    assert app.names() == ["table", "camp"] and len(game.commands) == n - 1
    app.key("y", ctrl=True)  # pressed on the Camp screen: not lost
    assert app.names() == ["table"] and len(game.commands) == n
    assert game.view()["context"] == "explore"


def test_an_undo_inside_the_camp_keeps_the_camp_open(home):
    game = Game.new(5)
    app = App(game=game)
    app.key("c")
    camp = app.top
    items = camp.items()
    app.key("d")  # discard the selected post-it (it is worn: yes, throw it away)
    app.key("tab")
    app.key("return")
    assert len(app.top.items()) == len(items) - 1
    app.key("z", ctrl=True, shift=False)
    assert app.names() == ["table", "camp"] and app.top.items() == items
    app.key("z", ctrl=True, shift=True)  # Ctrl+Shift+Z redoes, here too
    assert app.names() == ["table", "camp"] and len(app.top.items()) == len(items) - 1


def _dead_game(seed=6) -> Game:
    game, bot = Game.new(seed, Options(mode="practice")), GreedyBot()
    while game.state.context != "dead":
        game.execute(bot.choose(game))
    return game


def test_redo_at_the_death_choice(home):
    game = _dead_game()
    app = App(game=game)
    assert app.names() == ["table", "death"]
    app.key("c")  # Continue
    assert app.names() == ["table"] and game.state.context != "dead"
    _undo(app)
    assert app.names() == ["table", "death"]  # the choice again, with its screen
    app.key("y", ctrl=True)  # pressed on the death screen
    assert app.names() == ["table"] and game.commands[-1] == cmd("continue_game")


def test_undo_on_the_check_overlay_of_a_fatal_blow(home):
    """The checks of the blow are still on screen: Ctrl+Z takes the blow back before the death
    choice would open."""
    game = _dead_game(1)  # the greedy bot dies to a centaur's attack roll
    fatal = game.commands[-1]
    game.undo()
    app = App(game=game, animation_speed="normal")
    app.loop.apply(app.top.run(fatal))
    app.step()
    assert app.names() == ["table", "check_overlay"]
    _undo(app)
    assert game.state.context != "dead" and fatal not in game.commands[-1:]
    assert app.names() == ["table"]


def test_an_undo_key_on_a_prompt_of_the_table(home):
    """ "Rest at full HP?" is left unanswered: Ctrl+Z undoes the last action, as on the table."""
    game = Game.new(5)
    app = App(game=game)
    app.key("right")  # to the door
    n = len(game.commands)
    app.key(".")  # rest at full HP: the table asks first
    assert app.top.name == "confirm" and app.top.tag == "confirm_rest"
    _undo(app)
    assert app.names() == ["table"] and len(game.commands) == n - 1
    app.key("y", ctrl=True)
    assert len(game.commands) == n


def _positions():
    """(game factory, command index) at each context a run passes through, once each."""
    out, seen = [], set()

    def bot_game():
        return Game.new(6, Options(mode="practice"))

    game, bot = bot_game(), GreedyBot()
    while game.state.context not in ("game_over", "victory") and len(game.commands) < 400:
        c = game.state.context
        if c not in seen and game.commands:
            seen.add(c)
            out.append((bot_game, list(game.commands), c))
        game.execute(cmd("continue_game") if c == "dead" else bot.choose(game))

    def paper_game():
        return Game.new(5, Options(tiles="paper"))

    game, rnd = paper_game(), random.Random(5)
    while game.state.context != "paper_tile" or not game.commands:
        game.execute(rnd.choice(game.legal_commands()))
    out.append((paper_game, list(game.commands), "paper_tile"))
    return out


POSITIONS = _positions()


def test_the_runs_pass_through_every_context_that_asks():
    assert {p[2] for p in POSITIONS} >= set(CONTEXT_SCENES) - {"victory", "game_over"} | {
        "choice",
        "ranged_phase",
        "combat_turn",
        "turn_end",
        "paper_tile",
    }


@pytest.mark.parametrize("make, commands, context", POSITIONS, ids=[p[2] for p in POSITIONS])
def test_undo_then_redo_in_every_context(home, make, commands, context):
    game = make()
    for c in commands:
        game.execute(c)
    before = game.state_hash()
    app = App(game=game)
    shown = _expected(app)
    assert app.names() == shown, context
    _undo(app)
    assert len(game.commands) == len(commands) - 1 and app.names() == _expected(app), context
    app.key("y", ctrl=True)
    assert game.state_hash() == before and app.names() == shown, context
