"""What a player by ear missed: History's rows in words, a dialog's focused choice, a new run's
opening, what is here, and the title's and the menus' silent stops — in both languages, through
real keys and a recording voice."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.runfiles.stats import sample_rows
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes.confirm import ConfirmScene
from jongrogue.ui.scenes.history import HistoryScene
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_runfiles_ui import Driver
from tests.ui.test_speech import speaking


def tab_to(d, widget, limit=20):
    for _ in range(limit):
        d.key(pygame.K_TAB)
        if d.top.form.focus is widget:
            return
    raise AssertionError(f"Tab never reached {widget}")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_history_row_is_said_in_words_like_the_visible_row(lang):
    rows = sample_rows()
    d = Driver(lambda ctx: HistoryScene(ctx, rows), lang=lang)
    sink = speaking(d)
    scene = d.top
    tab_to(d, scene.list)
    said = sink.texts()[-1]
    row = scene.selected_row
    assert "{" not in said and "'" not in said and "/tmp" not in said, said
    for col in ("mode", "result", "score", "date"):
        assert scene.cell(row, col) in said, (col, said)
    assert str(row["id"]) in said
    d.key(pygame.K_DOWN)
    following = sink.texts()[-1]
    assert following != said and str(scene.selected_row["id"]) in following


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_empty_history_says_its_list_on_tab(lang):
    d = Driver(lambda ctx: HistoryScene(ctx, []), lang=lang)
    sink = speaking(d)
    for _ in range(len(d.top.form.focusables())):
        before = len(sink.spoken)
        d.key(pygame.K_TAB)
        assert len(sink.spoken) == before + 1, d.top.form.focus
    empty = d.ctx.t("history.empty")
    assert any(t.startswith(empty) for t in sink.texts())


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_dialog_says_its_focused_choice_on_opening_and_on_tab(home, lang):
    app = App(lang=lang)
    sink = speaking(app)
    ask = ConfirmScene(app.ctx, "Abandon?", "The run ends.", yes="Abandon", no="Keep", danger=True)
    app.loop.apply(Push(ask))
    app.step()
    opened = sink.texts()[-1]
    assert opened.endswith(app.ctx.spoken().speakable(app.ctx.t("speech.dialog_focus", choice="Keep")))
    app.key("tab")
    assert app.top.form.focus.id == "yes"
    moved = sink.texts()[-1]
    assert "Abandon" in moved and moved != opened and "Keep" not in moved
    app.key("return")
    assert ask.result is True
