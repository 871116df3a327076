"""M on the table opens the run's whole log (the panel shows its last few lines, and M only
scrolled it five at a time): every line since the start, at the newest move, read move by move by
keys and by ear; M or Esc goes back to the table."""

from __future__ import annotations

import pytest

from jongrogue.game import Game
from jongrogue.sim.bot import GreedyBot
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import registry
from jongrogue.ui.scenes.log import log_blocks
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_speech import speaking


def _played(n: int = 40) -> Game:
    game, bot = Game.new(seed=5), GreedyBot()
    for _ in range(n):
        game.execute(bot.choose(game))
    return game


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_m_opens_every_line_of_the_log_at_the_newest_move(home, lang):
    game = _played()
    app = App(lang=lang, game=game)  # a continued run: the panel has its last moves only
    panel = "\n".join(e.shown() for e in app.top.ctl.log)
    assert not any(line.startswith("1. ") for line in panel.splitlines())
    app.key("m")
    assert app.names() == ["table", "log"]
    pane = app.top.pane
    text = "\n".join(t for _, t in pane.blocks)
    moves = [t for style, t in pane.blocks if style in ("entry_name", "move")]
    assert [m.split(".")[0] for m in moves[1:]] == [str(i) for i in range(1, 41)]  # every move
    assert all(line in text for line in panel.splitlines()[1:-1])  # what the panel shows too
    stops = pane.stops()
    app.step()
    assert pane.at == len(stops) - 1 and pane.top == pane.max_top() > 0  # the newest, shown
    newest = pane.paragraph()
    assert newest.startswith("40. ")
    seed = game.header["seed"]  # the run's own first line, not a replay's
    assert pane.blocks[0][1] == app.ctx.t("table.log.started", seed=seed)
    app.key("up")
    assert pane.at == len(stops) - 2 and pane.paragraph() != newest
    app.key("home")
    assert pane.at == 0 and pane.top == 0
    app.key("m")
    assert app.names() == ["table"]
    app.key("m")
    app.key("escape")
    assert app.names() == ["table"]


def test_each_move_is_said_with_what_it_caused(home):
    app = App(lang="en", game=_played(12))
    sink = speaking(app)
    app.key("m")
    sink.spoken.clear()
    app.key("up")
    said = " ".join(sink.texts())
    pane = app.top.pane
    first, last = pane.stops()[pane.at]
    move = pane.blocks[first][1]
    assert move.split(" ", 1)[1] in said  # the move (its words, as spoken)


def test_a_move_without_lines_and_the_lines_before_the_first_move_stand_alone():
    class E:
        def __init__(self, text, kind="info"):
            self.text, self.kind = text, kind

        def shown(self):
            return self.text

    blocks = log_blocks(
        [E("Game start"), E("1. Rest", "command"), E("2. Search", "command"), E("found it")]
    )
    assert blocks == [
        ("entry_text", "Game start"),
        ("move", "1. Rest"),
        ("entry_name", "2. Search"),
        ("entry_text", "found it"),
    ]


def test_end_after_page_up_shows_the_newest_move_again(home):
    app = App(lang="en", game=_played())
    app.key("m")
    pane = app.top.pane
    app.step()
    bottom = pane.top
    for _ in range(3):
        app.key("pageup")
    assert pane.top < bottom
    app.key("end")
    assert pane.top == bottom and pane.paragraph().startswith("40. ")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_replays_m_opens_the_whole_log_to_the_move_shown(home, lang):
    """In the replay M only scrolled the panel five lines, while the table's M opens the log."""
    app = App(lang=lang, game=_played())
    app.loop.apply(
        Push(registry.make("replay", app.ctx, app.top.ctl.game, position=25, source=None))
    )
    app.step()
    replay = app.top
    assert replay.player.position == 25
    app.key("m")
    assert app.names() == ["table", "replay", "log"] and not replay.player.playing
    pane = app.top.pane
    moves = [t for style, t in pane.blocks if style in ("entry_name", "move")]
    assert [m.split(".")[0] for m in moves[1:]] == [str(i) for i in range(1, 26)]
    app.step()
    assert pane.paragraph().startswith("25. ")  # the move shown, not the run's last
    app.key("m")
    assert app.names() == ["table", "replay"] and replay.player.position == 25
