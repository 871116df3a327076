"""Game setup (§4) and floor setup (§5): the box, the opening table, dealing a floor, the start
room and encounter processing (§8.2), arrival and teleport (§8.1.4–8.1.5)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from jongrogue.data import Rules
from jongrogue.engine.core.model import Options
from jongrogue.engine.core.tx import Tx

from ..core.model import (
    Floor,
    Item,
    Pc,
    Slot,
    State,
    at_door,
    deal_key,
    in_room,
    item_key,
    tile_slot,
)
from ..core.pipeline import Ctx, check, run_row
from ..core.places import dungeon_pair, face_down_slots
from ..core.queries import slot_kind
from ..core.rng import shuffled
from ..core.tiles import box_composition, direction_between, number, number_tiles
from .combat import end_combat
from .monsters import create_monster, monster_encounter


def _complete(prefix: Iterable[str], pool: list[str], what: str) -> list[str]:
    """Put `prefix` on top of the seeded order `pool` (the injected tiles must exist)."""
    rest = list(pool)
    for t in prefix:
        try:
            rest.remove(t)
        except ValueError:
            raise ValueError(f"box_order: too many {t!r} tiles for the {what}") from None
    return list(prefix) + rest


def new_state(
    seed: int,
    options: Options,
    rules: Rules,
    box_order: Any = None,
    created: str = "",
    deal: str = "seed",
) -> State:
    """The opening table before the first floor's deal; ``deal``: how the hidden tiles derive
    from the seed (State.deal)."""
    key = deal_key(seed, options.mode, deal)
    ident = options.has("identification")
    zones = box_composition(rules, ident)
    inj: dict[str, Any] = box_order if isinstance(box_order, dict) else {"wall": box_order or []}
    if not isinstance(inj.get("wall", []), (list, tuple)) or not all(
        isinstance(t, str) for t in inj.get("wall", [])
    ):
        raise ValueError("box_order: the wall must be a list of tile codes")
    wall = _complete(
        inj.get("wall", []), shuffled(key, "wall", 0, sorted(zones["wall"].elements())), "wall"
    )
    dungeon_orders = inj.get("dungeon", [])
    if dungeon_orders and isinstance(dungeon_orders[0], str):
        dungeon_orders = [dungeon_orders]
    box = sorted(zones["dungeon"].elements())
    for order in dungeon_orders:
        if not isinstance(order, (list, tuple)) or sorted(map(str, order)) != box:
            raise ValueError(
                "box_order: each dungeon deal must be an order of the 18 dungeon tiles"
            )
    potion_links: tuple[tuple[str, bool], ...] = ()
    scroll_links: tuple[tuple[str, bool], ...] = ()
    if ident:
        links = inj.get("links", {})
        p = _complete(
            links.get("potions", []),
            shuffled(key, "potion_links", 0, number_tiles(1)[18:]),
            "potion links",
        )
        q = _complete(
            links.get("scrolls", []),
            shuffled(key, "scroll_links", 0, number_tiles(1)[:18]),
            "scroll links",
        )
        potion_links = tuple((t, False) for t in p)
        scroll_links = tuple((t, False) for t in q)
    st = rules.params_for(options.plus)["start"]
    pc = Pc(
        position=in_room(5),
        level=st["level"],
        xp=st["xp"],
        marker=st["max_hp_marker"],
        hp=st["hp"],
        strength=st["strength"],
        gold=st["gold"],
        food=st["food"],
        floor=st["floor"],
        deepest=st["floor"],
        wind_plate=st["wind_plate"],
    )
    kit = Counter(Item(k["sheet"], k["kind"], k["cursed"], k["equipped"]) for k in st["kit"])
    items = tuple(sorted(kit.items(), key=item_key))
    empty = Floor(dungeon=(), revealed=(False,) * 9, explored=(False,) * 9)
    return State(
        options=options,
        seed=seed,
        wall=tuple(wall),
        discard=(),
        in_hand=(),
        status_field=("p1",),
        spare=tuple(zones["spare"].elements()),
        potion_links=potion_links,
        scroll_links=scroll_links,
        dungeon_box=tuple(sorted(zones["dungeon"].elements())),
        floor=empty,
        pc=pc,
        items=items,
        dungeon_orders=tuple(tuple(o) for o in dungeon_orders),
        created=created,
        deal=deal,
    )


def floor_setup(tx: Tx) -> None:
    """§5.1–5.6 for the PC's current floor number."""
    s = tx.state
    if s.floor.dungeon:
        # §5.1: the encounter tiles go onto the discard pile, which lies face up, so its
        # face-down tiles are turned up (a paper run asks for each one)
        tx.turn_up(face_down_slots(s), "clear_floor")
        tx.emit("floor_cleared")
    k = tx.state.deals
    if k < len(tx.state.dungeon_orders):
        order = list(tx.state.dungeon_orders[k])
    else:
        order = shuffled(tx.state.deal_seed, "dungeon", k, sorted(tx.state.dungeon_box))
    tx.emit("dungeon_dealt", tiles=tuple(order))
    tx.emit("state", set={"deals": k + 1})
    epochs = []
    for room in range(1, 10):
        for slot in range(1, 5):
            epochs.append(tx.state.reshuffles)
            tile = tx.draw("deal")
            tx.emit(
                "hand_to_slot", room=room, slot=slot, value=tile_slot(tile, "down"), reason="deal"
            )
    tx.emit("state", set={"deal_epochs": tuple(epochs)})
    total, tiles = tx.roll(1, "start_room")
    start = total
    tx.turn_up(dungeon_pair(start), "start_room")
    tx.emit("room_revealed", room=start)
    tx.emit("position", to=in_room(start), reason="start_room")
    encounter_processing(tx, start)


def encounter_processing(tx: Tx, room: int) -> None:
    """遭遇処理 (§8.2)."""
    ctx = Ctx(data={"room": room, "blind": False})

    def resolve(c: Ctx) -> None:
        revealed = []
        for i, slot in enumerate(tx.state.floor.encounter[room - 1], 1):
            if slot.tile is None or slot.face != "down":
                continue
            tx.turn_up((("slot", room, i),), "encounter")
            slot = tx.state.slot(room, i)
            kind = slot_kind(slot.tile)
            if c.blind and kind != "monster":
                tx.emit(
                    "slot", room=room, slot=i, value=tile_slot(slot.tile, "unseen"), reason="unseen"
                )
                continue
            monster = create_monster(tx, slot.tile) if kind == "monster" and slot.tile else None
            value = (
                Slot(slot.tile, "up", monster)
                if monster is not None
                else tile_slot(slot.tile, "up")
            )
            tx.emit("slot", room=room, slot=i, value=value, reason="revealed")
            if monster is not None:
                revealed.append(i)
        for i in revealed:
            monster_encounter(tx, room, i)

    run_row(tx, "encounter_processing", ctx, resolve)
    tx.emit("room_explored", room=room)


@check("check_pc_blind_encounter")
def check_pc_blind_encounter(tx: Tx, ctx: Ctx) -> None:
    if tx.state.pc.has("blind"):
        ctx.set(blind=True)


@check("check_pc_levitating_loot")
def check_pc_levitating_loot(tx: Tx, ctx: Ctx) -> None:
    if tx.state.pc.has("levitating"):
        tx.note("loot_out_of_reach", room=ctx.room)


def arrive(tx: Tx, room: int) -> None:
    """Arrival (§6.5 step 5): reveal the room; process it if unexplored."""
    if not tx.state.floor.revealed[room - 1]:
        tx.turn_up(dungeon_pair(room), "arrival")
        tx.emit("room_revealed", room=room)
    if not tx.state.floor.explored[room - 1]:
        encounter_processing(tx, room)


@check("arrival")
def arrival(tx: Tx, ctx: Ctx) -> None:
    """Corridor→door: the PC reaches AT_DOOR(dest, side facing the corridor); teleport: the room."""
    if ctx.get("dest") is not None:
        tx.emit(
            "position", to=at_door(ctx.dest, direction_between(ctx.dest, ctx.other)), reason="move"
        )
        arrive(tx, ctx.dest)
    else:
        arrive(tx, ctx.arrive_room)


def teleport(tx: Tx) -> None:
    """§8.1.5: 1d9 = room n (redraw while n is the current room); combat ends."""
    pos = tx.state.pc.position
    while True:
        n, _ = tx.roll(1, "teleport")
        if not (pos.kind == "room" and n == pos.room):
            break
    end_combat(tx)

    def resolve(c: Ctx) -> None:
        tx.emit("position", to=in_room(n), reason="teleport")
        tx.emit("teleported", room=n)

    run_row(tx, "teleport", Ctx(data={"arrive_room": n}), resolve)


__all__ = ["new_state", "floor_setup", "encounter_processing", "teleport", "arrive", "number"]
