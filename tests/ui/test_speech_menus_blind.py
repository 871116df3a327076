"""The menus by ear, as a blind tester found them: after a language switch every word is in the
new language, Settings opens on its first control, and so on — in both languages."""

from __future__ import annotations

import re

import pygame
import pytest

from jongrogue.engine import Game
from jongrogue.runfiles.stats import sample_rows
from jongrogue.sim.bot import GreedyBot
from jongrogue.speech.speaker import joined
from jongrogue.text.log_format import context_name
from jongrogue.text.words import position_text, tt
from jongrogue.ui.scene import Home, Push
from jongrogue.ui.scenes import registry
from jongrogue.ui.scenes.history import HistoryScene
from jongrogue.ui.scenes.stats import StatsScene
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_runfiles_ui import Driver
from tests.ui.test_speech import speaking
from tests.ui.test_speech_blind import tab_to

KANA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
GAME_NAME = "雀ローグ"  # (the game's name is written so in English too)


def sentence(ctx, key: str, **fmt) -> str:
    """A text as the voice gets it (its sentence's stop added)."""
    return joined([ctx.t(key, **fmt)], ctx.lang)


def other(lang: str) -> str:
    return "en" if lang == "ja" else "ja"


def in_language(text: str, lang: str) -> bool:
    """English: no kana or kanji beside the game's name; Japanese: some."""
    has = bool(KANA.search(text.replace(GAME_NAME, "")))
    return has if lang == "ja" else not has


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_after_a_language_switch_every_word_is_in_the_new_language(home, lang):
    app = App(lang=lang)
    sink = speaking(app)
    app.top.ensure_layout(app.ctx.layout.size)  # (the title laid out in the old language)
    app.loop.apply(Push(registry.make("settings", app.ctx)))
    app.step()
    assert app.top.form.focus is app.top.lang_w
    before = len(sink.texts())
    app.key("right" if lang == "ja" else "left")
    assert app.ctx.lang == other(lang)
    app.key("tab")
    app.loop.apply(Home())  # back to the title, said with its focused control
    app.step()
    heard = sink.texts()[before:]
    assert len(heard) == 3 and app.top.form.focus.label in heard[-1], heard
    for said in heard:
        assert in_language(said, other(lang)), said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_settings_opens_on_its_first_control_and_says_it(home, lang):
    app = App(lang=lang)
    sink = speaking(app)
    app.loop.apply(Push(registry.make("settings", app.ctx)))
    app.step()
    opened = sink.texts()[-1]
    assert app.top.form.focus is app.top.lang_w
    assert app.ctx.t("settings.language") in opened and app.ctx.t("settings.language_tip") in opened


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_arrow_at_the_end_says_the_edge_it_met(lang):
    rows = sample_rows()
    d = Driver(lambda ctx: HistoryScene(ctx, rows), lang=lang)
    sink = speaking(d)
    tab_to(d, d.top.list)
    d.key(pygame.K_END)
    before = len(sink.texts())
    d.key(pygame.K_DOWN)
    assert sink.texts()[before:] == [sentence(d.ctx, "speech.focus.last_row")]
    d.key(pygame.K_HOME)
    d.key(pygame.K_UP)
    assert sink.texts()[-1] == sentence(d.ctx, "speech.focus.first_row")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_choice_at_its_last_value_says_so(home, lang):
    app = App(lang=lang)
    sink = speaking(app)
    app.loop.apply(Push(registry.make("settings", app.ctx)))
    app.step()
    choice = app.top.lang_w
    last = choice.options[-1 if lang == "en" else 0]
    app.key("right" if lang == "en" else "left")
    assert app.ctx.lang == lang and choice.value == last[0]
    assert sink.texts()[-1] == sentence(app.ctx, "speech.focus.already", value=last[1])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_rulebooks_last_paragraph_says_the_chapters_end(home, lang):
    app = App(lang=lang)
    sink = speaking(app)
    app.loop.apply(Push(registry.make("rules", app.ctx)))
    app.step()
    pane = app.top.pane
    app.top.form.set_focus(pane)
    app.key("end")
    assert pane.at == len(pane.stops()) - 1
    app.key("down")
    assert sink.texts()[-1] == sentence(app.ctx, "speech.focus.chapter_end")


def fight_or_flee() -> Game:
    """A run stopped at a fight-or-flee choice (a context the log words, never the prompt)."""
    g, bot = Game.new(2), GreedyBot()
    for _ in range(200):
        g.execute(bot.choose(g))
        if g.state.context == "choice":
            return g
    raise AssertionError("no choice reached")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_resumed_run_says_where_the_pc_is_and_what_the_game_waits_for(home, lang):
    app = App(lang=lang)
    sink = speaking(app)
    game = fight_or_flee()
    app.loop.apply(Push(registry.make("table", app.ctx, game)))
    app.step()
    said, words = sink.texts()[-1], app.ctx.spoken()
    view = app.top.ctl.view
    where = position_text(words, view["pc"]["position"])
    now = words.t("table.log.context", context=context_name(words, view["context"]))
    assert where in said and words.speakable(now).rstrip("。.") in said, said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_pause_menu_names_the_save_file_without_its_path(home, lang, tmp_path):
    app = App(lang=lang)
    sink = speaking(app)
    app.loop.apply(Push(registry.make("table", app.ctx, Game.new(3))))
    app.step()
    app.top.ctl.save_path = tmp_path / "saves" / "current.jrlog"
    app.key("escape")
    assert app.top.tag == "pause" and str(tmp_path) in app.top.body  # (the screen shows it)
    said = sink.texts()[-1]
    assert str(tmp_path) not in said and "jrlog" not in said, said
    assert tt(app.ctx, "pause.save_file") in said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_screens_announcement_is_not_cut_off_by_a_key_that_stays_on_it(home, lang):
    app = App(lang=lang)
    sink = speaking(app)
    app.key("h")  # History opens: its announcement is spoken
    assert app.top.name == "history" and sink.spoken[-1].interrupt
    opened = len(sink.spoken)
    sink.busy = True  # ... and is still being spoken
    app.key("tab")  # a key that stays on History: its answer waits
    assert len(sink.spoken) == opened
    sink.busy = False
    app.step()
    assert len(sink.spoken) == opened + 1 and not sink.spoken[-1].interrupt
    sink.busy = True
    app.key("tab")  # (its announcement is over: an answer interrupts again)
    assert len(sink.spoken) == opened + 2 and sink.spoken[-1].interrupt
    app.key("escape")  # back to the title: an announcement of its own, said at once ...
    assert app.top.name == "title" and len(sink.spoken) == opened + 3
    app.key("h")  # ... and so is a key that leaves a screen still being announced
    assert app.top.name == "history" and len(sink.spoken) == opened + 4
    assert sink.spoken[-1].interrupt


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_history_row_says_the_run_used_the_players_own_tiles(lang):
    rows = [dict(r) for r in sample_rows()]
    rows[0]["tiles"] = "paper"
    d = Driver(lambda ctx: HistoryScene(ctx, rows), lang=lang)
    sink = speaking(d)
    scene = d.top
    tab_to(d, scene.list)
    d.key(pygame.K_HOME)
    own = next(i for i, r in enumerate(scene.rows) if r.get("tiles") == "paper")
    for _ in range(own):
        d.key(pygame.K_DOWN)
    assert scene.cell(scene.selected_row, "tiles")  # (the screen's sign for it)
    mode = scene.cell(scene.selected_row, "mode")
    said = sink.texts()[-1]
    assert d.ctx.t("history.row_own", mode=mode) in said, said
    d.key(pygame.K_DOWN)
    assert d.ctx.t("history.row_own", mode="").strip("（）") not in sink.texts()[-1]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_statistics_value_is_said_with_its_charts_name(lang):
    d = Driver(lambda ctx: StatsScene(ctx, sample_rows()), lang=lang)
    sink = speaking(d)
    scene = d.top
    d.key(pygame.K_RIGHT)
    names = {d.ctx.t(f"stats.{c}") for c in ("deepest", "causes", "scores", "victory_rate")}
    said = sink.texts()[-1]
    chart = d.ctx.t(f"stats.{scene.spot_charts[scene.hover]}")
    assert chart in names and said.startswith(chart), said
    seen = set()
    for _ in range(len(scene.spots)):
        d.key(pygame.K_RIGHT)
        seen.add(next(n for n in names if sink.texts()[-1].startswith(n)))
    assert len(seen) > 1, seen
