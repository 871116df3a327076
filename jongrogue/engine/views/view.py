"""view(): the JSON-serialisable table, and census() of every tile.

Most of a view derives from immutable parts of the state that a command rarely changes (the
dungeon map, an encounter room's slots, the item sheets), so those parts are built once per
part object (by identity) and kept while that object is the last asked for (memo.Last; slots,
which come back, in a bounded memo.Memo). ``shared_view`` returns
them as they are: equal to ``view``'s output, but its lists and dicts are shared with other
views and must not be changed (the simulator's bot only reads). ``view`` returns fresh copies,
which its callers may edit.
"""

from __future__ import annotations

from collections.abc import Iterable
from copy import deepcopy
from typing import Any

from jongrogue.data import Rules
from jongrogue.engine.core.model import Item, Monster, Pc, Slot, State

from ..core.memo import Last, Memo, RowMemo, cells
from ..core.model import to_data
from ..core.queries import corridor_status, doors, has_stairs, max_hp
from ..core.tiles import ALL_CORRIDORS, neighbour
from ..rules.camp import carry_counts, end_camp_discards
from ..rules.checks import food_check_outcome
from ..rules.paper import pending_of, request

FACE_DOWN = "U"
_CORRIDORS = tuple((key, tuple(map(int, key.split("-")))) for key in ALL_CORRIDORS)
_NO_ROOMS = ((),) * 9


def _monster(m: Monster | None) -> dict[str, Any] | None:
    if m is None:
        return None
    return {"id": m.id, "hp": m.hp, "damage": m.damage, "states": list(m.states)}


def _slot(slot: Slot, reveal: bool, clairvoyant: bool) -> dict[str, Any]:
    tile = slot.tile
    if tile is None and slot.gold is None:  # Slot.empty
        return {"tile": None, "face": "empty", "monster": None, "gold": None}
    up = slot.face == "up"
    shown = up or reveal or (clairvoyant and tile is not None)
    return {
        "tile": tile if (shown and tile) else (FACE_DOWN if tile else None),
        "face": slot.face,
        "monster": _monster(slot.monster),
        "gold": slot.gold,
        "peek": clairvoyant and not up,
    }


def _dungeon(state: State, reveal: bool) -> dict[str, Any]:
    fl = state.floor
    rooms = {key: _room(state, r, reveal) for r, key in enumerate(_ROOM_KEYS, 1)}
    corridors = _CORRIDOR.get(
        (fl.dungeon, fl.revealed, fl.found, fl.mapped), lambda: _corridors(state)
    )
    return {"rooms": rooms, "corridors": corridors, "mapped": fl.mapped}


def _room(state: State, r: int, reveal: bool) -> dict[str, Any]:
    """Room r's part of the map: it depends only on the values in the key (its tiles, revealed,
    explored), so rooms are kept by value, shared by every floor and state with that room."""
    fl = state.floor
    key = (
        r,
        fl.dungeon[r - 1] if fl.dungeon else None,
        fl.revealed[r - 1],
        fl.explored[r - 1],
        reveal,
    )
    room: dict[str, Any] | None = _ROOMS.get(key)
    if room is None:
        if len(_ROOMS) >= ROOM_CACHE:
            _ROOMS.clear()
        up = fl.revealed[r - 1]
        tiles = list(fl.dungeon[r - 1]) if fl.dungeon and (up or reveal) else [FACE_DOWN, FACE_DOWN]
        sides = sorted(doors(state, r))
        room = _ROOMS[key] = {
            "tiles": tiles,
            "revealed": up,
            "explored": fl.explored[r - 1],
            "doors": sides,
            "dead_doors": [d for d in sides if neighbour(r, d) is None],
            "stairs": bool(fl.dungeon) and up and has_stairs(state, r),
        }
    return room


def _corridors(state: State) -> dict[str, Any]:
    return {
        key: corridor_status(state, a, b) if state.floor.dungeon else "hidden"
        for key, (a, b) in _CORRIDORS
    }


def _item(it: Item) -> dict[str, Any]:
    return {"sheet": it.sheet, "kind": it.kind, "cursed": it.cursed, "equipped": it.equipped}


def _item_list(items: Iterable[tuple[Item, int]]) -> list[dict[str, Any]]:
    return [{**_item(it), "count": n} for it, n in items]


def _items(state: State, rules: Rules) -> tuple[Any, ...]:
    """(items, carry, end_camp_discards) of the sheets."""
    return (
        _ITEM_LIST.one(state.items, lambda: _item_list(state.items)),
        {
            sheet: {"count": n, "limit": limit}
            for sheet, (n, limit) in carry_counts(state, rules).items()
        },
        [_item(it) for it in end_camp_discards(state, rules)],
    )


def _links(links: Iterable[tuple[str, bool]], reveal: bool) -> list[dict[str, Any]]:
    return [{"tile": t if (up or reveal) else FACE_DOWN, "face_up": up} for t, up in links]


_DUNGEON, _CORRIDOR, _ENCOUNTER, _ITEMS, _ITEM_LIST, _COMBAT, _SCORE = (Last() for _ in range(7))
ROOM_CACHE = 4096
# (room, tiles, revealed, explored, reveal) -> the room's map part
_ROOMS: dict[tuple[int, tuple[str, ...] | None, bool, bool, bool], dict[str, Any]] = {}
_FLAGS = tuple((reveal, clairvoyant) for reveal in (False, True) for clairvoyant in (False, True))
_ROOM = {flags: RowMemo() for flags in _FLAGS}
_SLOT = {flags: Memo() for flags in _FLAGS}  # plain slots are interned: shared by many rooms
_PC = Last()
_ROOM_KEYS = tuple(str(r) for r in range(1, 10))


def _board(state: State, rules: Rules, reveal: bool) -> tuple[Any, ...]:
    """The shared parts of the board: (pc, dungeon, encounter rooms)."""
    fl = state.floor
    pc = _PC.get((state.pc, rules), _pc, state.pc, rules)
    dungeon = _DUNGEON.get(
        (fl.dungeon, fl.revealed, fl.explored, fl.found, fl.mapped, reveal), _dungeon, state, reveal
    )
    clairvoyant = state.pc.has("clairvoyant")
    enc = _ENCOUNTER.get(
        (fl.encounter, reveal, clairvoyant), _encounter, fl.encounter, reveal, clairvoyant
    )
    return pc, dungeon, enc


def _parts(state: State, rules: Rules, reveal: bool) -> tuple[Any, ...]:
    """The shared parts: (pc, dungeon, encounter rooms, (items, carry, discards), combat, score card)."""
    pc, dungeon, enc = _board(state, rules, reveal)
    items = _ITEMS.get((state.items, state.options, rules), lambda: _items(state, rules))
    combat = _COMBAT.one(state.combat, lambda: to_data(state.combat))
    score = _SCORE.one(state.score_card, lambda: [to_data(r) for r in state.score_card])
    return pc, dungeon, enc, items, combat, score


def _encounter(
    rooms: tuple[tuple[Slot, ...], ...], reveal: bool, clairvoyant: bool
) -> dict[str, list[dict[str, Any]]]:
    """Room -> slots; a room tuple that did not change keeps its list (a command changes a few)."""
    slots = _SLOT[reveal, clairvoyant]

    def cell(slot: Slot) -> dict[str, Any]:
        return slots.one(slot, _slot, slot, reveal, clairvoyant)

    lists = _ROOM[reveal, clairvoyant].rows(
        rooms or _NO_ROOMS, lambda room, old, values: cells(room, old, values, cell)
    )
    return dict(zip(_ROOM_KEYS, lists))


def _pc(pc: Pc, rules: Rules) -> tuple[dict[str, Any], str]:
    """(the view's pc dict, the food check's outcome)."""
    return (
        {
            "position": pc.position.to_dict(),
            "level": pc.level,
            "xp": pc.xp,
            "marker": pc.marker,
            "max_hp": max_hp(rules, pc.marker),
            "hp": pc.hp,
            "strength": pc.strength,
            "gold": pc.gold,
            "food": pc.food,
            "floor": pc.floor,
            "deepest": pc.deepest,
            "wind_plate": pc.wind_plate,
            "has_amulet": pc.has_amulet,
            "states": list(pc.states),
            "continues": pc.continues,
        },
        food_check_outcome(pc),
    )


def _assemble(
    state: State,
    rules: Rules,
    reveal: bool,
    pc_part: tuple[dict[str, Any], str],
    dungeon: dict[str, Any],
    enc: dict[str, list[dict[str, Any]]],
    items: tuple[Any, ...],
    combat: Any,
    score: list[Any],
) -> dict[str, Any]:
    pc = state.pc
    sheets = {
        "items": items[0],
        "melee_bonus": pc.melee_bonus,
        "armour_bonus": pc.armour_bonus,
        "potion_links": _links(state.potion_links, reveal),
        "scroll_links": _links(state.scroll_links, reveal),
        "status_field": list(state.status_field),
        "carry": items[1],
        "end_camp_discards": items[2],
    }
    return {
        "ruleset": state.options.ruleset,
        "options": sorted(state.options.plus),
        "mode": state.options.mode,
        "context": state.context,
        "pc": pc_part[0],
        "wall": {
            "count": len(state.wall),
            "food_check": pc_part[1],
            **({"tiles": list(state.wall)} if reveal else {}),
        },
        "discard": list(state.discard),
        "in_hand": list(state.in_hand),
        "dungeon": dungeon,
        "encounter": {"rooms": enc},
        "combat": combat,
        "sheets": sheets,
        "score_card": score,
        "victory_sheet": _victory(state.victory_sheet),
        "death_cause": state.death_cause,
        "reshuffles": state.reshuffles,
        **({"paper": request(state)} if state.options.tiles == "paper" else {}),
    }


def shown_state(state: State) -> State:
    """The state the table shows: a paper run waiting for a tile shows the table as the tiles
    entered so far left it (rules/paper.Pending.preview), not as it was before the command."""
    pending = pending_of(state)
    return pending.preview if pending is not None and pending.preview is not None else state


def _waiting(out: dict[str, Any], state: State, board: State) -> dict[str, Any]:
    """The board's view with the waiting state's context and request."""
    if board is not state:
        out["context"], out["paper"] = state.context, request(state)
    return out


def shared_view(state: State, rules: Rules, reveal: bool = False) -> dict[str, Any]:
    """The view, sharing unchanged parts with earlier views: read it, never change it."""
    board = shown_state(state)
    return _waiting(_assemble(board, rules, reveal, *_parts(board, rules, reveal)), state, board)


def table_view(state: State, rules: Rules) -> dict[str, Any]:
    """The parts of ``shared_view`` (unrevealed) that a bot's table reads, and nothing else:
    context, pc, dungeon, encounter, wall count, discard pile, hand, the sheets' items and
    bonuses, and the camp's end_camp_discards (in camp only). The same shared objects as
    shared_view's, except ``discard`` and ``in_hand``: the state's own tuples (read-only, equal
    items). The simulator plays thousands of games on it; read it, never change it."""
    (pc, food_check), dungeon, enc = _board(state, rules, False)
    p = state.pc
    sheets = {
        "items": _ITEM_LIST.one(state.items, _item_list, state.items),
        "melee_bonus": p.melee_bonus,
        "armour_bonus": p.armour_bonus,
    }
    if state.context == "camp":
        sheets["end_camp_discards"] = _ITEMS.get(
            (state.items, state.options, rules), lambda: _items(state, rules)
        )[2]
    return {
        "context": state.context,
        "pc": pc,
        "wall": {"count": len(state.wall)},
        "discard": state.discard,
        "in_hand": state.in_hand,
        "dungeon": dungeon,
        "encounter": {"rooms": enc},
        "sheets": sheets,
    }


def view(state: State, rules: Rules, reveal: bool = False) -> dict[str, Any]:
    """The view as fresh objects (the caller may change it)."""
    board = shown_state(state)
    (pc, food_check), dungeon, enc, (items, carry, discards), combat, score = _parts(
        board, rules, reveal
    )
    pc = ({**pc, "position": dict(pc["position"]), "states": list(pc["states"])}, food_check)
    dungeon = {
        "rooms": {
            k: {
                **d,
                "tiles": list(d["tiles"]),
                "doors": list(d["doors"]),
                "dead_doors": list(d["dead_doors"]),
            }
            for k, d in dungeon["rooms"].items()
        },
        "corridors": dict(dungeon["corridors"]),
        "mapped": dungeon["mapped"],
    }
    enc = {k: [_fresh_slot(d) for d in slots] for k, slots in enc.items()}
    items = (
        [dict(d) for d in items],
        {k: dict(d) for k, d in carry.items()},
        [dict(d) for d in discards],
    )
    return _waiting(
        _assemble(board, rules, reveal, pc, dungeon, enc, items, deepcopy(combat), deepcopy(score)),
        state,
        board,
    )


def _fresh_slot(d: dict[str, Any]) -> dict[str, Any]:
    m = d["monster"]
    if m is None:
        return dict(d)
    return {**d, "monster": {**m, "states": list(m["states"])}}


def _victory(sheet: tuple[Any, ...] | None) -> dict[str, Any] | None:
    if sheet is None:
        return None
    d = dict(sheet)
    d["items"] = [dict(line) for line in d["items"]]
    return d


def census(state: State) -> dict[str, list[str]]:
    fl = state.floor
    return {
        "wall": list(state.wall),
        "discard": list(state.discard),
        "in_hand": list(state.in_hand),
        "dungeon_map": [t for pair in fl.dungeon for t in pair] + list(state.dungeon_box),
        "encounter_map": [s.tile for room in fl.encounter for s in room if s.tile],
        "link_slots": [t for t, _ in state.potion_links + state.scroll_links],
        "status_field": list(state.status_field) + list(state.spare),
    }
