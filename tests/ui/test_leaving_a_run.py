"""Every way that leaves a run in progress either keeps it resumable or asks first, and
declining loses nothing. Each test starts from a run in progress (Continue on the title), goes
one way through real events, then checks the saves folder and History: Save and quit (from the
title or from History → Resume: it always lands on the title), New game, Daily run, the tutorial,
Play from here, opening a file, closing the window."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.engine import cmd
from jongrogue.game import Game
from jongrogue.storage import paths
from tests.ui.playflow_app import home  # noqa: F401
from tests.ui.run_life import App, autosave, dying_game, saves, started_game


def in_progress(n: int = 6) -> tuple[App, Game]:
    """The title of an app whose run in progress has ``n`` commands; Continue opens it."""
    game = started_game(n=n)
    paths.saves_dir()
    game.save(paths.autosave_path())
    return App(), game


def play_one(app: App) -> None:
    table = app.top
    move = next(c for c in table.ctl.legal() if c.type not in ("abandon", "forced_end", "rest"))
    app.command(move)


def archived_unfinished(app: App, commands) -> None:
    """The run that gave way is in History, unfinished, its journal archived and resumable."""
    rows = app.ctx.history.rows()
    assert [r["result"] for r in rows] == ["unfinished"]
    journal = rows[0]["journal"]
    assert journal != str(paths.autosave_path()) and journal.endswith("-unfinished.jrlog")
    assert Game.load(journal).commands == commands
    app.key("escape")  # (from the new run's table)
    app.press("save_quit")
    app.press("history")
    assert app.top.selected_row["journal"] == journal and app.widget("resume").enabled
    app.key("escape")


def test_save_and_quit_keeps_the_run_for_continue(home):
    app, game = in_progress()
    app.top.form.set_focus(app.widget("new_game"))  # as after a first run begun by New game
    app.key("c")
    assert app.names() == ["title", "table"]
    play_one(app)
    commands = list(app.top.ctl.game.commands)
    app.key("escape")
    app.press("save_quit")
    assert app.names() == ["title"] and app.widget("continue").enabled
    assert autosave().commands == commands and list(saves()) == ["current.jrlog"]
    assert app.ctx.history.rows() == []
    # the title's focus is on Continue (it was on New game): Enter resumes the run just saved
    assert app.top.form.focus is app.widget("continue")
    app.key("return")
    assert app.names() == ["title", "table"] and app.top.ctl.game.commands == commands


def test_save_and_quit_from_a_run_resumed_in_history_lands_on_the_title(home):
    """Not back to History (or to whatever lies beneath the table): to the title."""
    app, game = in_progress()
    app.press("new_game")
    app.press("yes")  # abandon it (kept in History) ...
    app.key("return")  # ... for a new run, at once left
    assert app.names() == ["title", "table"]
    app.key("escape")
    app.press("save_quit")
    app.press("history")
    app.press("resume")  # the first run again ...
    assert app.top.name == "confirm"  # (the new one is in progress: asked)
    app.press("yes")
    assert app.names() == ["title", "history", "table"]
    assert app.top.ctl.game.commands == game.commands
    app.key("escape")
    app.press("save_quit")
    assert app.names() == ["title"]  # ... and Save and quit: the title
    assert autosave().commands == game.commands


def test_new_game_asks_and_no_changes_nothing(home):
    app, game = in_progress()
    before = saves()
    app.press("new_game")
    assert app.top.name == "confirm"
    app.press("no")
    assert app.names() == ["title"] and saves() == before and app.ctx.history.rows() == []
    app.press("new_game")
    app.press("yes")
    assert app.names() == ["title", "newgame"]
    app.key("return")
    assert app.names() == ["title", "table"] and app.top.ctl.game.commands == []
    archived_unfinished(app, game.commands)


def test_daily_run_asks_before_it_replaces_the_run(home):
    """Daily run asks first instead of abandoning the run in progress at once."""
    app, game = in_progress()
    before = saves()
    app.press("daily")
    assert app.top.name == "confirm" and app.top.title == app.ctx.t("title.set_aside_title")
    app.press("no")
    assert app.names() == ["title"] and saves() == before and app.ctx.history.rows() == []
    app.key("d")
    app.press("yes")
    assert app.names() == ["title", "table"]
    assert app.top.ctl.game.header["created"].startswith("daily:")
    archived_unfinished(app, game.commands)


def test_the_tutorial_leaves_the_run_alone(home):
    app, game = in_progress()
    before = saves()
    app.press("tutorial")
    assert app.names() == ["title", "tutorial"]
    app.key("escape")
    app.press("save_quit")
    assert app.names() == ["title"] and app.widget("continue").enabled
    assert saves() == before and app.ctx.history.rows() == []


def test_play_from_here_asks_and_the_run_goes_to_history(home):
    app, game = in_progress(n=10)
    app.press("continue")
    app.key("escape")
    app.press("replay")  # the run's own replay, from the pause menu
    assert app.names() == ["title", "table", "replay"]
    for _ in range(4):
        app.key("right")
    app.press("branch")
    assert app.top.name == "confirm"
    app.press("no")  # nothing happens ...
    assert app.names() == ["title", "table", "replay"] and autosave().commands == game.commands
    app.key("escape")
    play_one(app)  # ... and the run still plays and saves
    commands = list(app.top.ctl.game.commands)
    assert autosave().commands == commands and len(commands) == 11
    app.key("escape")
    app.press("replay")
    app.key("home")
    for _ in range(4):
        app.key("right")
    app.press("branch")
    app.press("yes")
    assert app.names() == ["title", "table"]  # the branch, over the title only
    assert autosave().commands == commands[:4] == app.top.ctl.game.commands
    archived_unfinished(app, commands)


def test_opening_a_file_keeps_the_run(home, tmp_path):
    other = tmp_path / "shared.jrlog"
    started_game(seed=9, n=5).save(other)
    app, game = in_progress()
    app.press("continue")
    before = saves()
    app.step(pygame.event.Event(pygame.DROPFILE, file=str(other)))  # dropped on the table
    assert app.names() == ["title", "table", "replay"]
    app.key("escape")
    assert app.names() == ["title", "table"] and saves() == before
    app.key("escape")
    app.press("save_quit")
    app.press("history")
    app.press("open_file")  # History → Open file… → Play from here
    field = app.widget("path")
    field.set_text("")
    app.step(pygame.event.Event(pygame.TEXTINPUT, text=str(other)))
    app.key("return")
    app.key("right")
    app.press("branch")
    assert app.top.name == "confirm"
    app.press("no")
    assert saves() == before and app.ctx.history.rows() == []
    app.press("branch")
    app.press("yes")
    assert app.names() == ["title", "table"] and autosave().header["seed"] == 9
    archived_unfinished(app, game.commands)


def test_closing_the_window_keeps_every_move(home):
    app, game = in_progress()
    app.press("continue")
    play_one(app)
    commands = list(app.top.ctl.game.commands)
    app.key("escape")  # (even with the pause menu open)
    app.quit_window()
    assert not app.loop.running
    assert autosave().commands == commands and list(saves()) == ["current.jrlog"]
    again = App()
    assert again.widget("continue").enabled
    again.press("continue")
    assert again.top.ctl.game.commands == commands
    assert again.ctx.history.rows() == []


def test_abandoning_from_the_pause_menu_asks_and_records(home):
    app, game = in_progress()
    app.press("continue")
    app.key("escape")
    app.press("abandon")
    assert app.top.name == "confirm"
    app.press("no")
    assert autosave().commands == game.commands
    app.key("escape")
    app.press("abandon")
    app.press("yes")
    assert app.names() == ["title", "table", "run_end"]
    assert autosave().commands == game.commands + [cmd("abandon")]
    rows = app.ctx.history.rows()
    assert [r["result"] for r in rows] == ["abandoned"]


def test_a_finished_run_left_as_the_autosave_keeps_its_history_row(home):
    """The window closed on the game-over table: the finished run is still current.jrlog and its
    History row names that file. A new run archives it, and the row follows the file (it named
    the new run's journal before)."""
    died = dying_game()
    paths.saves_dir()
    died.save(paths.autosave_path())
    app = App()
    app.press("continue")
    app.key("g")  # Game over: recorded in History
    finished = list(app.loop.stack[1].ctl.game.commands)
    app.quit_window()
    again = App()
    assert [r["journal"] for r in again.ctx.history.rows()] == [str(paths.autosave_path())]
    again.press("new_game")
    again.press("yes")
    again.key("return")
    assert again.names() == ["title", "table"]
    rows = again.ctx.history.rows()
    assert [r["result"] for r in rows] == ["game_over"]
    assert Game.load(rows[0]["journal"]).commands == finished


def test_new_game_from_the_end_of_run_card_archives_the_finished_run(home):
    died = dying_game()
    paths.saves_dir()
    died.save(paths.autosave_path())
    app = App()
    app.press("continue")
    app.key("g")  # Game over: the end-of-run card
    finished = list(app.loop.stack[1].ctl.game.commands)
    app.key("n")  # its New game
    assert app.names() == ["title", "newgame"] and not paths.has_autosave()
    rows = app.ctx.history.rows()
    assert [r["result"] for r in rows] == ["game_over"] and rows[0]["journal"].endswith(
        "-game_over.jrlog"
    )
    assert Game.load(rows[0]["journal"]).commands == finished


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_abandoned_run_says_how_it_ended_and_is_archived_as_abandoned(home, lang):
    app, game = in_progress()
    app.ctx.settings.language = lang
    app.press("continue")
    app.key("escape")
    app.press("abandon")
    app.press("yes")
    end = app.top
    assert end.name == "run_end"
    heading, words = end.middle()
    view = end.controller.view
    assert heading == app.ctx.t("table.end.abandoned")
    n = len(end.controller.game.commands)  # the abandon's number, as the replay counts
    assert n == len(game.commands) + 1 and str(n) in words and str(view["pc"]["floor"]) in words
    assert end.facts()[2][1] == "0"  # the score
    app.press("new_game")  # the run leaves the table: its file is archived by how it ended
    archived = [name for name in saves() if name != "current.jrlog"]
    assert len(archived) == 1 and archived[0].endswith("-abandoned.jrlog"), archived
    row = app.ctx.history.rows()[-1]
    assert row["result"] == "abandoned" and row["journal"].endswith(archived[0])


def test_an_archive_named_the_old_way_still_opens(home):
    """Archives from before were all named "-game_over" (an abandoned run too): the name is never
    read, the file is."""
    from jongrogue.ui.scenes.replay_open import open_journal

    game = started_game(n=6)
    game.execute(cmd("abandon"))
    old = paths.saves_dir() / "20261201-120000-game_over.jrlog"
    game.save(old)
    app = App()
    opened = open_journal(app.ctx, old, position=None)
    assert opened.scene is not None and opened.scene.player.total == len(game.commands)


def test_the_end_card_is_said_with_its_middle(home):
    app, game = in_progress()
    app.press("continue")
    app.key("escape")
    app.press("abandon")
    app.press("yes")
    said = app.top.speech_intro()
    assert said[0] == app.top.cause_line()
    assert said[2].startswith(app.ctx.t("table.end.abandoned"))
