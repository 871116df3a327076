"""In camp the arrows follow the screen: each goes to the nearest post-it drawn that way (Down on
the mace went to the dagger, drawn above it, when Up / Down walked the list); at a sheet's edge
Left / Right go to the sheet over, round, and Up / Down stay; Tab walks the list."""

from __future__ import annotations

import pytest

from jongrogue.engine import Game, Item
from tests.engine.helpers import rig
from tests.ui.playflow_app import App, home  # noqa: F401

WAYS = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}


def _spot(app, item: dict):
    return next(h.rect for h in app.top.spots if h.drag and h.drag["item"] == item)


def _camp(lang: str, size=(1600, 1000)):
    game = Game.new(5)
    extra = (
        (Item("armour", "chain"), 1),
        (Item("melee", "dagger"), 1),
        (Item("melee", "long_sword"), 1),
        (Item("ranged", "bow"), 1),
    )
    rig(game, items=game.state.items + extra)
    app = App(lang=lang, size=size, game=game)
    app.key("c")
    assert app.names() == ["table", "camp"]
    app.step()
    app.top._keep_selection()
    return app


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_left_and_right_choose_the_post_it_beside(home, lang):
    app = _camp(lang)
    camp = app.top
    mace = camp.selected
    assert mace["kind"] == "mace"
    app.key("right")
    assert camp.selected["kind"] == "chain"  # the armour sheet, at the mace's height
    assert _spot(app, camp.selected).left >= _spot(app, mace).right
    app.key("left")
    assert camp.selected["kind"] == "mace"  # back, at the chain mail's height
    app.key("left")  # nothing drawn left of the mace but the dagger's column: the dagger
    assert _spot(app, camp.selected).centerx < _spot(app, mace).centerx
    items = camp.items()
    i = items.index(camp.selected)
    app.key("tab")  # Tab walks the list
    assert camp.selected == items[(i + 1) % len(items)]
    app.key("tab", shift=True)
    assert camp.selected == items[i]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1600, 1000), (1280, 800)])
def test_every_arrow_goes_to_a_post_it_drawn_that_way_or_stays_at_the_edge(home, lang, size):
    app = _camp(lang, size)
    camp = app.top
    for start in camp.items():
        for key, (dx, dy) in WAYS.items():
            camp.selected = start
            at = _spot(app, start)
            app.key(key)
            now = _spot(app, camp.selected)
            along = (now.centerx - at.centerx) * dx + (now.centery - at.centery) * dy
            if camp.selected == start:
                continue  # the edge (Up / Down)
            if key in ("up", "down"):
                assert along > 0, (start["kind"], key, camp.selected["kind"])
            elif along <= 0:  # Left / Right past the edge: the sheet over, round
                assert camp.selected["sheet"] != start["sheet"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_down_on_the_mace_goes_below_it(home, lang):
    app = _camp(lang)
    camp = app.top
    mace = _spot(app, camp.selected)
    app.key("down")
    assert _spot(app, camp.selected).centery > mace.centery
    below = _spot(app, camp.selected)
    app.key("up")
    assert _spot(app, camp.selected).centery < below.centery
