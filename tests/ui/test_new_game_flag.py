"""``--new-game SEED`` skips the menus (it asks nothing), and says that the run it replaced is
kept in History, resumable; with no run in progress it says nothing."""

from __future__ import annotations

import pytest

from jongrogue import play
from jongrogue.storage import paths
from tests.ui.playflow_app import home  # noqa: F401
from tests.ui.run_life import App, autosave, started_game


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_flag_over_a_saved_run_says_it_is_kept(home, lang):
    paths.saves_dir()
    started_game(seed=3, n=8).save(paths.autosave_path())
    app = App(lang=lang)
    app.ctx.toasts.clear()
    play._start_new_game(app.loop, app.ctx, 42)
    assert app.names() == ["title", "table"] and autosave().header["seed"] == 42
    assert [r["result"] for r in app.ctx.history.rows()] == ["unfinished"]
    assert app.ctx.t("launch.flag_kept") in [t.text for t in app.ctx.toasts]


def test_the_flag_with_no_saved_run_says_nothing_of_one(home):
    app = App()
    app.ctx.toasts.clear()
    play._start_new_game(app.loop, app.ctx, 42)
    assert app.names() == ["title", "table"] and app.top.ctl.game.header["seed"] == 42
    assert app.ctx.t("launch.flag_kept") not in [t.text for t in app.ctx.toasts]
