"""Keys pressed again and again never play past a death unseen (Enter and
Space choose nothing at the death dialog until a button is chosen on purpose), and cancelling
the rest-at-full-HP question is never silent."""

from __future__ import annotations

from jongrogue.engine import Game
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_playflow_death import dying_game, open_death


def test_enter_and_space_do_not_choose_at_the_death_dialog(home):
    app = App(game=dying_game())
    open_death(app)
    game = app.loop.stack[0].ctl.game
    n = len(game.commands)
    for key in ("return", "space", "return"):
        app.key(key)
    assert app.names() == ["table", "death"] and len(game.commands) == n
    assert game.state.context == "dead"
    app.key("tab")  # a button chosen on purpose …
    app.key("return")  # … is pressed by Enter
    assert len(game.commands) == n + 1 and app.names()[0] == "table"


def test_the_death_dialog_says_how_to_choose(home):
    for lang in ("en", "ja"):
        app = App(lang=lang, game=dying_game())
        open_death(app)
        assert app.top.form.focus is None
        assert "C" in app.ctx.t("sheets.death.choose_hint") and "G" in app.ctx.t(
            "sheets.death.choose_hint"
        )


def test_cancelling_a_rest_at_full_hp_says_so(home):
    app = App(game=Game.new(seed=1))
    table = app.top
    n = len(table.ctl.game.commands)
    app.key(app.ctx.settings.keys.get("rest", "r"))
    assert app.names() == ["table", "confirm"]
    app.key("space")  # "No" has the focus: Space cancels …
    assert app.names() == ["table"] and len(table.ctl.game.commands) == n
    assert any(t.text == app.ctx.t("table.rest_cancelled") for t in app.ctx.toasts)  # … and says so
