"""A Daily run given way to a New game: the question's promise is what happens. Played a
little, it is kept in History as abandoned (in the app and ``jongrogue history``) and the Daily
is then "already recorded"; opened but never played, the question promises nothing of History
(it is not a run yet), and the Daily may start again as today's recorded attempt."""

from __future__ import annotations

from jongrogue.cli import main as cli_main
from jongrogue.storage import paths
from tests.ui.playflow_app import home  # noqa: F401
from tests.ui.run_life import App


def _daily_then_new_game(app: App, moves: int) -> tuple[str, str]:
    app.press("daily")
    assert app.top.name == "table" and app.top.ctl.game.header["created"].startswith("daily:")
    for _ in range(moves):
        table = app.top
        move = next(c for c in table.ctl.legal() if c.type not in ("abandon", "forced_end", "rest"))
        app.command(move)
    app.key("escape")
    app.press("save_quit")
    app.press("new_game")
    assert app.top.name == "confirm"
    title, body = app.top.title, app.top.body
    app.press("yes")
    app.press("start")
    assert app.names() == ["title", "table"]
    app.key("escape")
    app.press("save_quit")
    return title, body


def test_a_daily_played_a_little_is_kept_in_history_as_promised(home, capsys):
    app = App()
    title, body = _daily_then_new_game(app, moves=3)
    assert title == app.ctx.t("title.set_aside_title")
    assert body == app.ctx.t("title.set_aside_body", starting=app.ctx.t("title.starting_new"))
    rows = app.ctx.history.rows()
    assert [(r["result"], r["started"][:6]) for r in rows] == [("unfinished", "daily:")]
    assert cli_main(["history"]) == 0
    assert rows[0]["journal"] in capsys.readouterr().out
    app.press("daily")
    assert app.top.tag == "daily_done"  # the attempt recorded today is that one


def test_a_daily_never_played_is_not_promised_to_history(home):
    app = App()
    title, body = _daily_then_new_game(app, moves=0)
    assert title == app.ctx.t("title.replace_title")  # nothing is abandoned
    assert body == app.ctx.t("title.replace_body", starting=app.ctx.t("title.starting_new"))
    assert "kept in History" not in body
    assert app.ctx.history.rows() == []
    app.press("daily")  # nothing of it was recorded: it starts again
    app.press("yes")  # (the new run in progress gives way)
    assert app.top.name == "table" and app.top.ctl.game.header["created"].startswith("daily:")
    assert paths.has_autosave()
