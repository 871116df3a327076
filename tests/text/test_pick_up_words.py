"""The pick-up's words said "It is free", but an item's kind is drawn from the wall (a potion
until an s tile, a scroll until an m or p tile, other items 1d9); only gold and an s1 take no
tile. What the words say is what the engine does."""

from __future__ import annotations

import pytest

from jongrogue.engine import Game
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.sim.bot import GreedyBot


def _draws_by_purpose(seeds=range(1, 30)) -> dict[str, set[str]]:
    """For each kind of tile picked up (gold p, s1, another item): the purposes of the tiles
    the pick-up drew ("none": it drew nothing)."""
    seen: dict[str, set[str]] = {}
    bot = GreedyBot()
    for seed in seeds:
        g = Game.new(seed)
        while g.legal_commands():
            c = bot.choose(g)
            if c.type == "pick_up":
                v = g.view()
                tile = v["encounter"]["rooms"][str(v["pc"]["position"]["room"])][c.arg("slot") - 1][
                    "tile"
                ]
            events = g.execute(c)
            if c.type != "pick_up":
                continue
            purposes = {e.data["purpose"] for e in events if e.kind == "drawn"}
            kind = "gold" if tile[0] == "p" else "s1" if tile == "s1" else "item"
            seen.setdefault(kind, set()).update(purposes or {"none"})
    return seen


def test_gold_and_food_draw_nothing_and_every_item_draws_its_kind():
    seen = _draws_by_purpose()
    assert seen["gold"] == {"none"} and seen["s1"] == {"none"}
    assert {"potion_key", "scroll_key"} <= seen["item"] and "none" not in seen["item"]
    assert seen["item"] & {"melee_kind", "ranged_kind", "armour_kind"}


@pytest.mark.parametrize("lang, free, draws", [("en", "free", "draws"), ("ja", "消費", "引き")])
def test_the_pick_ups_words_say_an_items_kind_is_drawn(lang, free, draws):
    text = TextContext(lang).text("action.pick_up")
    assert free not in text and draws in text and "1d9" in text
