"""Combat (§8.3): start, ranged phase, melee turns, monster attacks, combat end."""

from __future__ import annotations

from jongrogue.engine.core.queries import combat_now, monster_at, room_here
from jongrogue.engine.core.tx import Tx

from ..core.model import Combat
from ..core.pipeline import Ctx, check, run_row
from ..core.queries import (
    PEACEFUL,
    front_monster,
    hostile_monsters,
    living_monsters,
    monster_target,
    pcs_room,
    usable_ranged,
)
from .monsters import monster_state


def combat_context(tx: Tx, context: str, combat: Combat | None) -> None:
    tx.emit("context", context=context, combat=combat)


def start_combat(tx: Tx, *, deliberate: bool = False, ranged: bool = True) -> None:
    """戦闘を始める: after = ranged phase, post = melee combat."""
    tx.emit("combat", combat=Combat(phase="ranged", ranged_over=not ranged, deliberate=deliberate))
    run_row(tx, "start_combat", Ctx())


def can_shoot(tx: Tx) -> bool:
    pc = tx.state.pc
    return bool(usable_ranged(tx.state)) and not (pc.has("asleep") or pc.has("frozen"))


@check("ranged_phase")
def ranged_phase(tx: Tx, ctx: Ctx) -> None:
    c = combat_now(tx.state)
    if not c.ranged_over and can_shoot(tx):
        combat_context(tx, "ranged_phase", c.evolve(phase="ranged"))


@check("melee_combat")
def melee_combat(tx: Tx, ctx: Ctx) -> None:
    if tx.state.context != "ranged_phase":
        begin_melee(tx)


def begin_melee(tx: Tx) -> None:
    """After the ranged phase: melee turns while a hostile monster remains (or the PC opened
    the fight on a sleeping monster from inside the room)."""
    c = combat_now(tx.state)
    room = pcs_room(tx.state)
    opening = (
        c.deliberate
        and c.shots == 0
        and tx.state.pc.position.kind == "room"
        and living_monsters(tx.state, room)
    )
    if hostile_targets(tx) or opening:
        combat_context(tx, "combat_turn", c.evolve(phase="melee", turn=1, ranged_over=True))
    else:
        if c.deliberate:
            _no_melee_note(tx, room)
        end_combat(tx)


def _no_melee_note(tx: Tx, room: int | None) -> None:
    """A fight the PC opened on a monster that is not hostile ends without melee when that
    monster is still not hostile (at a door: asleep, so not the front monster): the log says
    why, naming it."""
    for slot, m in living_monsters(tx.state, room):
        state = next((s for s in PEACEFUL if m.has(s)), None)
        if state is not None:
            at = tx.state.pc.position.kind
            tx.note("no_melee", monster=m.id, slot=slot, state=state, at=at)
            return


def hostile_targets(tx: Tx) -> list[int]:
    room = pcs_room(tx.state)
    if room is None:
        return []
    if tx.state.pc.position.kind == "door":
        f = front_monster(tx.state, room)
        return [f] if f else []
    return [i for i, _ in hostile_monsters(tx.state, room)]


def end_combat(tx: Tx) -> None:
    """§8.3.7 combat end (designed extension row combat_end: clear frozen, reset ranged flag)."""
    if tx.state.combat is None and tx.state.context not in (
        "choice",
        "turn_end",
        "combat_turn",
        "ranged_phase",
    ):
        return
    run_row(tx, "combat_end", Ctx(), lambda c: combat_context(tx, "explore", None))


@check("reset_ranged_flag")
def reset_ranged_flag(tx: Tx, ctx: Ctx) -> None:
    if tx.state.combat is not None:
        tx.emit("combat", combat=None)


@check("end_ranged_phase")
def end_ranged_phase_check(tx: Tx, ctx: Ctx) -> None:
    c = tx.state.combat
    if c is not None and not c.ranged_over:
        tx.emit("combat", combat=c.evolve(ranged_over=True))


# ---- monster attacks (§8.3.5) -------------------------------------------------------------
def monster_phase(tx: Tx) -> None:
    room = room_here(tx.state)
    turn = combat_now(tx.state).turn
    for slot in hostile_targets(tx):
        m = tx.state.slot(room, slot).monster
        if m is None:
            continue
        attacks = tx.p["hasted_attacks"] if m.has("hasted") else 1
        if m.has("slowed") and (turn % 2 == 1) == (tx.p["slowed_attacks_on"] == "even"):
            attacks = 0
        for _ in range(attacks):
            m = tx.state.slot(room, slot).monster
            if m is None or tx.state.pc.position.kind == "corridor" or pcs_room(tx.state) != room:
                return
            monster_attack(tx, room, slot)


def monster_attack(tx: Tx, room: int, slot: int) -> None:
    m = monster_at(tx.state, room, slot)
    d = tx.rules.monster_by_id(m.id)
    ctx = Ctx(data={"room": room, "slot": slot, "monster": m})

    def resolve(c: Ctx) -> None:
        target = monster_target(tx.state, tx.rules, tx.p, m)
        total, tiles = tx.roll(2, "monster_attack", target=target)
        tx.emit(
            "attack", by=m.id, room=room, slot=slot, hit=total >= target, total=total, target=target
        )
        if total >= target:
            take_monster_damage(tx, room, slot, d["dmg"])

    run_row(tx, "monster_attacks", ctx, resolve)


def take_monster_damage(tx: Tx, room: int, slot: int, amount: int) -> None:
    m = monster_at(tx.state, room, slot)
    run_row(
        tx,
        "take_monster_damage",
        Ctx(data={"room": room, "slot": slot, "monster": m, "amount": amount, "cause": m.id}),
    )


# ---- the turn end (§8.3.3 step 3) ---------------------------------------------------------
def end_turn(tx: Tx) -> None:
    run_row(tx, "combat_turn_end", Ctx())


@check("choose_continue_or_flee")
def choose_continue_or_flee(tx: Tx, ctx: Ctx) -> None:
    if tx.state.combat is None:
        return
    if hostile_targets(tx):
        combat_context(tx, "turn_end", tx.state.combat)
    else:
        end_combat(tx)


def next_turn(tx: Tx) -> None:
    c = combat_now(tx.state)
    combat_context(tx, "combat_turn", c.evolve(turn=c.turn + 1, frozen_spent=False))


def wake_target(tx: Tx, ctx: Ctx, state: str) -> None:
    m = tx.state.slot(ctx.room, ctx.slot).monster
    if m is not None and m.has(state):  # (usually awake already: nothing to do)
        monster_state(tx, ctx.room, ctx.slot, state, False)


@check("wake_target_asleep")
def wake_target_asleep(tx: Tx, ctx: Ctx) -> None:
    wake_target(tx, ctx, "asleep")


@check("wake_target_deep_asleep")
def wake_target_deep_asleep(tx: Tx, ctx: Ctx) -> None:
    wake_target(tx, ctx, "deep_asleep")
