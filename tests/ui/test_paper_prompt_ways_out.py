"""While a paper run waits for a tile, the pause menu offers Save and quit and
Abandon. Save and quit loses nothing (Continue asks for the same tile, the entries so far kept);
Abandon ends the run with the table as the tiles entered left it, and History records it."""

from __future__ import annotations

import pytest

from jongrogue.engine import Options
from jongrogue.game import Game
from jongrogue.storage import paths
from tests.ui.playflow_app import home  # noqa: F401
from tests.ui.run_life import App, autosave


def _waiting_mid_action() -> Game:
    """A paper run whose action waits for its next tile, one already entered for it."""
    g = Game.new(4, Options(tiles="paper"))
    while not (g.state.paper and g.state.paper.command and g.state.paper.entered):
        g.execute(next(c for c in g.legal_commands() if c.type != "abandon"))
    return g


def _pause_buttons(app: App) -> set:
    app.key("escape")
    assert app.top.tag == "pause"
    return {w.id for w in app.top.form.widgets}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_save_and_quit_at_a_tile_prompt_keeps_the_entries(home, lang):
    g = _waiting_mid_action()
    paths.saves_dir()
    g.save(paths.autosave_path())
    asked = g.view()["paper"]
    app = App(lang=lang)
    app.press("continue")
    assert app.top.ctl.view["paper"] == asked
    assert {"save_quit", "abandon"} <= _pause_buttons(app)
    app.press("save_quit")
    assert app.names() == ["title"]
    assert autosave().view()["paper"] == asked and autosave().commands == g.commands
    app.press("continue")
    assert app.top.ctl.view["paper"] == asked


def test_abandon_at_a_tile_prompt_ends_the_run_and_history_keeps_it(home):
    g = _waiting_mid_action()
    paths.saves_dir()
    g.save(paths.autosave_path())
    gold = g.view()["pc"]["gold"]  # as the table stands at the prompt
    app = App()
    app.press("continue")
    assert "abandon" in _pause_buttons(app)
    app.press("abandon")
    assert app.top.tag == "confirm_abandon"
    app.press("yes")
    assert app.names() == ["title", "table", "run_end"]
    view = app.loop.stack[1].ctl.view
    assert view["context"] == "game_over" and view["score_card"][-1]["gold"] == gold
    while app.names()[-1] != "table":
        app.key("escape")
    table = app.top
    table.sync()
    app.command(next(c for c in table.bar.commands if getattr(c, "id", None) == "leave"))
    rows = app.ctx.history.rows()
    assert [r["result"] for r in rows] == ["abandoned"] and rows[0]["tiles"] == "paper"
    kept = Game.load(rows[0]["journal"])
    assert kept.commands[: len(g.commands)] == g.commands  # every entry kept in the run file


def _table(view: dict) -> tuple:
    """What the table shows of the tiles: the wall's count, the discard pile (a check's drawn
    hand on it), the dungeon and the encounter map."""
    pile = sorted(view["discard"] + view["in_hand"])
    return view["wall"]["count"], pile, view["dungeon"], view["encounter"]


@pytest.mark.parametrize("entered", [0, 7])
def test_abandoned_at_a_tile_prompt_the_game_over_table_and_replay_keep_the_tiles(home, entered):
    """New game with "My own tiles", a few tiles entered, then Abandon at the next prompt: the
    Game over screen's table and the replay's last frame show the tiles entered, not the box
    put back (the whole wall left, an empty discard pile)."""
    app = App()
    app.press("new_game")
    tiles = app.widget("tiles")
    app.click((tiles.rect.right - tiles.rect.w // 4, tiles.rect.centery))  # "My own tiles"
    app.key("return")
    table = app.top
    for _ in range(entered):
        picked = next(k for k, n in table.paper_prompt().offered.items() if n)
        app.click(next(h.rect for h in table.spots if h.target == ("paper_tile", picked)).center)
    assert table.ctl.view["context"] == "paper_tile"
    stood = _table(table.ctl.view)
    assert "abandon" in _pause_buttons(app)
    app.press("abandon")
    app.press("yes")
    assert app.names() == ["title", "table", "run_end"]
    assert table.ctl.view["context"] == "game_over" and _table(table.ctl.view) == stood
    app.key("r")
    assert app.top.name == "replay"
    replay = app.top
    replay.player.to_end()
    assert replay.view["context"] == "game_over" and _table(replay.view) == stood
