"""A potion's key drawn until a Bamboo tile when the wall runs out first: one line names the
tiles drawn and what it means ("… so no potion is gained (the item is lost)"), never "(2 tiles;
the last one decides)" — no tile decided (§6.2: what cannot be drawn is skipped)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from jongrogue.engine import cmd
from jongrogue.engine.core.model import Slot
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.text import log_format
from tests.engine.helpers import set_state
from tests.engine.test_legal_table import fresh


def _potion_with_two_tiles_left():
    g = fresh()
    classes = g.rules.traps["item_classes"]
    number = next(n for n, c in classes.items() if c == "potion")
    s = g.state
    tile = f"s{number}"
    pool = list(s.wall) + list(s.discard)
    pool.remove(tile)
    left = tuple(t for t in pool if t[0] in "mp")[:2]  # no Bamboo: no potion key
    rest = list(pool)
    for t in left:
        rest.remove(t)
    set_state(g, replace(s, wall=left, discard=tuple(rest)).with_slot(5, 6, Slot(tile, "up")))
    return g, left


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_line_says_the_potion_is_not_gained(lang):
    g, left = _potion_with_two_tiles_left()
    potions = sum(n for it, n in g.state.items if it.sheet == "potions")
    events = g.execute(cmd("pick_up", slot=6))
    assert sum(n for it, n in g.state.items if it.sheet == "potions") == potions
    ctx = TextContext(lang)
    lines = log_format.entries_for(ctx, "x", events, 1)
    failed = [e for e in lines if e.tiles == left]
    assert len(failed) == 1 and failed[0].kind == "warn"
    assert log_format.tt(ctx, "log.until_outcome.potion_key") in failed[0].text
    last = {"en": "the last one decides", "ja": "最後の牌"}[lang]
    assert not any(last in e.text for e in lines), [e.text for e in lines]
