"""Whole-app flows with real pygame events through AppLoop.step() (dummy drivers):

* Title → New game (seed typed) → Table → played by keys until death → Game over → back to the
  title → the score card shows the finished run (from the run history).
* Victory: the new game is rigged (tests/engine/helpers: set_state / rig) to stand on the stairs of
  floor 1 with the Amulet; taking the stairs by key shows the Victory scene, Enter the score card.
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from jongrogue.engine import Game
from jongrogue.engine.core.model import in_room
from jongrogue.storage import paths
from jongrogue.ui.scenes import launch
from tests.engine.helpers import rig, rig_pc
from tests.ui.playflow_app import App as PlayflowApp

DEATH_SEED = 50  # the greedy bot dies on floor 1 after ~40 commands (tuned rules)
MAX_COMMANDS = 1500


def chooser():
    try:
        from jongrogue.sim.bot import GreedyBot

        return GreedyBot().choose
    except ImportError:
        return lambda game: next(
            c for c in game.legal_commands() if c.type not in ("abandon", "forced_end")
        )


class App(PlayflowApp):
    """The play-flow tests' driven app, saving its runs and history (in the test's folders)."""

    def __init__(self, lang="en", size=(1280, 800)):
        super().__init__(lang=lang, size=size, persist=True)

    def new_game(self, seed: int):
        """Title → New game → type the seed → Start (Enter in the seed field)."""
        self.click(self.widget("new_game").rect.center)
        assert self.names() == ["title", "newgame"]
        self.click(self.widget("seed").rect.center)
        for _ in range(12):
            self.key("backspace")
        self.step(pygame.event.Event(pygame.TEXTINPUT, text=str(seed)))
        self.key("return")
        assert self.names() == ["title", "table"], self.names()
        return self.top

    def press_command(self, table, command):
        """Press the command's key on the table's action bar (Tab + Enter when it has none)."""
        bar = table.bar
        i = bar.commands.index(command)
        k = bar.keys[i]
        if k is not None:
            self.key(k.name, k.shift)
            if k.menu:  # the kind's menu: its number picks
                shared = [c for c, o in zip(bar.commands, bar.keys) if o == k]
                self.key(str(shared.index(command) + 1))
            return
        while bar.focus != i:
            self.key("tab")
        self.key("return")


def test_title_to_death_to_score_card():
    app = App()
    table = app.new_game(DEATH_SEED)
    game = table.ctl.game
    assert game.header.get("seed") == DEATH_SEED and paths.has_autosave()
    choose = chooser()
    seen = set()
    for _ in range(MAX_COMMANDS):
        top = app.top
        seen.add(top.name)
        if top.name == "death":
            app.key("g")  # Game over
            break
        if top.name == "camp":
            app.key("return")  # end the camp
            continue
        assert top is table, app.names()
        before = len(game.commands)
        app.press_command(table, choose(game))
        assert len(game.commands) > before, "the key did not issue the command"
    else:
        pytest.fail(f"no death within {MAX_COMMANDS} commands")
    assert game.state.context == "game_over"
    assert app.names() == ["title", "table", "run_end"]  # the end-of-run card
    app.key("escape")
    assert app.names() == ["title", "table"]
    table.sync()
    leave = next(c for c in table.bar.commands if getattr(c, "id", None) == "leave")
    app.press_command(table, leave)  # back to the title
    assert app.names() == ["title"]
    assert not paths.has_autosave()  # the finished run was archived
    assert any(p.name.endswith("game_over.jrlog") for p in paths.saves_dir().iterdir())
    app.click(app.widget("score").rect.center)
    assert app.names() == ["title", "score"]
    rows = app.top.rows
    assert len(rows) == 1
    row = rows[0]
    assert str(row["seed"]) == str(DEATH_SEED) and row["result"] == "game_over"
    assert app.top.cell(row, "result") == "Game over"
    assert row["cause"] and app.top.cell(row, "cause") != "—"
    app.key("escape")
    assert app.names() == ["title"]


def rig_for_victory(game: Game) -> None:
    """Floor 1, standing in the stairs room with the Amulet (as tests/engine/test_examples.py)."""
    s = game.state
    stairs = next(r for r in range(1, 10) if any(t in ("pR", "sR") for t in s.floor.dungeon[r - 1]))
    rig(
        game,
        floor=replace(s.floor, revealed=(True,) * 9),
        context="explore",
        combat=None,
        amulet_found=True,
    )
    rig_pc(
        game,
        gold=1234,
        has_amulet=True,
        wind_plate="south",
        floor=1,
        position=in_room(stairs),
        states=(),
    )


def test_victory_scene_then_score_card(monkeypatch):
    real = launch.create_game

    def rigged(*a, **kw):
        game = real(*a, **kw)
        rig_for_victory(game)
        return game

    monkeypatch.setattr(launch, "create_game", rigged)
    app = App(lang="ja")
    table = app.new_game(3)
    stairs = next(c for c in table.bar.commands if c.type == "use_stairs")
    app.press_command(table, stairs)
    assert table.ctl.game.state.context == "victory"
    assert app.names() == ["title", "table", "victory"]
    surface = app.loop.surface
    assert surface.get_at((surface.get_width() // 2, 4))[:3] != (0, 0, 0)  # drawn
    app.key("return")
    assert app.names() == ["title", "table", "sheet"] and app.top.sheet_id == "score_card"
    app.key("escape")
    assert app.names() == ["title", "table"]
    rows = app.ctx.history.rows()
    assert [(str(r["seed"]), r["result"], r["gold"]) for r in rows] == [("3", "victory", 1234)]


def test_history_row_points_at_the_archived_journal(tmp_path, monkeypatch):
    """When the table closes after a finished run, the autosave is archived and the history row
    follows it (so History / Replay open the right run)."""
    from jongrogue.runfiles import history
    from jongrogue.storage import paths

    monkeypatch.setenv("JONGROGUE_HOME", str(tmp_path))
    h = history.History()
    assert (
        h.record_run(
            {
                "seed": 1,
                "ruleset": "ez",
                "options": [],
                "mode": "practice",
                "result": "game_over",
                "floor": 1,
                "deepest": 1,
                "level": 1,
                "gold": 0,
                "score": 0,
                "cause": "kestrel",
                "continues": 0,
                "started": None,
                "journal": str(paths.autosave_path()),
            }
        )
        is None
    )
    run_id = h.last_id
    paths.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_text("x\n", encoding="utf-8")
    archived = paths.archive_autosave("game_over")
    assert h.set_journal(run_id, archived) is None
    assert h.rows()[-1]["journal"] == str(archived) and archived.exists()
