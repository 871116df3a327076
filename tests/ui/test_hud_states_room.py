"""The PC's state markers on the status strip never cover the phase text ("Exploring", 「ゲーム・
オーバー」): the stats make room for them (at Japanese 171 % they covered it)."""

from __future__ import annotations

import pytest

from jongrogue.engine import Game
from tests.engine.helpers import rig_pc
from tests.ui.playflow_app import App, home  # noqa: F401

STATES = ("confused", "blind", "poisoned", "hungry", "levitating", "aggravating")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "size,scale", [((1600, 1000), 171), ((1600, 1000), 200), ((1280, 800), 150), ((1280, 800), 100)]
)
@pytest.mark.parametrize("n", [2, 4, 6])
def test_state_markers_leave_the_phase_text_uncovered(home, lang, size, scale, n):
    game = Game.new(5)
    rig_pc(game, states=STATES[:n], gold=1360)
    app = App(lang=lang, size=size, scale=scale, game=game)
    spots = app.top.spots
    context = next(h.rect for h in spots if h.target == ("context",))
    markers = [h.rect for h in spots if h.target[0] == "pc_state"]
    assert len(markers) == n
    assert all(m.right <= context.left for m in markers), (markers, context)
    fields = [h.rect for h in spots if h.target[0] == "field"]
    assert all(f.right <= markers[0].left for f in fields if f.centerx < markers[0].left)
