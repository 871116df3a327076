"""The menus by ear, as a blind tester found them: after a language switch every word is in the
new language, Settings opens on its first control, and so on — in both languages."""

from __future__ import annotations

import re

import pytest

from jongrogue.ui.scene import Home, Push
from jongrogue.ui.scenes import registry
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_speech import speaking

KANA = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
GAME_NAME = "雀ローグ"  # (the game's name is written so in English too)


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
