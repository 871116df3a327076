"""No text of the table's screens is cut off with an ellipsis (as "Continu…" and "Game o…" once
were on the dock's score card, "…ion: 4 of Characters" in the tile picker): the table with
its panels and the dock's sheets late in a run, the death choice, the run's end and the score card,
the tile picker, the camp, the check overlay and every step of the tutorial, at 100 % (the default
window and the smallest one shown at 100 %) and 200 %, in both languages. Every shortened text
goes through ``theme.ellipsize`` (the paper sheets' through their pen's ``text``); the test
counts what they shorten."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.engine import Game, Options, cmd
from jongrogue.sim.bot import GreedyBot
from jongrogue.storage.settings import Settings
from jongrogue.text import sheet_words
from jongrogue.ui import theme
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.tutorial import TutorialTable
from jongrogue.ui.sheets.base import PRINT, Pen
from jongrogue.ui.tutorial.script import load_script
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_paper_table import _at_a_link_search, _at_a_roll

WINDOWS = [((1280, 800), 100), ((880, 560), 100), ((1280, 800), 200), ((1600, 1000), 170)]


@pytest.fixture
def cut(monkeypatch):
    """The texts shortened while drawing."""
    seen = []
    real = theme.ellipsize

    def spy(font, words, max_width):
        out = real(font, words, max_width)
        if out != words:
            seen.append(words)
        return out

    monkeypatch.setattr(theme, "ellipsize", spy)
    pen_text = Pen.text

    def pen_spy(pen, words, f, pos, anchor="topleft", colour=PRINT, max_w=None):
        if max_w is not None and f.size(words)[0] > max_w:  # (the sheets' own pen)
            seen.append(words)
        return pen_text(pen, words, f, pos, anchor, colour, max_w)

    monkeypatch.setattr(Pen, "text", pen_spy)
    return seen


def _ended_run() -> Game:
    """Two continues and a game over (a long score card), the dock full of items."""
    game, bot = Game.new(6, Options(mode="practice")), GreedyBot()
    while game.state.context not in ("game_over", "victory"):
        if game.state.context == "dead":
            game.execute(cmd("continue_game" if game.state.pc.continues < 2 else "game_over"))
        else:
            game.execute(bot.choose(game))
    return game


ENDED = _ended_run()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size, scale", WINDOWS)
def test_the_table_and_its_screens(home, cut, lang, size, scale):
    app = App(lang=lang, size=size, scale=scale, game=ENDED)
    assert app.names() == ["table", "run_end"]
    app.key("s")  # the score card
    app.step()
    assert app.top.name == "sheet"
    app.key("escape")
    app.key("escape")
    app.step()  # the table with the dock's sheets, the log, the HUD and the bar
    assert app.names() == ["table"]
    dying = Game.new(6, Options(mode="practice"))
    bot = GreedyBot()
    while dying.state.context != "dead":
        dying.execute(bot.choose(dying))
    app = App(lang=lang, size=size, scale=scale, game=dying)
    assert app.names() == ["table", "death"]
    camp = App(lang=lang, size=size, scale=scale, game=Game.new(5))
    camp.key("c")
    camp.step()
    assert camp.names() == ["table", "camp"]
    for game in (_at_a_roll(), _at_a_link_search()):
        App(lang=lang, size=size, scale=scale, game=game).step()
    checks = App(lang=lang, size=size, scale=scale, game=Game.new(5), animation_speed="slow")
    search = next(c for c in checks.top.ctl.legal() if c.type == "search")
    checks.loop.apply(checks.top.run(search))  # a search roll
    checks.step()
    assert checks.top.name == "check_overlay"
    for _ in range(10):
        checks.step()
    assert cut == []


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size, scale", WINDOWS)
def test_every_step_of_the_tutorial(cut, lang, size, scale):
    ctx = AppContext(
        Settings(language=lang, ui_scale=scale, animation_speed="instant", sound=False),
        size=size,
        persist=False,
    )
    for index in range(len(load_script().steps)):
        AppLoop(ctx, pygame.Surface(size), TutorialTable(ctx, index)).step([], dt=1 / 60)
    assert cut == []


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size, scale", WINDOWS + [((1280, 800), 143), ((1100, 700), 150)])
def test_the_camps_warning_is_drawn_whole(home, cut, lang, size, scale, monkeypatch):
    """The camp's side panel shrinks its message rather than stop at the tray (the unarmed
    warning once ended 「キャンプで装」 at 143 %)."""
    camp = App(lang=lang, size=size, scale=scale, game=Game.new(5))
    camp.key("c")
    camp.step()
    camp.top.message = camp.top.message or sheet_words.ui(lang, "camp.unarmed")
    drawn, blit = [], theme.blit_text
    monkeypatch.setattr(
        theme,
        "blit_text",
        lambda s, f, words, *a, **k: (drawn.append(words), blit(s, f, words, *a, **k))[1],
    )
    camp.step()
    assert "".join(w.replace(" ", "") for w in drawn).count(camp.top.message.replace(" ", "")) == 1
    assert cut == []
