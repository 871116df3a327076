"""With several things to pick up, each button shows its own keys ("P→2", not
"P…" on every one), and the P chooser numbers them by their slots, as the labels do (#2 is 2)."""

from __future__ import annotations

from jongrogue.ui.board.action_bar import key_hint  # noqa: E402
from tests.engine.plus_helpers import empty_room, put_tile
from tests.engine.test_legal_table import fresh
from tests.ui.playflow_app import App, home  # noqa: F401


def two_items():
    g = fresh()
    empty_room(g, 5)
    put_tile(g, 5, 2, "s6")
    put_tile(g, 5, 3, "s8")
    return g


def pick_ups(table):
    return [
        (c.arg("slot"), key_hint(table.bar.keys[i]))
        for i, c in enumerate(table.bar.commands)
        if c.type == "pick_up"
    ]


def test_each_pick_up_button_shows_its_own_keys(home):
    app = App(game=two_items())
    assert pick_ups(app.top) == [(2, "P→2"), (3, "P→3")]


def test_the_chooser_numbers_by_slot_and_the_number_picks_that_slot(home):
    app = App(game=two_items())
    table = app.top
    app.key("p")
    assert table.menu is not None
    labels = [lab for lab, _ in table.menu.entries]
    assert labels[0].startswith("2. ") and "#2" in labels[0], labels
    assert labels[1].startswith("3. ") and "#3" in labels[1], labels
    app.key("3")
    assert table.menu is None
    last = table.ctl.game.commands[-1]
    assert last.type == "pick_up" and last.arg("slot") == 3
