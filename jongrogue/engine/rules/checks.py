"""Checks about the PC: state gates and clears, costs (burns), HP, food, death (§6.3–6.4, §8.4–8.5)."""

from __future__ import annotations

from collections.abc import Callable

from jongrogue.engine.core.tx import Tx

from ..core.model import Pc, Slot
from ..core.pipeline import Ctx, check, run_row
from ..core.queries import max_hp, worn_rings
from ..core.tx import PcDied


# ---- gates --------------------------------------------------------------------------------
@check("gate_pc_asleep")
def gate_pc_asleep(tx: Tx, ctx: Ctx) -> bool:
    return not tx.state.pc.has("asleep")


@check("gate_pc_held")
def gate_pc_held(tx: Tx, ctx: Ctx) -> bool:
    return not tx.state.pc.has("held")


@check("gate_pc_confused")
def gate_pc_confused(tx: Tx, ctx: Ctx) -> bool:
    if not tx.state.pc.has("confused"):
        return True
    return not tx.check(1, "gate_pc_confused", "<=", tx.p["confusion_fail"]["at_most"])


@check("check_pc_confused_redirect")
def check_pc_confused_redirect(tx: Tx, ctx: Ctx) -> None:
    """Confused on corridor→door: `1d9<=4` puts the PC at the other end."""
    if tx.state.pc.has("confused") and tx.check(
        1, "check_pc_confused_redirect", "<=", tx.p["confusion_fail"]["at_most"]
    ):
        ctx.set(dest=ctx.other, other=ctx.dest, redirected=True)


@check("gate_pc_frozen")
def gate_pc_frozen(tx: Tx, ctx: Ctx) -> bool:
    if tx.state.pc.has("frozen"):
        if tx.state.combat is not None:
            tx.emit("combat", combat=tx.state.combat.evolve(frozen_spent=True))
        return False
    return True


@check("gate_pc_blind_ranged")
def gate_pc_blind_ranged(tx: Tx, ctx: Ctx) -> bool:
    if tx.state.pc.has("blind"):
        ctx.set(end_phase=True)
        return False
    return True


@check("gate_pc_levitating_trap")
def gate_pc_levitating_trap(tx: Tx, ctx: Ctx) -> bool:
    return not tx.state.pc.has("levitating")


@check("gate_in_room")
def gate_in_room(tx: Tx, ctx: Ctx) -> bool:
    return tx.state.pc.position.kind == "room"


# ---- clears -------------------------------------------------------------------------------
def _clear(state_id: str) -> Callable[[Tx, Ctx | None], None]:
    def fn(tx: Tx, ctx: Ctx | None) -> None:
        if state_id in tx.state.pc.states:  # (usually not: nothing to do)
            tx.clear_state(state_id)
            if state_id == "blind":
                reveal_unseen(tx)

    return fn


PC_STATE_CLEARS = {
    f"clear_pc_{s}": check(f"clear_pc_{s}")(_clear(s))
    for s in ("asleep", "confused", "held", "levitating", "blind", "clairvoyant", "aggravating")
}


@check("clear_pc_frozen")
def clear_pc_frozen(tx: Tx, ctx: Ctx) -> None:
    tx.clear_state("frozen")


@check("clear_pc_frozen_if_spent")
def clear_pc_frozen_if_spent(tx: Tx, ctx: Ctx) -> None:
    if tx.state.combat is not None and tx.state.combat.frozen_spent:
        tx.clear_state("frozen")


def reveal_unseen(tx: Tx) -> None:
    """When blind ends every unseen tile on the floor turns face up (§8.2)."""
    for r, room in enumerate(tx.state.floor.encounter, 1):
        for i, slot in enumerate(room, 1):
            if slot.face == "unseen":
                tx.emit(
                    "slot",
                    room=r,
                    slot=i,
                    value=Slot(slot.tile, "up", slot.monster, slot.gold),
                    reason="revealed",
                )


# ---- costs --------------------------------------------------------------------------------
def _burn(key: str) -> Callable[[Tx, Ctx], None]:
    def fn(tx: Tx, ctx: Ctx) -> None:
        tx.burn(tx.p["burn"][key], f"burn_{key}")

    return fn


BURNS = {f"burn_{k}": check(f"burn_{k}")(_burn(k)) for k in ("rest", "corridor_step", "search")}


# ---- HP -----------------------------------------------------------------------------------
def recover_hp(tx: Tx, amount: int, reason: str) -> None:
    """体力を回復する (§8.4): poison turns the recovery into 1 damage."""
    if tx.state.pc.has("poisoned"):
        tx.clear_state("poisoned")
        lose_hp(tx, 1, "poison")
        return
    ctx = Ctx(data={"amount": amount})
    run_row(
        tx,
        "recover_hp",
        ctx,
        lambda c: tx.set_pc(reason, hp=min(tx.p["hp_cap"], tx.state.pc.hp + amount)),
    )


@check("cap_hp_at_max")
def cap_hp_at_max(tx: Tx, ctx: Ctx) -> None:
    top = max_hp(tx.rules, tx.state.pc.marker)
    if tx.state.pc.hp > top:
        tx.set_pc("cap_hp_at_max", hp=top)


@check("recover_hp_rest")
def recover_hp_rest(tx: Tx, ctx: Ctx) -> None:
    rh = tx.p["rest_heal"]
    recover_hp(tx, rh["base"] + max_hp(tx.rules, tx.state.pc.marker) // rh["max_divisor"], "rest")


@check("recover_hp_step")
def recover_hp_step(tx: Tx, ctx: Ctx) -> None:
    recover_hp(tx, tx.p["step_heal"], "step")


def lose_hp(tx: Tx, amount: int, cause: str) -> None:
    run_row(
        tx,
        "lose_hp",
        Ctx(data={"amount": amount, "cause": cause}),
        lambda c: tx.set_pc("lose_hp", hp=max(0, tx.state.pc.hp - amount)),
    )


@check("lose_hp")
def lose_hp_check(tx: Tx, ctx: Ctx) -> None:
    lose_hp(tx, ctx.amount, ctx.cause)


@check("death_check")
def death_check(tx: Tx, ctx: Ctx) -> None:
    if tx.state.pc.hp <= 0:
        raise PcDied(ctx.cause)


# ---- food and the wall --------------------------------------------------------------------
def gain_food(tx: Tx, points: int, reason: str) -> None:
    """+points food points (max food.max); a hungry PC eats 1 of them at once and hunger ends."""
    if points <= 0:
        return
    food = min(tx.p["food"]["max"], tx.state.pc.food + points)
    tx.set_pc(reason, food=food)
    if tx.state.pc.has("hungry"):
        tx.set_pc(reason, food=food - 1)
        tx.clear_state("hungry")


def food_check_outcome(pc: Pc) -> str:
    """What the next food check will do to this PC (§6.4): "pay", "hungry" or "starve"."""
    if pc.food >= 1:
        return "pay"
    return "starve" if pc.has("hungry") else "hungry"


@check("food_check")
def food_check(tx: Tx, ctx: Ctx) -> None:
    """§6.4: pay 1 food point, else become hungry, else starve."""
    pc = tx.state.pc
    outcome = food_check_outcome(pc)
    if outcome == "pay":
        tx.set_pc("food_check", food=pc.food - 1)
        tx.clear_state("hungry")
    elif outcome == "hungry":
        tx.add_state("hungry")
    else:
        raise PcDied("starved")


@check("reshuffle")
def reshuffle(tx: Tx, ctx: Ctx) -> None:
    tx.reshuffle()


# ---- strength -----------------------------------------------------------------------------
def lose_strength(tx: Tx) -> None:
    lo = tx.p["strength"]["min"]
    run_row(
        tx,
        "lose_strength",
        Ctx(),
        lambda c: tx.set_pc("lose_strength", strength=max(lo, tx.state.pc.strength - 1)),
    )


@check("gate_ring_increase_strength", option="rings")
def gate_ring_increase_strength(tx: Tx, ctx: Ctx) -> bool:
    return not (
        tx.state.options.has("rings")
        and worn_rings(tx.state, "increase_strength", uncursed_only=True)
    )
