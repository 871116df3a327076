"""The table as the player sees it: a read-only object built from ``Game.view()`` only.

The bot never touches ``game.state``: everything it reads comes from the public view (face-up
tiles, its own sheets, the size of the wall, the discard pile). Face-down tiles are "U" in the
view and stay opaque here; the wall's order is not in the view at all.

The records are named tuples (immutable, and quick to build: the bot reads one table per
decision).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from jongrogue.engine.core.memo import Last, Memo, RowMemo, cells

FACE_DOWN = "U"
_ROOM_KEYS = tuple(str(r) for r in range(1, 10))


class Position(NamedTuple):
    kind: str
    room: int | None
    side: str | None
    frm: int | None
    to: int | None


class Monster(NamedTuple):
    id: str
    hp: int
    damage: int
    states: tuple

    def has(self, state: str) -> bool:
        return state in self.states


class Slot(NamedTuple):
    face: str  # up | down | unseen | empty
    tile: str | None  # the code when face up, "U" when face down, None when empty
    monster: Monster | None
    gold: int | None


class Item(NamedTuple):
    sheet: str
    kind: str
    cursed: bool
    equipped: bool


class Pc(NamedTuple):
    position: Position
    level: int
    marker: int
    max_hp: int
    hp: int
    strength: int
    food: int
    floor: int
    continues: int
    wind_plate: str
    has_amulet: bool
    states: tuple
    melee_bonus: int
    armour_bonus: int

    def has(self, state: str) -> bool:
        return state in self.states


class Floor(NamedTuple):
    revealed: tuple
    explored: tuple
    dungeon: tuple  # per room: its two tiles when revealed, else ("U", "U")
    corridors: dict  # "a-b" -> open | found | hidden
    mapped: bool
    encounter: tuple  # per room: tuple of Slot


class Table(NamedTuple):
    context: str
    pc: Pc
    floor: Floor
    items: tuple  # ((Item, count), ...)
    wall_count: int
    discard: tuple
    in_hand: tuple
    end_camp_discards: tuple = ()  # what the engine suggests dropping to end a camp (§8.11)


def _monster(d) -> Monster | None:
    return None if d is None else Monster(d["id"], d["hp"], d["damage"], tuple(d["states"]))


def _item(d) -> Item:
    return Item(d["sheet"], d["kind"], d["cursed"], d["equipped"])


def _slot(sl) -> Slot:
    return Slot(sl["face"], sl["tile"], _monster(sl["monster"]), sl["gold"])


def _cell(sl) -> Slot:
    return _SLOT.one(sl, _slot, sl)


def _items(items) -> tuple:
    return tuple((_item(i), i["count"]) for i in items)


def _discards(items) -> tuple:
    return tuple(map(_item, items))


def _slots(slots, old, values) -> tuple:
    return tuple(cells(slots, old, values, _cell))


def _pc(p, melee_bonus, armour_bonus) -> Pc:
    pos = p["position"]
    return Pc(
        Position(pos["kind"], pos["room"], pos["side"], pos["from"], pos["to"]),
        p["level"],
        p["marker"],
        p["max_hp"],
        p["hp"],
        p["strength"],
        p["food"],
        p["floor"],
        p["continues"],
        p["wind_plate"],
        p["has_amulet"],
        tuple(p["states"]),
        melee_bonus,
        armour_bonus,
    )


def _map(
    dungeon,
) -> tuple[tuple[Any, ...], tuple[Any, ...], tuple[Any, ...], dict[str, Any], bool]:
    """(revealed, explored, dungeon, corridors, mapped) of the view's dungeon part."""
    rooms = [dungeon["rooms"][r] for r in _ROOM_KEYS]
    return (
        tuple(d["revealed"] for d in rooms),
        tuple(d["explored"] for d in rooms),
        tuple(tuple(d["tiles"]) for d in rooms),
        dict(dungeon["corridors"]),
        dungeon["mapped"],
    )


# A shared view (engine.view.shared_view) hands out the same objects for the parts that did not
# change, so their conversions are kept per view part (by identity: the last one, and slots in a
# bounded memo): a view is read as immutable, never changed after it was given to table_of.
_SLOTS = RowMemo()
_SLOT = Memo()
_ENCOUNTER, _MAP, _FLOOR, _ITEMS, _DISCARDS, _PC = (Last() for _ in range(6))


def _encounter(enc) -> tuple:
    return tuple(_SLOTS.rows([enc.get(r, ()) for r in _ROOM_KEYS], _slots))


def _floor(dungeon, enc) -> Floor:
    return Floor(*_MAP.one(dungeon, _map, dungeon), _ENCOUNTER.one(enc, _encounter, enc))


def table_of(view: dict) -> Table:
    """The Table of one ``Game.view()`` (the player's view, never reveal=True)."""
    p, sh = view["pc"], view["sheets"]
    melee, armour = sh["melee_bonus"], sh["armour_bonus"]
    pc = _PC.one(p, _pc, p, melee, armour)
    if pc.melee_bonus != melee or pc.armour_bonus != armour:  # (the bonuses are on the sheets)
        pc = _pc(p, melee, armour)
    dungeon, enc = view["dungeon"], view["encounter"]["rooms"]
    items, discards = sh["items"], sh.get("end_camp_discards", ())
    return Table(
        view["context"],
        pc,
        _FLOOR.get((dungeon, enc), _floor, dungeon, enc),
        _ITEMS.one(items, _items, items),
        view["wall"]["count"],
        tuple(view["discard"]),
        tuple(view["in_hand"]),
        _DISCARDS.one(discards, _discards, discards),
    )
