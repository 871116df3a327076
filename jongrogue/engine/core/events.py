"""Events: the facts a command produced, and evolve(state, event) -> state.

An event is plain data (kind + payload). Every state change goes through one evolver here,
so the event list of a command is a complete account of what happened, in order.

An evolver changes a Draft (draft.py: a State that changes in place; a command's transaction
evolves one) and returns it. The commonest kinds (a draw, a discard of the hand, a PC, context
or slot change: most of a command's events) write the draft's fields directly. ``evolve``
applies an event to a frozen State through a draft of it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from .draft import Draft, draft, freeze
from .model import EMPTY_SLOT, State, to_data
from .places import tile_at, with_tile


class Event:
    """kind + payload. A plain slotted class: a command emits about ten, so creation is hot."""

    __slots__ = ("kind", "data")

    def __init__(self, kind: str, data: dict[str, Any]) -> None:
        self.kind = kind
        self.data = data

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and (self.kind, self.data) == (other.kind, other.data)

    __hash__ = None  # type: ignore[assignment]  # the payload is a dict: not hashable

    def __repr__(self) -> str:
        return f"Event(kind={self.kind!r}, data={self.data!r})"

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, **{k: to_data(v) for k, v in self.data.items()}}


EVOLVERS: dict[str, Callable[[State, Event], State]] = {}

# an evolver as written: most take and return the Draft the transaction changes in place
_Evolver = TypeVar("_Evolver", bound=Callable[[Any, Event], State])


def evolver(kind: str) -> Callable[[_Evolver], _Evolver]:
    def register(fn: _Evolver) -> _Evolver:
        EVOLVERS[kind] = fn
        return fn

    return register


def evolve(state: State, event: Event) -> State:
    """The state after `event`: a draft is changed in place, a frozen State is left as it is."""
    if event.kind in INFO_KINDS:
        return state
    if type(state) is Draft:
        return EVOLVERS[event.kind](state, event)
    return freeze(EVOLVERS[event.kind](draft(state), event))


# Events that record what happened without changing the state.
INFO_KINDS = frozenset(("check", "note", "died", "attack", "teleported"))


def _info(state: State, event: Event) -> State:
    return state


for _kind in INFO_KINDS:
    EVOLVERS[_kind] = _info


@evolver("drawn")
def drawn(s: Draft, e: Event) -> Draft:
    d = s.__dict__
    wall, tile = d["wall"], e.data["tile"]
    assert wall and wall[0] == tile, "draw must take the top of the wall"
    d["wall"] = wall[1:]
    d["in_hand"] = d["in_hand"] + (tile,)
    return s


@evolver("hand_discarded")
def hand_discarded(s: Draft, e: Event) -> Draft:
    d = s.__dict__
    d["discard"] = d["discard"] + d["in_hand"]
    d["in_hand"] = ()
    return s


@evolver("reshuffled")
def _reshuffled(s: State, e: Event) -> State:
    return s.evolve(wall=tuple(e.data["wall"]), discard=(), reshuffles=e.data["number"])


@evolver("pc")
def _pc(s: Draft, e: Event) -> Draft:
    d = s.__dict__
    d["pc"] = d["pc"].evolve(**e.data["set"])
    return s


@evolver("pc_state")
def _pc_state(s: State, e: Event) -> State:
    states = set(s.pc.states)
    (states.add if e.data["on"] else states.discard)(e.data["state"])
    return s.with_pc(states=tuple(sorted(states)))


@evolver("position")
def _position(s: Draft, e: Event) -> Draft:
    d = s.__dict__
    d["pc"] = d["pc"].evolve(position=e.data["to"])
    return s


@evolver("slot")
def _slot(s: State, e: Event) -> State:
    return s.with_slot(e.data["room"], e.data["slot"], e.data["value"])


@evolver("hand_to_slot")
def _hand_to_slot(s: State, e: Event) -> State:
    d, hand = e.data, s.in_hand
    value = d["value"]
    if len(hand) == 1 and hand[0] == value.tile:  # (the usual case: a deal, one tile)
        hand = ()
    else:
        rest = list(hand)
        rest.remove(value.tile)
        hand = tuple(rest)
    s.with_slot(d["room"], d["slot"], value)
    s.__dict__["in_hand"] = hand
    return s


@evolver("slot_discarded")
def _slot_discarded(s: State, e: Event) -> State:
    slot = s.slot(e.data["room"], e.data["slot"])
    discard = s.discard + ((slot.tile,) if slot.tile else ())
    return s.with_slot(e.data["room"], e.data["slot"], EMPTY_SLOT, discard=discard)


@evolver("room_revealed")
def _room_revealed(s: State, e: Event) -> State:
    rev = list(s.floor.revealed)
    rev[e.data["room"] - 1] = True
    return s.with_floor(revealed=tuple(rev))


@evolver("room_explored")
def _room_explored(s: State, e: Event) -> State:
    ex = list(s.floor.explored)
    ex[e.data["room"] - 1] = True
    return s.with_floor(explored=tuple(ex))


@evolver("corridor_found")
def _corridor_found(s: State, e: Event) -> State:
    return s.with_floor(found=tuple(sorted(set(s.floor.found) | {e.data["corridor"]})))


@evolver("mapped")
def _mapped(s: State, e: Event) -> State:
    return s.with_floor(mapped=True, revealed=(True,) * 9)


@evolver("item")
def _item(s: Draft, e: Event) -> Draft:
    """Counts merged per item, kept if above zero, sorted by model.item_key. The items are keyed
    by their field tuple (= item_key, and what Item's == and hash compare), so no Python-level
    __hash__ or key function runs per item."""
    d, data = s.__dict__, e.data
    counts = {}
    for it, n in d["items"]:
        counts[it.sheet, it.kind, it.cursed, it.equipped] = [it, n]
    new = data["item"]
    key = (new.sheet, new.kind, new.cursed, new.equipped)
    entry = counts.get(key)
    if entry is None:
        entry = counts[key] = [new, 0]
    entry[1] += data["delta"]
    assert entry[1] >= 0, "item count below zero"
    d["items"] = tuple([(it, n) for _, (it, n) in sorted(counts.items()) if n > 0])
    return s


@evolver("context")
def _context(s: Draft, e: Event) -> Draft:
    d, data = s.__dict__, e.data
    d["context"] = data["context"]
    d["combat"] = data.get("combat")
    return s


@evolver("combat")
def _combat(s: Draft, e: Event) -> Draft:
    s.__dict__["combat"] = e.data["combat"]
    return s


@evolver("floor_cleared")
def _floor_cleared(s: State, e: Event) -> State:
    """§5.1: encounter tiles to the discard pile (room 1→9, slot 1→8); dungeon tiles back to the box."""
    tiles = tuple(slot.tile for room in s.floor.encounter for slot in room if slot.tile)
    dungeon = tuple(t for pair in s.floor.dungeon for t in pair)
    empty = s.floor.evolve(
        dungeon=(),
        encounter=(),
        revealed=(False,) * 9,
        explored=(False,) * 9,
        found=(),
        mapped=False,
    )
    return s.evolve(discard=s.discard + tiles, dungeon_box=s.dungeon_box + dungeon, floor=empty)


@evolver("dungeon_dealt")
def _dungeon_dealt(s: State, e: Event) -> State:
    order = list(e.data["tiles"])
    assert sorted(order) == sorted(s.dungeon_box), "the deal must use the 18 dungeon tiles"
    pairs = tuple((order[2 * i], order[2 * i + 1]) for i in range(9))
    empty_rooms = ((EMPTY_SLOT,) * 8,) * 9
    return s.evolve(dungeon_box=(), floor=s.floor.evolve(dungeon=pairs, encounter=empty_rooms))


@evolver("link_revealed")
def _link_revealed(s: State, e: Event) -> State:
    name = "potion_links" if e.data["sheet"] == "potions" else "scroll_links"
    links = list(getattr(s, name))
    links[e.data["row"] - 1] = (links[e.data["row"] - 1][0], True)
    return s.evolve(**{name: tuple(links)})


@evolver("tile_entered")
def _tile_entered(s: State, e: Event) -> State:
    """A paper run: the player turned up `tile` at hidden `place`. The tiles of a hidden group
    lie at its places in an order nobody knows, so the one entered trades places with a copy
    of it in the same group (`from`, None when it already lay there)."""
    place, tile, source = e.data["place"], e.data["tile"], e.data["from"]
    if source is None:
        return s
    old = tile_at(s, place)
    return with_tile(with_tile(s, source, old), place, tile)


@evolver("state")
def _state_fields(s: State, e: Event) -> State:
    """Top-level bookkeeping fields (amulet_found, death_cause, score_card, victory_sheet, deals)."""
    return s.evolve(**e.data["set"])


def apply_all(state: State, events: list[Any]) -> State:
    for ev in events:
        state = evolve(state, ev)
    return state
