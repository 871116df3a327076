"""History shows that a run was played with the player's own tiles (a paper run):
its row's Tiles column ("Own"), the selected row's detail line, and ``jongrogue history``; the row keeps it
(History schema 4: ``tiles``), and a row recorded before that asks its run file."""

from __future__ import annotations

import json
import sqlite3

import pytest

from jongrogue.cli import main
from jongrogue.engine import Options
from jongrogue.game import Game
from jongrogue.runfiles.history import History
from jongrogue.runfiles.record import row_for, row_tiles
from jongrogue.storage import paths
from jongrogue.ui.scenes.history import HistoryScene
from tests.ui.playflow_app import App, home  # noqa: F401


def _paper_game() -> Game:
    g = Game.new(3, Options(tiles="paper"))
    played = 0
    while played < 6 or g.state.context == "paper_tile":
        played += g.state.context != "paper_tile"
        g.execute(g.legal_commands()[0])
    return g


def _record(game: Game, name: str) -> dict:
    path = paths.saves_dir() / name
    game.save(path)
    history = History()
    assert history.record_run(row_for(game, path)) is None
    return next(r for r in history.rows() if r["journal"] == str(path))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_paper_run_is_marked_in_historys_row_and_detail(home, lang):
    paper = _record(_paper_game(), "paper.jrlog")
    plain = Game.new(4)
    plain.execute(next(c for c in plain.legal_commands() if c.type != "abandon"))
    digital = _record(plain, "digital.jrlog")
    assert (paper["tiles"], digital["tiles"]) == ("paper", "digital")
    app = App(lang=lang)
    scene = HistoryScene(app.ctx)
    ctx = app.ctx
    assert scene.cell(paper, "tiles") == ctx.t("history.own_tiles")
    assert scene.cell(digital, "tiles") == ""
    assert scene.cell(paper, "mode") == ctx.t("runs.mode.practice")
    assert scene.detail_text(paper).startswith(ctx.t("history.paper_detail"))
    assert ctx.t("history.paper_detail") not in scene.detail_text(digital)


def test_the_command_line_history_marks_a_paper_run(home, capsys):
    _record(_paper_game(), "paper.jrlog")
    plain = Game.new(4)
    plain.execute(next(c for c in plain.legal_commands() if c.type != "abandon"))
    _record(plain, "digital.jrlog")
    capsys.readouterr()
    assert main(["history"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [" paper tiles " in line for line in lines] == [True, False]
    assert main(["history", "--json"]) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["tiles"] for r in rows] == ["paper", "digital"]


def test_a_row_recorded_before_the_tiles_column_asks_its_run_file(home):
    row = _record(_paper_game(), "paper.jrlog")
    con = sqlite3.connect(paths.history_path())
    con.execute("UPDATE runs SET tiles = NULL")
    con.commit()
    con.close()
    old = History().rows()[0]
    assert old["tiles"] is None and row_tiles(old) == "paper"
    assert row_tiles(dict(old, journal=None)) == "digital"  # no file: nothing says paper
    assert row_tiles(row) == "paper"
