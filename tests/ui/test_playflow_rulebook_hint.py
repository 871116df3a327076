"""The rulebook explains Hint and Review (what they do, what a badge's
number means, that they use only what the player has seen); searching "hint" finds it."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.engine import Game, Options
from jongrogue.sim.advisor_settings import HINT
from jongrogue.sim.paired import MIN_GAIN, MIN_TABLES
from jongrogue.text import strings
from jongrogue.text.command_text import label
from tests.ui.playflow_app import App, home  # noqa: F401

KEY = "rulebook.hint_review"


@pytest.mark.parametrize(
    "lang,query", [("en", "hint"), ("ja", "hint"), ("ja", "ヒント"), ("en", "review")]
)
def test_the_rulebook_search_finds_hint_and_review(lang, query):
    assert KEY in [k for k, _, _ in strings.search(lang, query)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_chapter_says_what_a_badge_means_with_the_advisors_numbers(lang):
    chapter = next(c for c in strings.rulebook(lang) if c["id"] == "hint_review")
    body = "\n".join(chapter["paragraphs"])
    assert f"{HINT.first}" in body and f"{HINT.rollouts}" in body  # the playouts a hint runs
    assert f"{HINT.horizon}" in body and f"{MIN_TABLES}" in body and f"{MIN_GAIN}" in body
    assert "90 %" in body  # the interval its tooltip gives
    assert "%" in body
    assert {"en": "only uses what you have seen", "ja": "あなたが見た情報だけ"}[lang] in body


def test_typing_hint_in_the_rulebook_lists_the_chapter(home):
    app = App()
    app.click(app.widget("rules").rect.center)
    assert app.names()[-1] == "rules"
    for ch in "hint":
        app.step(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    assert KEY in [k for k, _, _ in app.top.items]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hint_key_with_one_move_says_there_is_nothing_to_weigh(home, lang):
    """The first fight offers only "Fight": H shows no Hint button's answer, so it says why."""
    app = App(lang=lang, game=Game.new(4, Options(mode="practice")))
    assert app.names() == ["table"] and app.top.hint.only_move(app.top.ctl) is not None
    app.key("h")
    move = app.top.hint.only_move(app.top.ctl)
    said = app.ctx.t("learning.hint_one_move", move=label(app.ctx, move, app.top.ctl.view))
    assert [t.text for t in app.ctx.toasts][-1:] == [said]
    assert app.top.hint.job is None and app.top.ctl.game.hints == 0
