"""Camp (§8.11): equip, unequip, discard, end camp with the carry limits (§9.11)."""

from __future__ import annotations

from typing import Any

from jongrogue.data import Rules
from jongrogue.engine.core.model import State
from jongrogue.engine.core.tx import Tx

from ..core.model import Item
from ..core.pipeline import Ctx, check, run_row
from ..core.queries import equipped

EQUIPPABLE = ("melee", "armour", "rings")


# `n` is state.count(item), which the caller (the legal commands, looping over the items) has.
def can_equip(state: State, rules: Rules, item: Item, n: int) -> bool:
    if item.sheet not in EQUIPPABLE or item.equipped or not n:
        return False
    worn = equipped(state, item.sheet)
    if item.sheet == "rings":
        most: int = rules.params["rings_equipped_max"]
        return len(worn) < most
    return not any(w.cursed for w in worn)  # a cursed equipped item cannot be swapped out


def can_unequip(item: Item, n: int) -> bool:
    return item.equipped and not item.cursed and n > 0


def can_discard(item: Item, n: int) -> bool:
    return n > 0 and not (item.equipped and item.cursed)


def _bonus_field(sheet: str) -> str | None:
    return {"melee": "melee_bonus", "armour": "armour_bonus"}.get(sheet)


def equip(tx: Tx, item: Item) -> None:
    for worn in equipped(tx.state, item.sheet):
        if item.sheet != "rings":
            unequip(tx, worn)
    tx.emit("item", item=item, delta=-1, reason="equip")
    tx.emit("item", item=Item(item.sheet, item.kind, item.cursed, True), delta=1, reason="equip")
    field = _bonus_field(item.sheet)
    if field:
        tx.set_pc("equip", **{field: -1 if item.cursed else 0})
    if item.sheet == "rings" and item.kind == "see_invisible":
        run_row(tx, "equip_ring_see_invisible", Ctx())


def unequip(tx: Tx, item: Item) -> None:
    tx.emit("item", item=item, delta=-1, reason="unequip")
    tx.emit("item", item=Item(item.sheet, item.kind, item.cursed, False), delta=1, reason="unequip")
    field = _bonus_field(item.sheet)
    if field:
        tx.set_pc("unequip", **{field: 0})
    if item.sheet == "armour":
        tx.clear_state("armour_protected")


def discard(tx: Tx, item: Item) -> None:
    if item.equipped:
        unequip(tx, item)
        item = Item(item.sheet, item.kind, item.cursed, False)
    tx.emit("item", item=item, delta=-1, reason="discard")


def end_camp(tx: Tx) -> None:
    run_row(tx, "end_camp", Ctx(), lambda c: None)
    tx.emit("context", context="explore", combat=None)


def carry_counts(state: State, rules: Rules) -> dict[str, tuple[int, int]]:
    """Sheet → (post-its held, carry limit) for every item sheet of this rule set (§9.11)."""
    held: dict[str, int] = {}
    for it, c in state.items:  # (one pass over the items, not one per sheet)
        held[it.sheet] = held.get(it.sheet, 0) + c
    out = {}
    for sheet, limit in rules.params["carry_limits"].items():
        if sheet == "rings" and not state.options.has("rings"):
            continue
        out[sheet] = (held.get(sheet, 0), limit)
    return out


def over_limit(state: State, rules: Rules) -> dict[str, int]:
    """Sheet → number of post-its above its carry limit."""
    return {
        sheet: n - limit for sheet, (n, limit) in carry_counts(state, rules).items() if n > limit
    }


def _value(rules: Rules, item: Item) -> int:
    if item.kind.startswith("key:"):
        return 0
    value: int = rules.kind(item.sheet, item.kind)["value"]
    return value


# The last answer of end_camp_discards, (items, options, rules, discards): the legal commands
# of every camp state and the view ask, and the items rarely change between two states. The
# key holds the objects themselves, so identity is a safe test; read and replaced as one tuple
# (the advisor runs games in threads).
_DISCARDS: list[Any] = [(None, None, None, ())]


def end_camp_discards(state: State, rules: Rules) -> list[Item]:
    """The post-its over the carry limits (§8.11, §9.11), one Item each, as a suggestion: over a
    sheet's limit the carried items first — cursed first, then the least valuable; cursed
    equipped items always stay; a second bow always goes. The player chooses what to discard;
    end_camp is legal only when this is empty."""
    items, options, rules_, out = _DISCARDS[0]
    if not (items is state.items and options is state.options and rules_ is rules):
        out = tuple(_end_camp_discards(state, rules))
        _DISCARDS[0] = state.items, state.options, rules, out
    return list(out)


def _end_camp_discards(state: State, rules: Rules) -> list[Item]:
    out: list[Item] = []
    for sheet, excess in over_limit(state, rules).items():
        units = [
            it
            for it, n in state.items
            if it.sheet == sheet
            for _ in range(n)
            if not (it.equipped and it.cursed)
        ]
        units.sort(key=lambda it: (it.equipped, -it.cursed, _value(rules, it)))
        out += units[:excess]
    bows = [
        it for it, n in state.items if it.sheet == "ranged" and it.kind == "bow" for _ in range(n)
    ]
    left = list(bows)
    for it in out:
        if it in left:
            left.remove(it)
    left.sort(key=lambda i: not i.cursed)
    out += left[: max(0, len(left) - rules.params["ranged_bow_max"])]
    return out


@check("discard_over_limit")
def discard_over_limit(tx: Tx, ctx: Ctx) -> None:
    """最大所持数を越えたアイテムを全て捨てる: the player has already discarded by choice
    (end_camp is not legal before); this only verifies it."""
    assert not end_camp_discards(tx.state, tx.rules), "end_camp over a carry limit"
