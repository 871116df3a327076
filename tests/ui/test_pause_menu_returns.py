"""The Rulebook and Settings opened from the pause menu go back to it when closed, as a game's
menus do: one Esc more then resumes the table (the Rulebook dropped the player on the table,
where the next click landed on a tile)."""

from __future__ import annotations

import pytest

from jongrogue.storage import paths
from tests.ui.playflow_app import home  # noqa: F401
from tests.ui.run_life import App, started_game


@pytest.mark.parametrize("opened", ["settings", "rules"])
def test_closing_a_screen_opened_from_the_pause_menu_goes_back_to_it(home, opened):
    paths.saves_dir()
    started_game(n=6).save(paths.autosave_path())
    app = App()
    app.press("continue")
    app.key("escape")
    assert app.names() == ["title", "table", "message"]
    app.press(opened)
    assert app.names()[-1] == opened
    app.key("escape")
    assert app.names() == ["title", "table", "message"] and app.top.tag == "pause"
    app.key("escape")
    assert app.names() == ["title", "table"]
