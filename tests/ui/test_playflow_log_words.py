"""A potion's draw until a bamboo has its own log line, an equip is one
clear line, and switching to Japanese mid-run rewords the older lines too (the log is data,
worded when drawn)."""

from __future__ import annotations

import re

from jongrogue.engine import Item
from tests.engine.helpers import stack
from tests.engine.plus_helpers import add_items, empty_room, put_tile
from tests.engine.test_legal_table import fresh
from tests.ui.playflow_app import App, home  # noqa: F401


def potion_game():
    g = fresh()
    empty_room(g, 5)
    put_tile(g, 5, 1, "s2")
    stack(g, ["m1", "p2", "m3", "p4", "s5"])
    return g


def test_a_potion_pick_up_logs_its_draw_until_a_bamboo(home):
    app = App(game=potion_game())
    app.key("p")
    log = [e.text for e in app.top.ctl.log]
    draw = next(i for i, t in enumerate(log) if t.startswith(app.ctx.name("check.potion_key")))
    assert "5 tiles" in log[draw] and "5 of Bamboo" in log[draw] and "1 of Characters" in log[draw]
    gained = next(i for i, t in enumerate(log) if t.startswith("+1 "))
    assert draw < gained


def test_an_equip_is_one_line_per_item_and_says_what_happened(home):
    g = fresh()
    add_items(g, (Item("armour", "chain_mail"), 1))
    app = App(game=g)
    ctl = app.top.ctl
    assert ctl.execute(next(c for c in ctl.legal() if c.type == "camp"))[0]
    assert ctl.execute(
        next(c for c in ctl.legal() if c.type == "equip" and c.arg("item").kind == "chain_mail")
    )[0]
    lines = [e.text.lower() for e in ctl.log[-4:]]
    assert "equipped: chain mail." in lines and "took off: ring mail." in lines, lines
    assert not any("(equipped)" in t or "(unequipped)" in t for t in lines), lines


def test_older_log_lines_follow_a_language_switch(home):
    app = App(game=potion_game())
    app.key("p")
    before = [e.text for e in app.top.ctl.log]
    assert any("Bamboo" in t for t in before)
    app.key("escape")  # the pause menu …
    app.click(app.widget("settings").rect.center)  # … Settings …
    assert app.names()[-1] == "settings"
    lang = app.top.lang_w
    app.click(lang._segments()[0].center)  # … 日本語
    assert app.ctx.lang == "ja"
    app.key("escape")
    while app.names()[-1] != "table":
        app.key("escape")
    after = [e.text for e in app.top.ctl.log]
    assert len(after) == len(before)
    assert not any(re.search(r"Bamboo|Characters|Game started|picked up", t) for t in after), after
    assert any("索" in t for t in after)
