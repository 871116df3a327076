"""While EZ is chosen, New game's EZ Plus options are greyed, a click ticks none, and the grid's
free cell says why (whole, in both languages, at every scale); EZ Plus opens them."""

from __future__ import annotations

import pytest

from jongrogue.ui import theme
from jongrogue.ui.run_kinds import PLUS_OPTIONS
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_speech import speaking


def _new_game(lang, size, scale):
    app = App(lang=lang, size=size, scale=scale)
    app.click(app.widget("new_game").rect.center)
    ng = app.top
    if ng.ruleset != "ez":
        app.click(ng.ruleset_w.rect.move(-ng.ruleset_w.rect.w // 4, 0).center)
    return app, ng


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_options_are_greyed_and_say_why_while_ez_is_chosen(home, lang, size, scale):
    app, ng = _new_game(lang, size, scale)
    assert ng.ruleset == "ez" and len(ng.checks) == len(PLUS_OPTIONS)
    assert all(not cb.enabled for cb in ng.checks)
    note, text = ng.plus_note, app.ctx.t("newgame.options_need_plus")
    assert note is not None
    tall = theme.paragraph_height(app.ctx.font(14), text, note.w, 1.1)
    assert tall <= note.h + app.ctx.s(8), (text, tall, note)  # it stays in its cell
    assert not note.colliderect(ng.mode_w.rect)
    assert all(not note.colliderect(cb.rect) for cb in ng.checks)
    app.click(ng.checks[0].rect.center)
    assert not ng.checks[0].checked and ng.plus == set()
    app.click(ng.ruleset_w.rect.move(ng.ruleset_w.rect.w // 4, 0).center)  # EZ Plus
    assert ng.ruleset == "ez_plus" and ng.plus_note is None
    assert all(cb.enabled for cb in ng.checks)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_tab_passes_the_greyed_options_in_one_stop_that_says_why(home, lang):
    app, ng = _new_game(lang, (1280, 800), 100)
    sink = speaking(app)
    stops = []
    for _ in range(len(ng.form.focusables())):
        app.key("tab")
        stops.append((app.top.form.focus, sink.texts()[-1]))
    options = [said for w, said in stops if w.id == "plus_options"]
    assert options == [app.ctx.t("newgame.plus_options")]  # one stop, said briefly
    assert not any(w in ng.checks for w, _ in stops)
    assert all(len(said) < 300 for _, said in stops)
    app.click(ng.ruleset_w.rect.move(ng.ruleset_w.rect.w // 4, 0).center)  # EZ Plus
    ng = app.top
    focusable = ng.form.focusables()
    assert all(cb in focusable for cb in ng.checks if cb.enabled)
    assert not any(w.id == "plus_options" for w in focusable)
