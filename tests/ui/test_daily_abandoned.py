"""A Daily run given way to a New game: the question's promise is what happens. Played a
little, it is kept in History as abandoned (in the app and ``jongrogue history``) and the Daily
then says it is unfinished (not "already played") and resumes it; opened but never played, the question promises nothing of History
(it is not a run yet), and the Daily may start again as today's recorded attempt."""

from __future__ import annotations

from pathlib import Path

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
    assert body == app.ctx.t(
        "title.set_aside_body", starting=app.ctx.t("title.starting_new")
    ) + "\n\n" + app.ctx.t("daily.set_aside_note")
    rows = app.ctx.history.rows()
    assert [(r["result"], r["started"][:6]) for r in rows] == [("unfinished", "daily:")]
    assert cli_main(["history"]) == 0
    assert rows[0]["journal"] in capsys.readouterr().out
    app.press("daily")
    assert app.top.tag == "daily_unfinished"  # the attempt recorded today is that one
    said = app.top.title + app.top.body
    assert app.ctx.t("daily.done_title") not in said and "tomorrow" not in said
    app.press("resume")  # it goes on where it was left, and leaves History until it ends
    assert app.top.name == "confirm"  # the new game in progress gives way first
    assert app.ctx.t("launch.starting_daily_resume") in app.top.body
    app.press("yes")
    assert app.names() == ["title", "table"]
    assert app.top.ctl.game.header["created"].startswith("daily:")
    assert len(app.top.ctl.game.commands) >= 3
    assert app.ctx.history.rows() == []


def test_an_unfinished_daily_whose_file_is_gone_says_it_cannot_resume(home):
    app = App()
    _daily_then_new_game(app, moves=3)
    Path(app.ctx.history.rows()[0]["journal"]).unlink()
    app.press("daily")
    assert app.top.tag == "daily_unfinished"
    assert app.top.body.startswith(app.ctx.t("daily.unfinished_lost_body", date="", seed="")[:10])
    assert [b[0] for b in app.top.button_specs] == ["ok"]
    app.press("ok")
    assert app.names() == ["title"]


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


def test_historys_mode_column_names_a_daily_run(home):
    from jongrogue.ui.scenes.history import HistoryScene

    app = App(lang="ja")
    _daily_then_new_game(app, moves=3)
    scene = HistoryScene(app.ctx)
    (row,) = scene.all_rows
    assert scene.cell(row, "mode") == app.ctx.t("history.mode_daily") == "デイリー"
