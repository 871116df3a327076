"""Defects 3 and 10: New game asks before abandoning a saved run, which stays in History (as
abandoned, with its journal archived and its start date); history rows agree with the in-game
score card."""

from __future__ import annotations

import datetime
import time

import pygame
import pytest

from jongrogue.game import Game
from jongrogue.sim.bot import GreedyBot
from jongrogue.storage import paths
from jongrogue.ui.scenes import launch
from jongrogue.ui.scenes import table_flow as flow
from tests.ui.playflow_app import App, home  # noqa: F401


def start_from_title(app, seed):
    app.click(app.widget("seed").rect.center)
    for _ in range(12):
        app.key("backspace")
    app.step(pygame.event.Event(pygame.TEXTINPUT, text=str(seed)))
    app.key("return")


def play_and_leave(app, seed, n):
    app.click(app.widget("new_game").rect.center)
    start_from_title(app, seed)
    table = app.top
    bot = GreedyBot()
    for _ in range(n):
        table.ctl.execute(bot.choose(table.ctl.game))
    app.key("escape")  # pause menu
    app.click(app.widget("save_quit").rect.center)
    assert app.names() == ["title"] and paths.has_autosave()
    return table.ctl.game


def test_new_game_asks_and_keeps_the_abandoned_run(home):
    app = App()
    old = play_and_leave(app, 21, 5)
    app.click(app.widget("new_game").rect.center)
    assert app.names() == ["title", "confirm"]
    assert app.top.form.focus.id == "no"  # the safe answer is the default
    app.key("escape")  # cancelled: nothing happened
    assert app.names() == ["title"] and paths.has_autosave() and app.ctx.history.rows() == []
    app.click(app.widget("new_game").rect.center)
    app.click(app.widget("yes").rect.center)
    assert app.names() == ["title", "newgame"]
    start_from_title(app, 22)
    assert app.names() == ["title", "table"]
    rows = app.ctx.history.rows()
    assert len(rows) == 1
    row = rows[0]
    assert row["result"] == "unfinished" and str(row["seed"]) == "21"  # resumable from History
    assert row["started"] and row["started"] == old.header["created"]
    archived = Game.load(row["journal"])  # the journal was archived, whole
    assert len(archived.commands) == 5 and archived.state_hash() == old.state_hash()


def test_a_new_run_has_a_start_date(home):
    app = App()
    app.click(app.widget("new_game").rect.center)
    start_from_title(app, 5)
    assert app.top.ctl.game.header["created"][:4].isdigit()


def test_the_quit_dialog_defaults_to_cancel(home):
    app = App()
    app.key("escape")
    assert app.names() == ["title", "confirm"]
    app.key("return")
    assert app.loop.running and app.names() == ["title"]


def test_history_row_agrees_with_the_in_game_score_card(home):
    game, bot = Game.new(seed=6, created="2026-01-02T03:04:05"), GreedyBot()
    while game.state.context != "dead":
        game.execute(bot.choose(game))
    app = App(game=game)
    table = app.loop.stack[0]
    table.ctl.execute(next(c for c in game.legal_commands() if c.type == "game_over"))
    card = table.ctl.view["score_card"][-1]
    row = app.ctx.history.rows()[-1]
    for col in ("result", "floor", "deepest", "level", "gold", "score", "cause", "continues"):
        assert str(row[col]) == str(card[col]), col
    assert row["started"] == "2026-01-02T03:04:05"


def test_the_pause_menu_reaches_settings_and_the_rulebook(home):
    app = App(game=Game.new(seed=1))
    for wid, scene in (("rules", "rules"), ("settings", "settings")):
        app.key("escape")
        assert app.names() == ["table", "message"]
        assert app.top.form.focus.id == "resume"  # the safe default
        app.click(app.widget(wid).rect.center)
        assert app.names() == ["table", scene]
        app.key("escape")
        if app.top.name == "rules" and app.top.query:
            app.key("escape")
        assert app.names() == ["table", "message"]  # back to the pause menu
        app.key("escape")
        assert app.names() == ["table"]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_dialog_buttons_show_their_whole_labels(home, lang, scale):
    """Defect 12: buttons are not truncated at 143 % (or any scale)."""
    app = App(lang=lang, scale=scale, game=Game.new(seed=1))
    app.key("escape")
    for b in app.top.form.widgets:
        assert app.ctx.font(17).size(b.label)[0] <= b.rect.w - app.ctx.s(20), (b.label, b.rect.w)


def test_rest_at_full_hp_asks_first_once_a_floor(home):
    app = App(game=Game.new(seed=3))  # (seed 3: its first rests bring no monster)
    table = app.top
    assert table.ctl.view["pc"]["hp"] == table.ctl.view["pc"]["max_hp"]
    app.key(".")
    assert app.names() == ["table", "confirm"]
    app.key("return")  # the safe default: do not rest
    assert app.names() == ["table"] and len(table.ctl.game.commands) == 0
    app.key(".")
    app.click(app.widget("yes").rect.center)
    assert table.ctl.game.commands[-1].type == "rest"
    # once a floor is enough: the next rest at full HP on this floor goes ahead
    assert flow.rest_is_pointless(table.ctl, table.ctl.game.commands[-1])
    app.key(".")
    assert app.names() == ["table"] and len(table.ctl.game.commands) == 2
    table.rest_agreed_floor = table.ctl.view["pc"]["floor"] - 1  # as if said on the floor before
    assert flow.rest_is_pointless(table.ctl, table.ctl.game.commands[-1])
    app.key(".")
    assert app.names() == ["table", "confirm"]  # a new floor asks again


def test_new_game_options_are_remembered(home):
    from jongrogue.storage.settings import Settings, load_settings, save_settings
    from jongrogue.ui.scenes import launch

    app = App()
    app.ctx.persist = True
    app.click(app.widget("new_game").rect.center)
    ng = app.top
    app.click(ng.ruleset_w.rect.move(ng.ruleset_w.rect.w // 4, 0).center)  # EZ Plus
    assert ng.ruleset == "ez_plus"
    for cb in ng.checks:
        if cb.enabled:
            app.click(cb.rect.center)
    chosen = set(ng.plus)
    assert chosen == set(launch.supported_options())
    start_from_title(app, 7)
    assert app.names() == ["title", "table"]
    assert set(app.top.ctl.game.options.plus) == chosen
    saved = load_settings()[0].new_game
    assert saved["ruleset"] == "ez_plus" and set(saved["plus"]) == chosen
    app.key("escape")
    app.click(app.widget("save_quit").rect.center)
    app.click(app.widget("new_game").rect.center)  # asks: a run is saved
    app.click(app.widget("yes").rect.center)
    again = app.top
    assert again.ruleset == "ez_plus" and again.plus == chosen  # no seven clicks again
    bad, ok = Settings.from_dict({"new_game": {"ruleset": "x"}})
    assert not ok and bad.new_game == {}
    save_settings(bad)


@pytest.mark.parametrize("zone", ["UTC0", "JST-9", "NST3:30", "EST5EDT"])
def test_a_new_run_is_stamped_with_local_time_and_its_offset(zone, monkeypatch):
    """The journal's "created": what ``datetime.now().astimezone().isoformat(timespec="seconds")``
    writes, made without loading ``datetime`` at start."""
    monkeypatch.setenv("TZ", zone)
    time.tzset()
    try:
        for _second_boundary in range(2):
            before = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
            stamp = launch.now_stamp()
            if stamp == before:
                break
        assert stamp == before
        assert datetime.datetime.fromisoformat(stamp).utcoffset() is not None
    finally:
        monkeypatch.delenv("TZ")
        time.tzset()
