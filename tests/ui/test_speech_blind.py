"""What a player by ear missed: History's rows in words, a dialog's focused choice, a new run's
opening, what is here, and the title's and the menus' silent stops — in both languages, through
real keys and a recording voice."""

from __future__ import annotations

import random
from types import SimpleNamespace as Namespace

import pygame
import pytest

from jongrogue.engine import Game, Options
from jongrogue.runfiles.stats import sample_rows
from jongrogue.sim.bot import GreedyBot
from jongrogue.text.describe import describe
from jongrogue.text.map_doors import map_doors
from jongrogue.text.paper_words import prompt
from jongrogue.text.tile_meaning import tile_meaning
from jongrogue.text.words import tt
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import registry
from jongrogue.ui.scenes.confirm import ConfirmScene
from jongrogue.ui.scenes.history import HistoryScene
from jongrogue.ui.scenes.stats import StatsScene
from jongrogue.ui.scenes.title import TitleScene
from jongrogue.ui.voice import outcomes, review
from tests.engine.helpers import rig_pc
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_rest_until import bot_game, click_rest_on, rest_on_until_stopped, table
from tests.ui.test_runfiles_ui import Driver
from tests.ui.test_speech import speaking
from tests.ui.test_speech_coverage import paper_entry


def spoken_lines(words, ctl) -> list[str]:
    """The last record of the log in its spoken words (without the command's own line, nor a
    stat's that did not change)."""
    out = [words.speakable(e.shown()) for e in ctl.book.latest().render(words)]
    return [
        t.rstrip("。.")
        for t, e in zip(out, ctl.book.latest().render(words))
        if t and e.kind != "command" and not outcomes.unchanged(e)
    ]


def tab_to(d, widget, limit=20):
    """Tab (a Driver's key or an App's) until ``widget`` has the focus."""
    for _ in range(limit):
        if isinstance(d, Driver):
            d.key(pygame.K_TAB)
        else:
            d.key("tab")
        if d.top.form.focus is widget:
            return
    raise AssertionError(f"Tab never reached {widget}")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_history_row_is_said_in_words_like_the_visible_row(lang):
    rows = sample_rows()
    d = Driver(lambda ctx: HistoryScene(ctx, rows), lang=lang)
    sink = speaking(d)
    scene = d.top
    tab_to(d, scene.list)
    said = sink.texts()[-1]
    row = scene.selected_row
    assert "{" not in said and "'" not in said and "/tmp" not in said, said
    for col in ("mode", "result", "score", "date"):
        assert scene.cell(row, col) in said, (col, said)
    assert str(row["id"]) in said
    d.key(pygame.K_DOWN)
    following = sink.texts()[-1]
    assert following != said and str(scene.selected_row["id"]) in following


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_empty_history_says_its_list_on_tab(lang):
    d = Driver(lambda ctx: HistoryScene(ctx, []), lang=lang)
    sink = speaking(d)
    for _ in range(len(d.top.form.focusables())):
        before = len(sink.spoken)
        d.key(pygame.K_TAB)
        assert len(sink.spoken) == before + 1, d.top.form.focus
    empty = d.ctx.t("history.empty")
    assert any(t.startswith(empty) for t in sink.texts())


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_dialog_says_its_focused_choice_on_opening_and_on_tab(home, lang):
    app = App(lang=lang)
    sink = speaking(app)
    ask = ConfirmScene(app.ctx, "Abandon?", "The run ends.", yes="Abandon", no="Keep", danger=True)
    app.loop.apply(Push(ask))
    app.step()
    opened = sink.texts()[-1]
    assert opened.endswith(
        app.ctx.spoken().speakable(app.ctx.t("speech.dialog_focus", choice="Keep"))
    )
    app.key("tab")
    assert app.top.form.focus.id == "yes"
    moved = sink.texts()[-1]
    assert "Abandon" in moved and moved != opened and "Keep" not in moved
    app.key("return")
    assert ask.result is True


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_new_runs_opening_is_in_the_log_and_said(home, lang):
    app = App(game=Game.new(5), lang=lang)
    sink = speaking(app)
    app.loop.apply(Push(registry.make("table", app.ctx, Game.new(2))))  # a sleeping kestrel
    app.step()
    words = app.ctx.spoken()
    log = spoken_lines(words, app.top.ctl)
    monster = words.name("monster.kestrel")
    assert len(log) > 4 and any(monster in line for line in log), log
    said = sink.texts()[-1]
    assert all(line in said for line in log), (said, log)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_line_of_an_outcome_is_said_however_many(home, lang):
    """A fight's end, a rest's food check: no line of a command's log is lost to the queue."""
    game = Game.new(32)
    app = App(game=game, lang=lang)
    sink = speaking(app)
    table, bot, words = app.top, GreedyBot(), app.ctx.spoken()
    longest = 0
    died = rested = False
    for _ in range(150):
        if table.ctl.view["context"] in ("camp", "dead", "game_over", "victory"):
            break
        command = bot.choose(table.ctl.game)
        table.run(command)
        app.step()
        lines = spoken_lines(words, table.ctl)
        said = sink.texts()[-1]
        assert all(line in said for line in lines), (said, lines)
        longest = max(longest, len(lines))
        died |= any(e.data.get("reason") == "killed" for e in table.ctl.events)
        rested |= command.type == "rest"
    assert longest > 4 and died and rested


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_paper_burn_counts_down_the_tiles_it_still_takes(home, lang):
    app = App(game=Game.new(5), lang=lang)
    game, rng, asked = Game.new(41, Options(tiles="paper")), random.Random(41), []
    while len(asked) < 3:
        if game.state.context == "paper_tile":
            paper = game.view()["paper"]
            if paper["purpose"] == "burn_corridor_step":
                asked.append(prompt(app.ctx.spoken(), paper).ask)
            game.execute(paper_entry(game, rng))
        else:
            game.execute(rng.choice(game.legal_commands()))
    more = [app.ctx.t("table.paper.then_more", ask="", more=n) for n in (2, 1)]
    assert more[0] in asked[0] and more[1] in asked[1] and asked[2] not in asked[:2], asked


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_run_of_rests_stopped_by_the_food_check_says_the_food_change(lang):
    ctx, scene, loop = table(bot_game(1, 6), lang=lang)  # its 8th rest runs the wall out
    sink = speaking(Namespace(ctx=ctx))
    food = scene.ctl.view["pc"]["food"]
    click_rest_on(scene, loop)
    rest_on_until_stopped(scene, loop)
    assert any(e.kind == "reshuffled" for e in scene.ctl.events)
    said = " ".join(sink.texts()[-3:])
    lines = spoken_lines(ctx.spoken(), scene.ctl)
    assert all(line in said for line in lines), (said, lines)
    now = scene.ctl.view["pc"]["food"]
    assert now != food and any(f"{food}" in line and f"{now}" in line for line in lines), lines


def doors_phrase(words, sides) -> str:
    names = (words.name(f"direction.{d}") for d in sides)
    return words.speakable(tt(words, "desc.doors", doors=tt(words, "desc.door_sep").join(names)))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_what_is_here_names_the_door_a_neighbours_tile_opened(home, lang):
    """Ctrl+E lists the doors the map draws: one opened only by the next room's wind tile too."""
    game, bot = Game.new(32), GreedyBot()
    app = App(game=game, lang=lang)
    sink = speaking(app)
    table, words = app.top, app.ctx.spoken()
    for _ in range(200):
        v = table.ctl.view
        pos = v["pc"]["position"]
        room = pos.get("room")
        if room is not None and v["context"] == "explore":
            printed = v["dungeon"]["rooms"][str(room)]["doors"]
            alive = [
                d
                for d in map_doors(v, room)
                if d not in v["dungeon"]["rooms"][str(room)]["dead_doors"]
            ]
            if set(alive) - set(printed):
                app.key("e", ctrl=True)
                assert doors_phrase(words, alive).rstrip("。.") in sink.texts()[-1]
                return
        table.run(bot.choose(table.ctl.game))
        app.step()
    raise AssertionError("no room with a door its own tiles do not print")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_what_is_here_at_a_door_says_the_room_and_what_lies_beyond(home, lang):
    app = App(game=Game.new(5), lang=lang)
    sink = speaking(app)
    app.key("left")  # to the West door of room 2
    assert app.top.ctl.view["pc"]["position"]["kind"] == "door"
    app.key("e", ctrl=True)
    said, words, t = sink.texts()[-1], app.ctx.spoken(), app.ctx.t
    corridor = describe(words, ("corridor", "1-2"), app.top.ctl.view)[0]
    assert words.speakable(t("speech.review.beyond", corridor=corridor)).rstrip("。.") in said
    assert doors_phrase(words, ["east", "west"]).rstrip("。.") in said
    assert words.speakable(t("speech.review.slot", i=4, what="")).strip("：: ") in said


WHERE = {
    "en": ("You are in room 2.", "You are at the West door of room 2."),
    "ja": ("部屋2の中にいます。", "部屋2の西のドアにいます。"),
}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_what_is_here_says_where_the_pc_is_not_where_it_goes(home, lang):
    """Ctrl+E starts with the PC's place as a place ("部屋2の中にいます"), not as the log's
    line for a move ("部屋2の中へ")."""
    app = App(game=Game.new(5), lang=lang)
    sink = speaking(app)
    app.key("e", ctrl=True)
    assert sink.texts()[-1].startswith(WHERE[lang][0])
    app.key("left")  # to the West door of room 2
    app.key("e", ctrl=True)
    assert sink.texts()[-1].startswith(WHERE[lang][1])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_what_is_here_says_what_each_slot_is(home, lang):
    app = App(game=Game.new(2), lang=lang)  # room 1: traps, a scroll, a sleeping kestrel
    sink = speaking(app)
    app.key("e", ctrl=True)
    said, words, view = sink.texts()[-1], app.ctx.spoken(), app.top.ctl.view
    for i in (1, 2, 4):
        meaning = tile_meaning(
            words, view["encounter"]["rooms"]["1"][i - 1]["tile"], view["options"]
        )
        assert words.speakable(meaning).rstrip("。.") in said, (i, said)
    asleep = words.name("monster_state.asleep")
    assert words.name("monster.kestrel") in said and asleep in said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_title_says_the_tutorials_offer_and_the_focused_control(home, lang):
    app = App(lang=lang)
    sink = speaking(app)
    assert not app.ctx.settings.tutorial_offered  # a first start
    app.loop.apply(Push(TitleScene(app.ctx)))
    app.step()
    said, words, t = sink.texts()[-1], app.ctx.spoken(), app.ctx.t
    assert words.speakable(t("tutorial.offer_title")).rstrip("?？") in said
    new_game = app.top.buttons["new_game"]
    assert app.top.form.focus is new_game
    assert words.speakable(t("title.tips.new_game")).rstrip("。.") in said
    assert said.index(words.speakable(t("title.new_game"))) > said.index(
        words.speakable(t("tutorial.offer_title")).rstrip("?？")
    )


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_title_control_has_a_description(home, lang):
    app = App(lang=lang)
    assert all(b.tooltip for b in app.top.buttons.values())


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_statistics_without_runs_speak_on_tab_and_arrows(lang):
    d = Driver(lambda ctx: StatsScene(ctx, []), lang=lang)
    sink = speaking(d)
    for key in (pygame.K_TAB, pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT):
        before = len(sink.spoken)
        d.key(key)
        assert len(sink.spoken) == before + 1, key
    empty = d.ctx.spoken().speakable(d.ctx.t("stats.empty"))
    assert sink.texts()[-1] == empty and sink.texts()[0] != empty


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_speech_detail_control_in_settings_has_a_name(home, lang):
    app = App(lang=lang)
    sink = speaking(app)
    app.loop.apply(Push(registry.make("settings", app.ctx)))
    app.step()
    tab_to(app, app.top.verbosity_w, limit=40)
    name = app.ctx.t("settings.verbosity")
    assert name != "settings.verbosity" and sink.texts()[-1].startswith(name)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_list_of_states_is_joined_in_the_languages_own_way(home, lang):
    """Ctrl+S's states (and the describe pop-ups' lists) use the language's separator: 「、」 in
    Japanese, never an ASCII comma."""
    game = Game.new(5)
    rig_pc(game, states=("confused", "held"))
    app = App(game=game, lang=lang)
    words = app.ctx.spoken()
    said = review.status(app.ctx, app.top.ctl)
    confused, held = (words.name(f"pc_state.{s}") for s in ("confused", "held"))
    assert {"en": f"{confused}, {held}", "ja": f"{confused}、{held}"}[lang] in said
