"""The title's Continue follows the disk: a run another copy saved (or left) after this title was
laid out is offered at the next key or click, not after a detour through a dialog."""

from __future__ import annotations

from jongrogue.storage import paths
from tests.ui.playflow_app import home  # noqa: F401
from tests.ui.run_life import App, started_game


def test_a_run_saved_by_another_copy_is_continued_from_a_title_laid_out_before(home):
    app = App()
    assert app.names() == ["title"] and not app.top.buttons["continue"].enabled
    paths.saves_dir()
    started_game(n=6).save(paths.autosave_path())  # (the other copy's run, now back at its title)
    app.key("c")
    assert app.names() == ["title", "table"]


def test_a_run_gone_since_greys_continue_at_the_next_event(home):
    paths.saves_dir()
    started_game(n=6).save(paths.autosave_path())
    app = App()
    assert app.top.buttons["continue"].enabled
    paths.autosave_path().unlink()  # (another copy ended it)
    app.key("down")
    assert not app.top.buttons["continue"].enabled
