"""The table as the player sees it: a read-only object built from ``Game.view()`` only.

The bot never touches ``game.state``: everything it reads comes from the public view (face-up
tiles, its own sheets, the size of the wall, the discard pile). Face-down tiles are "U" in the
view and stay opaque here; the wall's order is not in the view at all.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from jongrogue.engine.memo import Memo

FACE_DOWN = "U"
_ROOM_KEYS = tuple(str(r) for r in range(1, 10))


@dataclass(frozen=True)
class Position:
    kind: str
    room: Optional[int]
    side: Optional[str]
    frm: Optional[int]
    to: Optional[int]


@dataclass(frozen=True)
class Monster:
    id: str
    hp: int
    damage: int
    states: tuple

    def has(self, state: str) -> bool:
        return state in self.states


@dataclass(frozen=True)
class Slot:
    face: str                        # up | down | unseen | empty
    tile: Optional[str]              # the code when face up, "U" when face down, None when empty
    monster: Optional[Monster]
    gold: Optional[int]


@dataclass(frozen=True)
class Item:
    sheet: str
    kind: str
    cursed: bool
    equipped: bool


@dataclass(frozen=True)
class Pc:
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


@dataclass(frozen=True)
class Floor:
    revealed: tuple
    explored: tuple
    dungeon: tuple                   # per room: its two tiles when revealed, else ("U", "U")
    corridors: dict                  # "a-b" -> open | found | hidden
    mapped: bool
    encounter: tuple                 # per room: tuple of Slot


@dataclass(frozen=True)
class Table:
    context: str
    pc: Pc
    floor: Floor
    items: tuple                     # ((Item, count), ...)
    wall_count: int
    discard: tuple
    in_hand: tuple
    end_camp_discards: tuple = ()    # what the engine suggests dropping to end a camp (§8.11)


def _monster(d) -> Optional[Monster]:
    return None if d is None else Monster(d["id"], d["hp"], d["damage"], tuple(d["states"]))


def _item(d) -> Item:
    return Item(d["sheet"], d["kind"], d["cursed"], d["equipped"])


def _slots(slots) -> tuple:
    return tuple(Slot(sl["face"], sl["tile"], _monster(sl["monster"]), sl["gold"]) for sl in slots)


def _encounter(enc) -> tuple:
    return tuple(_SLOTS.one(slots, lambda slots=slots: _slots(slots)) if (slots := enc.get(r)) else ()
                 for r in _ROOM_KEYS)


def _floor(dungeon, enc) -> Floor:
    rooms = [dungeon["rooms"][r] for r in _ROOM_KEYS]
    return Floor(revealed=tuple(d["revealed"] for d in rooms), explored=tuple(d["explored"] for d in rooms),
                 dungeon=tuple(tuple(d["tiles"]) for d in rooms), corridors=dict(dungeon["corridors"]),
                 mapped=dungeon["mapped"], encounter=_ENCOUNTER.one(enc, lambda: _encounter(enc)))


# A shared view (engine.view.shared_view) hands out the same objects for the parts that did not
# change, so their conversions are kept per view part (by identity, bounded): a view is read as
# immutable, never changed after it was given to table_of.
_SLOTS, _ENCOUNTER, _FLOOR, _ITEMS, _DISCARDS = (Memo() for _ in range(5))


def table_of(view: dict) -> Table:
    """The Table of one ``Game.view()`` (the player's view, never reveal=True)."""
    p, sh = view["pc"], view["sheets"]
    pos = p["position"]
    pc = Pc(position=Position(pos["kind"], pos["room"], pos["side"], pos["from"], pos["to"]),
            level=p["level"], marker=p["marker"], max_hp=p["max_hp"], hp=p["hp"], strength=p["strength"],
            food=p["food"], floor=p["floor"], continues=p["continues"], wind_plate=p["wind_plate"],
            has_amulet=p["has_amulet"], states=tuple(p["states"]), melee_bonus=sh["melee_bonus"],
            armour_bonus=sh["armour_bonus"])
    dungeon, enc = view["dungeon"], view["encounter"]["rooms"]
    items, discards = sh["items"], sh.get("end_camp_discards", ())
    return Table(context=view["context"], pc=pc, floor=_FLOOR.get((dungeon, enc), lambda: _floor(dungeon, enc)),
                 items=_ITEMS.one(items, lambda: tuple((_item(i), i["count"]) for i in items)),
                 wall_count=view["wall"]["count"], discard=tuple(view["discard"]), in_hand=tuple(view["in_hand"]),
                 end_camp_discards=_DISCARDS.one(discards, lambda: tuple(map(_item, discards))))
