"""The action bar's labels follow the view, not only the commands: once a held PC is free the
same moves lost their "· 0 %" only when the commands changed (they stayed, stale)."""

from __future__ import annotations

import copy

from jongrogue.engine import Game
from jongrogue.storage.settings import Settings
from jongrogue.ui.board.action_bar import ActionBar
from jongrogue.ui.context import AppContext


def test_the_same_moves_relabel_when_the_pc_is_no_longer_held():
    g = Game.new(5)
    free = g.view()
    held = copy.deepcopy(free)
    held["pc"]["states"] = list(held["pc"].get("states") or []) + ["held"]
    bar = ActionBar(AppContext(Settings(language="en"), persist=False))
    moves = [c for c in g.legal_commands() if c.type == "move_room_to_door"]
    bar.set_commands(moves, held)
    assert all(label.endswith("· 0 %") for label in bar.labels)
    bar.set_commands(moves, free)
    assert not any(label.endswith("· 0 %") for label in bar.labels)
