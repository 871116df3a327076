"""Abandoning the daily run says first that it is today's one recorded attempt (a newcomer
abandoned a Daily to try another and only then learnt it had been today's result)."""

from __future__ import annotations

from datetime import date

import pytest

from jongrogue.engine import Game, Options
from jongrogue.game import Game as SavedGame
from jongrogue.runfiles import origin
from jongrogue.storage import paths
from jongrogue.ui.scenes import launch
from tests.ui.playflow_app import home  # noqa: F401
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


def test_setting_a_daily_aside_says_it_stays_the_days_attempt(home):
    daily = SavedGame.new(
        7, Options("ez", (), "challenge"), created=origin.daily_stamp(date.today())
    )
    daily.execute(next(c for c in daily.legal_commands() if c.type != "abandon"))
    paths.saves_dir()
    daily.save(paths.autosave_path())
    app = App()
    tr = launch.unless_declined(app.ctx, "Start", lambda: None)
    assert app.ctx.t("daily.set_aside_note") in tr.scene.body
    plain = SavedGame.new(7, Options())
    plain.execute(next(c for c in plain.legal_commands() if c.type != "abandon"))
    plain.save(paths.autosave_path())
    tr = launch.unless_declined(app.ctx, "Start", lambda: None)
    assert app.ctx.t("daily.set_aside_note") not in tr.scene.body
