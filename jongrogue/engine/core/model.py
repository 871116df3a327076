"""The immutable table state. Every field is plain data (tuples, ints, strings, frozen
dataclasses), so a state can be hashed, compared and shared between undo snapshots."""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from functools import lru_cache
from typing import Optional

from .canonical import Canonical


OPTION_IDS = ("identification", "forced_end_bonus", "victory_bonus", "rings", "curses",
              "monster_abilities", "pincer_attacks")


@dataclass(frozen=True, repr=False)
class Options(Canonical):
    """Rule-set selection. ruleset "ez" or "ez_plus"; plus = EZ Plus option ids; mode
    "practice" (undo across revealed information) or "challenge" (the 1 % mode)."""

    ruleset: str = "ez"
    plus: tuple = ()                # stored sorted, so the state's repr is canonical
    mode: str = "practice"
    # "paper": the player's own tiles, entered as they turn up (rules/paper.py). Kept out of the
    # repr (and so the state hash) as the journal header records it, so digital hashes stay.
    tiles: str = field(default="digital", repr=False)

    def __post_init__(self):
        if self.ruleset not in ("ez", "ez_plus") or self.mode not in ("practice", "challenge"):
            raise ValueError(f"unknown rule set / mode: {self.ruleset!r} / {self.mode!r}")
        if self.tiles not in ("digital", "paper"):
            raise ValueError(f"unknown tiles: {self.tiles!r} (digital or paper)")
        plus = tuple(sorted(set(self.plus)))
        unknown = set(plus) - set(OPTION_IDS)
        if unknown or (plus and self.ruleset == "ez"):
            raise ValueError(f"options {sorted(unknown) or list(plus)} are not EZ Plus options of this rule set")
        object.__setattr__(self, "plus", plus)

    def has(self, option: str) -> bool:
        return option in self.plus

    def to_dict(self) -> dict:
        d = {"ruleset": self.ruleset, "plus": sorted(self.plus), "mode": self.mode}
        return d | {"tiles": self.tiles} if self.tiles != "digital" else d

    @classmethod
    def from_dict(cls, d: dict) -> "Options":
        return cls(ruleset=d["ruleset"], plus=tuple(d.get("plus", ())), mode=d.get("mode", "practice"),
                   tiles=d.get("tiles", "digital"))


@dataclass(frozen=True, repr=False)
class Position(Canonical):
    kind: str                       # room | door | corridor
    room: Optional[int] = None      # room / door: the room
    side: Optional[str] = None      # door: the side (east/south/west/north)
    frm: Optional[int] = None       # corridor: entered from
    to: Optional[int] = None        # corridor: heading to

    def to_dict(self) -> dict:
        """Every key always present (None where it does not apply), as the view lists them."""
        return {"kind": self.kind, "room": self.room, "side": self.side, "from": self.frm, "to": self.to}


# Positions are immutable values: one object each, so a moved PC reuses its position's repr.
@lru_cache(maxsize=None)
def in_room(r: int) -> Position:
    return Position("room", room=r)


@lru_cache(maxsize=None)
def at_door(r: int, side: str) -> Position:
    return Position("door", room=r, side=side)


@lru_cache(maxsize=None)
def in_corridor(a: int, b: int) -> Position:
    return Position("corridor", frm=a, to=b)


@dataclass(frozen=True, repr=False)
class Monster(Canonical):
    id: str
    hp: int                         # full HP
    damage: int = 0                 # damage counter
    states: tuple = ()              # sorted state ids

    def has(self, s: str) -> bool:
        return s in self.states


@dataclass(frozen=True, repr=False)
class Slot(Canonical):
    """One encounter-map slot: a tile (face down / up / unseen), maybe a monster on it, or a
    gold counter without a tile (a leprechaun's drop)."""

    tile: Optional[str] = None
    face: str = "down"              # down | up | unseen
    monster: Optional[Monster] = None
    gold: Optional[int] = None

    @property
    def empty(self) -> bool:
        return self.tile is None and self.gold is None


EMPTY_SLOT = Slot()


@lru_cache(maxsize=None)
def tile_slot(tile: str, face: str) -> Slot:
    """A slot holding just a tile: one object per (tile, face), so a floor deal or a reveal
    reuses its repr (the state hash formats every new slot object)."""
    return Slot(tile, face)


@dataclass(frozen=True, repr=False)
class Item(Canonical):
    """A post-it on an item sheet. sheet: melee|ranged|armour|rings|potions|scrolls;
    kind: the row id, or "key:<tile>" for an unidentified strip cell."""

    sheet: str
    kind: str
    cursed: bool = False
    equipped: bool = False


@dataclass(frozen=True, repr=False)
class Pc(Canonical):
    position: Position
    level: int
    xp: int
    marker: int                     # max-HP marker position n: max HP = 2n + 2
    hp: int
    strength: int
    gold: int
    food: int
    floor: int
    deepest: int
    wind_plate: str                 # east (descending) | south (ascending)
    has_amulet: bool = False
    states: tuple = ()
    continues: int = 0
    melee_bonus: int = 0
    armour_bonus: int = 0

    def has(self, s: str) -> bool:
        return s in self.states


@dataclass(frozen=True, repr=False)
class Combat(Canonical):
    phase: str                      # ranged | melee
    shots: int = 0                  # ranged shots made
    turn: int = 0                   # melee turn counter (starts at 1)
    frozen_spent: bool = False
    ranged_over: bool = False       # no (new) ranged phase in this combat
    deliberate: bool = False        # opened by attack(slot) on a non-hostile monster


@dataclass(frozen=True, repr=False)
class Floor(Canonical):
    _incremental = True             # (a class attribute, not a field: see canonical.py)
    dungeon: tuple                  # 9 × (tileA, tileB)
    revealed: tuple                 # 9 bools
    explored: tuple                 # 9 bools
    found: tuple = ()               # corridor keys with a "found" post-it
    mapped: bool = False            # magic mapping read on this floor
    encounter: tuple = ()           # 9 × 8 Slots


@dataclass(frozen=True, repr=False)
class ScoreRow(Canonical):
    result: str
    floor: int
    deepest: int
    level: int
    gold: int
    score: int
    cause: str
    continues: int
    ruleset: str


@dataclass(frozen=True, repr=False)
class State(Canonical):
    _incremental = True             # (a class attribute, not a field: see canonical.py)
    options: Options
    seed: int
    wall: tuple
    discard: tuple
    in_hand: tuple
    status_field: tuple             # the set-aside p1 (PC token)
    spare: tuple                    # identification: the spare p1
    potion_links: tuple             # identification: 9 × (tile, face_up)
    scroll_links: tuple             # identification: 18 × (tile, face_up)
    dungeon_box: tuple              # dungeon tiles not on the map (between floors)
    floor: Floor
    pc: Pc
    items: tuple                    # sorted tuple of (Item, count)
    context: str = "explore"
    combat: Optional[Combat] = None
    reshuffles: int = 0
    deals: int = 0                  # floor deals so far (seeds the dungeon shuffle)
    amulet_found: bool = False
    score_card: tuple = ()
    victory_sheet: Optional[tuple] = None
    death_cause: Optional[str] = None
    dungeon_orders: tuple = ()     # injected dungeon deals (tests), consumed in order
    created: str = ""
    # the reshuffle count when each dealt slot (room-major, slots 1–4) was drawn: which
    # information-set group a face-down tile belongs to (knowledge.py). Derived from the
    # history, so it stays out of the repr and thus out of the journal's state hash.
    deal_epochs: tuple = field(default=(), repr=False)
    # a paper run waiting for a tile (rules/paper.Pending): the command being resolved and the
    # tiles entered for it. The journal's commands determine it, so it stays out of the repr.
    paper: Optional[object] = field(default=None, repr=False)

    def with_pc(self, **changes) -> "State":
        return self.evolve(pc=self.pc.evolve(**changes))

    def with_floor(self, **changes) -> "State":
        return self.evolve(floor=self.floor.evolve(**changes))

    def slot(self, room: int, index: int) -> Slot:
        return self.floor.encounter[room - 1][index - 1]

    def with_slot(self, room: int, index: int, slot: Slot, **changes) -> "State":
        """The state with one encounter slot replaced (and top-level `changes` applied)."""
        rooms = rooms_with(self.floor.encounter, room, index, slot)
        return self.evolve(floor=self.floor.evolve(encounter=rooms), **changes)

    def count(self, item: Item) -> int:
        for it, n in self.items:
            if it == item:
                return n
        return 0


_ATOMS = frozenset((str, int, bool, float))


def rooms_with(rooms: tuple, room: int, index: int, slot: Slot) -> tuple:
    """The encounter map with one slot replaced (new tuples for that room and the map)."""
    row = list(rooms[room - 1])
    if not 1 <= index <= len(row):
        raise IndexError(f"no slot {index} in room {room}")
    row[index - 1] = slot
    out = list(rooms)               # (two lists: fewer new objects than slicing and joining)
    out[room - 1] = tuple(row)
    return tuple(out)


def to_data(obj):
    """Canonical plain-data form (for hashing and JSON views)."""
    if obj is None or type(obj) in _ATOMS:
        return obj
    if hasattr(obj, "__dataclass_fields__"):
        return {f.name: to_data(getattr(obj, f.name)) for f in fields(obj)}
    if isinstance(obj, (tuple, list)):
        return [to_data(v) for v in obj]
    if isinstance(obj, frozenset):
        return sorted(obj)
    return obj


def item_key(entry) -> tuple:
    it = entry[0]
    return (it.sheet, it.kind, it.cursed, it.equipped)


