"""Ctrl+S (the speech switch) shows what it did, not only says it: a player who pressed it to
save saw nothing happen. At a run's table the toast also says the run is saved already."""

from __future__ import annotations

import pytest

from jongrogue.storage import paths
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.run_life import App as SavingApp
from tests.ui.run_life import started_game
from tests.ui.test_speech import speaking


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_ctrl_s_shows_the_switch_and_that_the_run_is_saved(home, lang):
    paths.saves_dir()
    started_game().save(paths.autosave_path())
    app = SavingApp(lang=lang)
    app.press("continue")  # the run on the title's Continue, autosaved as it is played
    assert app.names() == ["title", "table"]
    ctx = app.ctx
    ctx.toasts.clear()
    assert not ctx.speech.enabled
    sink = speaking(app)
    ctx.speech.set_enabled(False)
    app.key("s", ctrl=True)
    toasts = [t.text for t in ctx.toasts]
    assert len(toasts) == 1
    assert ctx.t("speech.switched_on") in toasts[0]
    assert ctx.t("speech.saved_by_itself") in toasts[0]
    assert sink.texts()[-1] == ctx.t("speech.switched_on")  # said once, as before
    app.key("s", ctrl=True)
    toasts = [t.text for t in ctx.toasts]
    assert len(toasts) == 1 and ctx.t("speech.switched_off") in toasts[0]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_ctrl_s_on_the_title_shows_the_switch_without_a_run(home, lang):
    app = App(lang=lang)
    app.key("s", ctrl=True)
    (toast,) = [t.text for t in app.ctx.toasts]
    assert app.ctx.t("speech.saved_by_itself") not in toast
    assert app.ctx.t("speech.switched_on") in toast or app.ctx.t("speech.switched_off") in toast
