"""The PC's attacks on monsters (§8.3.2, §8.3.4), kills, XP, levels and drops (§8.3.9)."""

from __future__ import annotations

from jongrogue.engine.core.model import Monster
from jongrogue.engine.core.queries import combat_now, monster_at
from jongrogue.engine.core.tx import Tx

from ..core import queries
from ..core.model import Item, Slot, tile_slot
from ..core.pipeline import Ctx, check, run_row
from ..core.queries import (
    ammo_stacks,
    max_hp,
    ranged_acc,
    target_mods,
    threshold,
    worn_rings,
)
from ..core.tiles import number
from .combat import take_monster_damage
from .monsters import has_ability, monster_state, seal


def _target_mods(tx: Tx, m: Monster) -> int:
    return target_mods(tx.p, m)


def hungry(tx: Tx) -> int:
    return queries.hungry(tx.state)


def melee_numbers(tx: Tx) -> tuple[int, int]:
    """(AccM, damage before the critical) of the PC's melee attack (§8.3.4)."""
    return queries.melee_numbers(tx.state, tx.rules, tx.p)


def pc_attack(tx: Tx, room: int, slot: int, *, ranged: Item | None = None) -> None:
    """モンスターに攻撃する: one melee attack, or the roll of one shot."""
    m = tx.state.slot(room, slot).monster
    ctx = Ctx(data={"room": room, "slot": slot, "monster": m, "target_mod": 0})

    def resolve(c: Ctx) -> None:
        assert m is not None, "an attack's slot holds a monster"
        d = tx.rules.monster_by_id(m.id)
        if ranged is not None:
            acc = ranged_acc(tx.state, tx.rules, ranged)
            dmg = tx.rules.kind("ranged", ranged.kind)["damage"]
        else:
            acc, dmg = melee_numbers(tx)
        target = tx.p["pc_target_base"] + d["def"] + _target_mods(tx, m) - acc
        total, tiles = tx.roll(2, "ranged_attack" if ranged else "melee_attack", target=target)
        doubles = number(tiles[0]) == number(tiles[1])
        hit = total >= target
        if hit and doubles:
            dmg *= tx.p["critical_multiplier"]
        tx.emit(
            "attack",
            by="pc",
            room=room,
            slot=slot,
            monster=m.id,  # (a paper run's view may show the slot emptied before the event)
            hit=hit,
            total=total,
            target=target,
            critical=hit and doubles,
            fumble=(not hit and doubles and ranged is None),
            damage=dmg if hit else 0,
        )
        if hit:
            damage_monster(tx, room, slot, dmg)
            run_row(tx, "monster_hit", Ctx(data={"room": room, "slot": slot}))
        elif doubles and ranged is None:
            run_row(tx, "melee_fumble", Ctx(data={"room": room, "slot": slot, "monster": m}))
        c.set(hit=hit)

    if run_row(tx, "attack_monster", ctx, resolve):
        check_kill(tx, room, slot)


def damage_monster(tx: Tx, room: int, slot: int, amount: int) -> None:
    m = monster_at(tx.state, room, slot)
    old = tx.state.slot(room, slot)
    tx.emit(
        "slot",
        room=room,
        slot=slot,
        value=old.evolve(monster=m.evolve(damage=m.damage + amount)),
        reason="damage",
    )


def check_kill(tx: Tx, room: int, slot: int) -> None:
    m = tx.state.slot(room, slot).monster
    if m is not None and m.damage >= m.hp:
        kill(tx, room, slot)


@check("mod_target_invisible")
def mod_target_invisible(tx: Tx, ctx: Ctx) -> None:
    """The +3 for an invisible target is part of the target number (never aborts)."""


@check("seal_gold_lover", option="monster_abilities")
def seal_gold_lover(tx: Tx, ctx: Ctx) -> None:
    m = tx.state.slot(ctx.room, ctx.slot).monster
    if (
        m is not None
        and tx.state.options.has("monster_abilities")
        and "gold_lover" in tx.rules.monster_by_id(m.id)["abilities"]
    ):
        seal(tx, ctx.room, ctx.slot)


@check("check_mimic")
def check_mimic(tx: Tx, ctx: Ctx) -> None:
    m = tx.state.slot(ctx.room, ctx.slot).monster
    if m is not None and m.has("disguised"):
        monster_state(tx, ctx.room, ctx.slot, "disguised", False)


@check("check_level_drain", option="monster_abilities")
def check_level_drain(tx: Tx, ctx: Ctx) -> None:
    m = tx.state.slot(ctx.room, ctx.slot).monster
    if m is not None and has_ability(tx, m, "level_drain"):
        level_drain(tx)


# ---- kills, XP, levels, drops -------------------------------------------------------------
def kill(tx: Tx, room: int, slot: int) -> None:
    m = tx.state.slot(room, slot).monster
    ctx = Ctx(data={"room": room, "slot": slot, "monster": m})

    def resolve(c: Ctx) -> None:
        assert m is not None, "a kill's slot holds the monster"
        tx.emit("slot_discarded", room=room, slot=slot, reason="killed", monster=m.id)

    run_row(tx, "kill_monster", ctx, resolve)


@check("check_gold_thief_drop", option="monster_abilities")
def check_gold_thief_drop(tx: Tx, ctx: Ctx) -> None:
    if has_ability(tx, ctx.monster, "gold_thief"):
        tx.emit(
            "slot",
            room=ctx.room,
            slot=ctx.slot,
            value=Slot(None, "up", None, tx.p["thief_drop_factor"] * tx.state.pc.floor),
            reason="gold_drop",
        )


@check("gain_xp")
def gain_xp_check(tx: Tx, ctx: Ctx) -> None:
    gain_xp(tx, tx.rules.monster_by_id(ctx.monster.id)["xp"])


def gain_xp(tx: Tx, amount: int) -> None:
    cap = tx.rules.levels["xp_cap"]
    run_row(
        tx, "gain_xp", Ctx(), lambda c: tx.set_pc("gain_xp", xp=min(cap, tx.state.pc.xp + amount))
    )


@check("level_up_check")
def level_up_check(tx: Tx, ctx: Ctx) -> None:
    cap = tx.rules.levels["level_cap"]
    mcap = tx.rules.levels["max_hp"]["marker_max"]
    while tx.state.pc.level < cap and tx.state.pc.xp >= threshold(tx.rules, tx.state.pc.level + 1):
        pc = tx.state.pc
        marker = min(mcap, pc.marker + 1)
        gain = max_hp(tx.rules, marker) - max_hp(tx.rules, pc.marker)
        tx.set_pc("level_up", level=pc.level + 1, marker=marker, hp=pc.hp + gain)


def level_drain(tx: Tx) -> None:
    pc = tx.state.pc
    if pc.level <= 1:
        tx.set_pc("level_drain", xp=0)
        return
    marker = max(tx.rules.levels["max_hp"]["marker_min"], pc.marker - 1)
    tx.set_pc(
        "level_drain",
        level=pc.level - 1,
        xp=threshold(tx.rules, pc.level) - 1,
        marker=marker,
        hp=min(pc.hp, max_hp(tx.rules, marker)),
    )


@check("item_drop")
def item_drop(tx: Tx, ctx: Ctx) -> None:
    need = tx.rules.monster_by_id(ctx.monster.id)["drop"]
    if need is None:
        return
    if need > 1 and not tx.check(1, "item_drop", ">=", need):
        return
    tile = tx.draw_until("item_drop")
    if tile is None:
        return
    if not tx.state.slot(ctx.room, ctx.slot).empty:
        tx.discard_hand()
        return
    tx.emit(
        "hand_to_slot", room=ctx.room, slot=ctx.slot, value=tile_slot(tile, "up"), reason="drop"
    )


# ---- ranged (§8.3.2) ----------------------------------------------------------------------
def shoot(tx: Tx, room: int, slot: int, kind: str) -> None:
    stack = next(it for it in ammo_stacks(tx.state) if it.kind == kind)
    m = tx.state.slot(room, slot).monster
    ctx = Ctx(data={"room": room, "slot": slot, "monster": m, "ammo": stack})
    c = combat_now(tx.state)
    tx.emit("combat", combat=c.evolve(shots=c.shots + 1))
    run_row(tx, "ranged_attack", ctx, lambda cx: pc_attack(tx, room, slot, ranged=stack))
    if ctx.get("end_phase"):
        tx.emit("combat", combat=combat_now(tx.state).evolve(ranged_over=True))


@check("gate_target_hasted")
def gate_target_hasted(tx: Tx, ctx: Ctx) -> bool:
    return not ctx.monster.has("hasted")


@check("ammo_check")
def ammo_check(tx: Tx, ctx: Ctx) -> None:
    if tx.check(1, "ammo_check", "==", tx.p["ammo_loss"]["equals"]):
        tx.emit("item", item=ctx.ammo, delta=-1, reason="ammo_used_up")


@check("fire_breath_counter", option="monster_abilities")
def fire_breath_counter(tx: Tx, ctx: Ctx) -> None:
    m = tx.state.slot(ctx.room, ctx.slot).monster
    if m is None or m.has("asleep") or m.has("deep_asleep"):
        return
    if has_ability(tx, m, "fire_breath"):
        total, _ = tx.roll(1, "fire_breath")
        take_monster_damage(tx, ctx.room, ctx.slot, total)


__all__ = ["pc_attack", "shoot", "kill", "gain_xp", "level_drain", "worn_rings"]
