"""Abandoning the daily run says first that it is today's one recorded attempt (a newcomer
abandoned a Daily to try another and only then learnt it had been today's result)."""

from __future__ import annotations

from datetime import date

import pytest

from jongrogue.engine import Game, Options
from jongrogue.runfiles import origin
from tests.ui.run_life import App


def _abandon_question(game: Game, lang: str) -> str:
    app = App(lang=lang, game=game)
    app.key("escape")
    assert app.top.tag == "pause"
    app.press("abandon")
    assert app.top.tag == "confirm_abandon"
    return app.top.body


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_abandon_question_of_a_daily_says_it_is_todays_attempt(lang):
    daily = Game.new(7, Options("ez", (), "challenge"), created=origin.daily_stamp(date.today()))
    body = _abandon_question(daily, lang)
    app = App(lang=lang)
    assert app.ctx.t("daily.abandon_note") in body
    assert body.startswith(app.ctx.text("action.abandon"))


def test_a_plain_run_is_not_called_a_daily():
    body = _abandon_question(Game.new(7, Options("ez", (), "challenge")), "en")
    assert App().ctx.t("daily.abandon_note") not in body
