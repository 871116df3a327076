"""The PC's post-it moves with a floor change at once: it never slides from the room it stood in
on the floor left behind (the slide froze under the checks and showed a stale "@")."""

from __future__ import annotations

import pytest

from jongrogue.engine.core.model import in_room
from tests.engine.helpers import rig_pc
from tests.engine.test_legal_table import fresh
from tests.ui.playflow_app import App, home  # noqa: F401


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_pawn_does_not_slide_from_the_floor_left_behind(home, lang):
    g = fresh()
    stairs = next(
        r for r in range(1, 10) if any(t in ("pR", "sR") for t in g.state.floor.dungeon[r - 1])
    )
    rig_pc(g, position=in_room(stairs))
    app = App(lang=lang, game=g, animation_speed="normal")
    table = app.top
    app.key("g")
    assert table.ctl.view["pc"]["floor"] == 2
    for _ in range(3):
        app.step()
    assert table.spring is None
    new = next(h.rect for h in table.spots if h.target == ("pc",))
    while app.top is not table:
        app.key("space")
        assert table.spring is None
    assert next(h.rect for h in table.spots if h.target == ("pc",)) == new
