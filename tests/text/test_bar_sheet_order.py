"""The action bar's potions and scrolls come in their sheet's row order (Q 2 is the second
potion on the sheet; they came in the order of their ids, and a pick-up renumbered them)."""

from __future__ import annotations

from jongrogue.data import load_rules
from jongrogue.engine import cmd
from jongrogue.text.command_text import bar_commands, menu_numbers


def test_scrolls_and_potions_follow_their_sheets():
    scrolls = [cmd("read", kind=k) for k in ("slow_monster", "magic_mapping", "protect_armour")]
    potions = [cmd("quaff", kind=k) for k in ("levitation", "blindness", "healing")]
    bar = bar_commands([*scrolls, cmd("rest"), *potions])
    read = [c.arg("kind") for c in bar if c.type == "read"]
    quaff = [c.arg("kind") for c in bar if c.type == "quaff"]
    rules = load_rules()
    order = [s["id"] for s in rules.scrolls["scrolls"]]
    assert (
        read == sorted(read, key=order.index) == ["protect_armour", "magic_mapping", "slow_monster"]
    )
    assert quaff == ["healing", "blindness", "levitation"]
    assert menu_numbers([c for c in bar if c.type == "read"]) == [1, 2, 3]


def test_unidentified_scrolls_follow_the_known_ones_by_their_key_tile():
    bar = bar_commands(
        [cmd("read", kind="key:p2"), cmd("read", kind="teleport"), cmd("read", kind="key:m7")]
    )
    assert [c.arg("kind") for c in bar] == ["teleport", "key:m7", "key:p2"]
