"""A scroll's effect on the monsters is in the log: reading hold monster logged only "Effect:
Scroll of hold monster." and nothing of what it did."""

from __future__ import annotations

import pytest

from jongrogue.engine import Item, cmd
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.text import log_format
from tests.engine.helpers import rig
from tests.engine.test_legal_table import fresh, put_monster


@pytest.mark.parametrize(
    "lang, scroll, words",
    [
        ("en", "hold_monster", "deep sleep"),
        ("ja", "hold_monster", "熟睡"),
        ("en", "slow_monster", "slowed"),
        ("ja", "slow_monster", "鈍足"),
    ],
)
def test_a_scroll_read_on_a_monster_says_what_became_of_it(lang, scroll, words):
    g = fresh()
    put_monster(g, 5, 5, "kestrel", states=())
    rig(g, items=g.state.items + ((Item("scrolls", scroll), 1),))
    events = g.execute(cmd("read", kind=scroll, target=None))
    ctx = TextContext(lang)
    lines = [e.text for e in log_format.entries_for(ctx, "Read", events, 1)]
    said = [line for line in lines if words in line]
    assert len(said) == 1 and ctx.name("monster.kestrel") in said[0], lines
