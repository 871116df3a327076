"""A run with "My own tiles" shows no seed anywhere a player reads: its tiles came from the
player's table, so the seed picked none of them. The table's log, the mode chip, the pause menu,
the score card, the replay, History, the morgue, the files exported and `jongrogue history`
name the player's own tiles instead; a digital run shows its seed in each, and the run file's
header keeps the seed of both (verify reads it)."""

from __future__ import annotations

import pytest

from jongrogue.cli import main
from jongrogue.game import Game
from jongrogue.runfiles.summary import VALID, verify_text
from jongrogue.ui import print_export
from jongrogue.ui.morgue_export import morgue_dir
from jongrogue.ui.scenes.history import HistoryScene
from jongrogue.ui.scenes.table_draw import describe_target
from tests.ui.playflow_app import home  # noqa: F401
from tests.ui.run_life import App

SEED = 424_242


def _new_game(app: App, tiles: str) -> None:
    app.press("new_game")
    if tiles == "paper":
        w = app.widget("tiles")
        app.click((w.rect.right - w.rect.w // 4, w.rect.centery))  # "My own tiles"
    app.top.seed.set_text(str(SEED))
    app.key("return")
    assert app.top.ctl.game.options.tiles == tiles


def _what_the_player_reads(app: App, capsys) -> dict[str, str]:
    """Every text of the run that could name its seed, through the app's own ways to them."""
    table = app.top
    seen = {
        "log": table.ctl.log[0].shown(),
        "mode chip": "\n".join(describe_target(table, ("run",))),
    }
    app.key("escape")
    seen["pause"] = app.top.body
    app.press("print")
    app.press("print_filled_a4")
    seen["sheets file"] = sorted(print_export.sheets_dir().glob("*.pdf"))[-1].name
    app.key("escape")
    app.press("abandon")
    app.press("yes")
    assert app.names() == ["title", "table", "run_end"]
    app.key("r")
    seen["replay"] = app.top.log_entries()[0].shown()
    app.key("escape")
    while app.names()[-1] != "table":
        app.key("escape")
    app.key("return")  # Back to the title
    assert app.names() == ["title"]
    app.press("score")
    seen["score card"] = app.top.detail(app.top.rows[-1])
    app.key("escape")
    history = HistoryScene(app.ctx)
    row = history.rows[-1]
    seen["history"] = history.detail_text(row)
    app.press("history")
    app.press("export")
    report = sorted(morgue_dir().glob("*.txt"))[-1]
    seen["morgue file"], seen["morgue"] = report.name, report.read_text(encoding="utf-8")
    capsys.readouterr()
    assert main(["history"]) == 0
    seen["command line"] = capsys.readouterr().out
    kept = Game.load(row["journal"])  # the run file keeps its seed, and verifies
    assert kept.header["seed"] == SEED and verify_text(kept.to_text()).code == VALID
    return seen


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_own_tiles_run_shows_no_seed_and_a_digital_run_its_seed(home, capsys, lang):
    app = App(lang=lang)
    word = app.ctx.t("newgame.seed")  # "Seed" / "シード"
    _new_game(app, "paper")
    for where, text in _what_the_player_reads(app, capsys).items():
        assert str(SEED) not in text and word not in text, (where, text)
    app = App(lang=lang)
    _new_game(app, "digital")
    for where, text in _what_the_player_reads(app, capsys).items():
        if where not in ("history", "command line"):  # (History's line has no seed to show)
            assert str(SEED) in text, (where, text)
