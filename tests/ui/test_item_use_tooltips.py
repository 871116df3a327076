"""A potion's or scroll's button says what that item does (a newcomer drank levitation from the
bar, whose tooltip told only what drinking is, then lost it on the next corridor step); an
unidentified one says nothing of its kind."""

from __future__ import annotations

import pytest

from jongrogue.engine import Item, Options, cmd
from jongrogue.ui.scenes.table_draw import describe_target
from tests.engine.helpers import rig
from tests.engine.test_legal_table import fresh
from tests.ui.playflow_app import App, home  # noqa: F401


def _tooltip(app: App, command) -> str:
    table = app.top
    table.sync()
    return describe_target(table, ("action", table.bar.commands.index(command)))[1]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_known_potion_and_scroll_say_what_they_do(home, lang):
    g = fresh()
    items = ((Item("potions", "levitation"), 1), (Item("scrolls", "hold_monster"), 1))
    rig(g, items=g.state.items + items)
    app = App(lang=lang, game=g)
    ctx = app.ctx
    body = _tooltip(app, cmd("quaff", kind="levitation"))
    assert ctx.text("action.quaff") in body and ctx.text("potion.levitation") in body
    body = _tooltip(app, cmd("read", kind="hold_monster", target=None))
    assert ctx.text("scroll.hold_monster") in body


def test_an_unidentified_potion_says_nothing_of_its_kind(home):
    g = fresh(options=Options(ruleset="ez_plus", plus=("identification",)))
    rig(g, items=g.state.items + ((Item("potions", "key:s6"), 1),))
    app = App(lang="en", game=g)
    quaff = next(c for c in app.top.ctl.legal() if c.type == "quaff")
    body = _tooltip(app, quaff)
    potions = ("healing", "levitation", "blindness", "confusion")
    assert not [k for k in potions if app.ctx.text(f"potion.{k}") in body], body
