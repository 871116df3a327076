"""Events: the facts a command produced, and evolve(state, event) -> state.

An event is plain data (kind + payload). Every state change goes through one evolver here,
so the event list of a command is a complete account of what happened, in order.
"""
from __future__ import annotations

from typing import Any, Callable

from .model import EMPTY_SLOT, Item, State, item_key, to_data


class Event:
    """kind + payload. A plain slotted class: a command emits about ten, so creation is hot."""

    __slots__ = ("kind", "data")

    def __init__(self, kind: str, data: dict):
        self.kind = kind
        self.data = data

    def __eq__(self, other) -> bool:
        return isinstance(other, Event) and (self.kind, self.data) == (other.kind, other.data)

    __hash__ = None                 # the payload is a dict

    def __repr__(self) -> str:
        return f"Event(kind={self.kind!r}, data={self.data!r})"

    def __getitem__(self, key):
        return self.data[key]

    def get(self, key, default=None):
        return self.data.get(key, default)

    def to_dict(self) -> dict:
        return {"kind": self.kind, **{k: to_data(v) for k, v in self.data.items()}}


EVOLVERS: dict[str, Callable[[State, Event], State]] = {}


def evolver(kind: str):
    def register(fn):
        EVOLVERS[kind] = fn
        return fn
    return register


def evolve(state: State, event: Event) -> State:
    return EVOLVERS[event.kind](state, event)


# Events that record what happened without changing the state.
INFO_KINDS = frozenset(("check", "note", "died", "attack", "teleported"))


def _info(state: State, event: Event) -> State:
    return state


for _kind in INFO_KINDS:
    EVOLVERS[_kind] = _info


@evolver("drawn")
def _drawn(s: State, e: Event) -> State:
    wall, tile = s.wall, e.data["tile"]
    assert wall and wall[0] == tile, "draw must take the top of the wall"
    return s.evolve(wall=wall[1:], in_hand=s.in_hand + (tile,))


@evolver("hand_discarded")
def _hand_discarded(s: State, e: Event) -> State:
    return s.evolve(in_hand=(), discard=s.discard + s.in_hand)


@evolver("reshuffled")
def _reshuffled(s: State, e: Event) -> State:
    return s.evolve(wall=tuple(e.data["wall"]), discard=(), reshuffles=e.data["number"])


@evolver("pc")
def _pc(s: State, e: Event) -> State:
    return s.with_pc(**e.data["set"])


@evolver("pc_state")
def _pc_state(s: State, e: Event) -> State:
    states = set(s.pc.states)
    (states.add if e.data["on"] else states.discard)(e.data["state"])
    return s.with_pc(states=tuple(sorted(states)))


@evolver("position")
def _position(s: State, e: Event) -> State:
    return s.with_pc(position=e.data["to"])


@evolver("slot")
def _slot(s: State, e: Event) -> State:
    return s.with_slot(e.data["room"], e.data["slot"], e.data["value"])


@evolver("hand_to_slot")
def _hand_to_slot(s: State, e: Event) -> State:
    d, hand = e.data, s.in_hand
    value = d["value"]
    if len(hand) == 1 and hand[0] == value.tile:     # (the usual case: a deal, one tile)
        hand = ()
    else:
        hand = list(hand)
        hand.remove(value.tile)
        hand = tuple(hand)
    return s.with_slot(d["room"], d["slot"], value, in_hand=hand)


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
def _item(s: State, e: Event) -> State:
    counts = {it: n for it, n in s.items}
    item: Item = e.data["item"]
    counts[item] = counts.get(item, 0) + e.data["delta"]
    assert counts[item] >= 0, "item count below zero"
    items = tuple(sorted(((it, n) for it, n in counts.items() if n > 0), key=item_key))
    return s.evolve(items=items)


@evolver("context")
def _context(s: State, e: Event) -> State:
    return s.evolve(context=e.data["context"], combat=e.data.get("combat"))


@evolver("combat")
def _combat(s: State, e: Event) -> State:
    return s.evolve(combat=e.data["combat"])


@evolver("floor_cleared")
def _floor_cleared(s: State, e: Event) -> State:
    """§5.1: encounter tiles to the discard pile (room 1→9, slot 1→8); dungeon tiles back to the box."""
    tiles = tuple(slot.tile for room in s.floor.encounter for slot in room if slot.tile)
    dungeon = tuple(t for pair in s.floor.dungeon for t in pair)
    empty = s.floor.evolve(dungeon=(), encounter=(), revealed=(False,) * 9,
                           explored=(False,) * 9, found=(), mapped=False)
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


@evolver("state")
def _state_fields(s: State, e: Event) -> State:
    """Top-level bookkeeping fields (amulet_found, death_cause, score_card, victory_sheet, deals)."""
    return s.evolve(**e.data["set"])


def apply_all(state: State, events: list[Any]) -> State:
    for ev in events:
        state = evolve(state, ev)
    return state
