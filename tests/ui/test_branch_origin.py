"""A branch ("Play from here") names its parent in History: the parent's run number
when the parent is in History — also when the replay it was played from was opened from the
table, which has no row number (a finished run's Replay, the pause menu's Replay of the run in
progress) — and otherwise says in words that the parent is not in History; never "#?"."""

from __future__ import annotations

import pytest

from jongrogue.engine import cmd
from jongrogue.runfiles import origin
from jongrogue.storage import paths
from jongrogue.ui.scenes.history import HistoryScene
from tests.ui.playflow_app import home  # noqa: F401
from tests.ui.run_life import App, dying_game, started_game


def _branch(app: App, back: int) -> None:
    """In the replay on top: step back, Play from here (confirming the replacement if asked)."""
    assert app.names()[-1] == "replay"
    for _ in range(back):
        app.key("left")
    app.press("branch")
    if app.names()[-1] == "confirm":
        app.press("yes")
    assert app.names() == ["title", "table"]


def _branch_and_end_it(app: App, back: int) -> None:
    """A branch (``_branch``), then abandoned so it joins History."""
    _branch(app, back)
    table = app.top
    assert table.ctl.execute(cmd("abandon"))[0]
    table.sync()
    app.command(next(c for c in table.bar.commands if getattr(c, "id", None) == "leave"))
    assert app.names() == ["title"]


def _replay_of_the_run_in_progress(lang: str = "en") -> App:
    """A run in progress continued, then its replay opened from the pause menu."""
    paths.saves_dir()
    started_game(n=12).save(paths.autosave_path())
    app = App(lang=lang)
    app.press("continue")
    app.key("escape")
    app.press("replay")
    return app


def _origin_texts(app: App) -> dict:
    scene = HistoryScene(app.ctx)
    return {r["id"]: scene.origin_text(r) for r in scene.all_rows}


def _replay_of_a_finished_run(lang: str) -> App:
    """A run that dies, continued and ended (Game over), then its Replay from the table (no
    History row number)."""
    died = dying_game()
    paths.saves_dir()
    died.save(paths.autosave_path())
    app = App(lang=lang)
    app.press("continue")
    app.key("g")  # Game over
    assert app.names() == ["title", "table", "run_end"]
    app.key("r")
    return app


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_branch_of_a_finished_runs_replay_names_the_runs_number(home, lang):
    app = _replay_of_a_finished_run(lang)
    n = app.top.player.position - 3
    _branch_and_end_it(app, 3)
    rows = app.ctx.history.rows()
    finished = next(r for r in rows if r["result"] == "game_over")
    branch = next(r for r in rows if origin.parse(r["started"]))
    text = _origin_texts(app)[branch["id"]]
    assert f"#{finished['id']}" in text and str(n) in text and "?" not in text


def test_a_branch_of_the_run_in_progress_names_it_once_it_is_recorded(home):
    """The pause menu's Replay of the run in progress: Play from here records the run (as
    abandoned, resumable) and the branch names its new row."""
    app = _replay_of_the_run_in_progress()
    _branch_and_end_it(app, 2)
    rows = app.ctx.history.rows()
    parent = next(r for r in rows if not origin.parse(r["started"]))
    branch = next(r for r in rows if origin.parse(r["started"]))
    assert parent["result"] == "unfinished"
    assert _origin_texts(app)[branch["id"]] == app.ctx.t("history.branch_of", id=parent["id"], n=10)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_branch_whose_parent_is_not_in_history_says_so_in_words(home, lang):
    app = App(lang=lang)
    scene = HistoryScene(app.ctx, rows=[])
    for stamp in ("branch:-:12", origin.branch_stamp(None, 12, "0" * 32), "branch:7:12"):
        text = scene.origin_text({"started": stamp})
        assert "?" not in text and "#" not in text and "12" in text
        assert text == app.ctx.t("history.branch_of_unknown", n=12)


def test_the_stamp_keeps_the_parents_identity_and_old_stamps_still_read():
    key = "ab" * 16
    assert origin.parse(origin.branch_stamp(12, 340, key)) == {
        "kind": "branch",
        "of": 12,
        "at": 340,
        "key": key,
    }
    assert origin.parse("branch:-:340") == {"kind": "branch", "of": None, "at": 340, "key": None}
    assert origin.parse("branch:-:340:not-hex") is None


def test_the_parent_is_found_by_its_key_then_by_its_number_unless_that_is_another_run():
    key, other = "ab" * 16, "cd" * 16
    rows = [{"id": 3, "key": key}, {"id": 12, "key": other}, {"id": 13, "key": None}]
    parent = origin.branch_parent
    assert parent(origin.parse(origin.branch_stamp(12, 5, key)), rows)["id"] == 3  # renumbered
    assert parent(origin.parse(origin.branch_stamp(None, 5, key)), rows)["id"] == 3
    assert parent(origin.parse(origin.branch_stamp(12, 5, "ef" * 16)), rows) is None
    assert parent(origin.parse(origin.branch_stamp(13, 5, "ef" * 16)), rows)["id"] == 13  # unkeyed
    assert parent(origin.parse("branch:12:5"), rows)["id"] == 12  # a stamp from before keys
    assert parent(origin.parse("branch:-:5"), rows) is None


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_play_from_here_over_the_run_in_progress_says_what_replaces_it(home, lang):
    """The question names the branch as what ends the run in progress, not "a new run"."""
    app = _replay_of_the_run_in_progress(lang)
    app.key("left")
    app.press("branch")
    assert app.names()[-1] == "confirm"
    t = app.ctx.t
    assert app.top.body == t("title.set_aside_body", starting=t("launch.starting_branch"))
    assert t("title.starting_new") not in app.top.body


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_score_card_names_a_branchs_origin_not_its_stamp(home, lang):
    from jongrogue.ui.scenes.scorecard import ScoreCardScene

    app = App(lang=lang)
    parent = {"id": 1, "seed": 5, "started": "2026-12-05T23:49:00", "key": "ab" * 16}
    branch = {"id": 2, "seed": 5, "started": origin.branch_stamp(1, 18, "ab" * 16)}
    daily = {"id": 3, "seed": 9, "started": "daily:2026-12-05", "mode": "challenge"}
    card = ScoreCardScene(app.ctx, rows=[parent, branch, daily])
    t = app.ctx.t
    assert t("history.branch_of", id=1, n=18) in card.detail(branch)
    assert t("history.daily_of", date="2026-12-05") in card.detail(daily)
    assert t("score.started", time="2026-12-05 23:49") in card.detail(parent)
    assert not any(
        "branch:" in card.detail(r) or "daily:" in card.detail(r) for r in (branch, daily)
    )


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_score_card_says_an_unfinished_run_was_set_aside_not_ended(home, lang):
    from jongrogue.ui.scenes.scorecard import ScoreCardScene

    app = App(lang=lang)
    t = app.ctx.t
    ended = {"id": 1, "seed": 5, "result": "game_over", "ended": "2026-12-06T13:11:00"}
    aside = {"id": 2, "seed": 9, "result": "unfinished", "ended": "2026-12-06T13:11:00"}
    card = ScoreCardScene(app.ctx, rows=[ended, aside])
    assert t("score.ended", time="2026-12-06 13:11") in card.detail(ended)
    assert t("score.set_aside", time="2026-12-06 13:11") in card.detail(aside)
    assert t("score.ended", time="2026-12-06 13:11") not in card.detail(aside)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_run_number_a_branch_names_is_shown_in_historys_table(home, lang):
    """ "Branch of run #5" points at a row the player can find: History shows each run's number."""
    app = _replay_of_the_run_in_progress(lang)
    _branch_and_end_it(app, 2)
    app.press("history")
    scene = app.top
    assert scene.name == "history"
    parent = next(r for r in scene.all_rows if not origin.parse(r["started"]))
    assert "num" in [c for c, _, _ in scene.columns] and scene._head("num") == "#"
    assert f"#{parent['number']}" in scene.origin_text(
        next(r for r in scene.all_rows if origin.parse(r["started"]))
    )
    assert scene.cell(parent, "num") == str(parent["number"])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_branchs_pause_menu_says_it_is_a_branch_of_which_run(home, lang):
    app = _replay_of_a_finished_run(lang)
    _branch(app, 3)
    app.key("escape")
    pause = app.top
    assert pause.tag == "pause"
    created = app.loop.stack[-2].ctl.game.header["created"]
    finished = next(r for r in app.ctx.history.rows() if r["result"] == "game_over")
    expected = app.ctx.t("history.branch_of", id=finished["number"], n=origin.parse(created)["at"])
    assert pause.body.splitlines()[0] == expected
    app.key("escape")  # (closed)
    assert app.names() == ["title", "table"]
