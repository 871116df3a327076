"""A paper run's opening: until the start room is drawn the token has no place — it stood in
room 5 (a stand-in), highlighted, while the prompt asked for the tile that picks the room."""

from __future__ import annotations

from jongrogue.engine import Game, Options, cmd
from tests.ui.playflow_app import App, home  # noqa: F401


def test_no_token_nor_room_highlight_before_the_start_room_is_drawn(home):
    app = App(game=Game.new(5, Options(tiles="paper")))
    table = app.top
    assert table.ctl.view["paper"]["purpose"] == "start_room"
    assert ("pc",) not in {h.target for h in table.spots}
    kinds = sorted(table.ctl.view["paper"]["offered"])
    table.ctl.execute(cmd("tile", tile=next(k for k in kinds if k.startswith("m"))))
    app.step()
    if table.ctl.view.get("paper", {}) and table.ctl.view["paper"].get("purpose") == "start_room":
        return  # (the draw was discarded: still none)
    assert ("pc",) in {h.target for h in table.spots}
