"""Monsters on the encounter map: creation, states, and the monster-side checks (§8.6, §8.7)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from jongrogue.engine.core.queries import monster_at
from jongrogue.engine.core.tx import Tx

from ..core.model import Monster, Slot
from ..core.pipeline import Ctx, check, run_row
from ..core.queries import (
    floor_monsters,
    living_monsters,
    monster_for,
    pcs_room,
    slot_kind,
    worn_rings,
)


def abilities_on(tx: Tx) -> bool:
    return tx.state.options.has("monster_abilities")


def data(tx: Tx, monster: Monster) -> Mapping[str, Any]:
    return tx.rules.monster_by_id(monster.id)


def has_ability(tx: Tx, monster: Monster, ability: str) -> bool:
    """Ability active: option on, the monster has it, and it passes 封魔 (monster_uses_ability)."""
    if not abilities_on(tx) or ability not in data(tx, monster)["abilities"]:
        return False
    return run_row(tx, "monster_uses_ability", Ctx(data={"monster": monster}))


def set_monster(tx: Tx, room: int, slot: int, monster: Monster, reason: str) -> None:
    old = tx.state.slot(room, slot)
    tx.emit("slot", room=room, slot=slot, value=old.evolve(monster=monster), reason=reason)


def monster_state(tx: Tx, room: int, slot: int, state: str, on: bool) -> None:
    m = tx.state.slot(room, slot).monster
    if m is None or m.has(state) == on:
        return
    states = set(m.states)
    (states.add if on else states.discard)(state)
    set_monster(
        tx, room, slot, m.evolve(states=tuple(sorted(states))), f"{'+' if on else '-'}{state}"
    )


def create_monster(tx: Tx, tile: str) -> Monster:
    d = monster_for(tx.rules, tx.state.pc.floor, tile)
    states = []
    if abilities_on(tx):
        if "mimic" in d["abilities"]:
            states.append("disguised")
        if tx.state.pc.floor >= tx.p["haste_floor"]:
            states.append("hasted")
    return Monster(d["id"], d["hp"], 0, tuple(sorted(states)))


def monster_encounter(tx: Tx, room: int, slot: int, *, sleep_roll: bool = True) -> None:
    """モンスターと遭遇: after-list in seed order; the choice (post) is deferred (§8.2)."""
    run_row(
        tx,
        "monster_encounter",
        Ctx(data={"room": room, "slot": slot, "skip_sleep": not sleep_roll}),
    )


def place_extra_monster(tx: Tx, room: int, purpose: str) -> bool:
    """Wandering / created monster: draw until m, put it awake in the first free slot 5–8."""
    tile = tx.draw_until(purpose)  # (a wandering or created monster: Characters)
    if tile is None:
        return False
    free = [i for i in tx.p["extra_slots"] if tx.state.slot(room, i).empty]
    if not free:
        tx.discard_hand()
        tx.note("no_free_slot", room=room)
        return False
    monster = create_monster(tx, tile)
    tx.emit(
        "hand_to_slot", room=room, slot=free[0], value=Slot(tile, "up", monster), reason=purpose
    )
    monster_encounter(tx, room, free[0], sleep_roll=False)
    return True


def each_floor_monster(tx: Tx) -> tuple[Any, ...]:
    """(room, slot, Monster) of the floor's living monsters, as they are now."""
    return floor_monsters(tx.state)


# ---- monster-encounter after-list ---------------------------------------------------------
@check("check_pc_aggravating")
def check_pc_aggravating(tx: Tx, ctx: Ctx) -> None:
    if tx.state.pc.has("aggravating"):
        ctx.set(skip_sleep=True)


@check("sleep_roll")
def sleep_roll(tx: Tx, ctx: Ctx) -> None:
    if ctx.get("skip_sleep"):
        return
    at_least = tx.p["sleep_roll"]["at_least"]
    if tx.check(1, "sleep_roll", ">=", at_least, about=(ctx.room, ctx.slot)):
        monster_state(tx, ctx.room, ctx.slot, "asleep", True)


@check("check_monster_innate_invisible", option="monster_abilities")
def check_monster_innate_invisible(tx: Tx, ctx: Ctx) -> None:
    m = monster_at(tx.state, ctx.room, ctx.slot)
    if has_ability(tx, m, "innate_invisible") and not worn_rings(tx.state, "see_invisible"):
        monster_state(tx, ctx.room, ctx.slot, "invisible", True)


@check("check_gold_lover", option="monster_abilities")
def check_gold_lover(tx: Tx, ctx: Ctx) -> None:
    m = monster_at(tx.state, ctx.room, ctx.slot)
    if not has_ability(tx, m, "gold_lover"):
        return
    if any(
        s.gold is not None or (slot_kind(s.tile) == "gold" and s.face in ("up", "unseen"))
        for s in tx.state.floor.encounter[ctx.room - 1]
    ):
        monster_state(tx, ctx.room, ctx.slot, "guarding", True)


@check("choose_fight_or_flee")
def choose_fight_or_flee(tx: Tx, ctx: Ctx) -> None:
    tx.pending_choice = True


# ---- monster gates ------------------------------------------------------------------------
@check("gate_monster_asleep")
def gate_monster_asleep(tx: Tx, ctx: Ctx) -> bool:
    return not ctx.monster.has("asleep")


@check("gate_monster_deep_asleep")
def gate_monster_deep_asleep(tx: Tx, ctx: Ctx) -> bool:
    return not ctx.monster.has("deep_asleep")


@check("gate_monster_confused")
def gate_monster_confused(tx: Tx, ctx: Ctx) -> bool:
    if not ctx.monster.has("confused"):
        return True
    return not tx.check(1, "gate_monster_confused", "<=", tx.p["monster_confused_miss"]["at_most"])


@check("gate_monster_slowed")
def gate_monster_slowed(tx: Tx, ctx: Ctx) -> bool:
    return not ctx.monster.has("slowed")


@check("gate_monster_sealed")
def gate_monster_sealed(tx: Tx, ctx: Ctx) -> bool:
    return not ctx.monster.has("sealed")


def _cancel_instead(tx: Tx, ctx: Ctx, opposite: str) -> bool:
    """Haste and slow cancel each other (§8.6): the opposite state is removed, no effect."""
    if monster_at(tx.state, ctx.room, ctx.slot).has(opposite):
        monster_state(tx, ctx.room, ctx.slot, opposite, False)
        return False
    return True


@check("gate_cancel_slow_instead")
def gate_cancel_slow_instead(tx: Tx, ctx: Ctx) -> bool:
    return _cancel_instead(tx, ctx, "slowed")


@check("gate_cancel_haste_instead")
def gate_cancel_haste_instead(tx: Tx, ctx: Ctx) -> bool:
    return _cancel_instead(tx, ctx, "hasted")


@check("clear_monster_hasted")
def clear_monster_hasted(tx: Tx, ctx: Ctx) -> None:
    monster_state(tx, ctx.room, ctx.slot, "hasted", False)


@check("clear_monster_invisible")
def clear_monster_invisible(tx: Tx, ctx: Ctx) -> None:
    monster_state(tx, ctx.room, ctx.slot, "invisible", False)


def seal(tx: Tx, room: int, slot: int) -> None:
    """モンスターが「封魔状態」になる: also drops guarding and disguised [designed]."""

    def resolve(c: Ctx) -> None:
        monster_state(tx, room, slot, "sealed", True)
        monster_state(tx, room, slot, "guarding", False)
        monster_state(tx, room, slot, "disguised", False)

    run_row(tx, "monster_becomes_sealed", Ctx(data={"room": room, "slot": slot}), resolve)


def haste(tx: Tx, room: int, slot: int) -> None:
    run_row(
        tx,
        "monster_receives_haste",
        Ctx(data={"room": room, "slot": slot}),
        lambda c: monster_state(tx, room, slot, "hasted", True),
    )


def slow(tx: Tx, room: int, slot: int) -> None:
    run_row(
        tx,
        "monster_receives_slow",
        Ctx(data={"room": room, "slot": slot}),
        lambda c: monster_state(tx, room, slot, "slowed", True),
    )


@check("clear_monsters_confused")
def clear_monsters_confused(tx: Tx, ctx: Ctx) -> None:
    for r, i, m in list(each_floor_monster(tx)):
        if m.has("confused"):
            monster_state(tx, r, i, "confused", False)


@check("wake_monsters_asleep")
def wake_monsters_asleep(tx: Tx, ctx: Ctx) -> None:
    room = pcs_room(tx.state)
    if room is None:  # (a corridor: no monsters)
        return
    for i, m in living_monsters(tx.state, room):
        if m.has("asleep"):
            monster_state(tx, room, i, "asleep", False)


def clear_room_invisible(tx: Tx) -> None:
    room = pcs_room(tx.state)
    if room is None:  # (a corridor: no monsters)
        return
    for i, m in living_monsters(tx.state, room):
        if m.has("invisible"):
            monster_state(tx, room, i, "invisible", False)


@check("check_ring_see_invisible", option="rings")
def check_ring_see_invisible(tx: Tx, ctx: Ctx) -> None:
    if tx.state.options.has("rings") and worn_rings(tx.state, "see_invisible"):
        clear_room_invisible(tx)


@check("clear_room_monsters_invisible")
def clear_room_monsters_invisible(tx: Tx, ctx: Ctx) -> None:
    clear_room_invisible(tx)


@check("check_glare", option="monster_abilities")
def check_glare(tx: Tx, ctx: Ctx) -> None:
    """睨み: one roll per check event if a living, awake, non-sealed medusa is in the PC's room."""
    room = pcs_room(tx.state)
    if tx.state.pc.has("blind") or not abilities_on(tx):
        return
    for _i, m in living_monsters(tx.state, room):
        awake = not (m.has("asleep") or m.has("deep_asleep"))
        if awake and "glare" in data(tx, m)["abilities"] and has_ability(tx, m, "glare"):
            if tx.check(1, "check_glare", "<=", tx.p["glare"]["at_most"]):
                tx.add_state("confused")
            return
