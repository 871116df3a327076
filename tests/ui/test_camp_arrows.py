"""In camp Left / Right go to the sheet over (the post-it there nearest the chosen one's
height), where they walked the list like Up / Down (Right on the mace went to the dagger, drawn
to its left); Up / Down still walk the list."""

from __future__ import annotations

import pytest

from jongrogue.engine import Game, Item
from tests.engine.helpers import rig
from tests.ui.playflow_app import App, home  # noqa: F401


def _spot(app, kind: str):
    return next(h.rect for h in app.top.spots if h.drag and h.drag["item"]["kind"] == kind)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_left_and_right_choose_the_post_it_beside(home, lang):
    game = Game.new(5)
    rig(game, items=game.state.items + ((Item("armour", "chain"), 1), (Item("melee", "dagger"), 1)))
    app = App(lang=lang, size=(1600, 1000), game=game)
    app.key("c")
    camp = app.top
    assert app.names() == ["table", "camp"]
    app.step()
    camp._keep_selection()
    assert camp.selected["kind"] == "mace"
    app.key("right")
    assert camp.selected["kind"] == "chain"  # the armour sheet, at the mace's height
    assert _spot(app, "chain").left >= _spot(app, "mace").right
    app.key("right")
    assert camp.selected["sheet"] == "ranged"  # the next sheet over holding post-its
    app.key("right")
    assert camp.selected["sheet"] == "melee"  # round
    app.key("left")
    assert camp.selected["sheet"] == "ranged"
    app.key("left")
    assert camp.selected["sheet"] == "armour"
    items = camp.items()
    i = items.index(camp.selected)
    app.key("down")  # up and down still walk the list
    assert camp.selected == items[(i + 1) % len(items)]
