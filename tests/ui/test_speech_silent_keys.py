"""By ear no key is silent on the table: a key that does nothing says so (a sighted player sees
that nothing happened), and a key whose kind has several commands says the menu it opens. A
modifier says nothing, and without speech nothing is said at all."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.engine import Game
from jongrogue.speech.backend import RecordingSink
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_speech import speaking

NOTHING = {"en": "Nothing on", "ja": "使えません"}


def _free_letter(app) -> str:
    """A letter no setting binds (nor the table's own d, m and the describe key)."""
    used = set(app.ctx.settings.keys.values()) | {"d", "m", "/"}
    return next(c for c in "jkqyzgbl" if c not in used)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_key_that_does_nothing_says_so(home, lang):
    app = App(lang=lang, game=Game.new(5))
    sink = speaking(app)
    n = len(app.top.ctl.game.commands)
    app.key(_free_letter(app))
    assert NOTHING[lang] in sink.texts()[-1]
    assert len(app.top.ctl.game.commands) == n


def test_an_arrow_toward_no_way_out_says_so_and_a_modifier_says_nothing(home):
    app = App(game=Game.new(5))
    table = app.top
    blocked = next(
        a
        for a in ("up", "down", "left", "right")
        if not table.bar.commands_for_key(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(a), mod=0, unicode="")
        )
    )
    sink = speaking(app)
    app.key(blocked)
    assert sink.texts()[-1].startswith("Nothing on") and "arrow" in sink.texts()[-1]
    said = len(sink.texts())
    app.key("left shift")
    assert len(sink.texts()) == said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_kinds_menu_is_said_with_its_numbers(home, lang):
    app = App(lang=lang, game=Game.new(5))  # two things to pick up in the start room
    sink = speaking(app)
    app.key("p")
    assert app.top.menu is not None
    heard = sink.texts()[-1]
    assert ("Choose by its number" if lang == "en" else "番号で選びます") in heard
    assert "1" in heard and "3" in heard  # the slots' numbers pick them (P then 3)


def test_without_speech_nothing_is_said(home):
    app = App(game=Game.new(5))
    sink = RecordingSink()
    app.ctx.speech.use(sink)  # a voice, but speech is off
    app.key(_free_letter(app))
    app.key("p")
    assert sink.texts() == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_g_away_from_the_stairs_says_why_on_screen_and_by_ear(home, lang):
    """G with no stairs in the room did nothing, and nothing said so (to a sighted player)."""
    app = App(lang=lang, game=Game.new(5))
    table = app.top
    assert not any(c.type == "use_stairs" for c in table.ctl.legal())
    n = len(table.ctl.game.commands)
    app.key(app.ctx.settings.keys["use_stairs"])
    assert any(t.text == app.ctx.text("reject.no_stairs") for t in app.ctx.toasts)
    assert len(table.ctl.game.commands) == n


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_page_down_on_the_action_bar_and_a_lone_enter_are_not_silent(home, lang):
    app = App(lang=lang, game=Game.new(5))
    sink = speaking(app)
    app.key("page down")
    assert app.ctx.t("speech.bar_page", page=1, pages=len(app.top.bar.pages)) in sink.texts()[-1]
    app.top.bar.focus = None
    app.key("return")
    assert NOTHING[lang] in sink.texts()[-1]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_redo_says_it_is_one(home, lang):
    """An undo is said "Undone: …"; a redo was said as if the move were new."""
    app = App(lang=lang, game=Game.new(5))
    sink = speaking(app)
    app.key("left")
    app.key("z", ctrl=True)
    app.key("y", ctrl=True)
    assert sink.texts()[-1].startswith(app.ctx.t("speech.redone"))
