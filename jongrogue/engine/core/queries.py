"""Read-only questions about a state: doors, corridors, monsters, equipment, derived numbers."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from jongrogue.data import Rules

from .memo import Last, Memo
from .model import Combat, Item, Monster, Slot, State
from .tiles import (
    DIRECTIONS,
    STAIRS_TILES,
    WIND_DIRECTION,
    corridor_key,
    direction_between,
    neighbour,
    suit,
)


def doors(state: State, room: int) -> frozenset[str]:
    """Sides with a wind tile in a revealed room (§5.5); dead doors included."""
    if not state.floor.revealed[room - 1]:
        return frozenset()
    return _pair_doors(state.floor.dungeon[room - 1])


@lru_cache(maxsize=64)
def _pair_doors(pair: tuple[Any, ...]) -> frozenset[str]:
    return frozenset(WIND_DIRECTION[t] for t in pair if t in WIND_DIRECTION)


def has_stairs(state: State, room: int) -> bool:
    return any(t in STAIRS_TILES for t in state.floor.dungeon[room - 1])


def known_open(state: State, a: int, b: int) -> bool:
    fl = state.floor
    if fl.mapped or corridor_key(a, b) in fl.found:
        return True
    return direction_between(a, b) in doors(state, a) or direction_between(b, a) in doors(state, b)


def corridor_status(state: State, a: int, b: int) -> str:
    if corridor_key(a, b) in state.floor.found:
        return "found"
    return "open" if known_open(state, a, b) else "hidden"


# The last answer of open_sides, ((room, dungeon, revealed, found, mapped), sides): the floor's
# corridor knowledge rarely changes between two states (the legal commands ask at each one).
# The key holds the tuples themselves, so identity is a safe test; read and replaced as one
# tuple (the advisor runs games in threads).
_SIDES: list[Any] = [((None, None, None, None, None), ())]


def open_sides(state: State, room: int) -> list[str]:
    fl = state.floor
    (r, dungeon, revealed, found, mapped), sides = _SIDES[0]
    if not (
        r == room
        and dungeon is fl.dungeon
        and revealed is fl.revealed
        and found is fl.found
        and mapped == fl.mapped
    ):
        sides = tuple(
            d for d in DIRECTIONS if (n := neighbour(room, d)) and known_open(state, room, n)
        )
        _SIDES[0] = (room, fl.dungeon, fl.revealed, fl.found, fl.mapped), sides
    return list(sides)


def pcs_room(state: State) -> int | None:
    pos = state.pc.position
    return pos.room if pos.kind in ("room", "door") else None


def room_here(state: State) -> int:
    """The PC's room, for the rules that run only in a room or at one of its doors."""
    room = state.pc.position.room
    assert room is not None, "the PC is in a room or at a door"
    return room


def monster_at(state: State, room: int, slot: int) -> Monster:
    """The monster in a slot, for the rules that act on one there."""
    monster = state.slot(room, slot).monster
    assert monster is not None, f"a monster is in room {room} slot {slot}"
    return monster


def combat_now(state: State) -> Combat:
    """The combat, for the rules that run only in one."""
    combat = state.combat
    assert combat is not None, "a combat is under way"
    return combat


# Rooms are immutable tuples shared from state to state, and rules ask for a room's monsters
# several times per command (settle at every one): the answers are kept per room object.
_LIVING = Memo()


def _room_monsters(
    row: tuple[Slot, ...],
) -> tuple[tuple[tuple[int, Monster], ...], tuple[tuple[int, Monster], ...]]:
    """(living, hostile) of a room: (slot index, Monster) of its revealed living monsters."""
    living = tuple(
        (i, s.monster) for i, s in enumerate(row, 1) if s.monster is not None and s.face == "up"
    )
    return living, tuple(entry for entry in living if is_hostile(entry[1]))


def living_monsters(state: State, room: int | None) -> tuple[tuple[int, Monster], ...]:
    """(slot index, Monster) of revealed living monsters, slot order."""
    if room is None:
        return ()
    row = state.floor.encounter[room - 1]
    return _LIVING.one(row, _room_monsters, row)[0]


# The last answer: (encounter map, its living monsters), read and replaced as one tuple so that
# games in other threads (the advisor's rollouts) cannot mix two answers.
_FLOOR: list[Any] = [(None, ())]


def floor_monsters(state: State) -> tuple[tuple[int, int, Monster], ...]:
    """(room, slot index, Monster) of every revealed living monster on the floor, room by room
    (rules clear a state from all of them at every action; usually there is nothing to do)."""
    rooms = state.floor.encounter
    hit = _FLOOR[0]
    if hit[0] is not rooms:
        hit = (
            rooms,
            tuple(
                (r, i, m) for r in range(1, len(rooms) + 1) for i, m in living_monsters(state, r)
            ),
        )
        _FLOOR[0] = hit
    monsters: tuple[tuple[int, int, Monster], ...] = hit[1]
    return monsters


# the states of a monster that is not hostile (it neither attacks nor fights at a door), the
# commonest first
PEACEFUL = ("asleep", "deep_asleep", "guarding", "disguised")
_PEACEFUL = frozenset(PEACEFUL)


def is_hostile(monster: Monster) -> bool:
    return _PEACEFUL.isdisjoint(monster.states)


def hostile_monsters(state: State, room: int | None) -> tuple[tuple[int, Monster], ...]:
    """The living monsters that are hostile (awake, not guarding or disguised)."""
    if room is None:
        return ()
    row = state.floor.encounter[room - 1]
    return _LIVING.one(row, _room_monsters, row)[1]


def front_monster(state: State, room: int) -> int | None:
    h = hostile_monsters(state, room)
    return h[0][0] if h else None


# Answers that depend on the items alone (equipped units per sheet, ammo stacks), kept per
# items tuple as {question: answer}: every attack and most legal lists ask, and the items rarely
# change.
_BY_ITEMS = Last()


def _items_memo(items: tuple[Any, ...]) -> dict[str, Any]:
    return _BY_ITEMS.one(items, dict)


def equipped(state: State, sheet: str) -> list[Item]:
    memo = _items_memo(state.items)
    by_sheet = memo.get("equipped")
    if by_sheet is None:
        units: dict[str, list[Any]] = {}
        for it, n in state.items:
            if it.equipped:
                units.setdefault(it.sheet, []).extend([it] * n)
        by_sheet = memo["equipped"] = {k: tuple(v) for k, v in units.items()}
    return list(by_sheet.get(sheet, ()))


def carried(state: State, sheet: str | None = None) -> list[tuple[Item, int]]:
    return [(it, n) for it, n in state.items if sheet is None or it.sheet == sheet]


def worn_rings(state: State, kind: str, *, uncursed_only: bool = False) -> int:
    return sum(
        1
        for it in equipped(state, "rings")
        if it.kind == kind and not (uncursed_only and it.cursed)
    )


def armour_value(state: State, rules: Rules) -> int:
    worn = equipped(state, "armour")
    if not worn:
        return 0
    base: int = rules.kind("armour", worn[0].kind)["base"]
    return max(0, base + state.pc.armour_bonus)


def target_mods(p: Mapping[str, Any], m: Monster) -> int:
    """What the PC's attack target gains against this monster: invisible +, asleep − (§8.3.4)."""
    mod = 0
    if m.has("invisible"):
        mod += p["invisible_target_mod"]
    if m.has("asleep") or m.has("deep_asleep"):
        mod += p["sleeping_target_mod"]
    return mod


def melee_numbers(state: State, rules: Rules, p: Mapping[str, Any]) -> tuple[int, int]:
    """(AccM, damage before the critical) of the PC's melee attack (§8.3.4)."""
    pc = state.pc
    weapon = equipped(state, "melee")
    w = rules.kind("melee", weapon[0].kind) if weapon else rules.weapons["bare_hands"]
    bonus = pc.melee_bonus if weapon else 0
    ring = 0
    if state.options.has("rings"):
        for it in equipped(state, "rings"):
            if it.kind == "increase_strength":
                ring += -p["ring_strength_mod"] if it.cursed else p["ring_strength_mod"]
    acc = accuracy(rules, pc.level) + w["hit"] + bonus - hungry(state)
    dmg = max(1, w["damage"] + bonus + pc.strength + ring)
    return acc, dmg


def ranged_acc(state: State, rules: Rules, ammo: Item) -> int:
    """The PC's accuracy shooting ``ammo`` (§8.3.2): a cursed stack −1, arrows from a cursed bow −1."""
    bow = [it for it, n in state.items if it.kind == "bow"]
    acc = accuracy(rules, state.pc.level) - hungry(state) - int(ammo.cursed)
    if ammo.kind == "arrows" and bow and all(b.cursed for b in bow):
        acc -= 1
    return acc


def monster_target(state: State, rules: Rules, p: Mapping[str, Any], m: Monster) -> int:
    """What a monster's 2d9 must reach to hit the PC (§8.3.5)."""
    target: int = (
        p["mon_target_base"] + armour_value(state, rules) - rules.monster_by_id(m.id)["acc"]
    )
    return target


def hungry(state: State) -> int:
    return 1 if state.pc.has("hungry") else 0


def max_hp(rules: Rules, marker: int) -> int:
    m = rules.levels["max_hp"]
    hp: int = m["per_marker"] * marker + m["base"]
    return hp


def accuracy(rules: Rules, level: int) -> int:
    divisor: int = rules.levels["accuracy_divisor"]
    return level // divisor


def threshold(rules: Rules, level: int) -> int:
    xp: int = rules.levels["xp_thresholds"][level]
    return xp


_AMMO_ORDER = tuple(
    (kind, cursed) for kind in ("arrows", "darts", "shuriken") for cursed in (False, True)
)


def ammo_stacks(state: State) -> list[Item]:
    """Usable ammo post-its (unequipped ranged stacks) in use order, uncursed first: arrows
    need a carried bow."""
    memo = _items_memo(state.items)
    stacks = memo.get("ammo")
    if stacks is None:
        stacks = memo["ammo"] = tuple(_ammo_stacks(state.items))
    return list(stacks)


def _ammo_stacks(items: tuple[Any, ...]) -> list[Item]:
    have_bow = False
    stacks = {}
    for it, n in items:
        if it.sheet == "ranged":
            if it.kind == "bow":
                have_bow = True
            elif n and not it.equipped:
                stacks[it.kind, it.cursed] = it
    return [
        stacks[key] for key in _AMMO_ORDER if key in stacks and (key[0] != "arrows" or have_bow)
    ]


def usable_ranged(state: State) -> list[str]:
    memo = _items_memo(state.items)
    kinds = memo.get("ranged")
    if kinds is None:
        seen = []
        for it in ammo_stacks(state):
            if it.kind not in seen:
                seen.append(it.kind)
        kinds = memo["ranged"] = tuple(seen)
    return list(kinds)


def window_index(rules: Rules, floor: int, n: int) -> int:
    w = rules.params["window"]
    s: int = min(w["floor_factor"] * floor + w["offset"], w["max_start"])
    return max(1, s + n - 1)


def monster_for(rules: Rules, floor: int, tile: str) -> Mapping[str, Any]:
    return rules.monster(window_index(rules, floor, int(tile[1])))


def slot_kind(tile: str | None) -> str | None:
    """monster | trap | gold | item for an encounter tile (§3.1)."""
    if tile is None:
        return None
    s, n = suit(tile), int(tile[1])
    if s == "m":
        return "monster"
    if s == "p":
        return "trap" if n <= 6 else "gold"
    return "item"


# A room's pickable slots, kept per room object like _LIVING.
_PICKABLE = Last()


def pickable(state: State, room: int) -> list[int]:
    row = state.floor.encounter[room - 1]
    return list(_PICKABLE.one(row, _pickable, row))


def _pickable(row: tuple[Any, ...]) -> list[int]:
    out = []
    for i, slot in enumerate(row, 1):
        if slot.face != "up" or slot.monster is not None:
            continue
        if slot.gold is not None or slot_kind(slot.tile) in ("gold", "item"):
            out.append(i)
    return out
