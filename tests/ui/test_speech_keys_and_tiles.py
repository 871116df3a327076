"""What a player by ear heard wrong in an hour of play, through real keys and a recording voice:
a key's letter in brackets said as a tile, arrows and punctuation skipped in key names, a paper
run's tile codes never spelt out, a menu key without its number, a tile count said as "times"
and an item gained said as a +1 bonus."""

from __future__ import annotations

import re

import pytest

from jongrogue.engine import Game, Options
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.sim.bot import GreedyBot
from jongrogue.text import log_format
from jongrogue.text.command_text import KeySpec
from jongrogue.text.spoken import SpokenTexts
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import registry
from jongrogue.ui.scenes.settings import ACTIONS
from jongrogue.ui.voice import help
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_speech import speaking

PAPER = Options(tiles="paper")
GLYPHS = re.compile(r"[←→↑↓⇧]|:\s*[,.、。]")  # an arrow, or a key name a voice skips
WORDS = {
    "en": {"right": "Right arrow", "period": "Period", "white": "White dragon"},
    "ja": {"right": "右矢印", "period": "ピリオド", "white": "ハク"},
}


@pytest.mark.parametrize(
    "lang,text,spoken",
    [
        ("en", "Camp (C).", "Camp (C key)."),
        ("en", "Pick up (P)", "Pick up (P key)"),
        ("ja", "キャンプ (C)", "キャンプ (Cキー)"),
        ("en", "Enter tile: West wind (W).", "Enter tile: West wind."),
        ("en", "Enter tile: North wind (N)", "Enter tile: North wind"),
        ("ja", "牌を入力: 東 (T)", "牌を入力: 東 (トン)"),
        ("en", "an East wind tile (E) in the room", "an East wind tile in the room"),
        ("en", "Face-down tile (U)", "Face-down tile"),
        ("en", "number max(1, s(F) + N − 1)", "number max(1, s(F) plus N minus 1)"),
        ("ja", "ヒント（H）は", "ヒント(Hキー)は"),
        ("en", "Stairs: pR ×2", "Stairs: Red five of dots, 2 tiles"),
        ("ja", "階段: pR ×2", "階段: アカウーピン2枚"),
        ("en", "Kestrel appears! ×2", "Kestrel appears!, 2 times"),
    ],
)
def test_a_letter_in_brackets_is_a_key_unless_it_follows_its_tiles_name(lang, text, spoken):
    assert SpokenTexts(lang).speakable(text) == spoken


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_typed_wind_is_said_by_its_name_alone(home, lang):
    app = App(lang=lang, game=Game.new(41, PAPER))
    sink = speaking(app)
    if lang == "en":
        app.key("w")
    else:
        app.key("s")
        app.key("return")
    said = sink.texts()[-1]
    assert app.ctx.spoken().tile("S") in said and WORDS[lang]["white"] not in said, said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_settings_key_rows_say_every_key_in_words(home, lang):
    app = App(lang=lang)
    app.loop.apply(Push(registry.make("settings", app.ctx)))
    app.step()
    sink = speaking(app)
    settings = app.top
    settings.form.set_focus(settings.key_list)
    rows = {}
    for action in ACTIONS[1:]:
        app.key("down")
        rows[action] = sink.texts()[-1]
    assert settings.key_list.selected == len(ACTIONS) - 1
    assert [said for said in rows.values() if GLYPHS.search(said)] == []
    assert WORDS[lang]["right"] in rows["move_east"] and WORDS[lang]["period"] in rows["rest"]
    table = App(lang=lang, game=Game.new(5))
    sink = speaking(table)
    table.key("k", ctrl=True)
    said = sink.texts()[-1]
    assert not GLYPHS.search(said) and WORDS[lang]["right"] in said, said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_paper_runs_tile_is_spelt_out_when_typing_goes_wrong_and_in_the_help(home, lang):
    app = App(lang=lang, game=Game.new(41, PAPER))
    sink = speaking(app)
    how = app.ctx.t("speech.paper.typing")
    app.key("x")
    said = sink.texts()[-1]
    assert how in said and "–" not in said and "〜" not in said, said
    assert app.ctx.toasts[-1].text == app.ctx.t("table.paper.not_a_tile", typed="x")  # the screen
    app.key("k", ctrl=True)
    said = sink.texts()[-1]
    assert how in said and app.ctx.t("speech.help.key.paper_correct") in said
    assert app.ctx.t("speech.help.key.table_move") not in said  # typing, not moves
    for label in app.top.bar.labels:
        assert app.ctx.spoken().speakable(label) not in said


@pytest.mark.parametrize("lang,said", [("en", "P then 3"), ("ja", "P、続けて3")])
def test_a_menu_key_is_said_with_the_number_that_picks(home, lang, said):
    app = App(lang=lang)
    assert help.spec_words(app.ctx, KeySpec("p", menu=True, then=3)) == said
    assert help.spec_words(app.ctx, KeySpec("p")) == "P"


def _item_gains():
    """(screen words, spoken words) of the first items a played game gains, English and
    Japanese."""
    g, bot = Game.new(5), GreedyBot()
    for _ in range(400):
        events = g.execute(bot.choose(g))
        if any(e.kind == "item" and e.data.get("delta", 0) > 0 for e in events):
            return {
                lang: [
                    [e.text for e in log_format.entries_for(ctx, "x", events, 1)]
                    for ctx in (TextContext(lang), SpokenTexts(lang))
                ]
                for lang in ("en", "ja")
            }
    raise AssertionError("no item gained")


def test_an_item_gained_is_said_as_got_not_as_a_plus_one_bonus():
    gains = _item_gains()
    for lang, (shown, spoken) in gains.items():
        plus = [line for line in shown if re.match(r"\+\d ", line)]
        assert plus, shown
        words = SpokenTexts(lang)
        said = [words.speakable(line) for line in spoken]
        assert not any("plus" in s or "プラス" in s for s in said), said
        got = "You get" if lang == "en" else "手に入れました"
        assert sum(got in s for s in said) == len(plus), said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_key_swapped_in_the_settings_is_said_in_words(home, lang):
    app = App(lang=lang)
    app.loop.apply(Push(registry.make("settings", app.ctx)))
    app.step()
    sink = speaking(app)
    settings = app.top
    settings.form.set_focus(settings.key_list)
    for _ in range(ACTIONS.index("move_east")):
        app.key("down")
    app.key("return")
    app.key(".")  # the Rest key: Rest takes the Right arrow
    assert app.ctx.settings.keys["rest"] == "right"
    said = sink.texts()[-1]
    assert WORDS[lang]["right"] in said and not GLYPHS.search(said), said
    assert "→" in app.ctx.toasts[-1].text  # the screen keeps its arrow
