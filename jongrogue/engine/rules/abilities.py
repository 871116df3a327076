"""Monster abilities on the take-damage after-list (§8.7), rust and item theft."""

from __future__ import annotations

from typing import Any

from jongrogue.engine.core.model import State
from jongrogue.engine.core.tx import Tx

from ..core.model import Item
from ..core.pipeline import Ctx, check, run_row
from ..core.queries import equipped, worn_rings
from ..core.tx import PcDied
from .checks import lose_strength
from .monsters import has_ability

THEFT_SHEETS = ("rings", "potions", "scrolls", "ranged", "melee", "armour")


def _active(tx: Tx, ctx: Ctx, ability: str) -> bool:
    m = tx.state.slot(ctx.room, ctx.slot).monster
    return m is not None and has_ability(tx, m, ability)


def vanish(tx: Tx, room: int, slot: int) -> None:
    tx.emit("slot_discarded", room=room, slot=slot, reason="vanished")


@check("freeze_roll", option="monster_abilities")
def freeze_roll(tx: Tx, ctx: Ctx) -> None:
    if _active(tx, ctx, "freeze") and tx.check(1, "freeze_roll", "<=", tx.p["freeze"]["at_most"]):
        if tx.state.pc.has("frozen"):
            raise PcDied("frozen_to_death")
        tx.add_state("frozen")


@check("poison_roll", option="monster_abilities")
def poison_roll(tx: Tx, ctx: Ctx) -> None:
    if _active(tx, ctx, "poison") and tx.check(1, "poison_roll", "<=", tx.p["poison"]["at_most"]):
        tx.add_state("poisoned")


@check("check_gold_theft", option="monster_abilities")
def check_gold_theft(tx: Tx, ctx: Ctx) -> None:
    if _active(tx, ctx, "gold_thief") and tx.state.pc.gold > 0:
        loss = min(tx.state.pc.gold, tx.p["thief_steal_factor"] * tx.state.pc.floor)
        tx.set_pc("gold_theft", gold=tx.state.pc.gold - loss)
        vanish(tx, ctx.room, ctx.slot)


@check("check_rust", option="monster_abilities")
def check_rust(tx: Tx, ctx: Ctx) -> None:
    if _active(tx, ctx, "rust"):
        armour_rusts(tx)


def armour_rusts(tx: Tx) -> None:
    worn = equipped(tx.state, "armour")

    def resolve(c: Ctx) -> None:
        if worn and tx.rules.kind("armour", worn[0].kind)["rusts"]:
            lo = tx.p["bonus"]["min"]
            tx.set_pc("rust", armour_bonus=max(lo, tx.state.pc.armour_bonus - 1))

    run_row(tx, "armour_rusts", Ctx(), resolve)


@check("gate_armour_protected")
def gate_armour_protected(tx: Tx, ctx: Ctx) -> bool:
    return not tx.state.pc.has("armour_protected")


@check("gate_ring_maintain_armour", option="rings")
def gate_ring_maintain_armour(tx: Tx, ctx: Ctx) -> bool:
    return not (tx.state.options.has("rings") and worn_rings(tx.state, "maintain_armour"))


@check("check_item_theft", option="monster_abilities")
def check_item_theft(tx: Tx, ctx: Ctx) -> None:
    if _active(tx, ctx, "item_thief"):
        run_row(tx, "item_theft_triggers", Ctx(data={"room": ctx.room, "slot": ctx.slot}))


def theft_order(state: State) -> list[Item]:
    """Carried (not equipped) units in sheet order: rows top to bottom, uncursed first,
    unidentified strips after their sheet's rows."""
    units = []
    for sheet in THEFT_SHEETS:
        rows = [it for it, n in state.items if it.sheet == sheet and not it.equipped]
        rows.sort(
            key=lambda it: (it.kind.startswith("key:"), _row_index(sheet, it.kind), it.cursed)
        )
        for it in rows:
            units += [it] * state.count(it)
    return units


_ROW_ORDER = {
    "rings": [
        "teleportation",
        "see_invisible",
        "increase_strength",
        "maintain_armour",
        "adornment",
    ],
    "potions": [
        "healing",
        "extra_healing",
        "increase_strength",
        "restore_strength",
        "raise_level",
        "clairvoyance",
        "blindness",
        "confusion",
        "levitation",
    ],
    "scrolls": [
        "protect_armour",
        "hold_monster",
        "enchant_weapon",
        "enchant_armour",
        "identify",
        "teleport",
        "sleep",
        "remove_curse",
        "create_monster",
        "aggravate_monsters",
        "magic_mapping",
        "teleport_away",
        "slow_monster",
        "confuse_monster",
        "make_invisible",
        "haste_monster",
        "cancellation",
        "magic_missile",
    ],
    "ranged": ["bow", "arrows", "darts", "shuriken"],
    "melee": ["dagger", "mace", "long_sword", "two_handed_sword"],
    "armour": ["leather", "ring_mail", "scale", "chain", "banded", "splint", "plate"],
}


def _row_index(sheet: str, kind: str) -> tuple[Any, ...]:
    if kind.startswith("key:"):
        t = kind[4:]
        return ("mps".index(t[0]), int(t[1]))
    return (_ROW_ORDER[sheet].index(kind), 0)


@check("steal_adornment_ring_first")
def steal_adornment_ring_first(tx: Tx, ctx: Ctx) -> None:
    adorn = [it for it, n in tx.state.items if it.sheet == "rings" and it.kind == "adornment"]
    if adorn:
        victim = adorn[0]
    else:
        units = theft_order(tx.state)
        if not units:
            return
        d, _ = tx.roll(1, "item_theft")
        victim = units[(d - 1) % len(units)]
    tx.emit("item", item=victim, delta=-1, reason="stolen")
    vanish(tx, ctx.room, ctx.slot)


@check("check_hold", option="monster_abilities")
def check_hold(tx: Tx, ctx: Ctx) -> None:
    if _active(tx, ctx, "hold"):
        tx.add_state("held")


@check("strength_drain_roll", option="monster_abilities")
def strength_drain_roll(tx: Tx, ctx: Ctx) -> None:
    if _active(tx, ctx, "strength_drain") and tx.check(
        1, "strength_drain_roll", "<=", tx.p["strength_drain"]["at_most"]
    ):
        lose_strength(tx)
