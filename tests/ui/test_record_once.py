"""A run that ends just before a crash is in History once: the next start's Continue opens the
finished autosave and its controller records it again, which must find the row already there."""

from __future__ import annotations

from jongrogue.game import Game
from jongrogue.runfiles.history import History
from jongrogue.storage.settings import Settings
from jongrogue.ui.context import AppContext
from jongrogue.ui.controller import GameController


def _ctx(db):
    return AppContext(
        Settings(language="en", sound=False, animation_speed="instant"),
        persist=False,
        history=History(db),
    )


def test_a_run_ended_just_before_a_crash_is_recorded_once(tmp_path):
    db, save = tmp_path / "history.sqlite3", tmp_path / "saves" / "current.jrlog"
    save.parent.mkdir()
    ctl = GameController(_ctx(db), Game.new(seed=3, created="2026-12-02T07:00:00"), save)
    while not ctl.finished:
        legal = [
            c for c in ctl.game.legal_commands() if c.type not in ("continue_game", "forced_end")
        ]
        late = len(ctl.game.commands) > 60
        ctl.execute(
            next((c for c in legal if c.type in ("abandon", "game_over")), legal[0])
            if late
            else legal[0]
        )
    assert len(History(db).rows()) == 1
    # the game dies here: the table never closes, the autosave is not archived. Next start: Continue.
    again = GameController(_ctx(db), Game.load(save), save)
    assert again.finished and len(History(db).rows()) == 1
    assert again.run_id == History(db).rows()[0]["id"]
