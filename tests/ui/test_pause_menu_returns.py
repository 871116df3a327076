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


def test_a_key_rebound_from_the_pause_menu_works_at_once(home):
    """Rest rebound to J in Settings (opened from the pause menu): back at the table, J rests —
    the action bar kept the old keys until a restart."""
    from jongrogue.ui.scenes.settings import ACTIONS

    paths.saves_dir()
    started_game(n=6).save(paths.autosave_path())
    app = App()
    app.press("continue")
    table = app.top
    assert any(c.type == "rest" for c in table.bar.commands)
    app.key("escape")
    app.press("settings")
    keys = app.widget("keys")
    app.top.form.set_focus(keys)
    for _ in range(ACTIONS.index("rest")):
        app.key("down")
    app.key("return")
    app.key("j")
    assert app.ctx.settings.keys["rest"] == "j"
    app.key("escape")
    app.key("escape")
    assert app.names() == ["title", "table"]
    rest = next(i for i, c in enumerate(table.bar.commands) if c.type == "rest")
    assert table.bar.keys[rest] is not None and table.bar.keys[rest].name == "j"
