"""A "Play from here" branch of a finished run becomes the run in progress
(Continue resumes it), the finished run stays archived in History, the branch joins History when
it ends; "Save and quit to title" lands on the title whatever lies beneath. Real events."""

from __future__ import annotations

from jongrogue.engine import cmd
from jongrogue.game import Game
from jongrogue.storage import paths
from jongrogue.ui.replay import review_view
from tests.ui.playflow_app import home  # noqa: F401
from tests.ui.run_life import App, QuickReview, autosave, dying_game, saves


def test_a_branch_of_a_finished_run_is_saved_and_continued(home, monkeypatch):
    monkeypatch.setattr(review_view, "ReviewJob", QuickReview)
    died = dying_game()
    paths.saves_dir()
    died.save(paths.autosave_path())
    app = App()
    app.press("continue")
    assert app.names() == ["title", "table", "death"]
    app.key("g")  # Game over
    assert app.names() == ["title", "table", "run_end"]
    finished = app.top.controller.game.commands[:]
    app.key("v")  # Review
    assert app.names() == ["title", "table", "replay"]
    replay = app.top
    assert replay.review.marks
    app.key("1")  # the first turning point
    n = replay.player.position
    assert 0 < n < len(finished)
    app.press("branch")  # Play from here
    assert app.names() == ["title", "table"]
    branch = app.top
    assert branch.ctl.game.commands == finished[:n] and branch.ctl.game.options.mode == "practice"
    move = next(c for c in branch.ctl.legal() if c.type not in ("abandon", "forced_end"))
    app.command(move)  # one move
    assert branch.ctl.game.commands == finished[:n] + [move]
    app.key("escape")
    assert app.top.tag == "pause"
    app.press("save_quit")  # Save and quit to title
    assert app.names() == ["title"]
    assert app.widget("continue").enabled
    assert autosave().commands == finished[:n] + [move]  # the branch is the run in progress
    rows = app.ctx.history.rows()
    assert [r["result"] for r in rows] == ["game_over"]  # the finished run, archived
    old = rows[0]["journal"]
    assert old and old != str(paths.autosave_path()) and Game.load(old).commands == finished
    app.press("continue")  # Continue: the branch again
    assert app.names() == ["title", "table"]
    table = app.top
    assert table.ctl.game.commands == finished[:n] + [move]
    assert table.ctl.execute(cmd("abandon"))[0]  # the branch ends ...
    table.sync()
    leave = next(c for c in table.bar.commands if getattr(c, "id", None) == "leave")
    app.command(leave)
    assert app.names() == ["title"] and not paths.has_autosave()
    rows = app.ctx.history.rows()  # ... and joins History
    assert [r["result"] for r in rows] == ["game_over", "abandoned"]
    assert rows[1]["started"].startswith("branch:")
    assert Game.load(rows[1]["journal"]).commands[: n + 1] == finished[:n] + [move]
    assert Game.load(rows[0]["journal"]).commands == finished
    assert len(saves()) == 2
