"""The Quit dialog says what happens to *this* state, the
tutorial's pause menu shows no save path, and a Daily run says what challenge mode means."""

from __future__ import annotations

import pytest

from jongrogue.engine import Game
from jongrogue.storage import paths
from tests.ui.playflow_app import App, home  # noqa: F401


def test_quit_on_a_fresh_install_does_not_promise_a_saved_run(home):
    app = App()
    app.key("escape")
    assert app.names() == ["title", "confirm"]
    assert app.top.body == app.ctx.t("title.quit_body_no_run")
    assert "saved" not in app.top.body


def test_quit_with_a_run_in_progress_says_it_is_saved(home):
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(Game.new(seed=5).to_text(), encoding="utf-8")
    app = App()
    app.key("escape")
    assert app.top.body == app.ctx.t("title.quit_body") and "saved" in app.top.body


def test_the_tutorials_pause_menu_shows_no_save_path(home):
    app = App()
    app.key("t")
    assert app.names()[-1] == "tutorial" and app.top.ctl.save_path is None
    app.key("escape")
    body = app.top.body
    assert app.top.tag == "pause" and "—" not in body and "(" not in body, body


@pytest.mark.parametrize("lang,word", [("en", "cannot be undone"), ("ja", "取り消せ")])
def test_a_daily_run_says_what_challenge_mode_means(home, lang, word):
    app = App(lang=lang)
    assert word in app.widget("daily").tooltip
    app.key("d")
    assert app.names()[-1] == "table" and app.top.ctl.game.options.mode == "challenge"
    assert any(word in t.text for t in app.ctx.toasts), [t.text for t in app.ctx.toasts]
