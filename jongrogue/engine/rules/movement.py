"""Movement (§8.1): the seed's four steps, search, rest (§8.10), traps (§8.8), stairs (§8.12)."""

from __future__ import annotations

from jongrogue.engine.core.queries import combat_now, room_here
from jongrogue.engine.core.tx import Tx

from ..core.model import Combat, at_door, in_corridor, in_room, tile_slot
from ..core.pipeline import Ctx, check, run_row
from ..core.queries import is_hostile, living_monsters, pcs_room, slot_kind, worn_rings
from ..core.tiles import corridor_key, neighbour, number
from .abilities import armour_rusts
from .checks import gain_food, lose_hp, lose_strength
from .combat import (
    begin_melee,
    end_combat,
    hostile_targets,
    monster_attack,
    next_turn,
    start_combat,
)
from .endings import victory
from .monsters import place_extra_monster
from .setup import floor_setup, teleport


def _after_move_room(tx: Tx, room: int, from_context: str) -> None:
    """§8.1.1: the fight goes on at the door while room r holds a hostile monster."""
    if hostile_targets(tx):
        c = tx.state.combat
        if c is None:
            c = Combat(phase="melee", turn=0, ranged_over=True)
        tx.emit(
            "context",
            context="combat_turn",
            combat=c.evolve(phase="melee", turn=c.turn + 1, ranged_over=True, frozen_spent=False),
        )
    elif tx.state.combat is not None or from_context != "explore":
        end_combat(tx)


def move_room_to_door(tx: Tx, side: str) -> None:
    room = room_here(tx.state)
    origin = tx.state.context
    ok = run_row(
        tx,
        "move_room_to_door",
        Ctx(),
        lambda c: tx.emit("position", to=at_door(room, side), reason="move"),
    )
    if ok:
        if origin != "explore":
            _after_move_room(tx, room, origin)
    elif origin in ("choice", "ranged_phase"):
        # A flee that aborts starts combat at once without a ranged phase (§8.3.1).
        if tx.state.combat is None:
            start_combat(tx, ranged=False)
        else:
            tx.emit("combat", combat=combat_now(tx.state).evolve(ranged_over=True))
            begin_melee(tx)
    elif origin == "turn_end":
        next_turn(tx)


def move_door_to_room(tx: Tx) -> None:
    room = room_here(tx.state)
    run_row(
        tx,
        "move_door_to_room",
        Ctx(),
        lambda c: tx.emit("position", to=in_room(room), reason="move"),
    )


def move_door_to_corridor(tx: Tx) -> None:
    pos = tx.state.pc.position
    origin = tx.state.context
    room, side = room_here(tx.state), pos.side
    assert side is not None, "the PC is at a door"
    other = neighbour(room, side)
    ctx = Ctx(data={"x": room, "y": other})

    def resolve(c: Ctx) -> None:
        end_combat(tx)
        tx.emit("position", to=in_corridor(room, other), reason="move")

    if not run_row(tx, "move_door_to_corridor", ctx, resolve) and origin in ("choice", "turn_end"):
        if origin == "choice":
            start_combat(tx, ranged=False)
        else:
            next_turn(tx)


def move_corridor_to_door(tx: Tx, end: str) -> None:
    pos = tx.state.pc.position
    dest, other = (pos.to, pos.frm) if end == "toward" else (pos.frm, pos.to)
    ctx = Ctx(data={"dest": dest, "other": other, "x": pos.frm, "y": pos.to})

    run_row(tx, "move_corridor_to_door", ctx, lambda c: None)


def search(tx: Tx, side: str) -> None:
    room = room_here(tx.state)
    other = neighbour(room, side)

    def resolve(c: Ctx) -> None:
        if tx.check(1, "search", ">=", tx.p["search_roll"]["at_least"]):
            assert other is not None, "a side is searched only where a room lies beyond"
            tx.emit("corridor_found", corridor=corridor_key(room, other))

    run_row(tx, "search", Ctx(), resolve)


def rest(tx: Tx) -> None:
    run_row(tx, "rest", Ctx())


@check("wandering_monster_check")
def wandering_monster_check(tx: Tx, ctx: Ctx) -> None:
    if tx.check(1, "wandering_monster_check", "<=", tx.p["wander_roll"]["at_most"]):
        pos = tx.state.pc.position
        room = pcs_room(tx.state) or pos.frm
        assert room is not None, "a corridor has the room it was entered from"
        place_extra_monster(tx, room, "wandering_monster")


@check("ring_teleport_trigger", option="rings")
def ring_teleport_trigger(tx: Tx, ctx: Ctx) -> None:
    if not tx.state.options.has("rings"):
        return
    for _ in range(worn_rings(tx.state, "teleportation")):
        if tx.check(1, "ring_teleport_trigger", "<=", tx.p["teleport_ring"]["at_most"]):
            teleport(tx)
            return


@check("check_pincer", option="pincer_attacks")
def check_pincer(tx: Tx, ctx: Ctx) -> None:
    """§8.3.10 (option pincer_attacks): candidates in both rooms of the corridor attack."""
    if not tx.state.options.has("pincer_attacks"):
        return
    picks: list[tuple[int, int | None]] = []
    rooms = (ctx.other, ctx.dest) if ctx.get("dest") is not None else (ctx.x, ctx.y)
    for room in rooms:
        cand = None
        for i, m in living_monsters(tx.state, room):
            if not is_hostile(m) or "stationary" in tx.rules.monster_by_id(m.id)["abilities"]:
                continue
            if not run_row(tx, "monster_moves", Ctx(data={"monster": m})):
                continue
            if not run_row(tx, "monster_pincers", Ctx(data={"monster": m})):
                continue
            cand = i
            break
        picks.append((room, cand))
    attackers = [(room, slot) for room, slot in picks if slot is not None]
    if len(attackers) == len(picks):
        for room, slot in attackers:
            if tx.state.slot(room, slot).monster is not None:
                monster_attack(tx, room, slot)


# ---- traps (§8.8) -------------------------------------------------------------------------
@check("trap_check")
def trap_check(tx: Tx, ctx: Ctx) -> None:
    room = room_here(tx.state)
    tr = tx.p["trap_roll"]
    for i in range(1, 9):
        s = tx.state.slot(room, i)
        if slot_kind(s.tile) != "trap" or s.face == "down":
            continue
        limit = tr["seen_at_most"] if s.face == "up" else tr["unseen_at_most"]
        if tx.check(1, "trap_check", "<=", limit):
            trap = trigger_trap(tx, room, i)
            if trap in ("trap_door", "teleport_trap") and not tx.state.pc.has("levitating"):
                return


def trigger_trap(tx: Tx, room: int, slot: int) -> str:
    s = tx.state.slot(room, slot)
    trap: str = next(t["id"] for t in tx.rules.traps["traps"] if t["tile"] == s.tile)

    def resolve(c: Ctx) -> None:
        if s.face == "unseen":
            tx.emit("slot", room=room, slot=slot, value=tile_slot(s.tile, "up"), reason="revealed")
        tx.note("trap", trap=trap)
        if trap == "trap_door":
            if tx.state.pc.floor < tx.p["floor_cap"]:
                change_floor(tx, +1)
        elif trap == "bear_trap":
            tx.add_state("held")
        elif trap == "teleport_trap":
            teleport(tx)
        elif trap == "poison_dart_trap":
            lose_hp(tx, 1, trap)
            lose_strength(tx)
        elif trap == "sleeping_gas_trap":
            tx.add_state("asleep")
        elif trap == "rust_trap":
            armour_rusts(tx)

    run_row(tx, "trigger_trap", Ctx(data={"room": room, "slot": slot}), resolve)
    return trap


# ---- stairs and floors (§8.12) ------------------------------------------------------------
def change_floor(tx: Tx, delta: int) -> None:
    end_combat(tx)
    run_row(tx, "use_stairs", Ctx(data={"delta": delta}))


@check("game_start_procedure")
def game_start_procedure(tx: Tx, ctx: Ctx) -> None:
    pc = tx.state.pc
    new = pc.floor + ctx.delta
    if new <= 0:
        victory(tx)
        return
    tx.set_pc("floor", floor=new, deepest=max(pc.deepest, new))
    if new > pc.deepest:
        gain_food(tx, tx.p["food"]["first_arrival"], "first_arrival")
    floor_setup(tx)


def use_stairs(tx: Tx) -> None:
    pc = tx.state.pc
    delta = -1 if pc.has_amulet and pc.wind_plate == "south" else +1
    if delta > 0 and pc.floor >= tx.p["floor_cap"]:
        return
    change_floor(tx, delta)


__all__ = [
    "move_room_to_door",
    "move_door_to_room",
    "move_door_to_corridor",
    "move_corridor_to_door",
    "search",
    "rest",
    "use_stairs",
    "number",
]
