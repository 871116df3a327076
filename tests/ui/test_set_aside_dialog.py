"""Every way of starting another run over one in progress (New game, Daily run, Resume in
History, Play from here) asks the same truthful question: the run is set aside, not abandoned
— History keeps it as an unfinished run, resumable — and its archived file is named so. A run
set aside before that name (``-abandoned``) still comes back to History and resumes."""

from __future__ import annotations

import pytest

from jongrogue.game import Game
from jongrogue.storage import paths
from tests.ui.playflow_app import home  # noqa: F401
from tests.ui.run_life import App, started_game

# entry point -> (its Yes button's key, the key of the words naming what takes the run's place)
ENTRIES = {
    "new_game": ("title.new_run_yes", "title.starting_new"),
    "daily": ("launch.replace_daily", "launch.starting_daily"),
    "resume": ("launch.replace_resume", "launch.starting_resume"),
    "branch": ("launch.replace_branch", "launch.starting_branch"),
}
# what the title must not say: the run is not given up
GIVE_UP = {"en": "abandon", "ja": "放棄"}


def _old_unfinished_archive() -> Game:
    """A run set aside by an older version: archived as ``-abandoned``, never recorded here."""
    old = started_game(seed=3, n=5)
    old.save(paths.saves_dir() / "20261201-120000-abandoned.jrlog")
    return old


def _reach_question(app: App, entry: str) -> None:
    if entry == "resume":
        app.press("history")
        assert app.top.selected_row["journal"].endswith("-abandoned.jrlog")
        app.press("resume")
    elif entry == "branch":
        app.press("continue")
        app.key("escape")
        app.press("replay")
        app.key("home")
        app.key("right")
        app.press("branch")
    else:
        app.press(entry)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("entry", list(ENTRIES))
def test_every_way_over_a_run_in_progress_says_it_is_set_aside(home, entry, lang):
    _old_unfinished_archive()
    game = started_game(n=6)
    game.save(paths.autosave_path())
    app = App(lang=lang)
    t = app.ctx.t
    _reach_question(app, entry)
    dialog = app.top
    assert dialog.name == "confirm"
    yes_key, starting = ENTRIES[entry]
    assert dialog.title == t("title.set_aside_title")
    assert dialog.body == t("title.set_aside_body", starting=t(starting))
    assert dict((bid, label) for bid, label, _ in dialog.button_specs) == {
        "yes": t(yes_key),
        "no": t("common.cancel"),
    }
    assert GIVE_UP[lang] not in (dialog.title + dialog.body).lower()
    # the words History shows for such a run are the ones the question promises
    assert t("history.unfinished").lower() in dialog.body.lower()
    if lang == "ja":
        assert t("history.unfinished") in dialog.title
    else:
        assert "aside" in dialog.title and "sets it aside" in dialog.body

    app.press("yes")
    if entry == "new_game":
        app.key("return")  # (the new game's options, as they are)
    assert app.top.name == "table" and app.top.ctl.game.commands != game.commands
    mine = [r for r in app.ctx.history.rows() if Game.load(r["journal"]).commands == game.commands]
    assert len(mine) == 1 and mine[0]["result"] == "unfinished"
    assert mine[0]["journal"].endswith("-unfinished.jrlog")


def test_a_run_set_aside_under_the_old_name_is_listed_and_resumes(home):
    old = _old_unfinished_archive()
    app = App()
    app.press("history")
    row = app.top.selected_row
    assert row["result"] == "unfinished" and row["journal"].endswith("-abandoned.jrlog")
    assert app.top.cell(row, "result") == app.ctx.t("history.unfinished")
    app.press("resume")  # nothing is in progress: no question
    assert app.top.name == "table" and app.top.ctl.game.commands == old.commands
