"""The table as the player sees it: a read-only object built from ``Game.view()`` only.

The bot never touches ``game.state``: everything it reads comes from the public view (face-up
tiles, its own sheets, the size of the wall, the discard pile). Face-down tiles are "U" in the
view and stay opaque here; the wall's order is not in the view at all.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

FACE_DOWN = "U"


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


def table_of(view: dict) -> Table:
    """The Table of one ``Game.view()`` (the player's view, never reveal=True)."""
    p, sh = view["pc"], view["sheets"]
    pos = p["position"]
    pc = Pc(position=Position(pos["kind"], pos["room"], pos["side"], pos["from"], pos["to"]),
            level=p["level"], marker=p["marker"], max_hp=p["max_hp"], hp=p["hp"], strength=p["strength"],
            food=p["food"], floor=p["floor"], continues=p["continues"], wind_plate=p["wind_plate"],
            has_amulet=p["has_amulet"], states=tuple(p["states"]), melee_bonus=sh["melee_bonus"],
            armour_bonus=sh["armour_bonus"])
    rooms, enc = view["dungeon"]["rooms"], view["encounter"]["rooms"]
    floor = Floor(
        revealed=tuple(rooms[str(r)]["revealed"] for r in range(1, 10)),
        explored=tuple(rooms[str(r)]["explored"] for r in range(1, 10)),
        dungeon=tuple(tuple(rooms[str(r)]["tiles"]) for r in range(1, 10)),
        corridors=dict(view["dungeon"]["corridors"]), mapped=view["dungeon"]["mapped"],
        encounter=tuple(tuple(Slot(sl["face"], sl["tile"], _monster(sl["monster"]), sl["gold"])
                              for sl in enc.get(str(r), ())) for r in range(1, 10)))
    items = tuple((Item(i["sheet"], i["kind"], i["cursed"], i["equipped"]), i["count"]) for i in sh["items"])
    return Table(context=view["context"], pc=pc, floor=floor, items=items, wall_count=view["wall"]["count"],
                 discard=tuple(view["discard"]), in_hand=tuple(view["in_hand"]),
                 end_camp_discards=tuple(Item(d["sheet"], d["kind"], d["cursed"], d["equipped"])
                                         for d in sh.get("end_camp_discards", ())))
