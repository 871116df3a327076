"""A copy holds the run lock only while it has a run open: back at the title it lets go, so a
second copy may take the run, and "the run is open in another copy" is then true of the copy
that says it (the first one is refused until the second lets go)."""

from __future__ import annotations

import pytest

from jongrogue.storage import paths
from jongrogue.storage.instance_lock import FileLock, autosave_lock
from tests.ui.playflow_app import home  # noqa: F401
from tests.ui.run_life import App, started_game


def test_the_title_lets_the_run_go_and_the_message_stays_true(home):
    started_game(n=6).save(paths.autosave_path())
    app = App()
    other = FileLock(autosave_lock().path)  # the second copy
    try:
        app.press("continue")
        assert app.names() == ["title", "table"]
        assert not other.acquire()  # copy 1 plays the run
        app.key("escape")
        app.press("save_quit")
        assert app.names() == ["title"]
        assert other.acquire()  # copy 1 at the title: the run is free
        app.press("continue")
        assert app.top.name == "message" and app.top.title == app.ctx.t("launch.in_use_title")
        app.key("escape")
        app.press("new_game")  # (the other copy's run is the one in the way, not the one asked for)
        assert app.top.title == app.ctx.t("launch.busy_title")
        app.key("escape")
        assert app.names() == ["title"]
        other.release()
        app.press("new_game")  # Cancel on the New game screen: the title again, lock let go
        assert app.names()[-1] == "confirm"
        app.key("escape")
        assert other.acquire()
        other.release()
        app.press("continue")
        assert app.names() == ["title", "table"]
    finally:
        other.release()
        autosave_lock().release()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("scale", [100, 200])
def test_the_busy_dialog_shows_its_buttons_whole(home, lang, scale):
    """Its "watch that copy's run" button was cut (「そちらのランをリプレ…」 at 200 %)."""
    started_game(n=6).save(paths.autosave_path())
    other = FileLock(autosave_lock().path)
    assert other.acquire()
    try:
        app = App(lang=lang, scale=scale)
        app.press("new_game")
        assert app.top.title == app.ctx.t("launch.busy_title")
        for b in app.top.form.widgets:
            assert app.ctx.font(17).size(b.label)[0] <= b.rect.w - app.ctx.s(20), b.label
    finally:
        other.release()
