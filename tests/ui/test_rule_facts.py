"""Rule facts the table shows are read from the engine and its data, not said again in the UI:
the board's geometry is engine/core/tiles.py's, the states a rest clears are the rest row's
after list in checks.yaml, the redo label names the engine's next redo."""

from __future__ import annotations

from jongrogue.data import load_rules
from jongrogue.engine import Game
from jongrogue.engine.core import tiles
from jongrogue.storage.settings import Settings
from jongrogue.ui.board import common
from jongrogue.ui.context import AppContext
from jongrogue.ui.controller import GameController
from jongrogue.ui.scenes import table_flow


def test_the_board_geometry_is_the_engines():
    for a in range(1, 10):
        for b in range(1, 10):
            try:
                side = tiles.direction_between(a, b)
            except ValueError:
                side = None
            assert common.side_towards(a, b) == side
        for d in tiles.DIRECTIONS:
            assert common.neighbour(a, d) == tiles.neighbour(a, d)


def test_the_states_a_rest_clears_come_from_the_rest_row():
    rules = load_rules()
    assert table_flow.rest_clears(rules) == {"asleep", "confused", "held", "levitating"}
    changed = {"check_table": [dict(r) for r in rules.checks["check_table"]]}
    row = next(r for r in changed["check_table"] if r["id"] == "rest")
    row["after"] = [c for c in row["after"] if c != "clear_pc_held"] + ["clear_pc_blind"]

    class Rules:  # the same tables with the rest row changed
        checks = changed

    assert table_flow.rest_clears(Rules) == {"asleep", "confused", "levitating", "blind"}


def test_redo_asks_the_game_for_its_next_redo(tmp_path):
    g = Game.new(seed=5)
    ctx = AppContext(Settings(language="en", sound=False), size=(1280, 800), persist=False)
    ctl = GameController(ctx, g, tmp_path / "run.jrlog")
    ctl.execute(g.legal_commands()[0])
    ctl.undo()
    asked = []
    real = g.next_redo
    g.next_redo = lambda: asked.append(1) or real()
    assert ctl.redo() == (True, None) and asked
