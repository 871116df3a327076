"""The immutable table state. Every field is plain data (tuples, ints, strings, frozen
dataclasses), so a state can be hashed, compared and shared between undo snapshots."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from functools import cache
from typing import Any

from .canonical import Canonical

OPTION_IDS = (
    "identification",
    "forced_end_bonus",
    "victory_bonus",
    "rings",
    "curses",
    "monster_abilities",
    "pincer_attacks",
)


@dataclass(frozen=True, repr=False)
class Options(Canonical):
    """Rule-set selection. ruleset "ez" or "ez_plus"; plus = EZ Plus option ids; mode
    "practice" (undo across revealed information) or "challenge" (the 1 % mode)."""

    ruleset: str = "ez"
    plus: tuple[str, ...] = ()  # stored sorted, so the state's repr is canonical
    mode: str = "practice"
    # "paper": the player's own tiles, entered as they turn up (rules/paper.py). Kept out of the
    # repr (and so the state hash) as the journal header records it, so digital hashes stay.
    tiles: str = field(default="digital", repr=False)

    def __post_init__(self) -> None:
        if self.ruleset not in ("ez", "ez_plus") or self.mode not in ("practice", "challenge"):
            raise ValueError(f"unknown rule set / mode: {self.ruleset!r} / {self.mode!r}")
        if self.tiles not in ("digital", "paper"):
            raise ValueError(f"unknown tiles: {self.tiles!r} (digital or paper)")
        plus = tuple(sorted(set(self.plus)))
        unknown = set(plus) - set(OPTION_IDS)
        if unknown or (plus and self.ruleset == "ez"):
            raise ValueError(
                f"options {sorted(unknown) or list(plus)} are not EZ Plus options of this rule set"
            )
        object.__setattr__(self, "plus", plus)

    def has(self, option: str) -> bool:
        return option in self.plus

    def to_dict(self) -> dict[str, Any]:
        d = {"ruleset": self.ruleset, "plus": sorted(self.plus), "mode": self.mode}
        return d | {"tiles": self.tiles} if self.tiles != "digital" else d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Options:
        return cls(
            ruleset=d["ruleset"],
            plus=tuple(d.get("plus", ())),
            mode=d.get("mode", "practice"),
            tiles=d.get("tiles", "digital"),
        )


@dataclass(frozen=True, repr=False)
class Position(Canonical):
    """Where the PC stands: in a room, at a door of one, or in a corridor between two."""

    kind: str  # room | door | corridor
    room: int | None = None  # room / door: the room
    side: str | None = None  # door: the side (east/south/west/north)
    frm: int | None = None  # corridor: entered from
    to: int | None = None  # corridor: heading to

    def to_dict(self) -> dict[str, Any]:
        """Every key always present (None where it does not apply), as the view lists them."""
        return {
            "kind": self.kind,
            "room": self.room,
            "side": self.side,
            "from": self.frm,
            "to": self.to,
        }


# Positions are immutable values: one object each, so a moved PC reuses its position's repr.
@cache
def in_room(r: int) -> Position:
    return Position("room", room=r)


@cache
def at_door(r: int, side: str) -> Position:
    return Position("door", room=r, side=side)


@cache
def in_corridor(a: int, b: int) -> Position:
    return Position("corridor", frm=a, to=b)


@dataclass(frozen=True, repr=False)
class Monster(Canonical):
    """A monster on an encounter slot: its full HP, damage taken and states."""

    id: str
    hp: int  # full HP
    damage: int = 0  # damage counter
    states: tuple[str, ...] = ()  # sorted state ids

    def has(self, s: str) -> bool:
        return s in self.states


@dataclass(frozen=True, repr=False)
class Slot(Canonical):
    """One encounter-map slot: a tile (face down / up / unseen), maybe a monster on it, or a
    gold counter without a tile (a leprechaun's drop)."""

    tile: str | None = None
    face: str = "down"  # down | up | unseen
    monster: Monster | None = None
    gold: int | None = None

    @property
    def empty(self) -> bool:
        return self.tile is None and self.gold is None


EMPTY_SLOT = Slot()


@cache
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
    """The player character's sheet: position, level, HP, attributes, items and the rest."""

    position: Position
    level: int
    xp: int
    marker: int  # max-HP marker position n: max HP = 2n + 2
    hp: int
    strength: int
    gold: int
    food: int
    floor: int
    deepest: int
    wind_plate: str  # east (descending) | south (ascending)
    has_amulet: bool = False
    states: tuple[str, ...] = ()
    continues: int = 0
    melee_bonus: int = 0
    armour_bonus: int = 0

    def has(self, s: str) -> bool:
        return s in self.states


@dataclass(frozen=True, repr=False)
class Combat(Canonical):
    """The fight in progress: its phase and the counters its rules read."""

    phase: str  # ranged | melee
    shots: int = 0  # ranged shots made
    turn: int = 0  # melee turn counter (starts at 1)
    frozen_spent: bool = False
    ranged_over: bool = False  # no (new) ranged phase in this combat
    deliberate: bool = False  # opened by attack(slot) on a non-hostile monster


@dataclass(frozen=True, repr=False)
class Floor(Canonical):
    """The dungeon floor: its nine rooms' tiles and what is revealed, explored and found."""

    _incremental = True  # (a class attribute, not a field: see canonical.py)
    dungeon: tuple[tuple[str, ...], ...]  # 9 × (tileA, tileB)
    revealed: tuple[bool, ...]  # 9 bools
    explored: tuple[bool, ...]  # 9 bools
    found: tuple[Any, ...] = ()  # corridor keys with a "found" post-it
    mapped: bool = False  # magic mapping read on this floor
    encounter: tuple[tuple[Slot, ...], ...] = ()  # 9 × 8 Slots


@dataclass(frozen=True, repr=False)
class ScoreRow(Canonical):
    """One line of the score card: how a run (or a life) ended and what it scored."""

    result: str
    floor: int
    deepest: int
    level: int
    gold: int
    score: int
    cause: str | None
    continues: int
    ruleset: str


def deal_key(seed: int, mode: str, deal: str) -> int | str:
    """The key of a deal's random streams (State.deal_seed)."""
    return seed if deal == "seed" else f"{mode}:{seed}"


@dataclass(frozen=True, repr=False)
class State(Canonical):
    """The whole game at one moment, immutable: every command makes a new one."""

    _incremental = True  # (a class attribute, not a field: see canonical.py)
    options: Options
    seed: int
    wall: tuple[str, ...]
    discard: tuple[str, ...]
    in_hand: tuple[str, ...]
    status_field: tuple[Any, ...]  # the set-aside p1 (PC token)
    spare: tuple[Any, ...]  # identification: the spare p1
    potion_links: tuple[Any, ...]  # identification: 9 × (tile, face_up)
    scroll_links: tuple[Any, ...]  # identification: 18 × (tile, face_up)
    dungeon_box: tuple[Any, ...]  # dungeon tiles not on the map (between floors)
    floor: Floor
    pc: Pc
    items: tuple[tuple[Item, int], ...]  # sorted tuple of (Item, count)
    context: str = "explore"
    combat: Combat | None = None
    reshuffles: int = 0
    deals: int = 0  # floor deals so far (seeds the dungeon shuffle)
    amulet_found: bool = False
    score_card: tuple[Any, ...] = ()
    victory_sheet: tuple[Any, ...] | None = None
    death_cause: str | None = None
    dungeon_orders: tuple[Any, ...] = ()  # injected dungeon deals (tests), consumed in order
    created: str = ""
    # the reshuffle count when each dealt slot (room-major, slots 1–4) was drawn: which
    # information-set group a face-down tile belongs to (knowledge.py). Derived from the
    # history, so it stays out of the repr and thus out of the journal's state hash.
    deal_epochs: tuple[Any, ...] = field(default=(), repr=False)
    # a paper run waiting for a tile (rules/paper.Pending): the command being resolved and the
    # tiles entered for it. The journal's commands determine it, so it stays out of the repr.
    paper: object | None = field(default=None, repr=False)
    # how the hidden tiles derive from the seed (journal/schema.py deal_of): "seed" or
    # "seed+mode". The journal header determines it, and the tiles it deals are in the repr.
    deal: str = field(default="seed", repr=False)

    @property
    def deal_seed(self) -> int | str:
        """What the deal's random streams are keyed by (core/rng.py): the seed, or for a deal
        bound to its mode the mode and the seed."""
        return deal_key(self.seed, self.options.mode, self.deal)

    def with_pc(self, **changes: Any) -> State:
        return self.evolve(pc=self.pc.evolve(**changes))

    def with_floor(self, **changes: Any) -> State:
        return self.evolve(floor=self.floor.evolve(**changes))

    def slot(self, room: int, index: int) -> Slot:
        return self.floor.encounter[room - 1][index - 1]

    def with_slot(self, room: int, index: int, slot: Slot, **changes: Any) -> State:
        """The state with one encounter slot replaced (and top-level `changes` applied)."""
        rooms = rooms_with(self.floor.encounter, room, index, slot)
        return self.evolve(floor=self.floor.evolve(encounter=rooms), **changes)

    def count(self, item: Item) -> int:
        for it, n in self.items:
            if it == item:
                return n
        return 0


_ATOMS = frozenset((str, int, bool, float))


def rooms_with(
    rooms: tuple[tuple[Slot, ...], ...], room: int, index: int, slot: Slot
) -> tuple[tuple[Slot, ...], ...]:
    """The encounter map with one slot replaced (new tuples for that room and the map)."""
    row = list(rooms[room - 1])
    if not 1 <= index <= len(row):
        raise IndexError(f"no slot {index} in room {room}")
    row[index - 1] = slot
    out = list(rooms)  # (two lists: fewer new objects than slicing and joining)
    out[room - 1] = tuple(row)
    return tuple(out)


def to_data(obj: Any) -> Any:
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


def item_key(entry: tuple[Item, int]) -> tuple[str, str, bool, bool]:
    it = entry[0]
    return (it.sheet, it.kind, it.cursed, it.equipped)
