"""What a fourth blind player missed or was misled by, heard through a recording voice with real
key events, in English and in Japanese: the key that goes on after one-key combat, the one-key
note's wording, the Hint's answer when it arrives, the Review's start and end in a replay, Save
and quit, a key a dialog does not take, a monster to choose among several, the Hint's numbers."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.ui.tutorial.script import load_script
from tests.tutorial.test_tutorial import app as tutorial_app
from tests.tutorial.test_tutorial import key as tutorial_key
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_speech import speaking


def _step(step_id: str) -> int:
    return next(i for i, s in enumerate(load_script().steps) if s.id == step_id)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_one_key_combat_says_the_key_that_goes_on(lang):
    ctx, scene, loop = tutorial_app(lang, _step("combat"))
    sink = speaking(type("A", (), {"ctx": ctx})())
    loop.step([], dt=0.1)
    tutorial_key(loop, pygame.K_x)  # end shooting: one-key combat plays the only hit
    loop.step([], dt=0.1)
    assert scene.ctl.view["context"] == "turn_end"
    said = " ".join(sink.texts()[-2:])
    goes_on = ctx.t("speech.goes_on", action=ctx.spoken().name("action.continue"), key="F")
    assert goes_on in said, said
    hit = next(c for c, _ in scene.played if c.type == "melee")  # played by itself: not asked
    assert ctx.t("speech.goes_on", action="", key=str(hit.arg("slot"))) not in said, said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_one_key_note_says_how_to_turn_it_off_not_that_it_is_off(lang, home):
    from jongrogue.engine import cmd
    from jongrogue.ui.scenes.table_flow import note_one_key

    app = App(lang=lang)
    sink = speaking(app)
    app.ctx.settings.combat_one_key_noted = False
    note_one_key(app.ctx, cmd("continue"))
    app.step()
    said = sink.texts()[-1]
    off = {"en": "Off", "ja": "オフ"}[lang]
    assert f"({off})" not in said and f"（{off}）" not in said, said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_save_and_quit_says_the_run_was_saved(lang, home):
    from jongrogue.storage import paths
    from tests.ui.run_life import App as LifeApp
    from tests.ui.run_life import started_game
    from tests.ui.test_leaving_a_run import play_one

    paths.saves_dir()
    started_game(n=6).save(paths.autosave_path())
    app = LifeApp(lang=lang)
    app.press("continue")
    play_one(app)
    sink = speaking(app)
    app.key("escape")
    app.press("save_quit")
    assert app.names() == ["title"]
    said = " ".join(sink.texts()[-2:])
    assert app.ctx.t("table.saved_and_quit") in said, sink.texts()[-3:]


def _before_a_hit_among_several(n: int = 7):
    """Seed 3 as the greedy bot plays it, up to the end of a ranged phase after which a single
    hit is legal (at the door, on the front monster) with 2 monsters in the room."""
    from jongrogue.engine import Game
    from jongrogue.sim.bot import GreedyBot

    game, bot = Game.new(seed=3), GreedyBot()
    for _ in range(n):
        game.execute(bot.choose(game))
    assert game.state.context == "ranged_phase"
    return game


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_one_key_combat_does_not_pick_a_target_among_several_monsters(lang, home):
    from jongrogue.ui.scenes import table_flow

    game = _before_a_hit_among_several()
    app = App(lang=lang, game=game)
    sink = speaking(app)
    n = len(game.commands)
    app.key("x")  # end shooting: one melee is legal, but two monsters are there
    assert len(game.commands) == n + 1 and game.state.context == "combat_turn"
    view = app.top.ctl.view
    assert table_flow.monsters_here(view) == 2
    said = sink.texts()[-1]
    assert app.ctx.t("speech.hit_which", n=1, monsters=2) in said, said
    hit = next(c for c in app.top.ctl.legal() if c.type == "melee")
    app.key(str(hit.arg("slot")))  # the player hits it with its key
    assert game.commands[-1] == hit


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_redo_key_with_nothing_to_redo_leaves_the_undo_question_open_and_says_so(lang, home):
    from jongrogue.engine import Game

    game = Game.new(5)
    app = App(lang=lang, game=game)
    app.key("left")
    app.key("left")  # into the corridor: tiles burned from the wall
    app.key("z", ctrl=True)
    assert app.top.name == "confirm" and app.top.tag == "confirm_undo"
    sink = speaking(app)
    app.key("y", ctrl=True)
    assert app.top.name == "confirm" and len(game.commands) == 2
    assert sink.texts()[-1] == app.ctx.t("speech.dialog_no_key", key="Ctrl+Y"), sink.texts()
    app.key("return")  # the question still answers
    assert app.top.name == "table" and len(game.commands) == 1


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_settings_from_the_pause_menu_is_announced_without_the_table_beneath(lang, home):
    from jongrogue.engine import Game

    app = App(lang=lang, game=Game.new(5))
    app.key("escape")
    sink = speaking(app)
    app.click(app.widget("settings").rect.center)
    assert app.top.name == "settings"
    said = sink.texts()[-1]
    table = app.ctx.t("speech.entered", screen=app.ctx.t("speech.screen.table"))
    settings = app.ctx.t("speech.entered", screen=app.ctx.t("speech.screen.settings"))
    assert table not in said and said.startswith(settings.rstrip(".。")), said
    app.key("escape")  # closing it shows the pause menu again, and says so
    assert app.top.tag == "pause" and app.top.title in sink.texts()[-1]
