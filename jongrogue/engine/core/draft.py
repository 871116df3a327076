"""The working state of one transaction: a State that changes in place.

A command emits about ten events, and each evolver used to build a new frozen State (a copy of
its field dict). Inside a transaction nobody keeps the intermediate states, so ``Tx`` evolves a
draft instead: the same read API as State (it is one), but ``evolve`` — and so ``with_pc``,
``with_floor``, ``with_slot`` — changes the draft and returns it. Sub-objects (Pc, rooms, Slots,
monsters) stay immutable, so a value read from the draft is a snapshot. Two things must not be
kept across an ``emit``: the draft itself, and its Floor (the draft's first floor change copies
the floor, later ones change that copy: a deal places 36 tiles one event at a time).

At the end of the command the draft becomes the frozen State in place (its class changes; no
copy). It started as a copy of the parent's field dict, so the canonical texts and digests
cached there are reused for every field that is still the very same object.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any, TypeVar

from .canonical import REPR_KEY
from .model import Floor, Slot, State, rooms_with

_T = TypeVar("_T")

_FIELDS = frozenset(f.name for f in fields(State))
_FLOOR_FIELDS = frozenset(f.name for f in fields(Floor))
_OWN_FLOOR = "_draft_floor"  # the floor object this draft made, and so may change


class Draft(State):
    def evolve(self, **changes: Any) -> Draft:
        if not _FIELDS.issuperset(changes):
            raise TypeError(f"State has no field(s) {sorted(set(changes) - _FIELDS)}")
        self.__dict__.update(changes)  # (a draft never caches its repr: nothing to drop)
        return self

    def with_pc(self, **changes: Any) -> Draft:
        d = self.__dict__
        d["pc"] = d["pc"].evolve(**changes)
        return self

    def with_floor(self, **changes: Any) -> Draft:
        if not _FLOOR_FIELDS.issuperset(changes):
            raise TypeError(f"Floor has no field(s) {sorted(set(changes) - _FLOOR_FIELDS)}")
        d = self._own_floor().__dict__
        d.update(changes)
        d.pop(REPR_KEY, None)
        return self

    def with_slot(self, room: int, index: int, slot: Slot, **changes: Any) -> Draft:
        floor = self.__dict__["floor"]
        d = (floor if self.__dict__.get(_OWN_FLOOR) is floor else self._own_floor()).__dict__
        d["encounter"] = rooms_with(d["encounter"], room, index, slot)
        d.pop(REPR_KEY, None)
        if changes:  # (evolve, without passing the changes on once more)
            if not _FIELDS.issuperset(changes):
                raise TypeError(f"State has no field(s) {sorted(set(changes) - _FIELDS)}")
            self.__dict__.update(changes)
        return self

    def _own_floor(self) -> Floor:
        """The floor this draft may change in place: a copy made at its first change. (A deal
        places 36 tiles one event at a time; each used to copy the floor.)"""
        d = self.__dict__
        floor: Floor = d["floor"]
        if d.get(_OWN_FLOOR) is not floor:
            floor = _copy(floor, Floor)
            d["floor"] = d[_OWN_FLOOR] = floor
        return floor

    def __repr__(self) -> str:  # (not cached: the draft changes)
        return repr(_copy(self, State))


def _copy(obj: State | Floor, cls: type[_T]) -> _T:
    new = object.__new__(cls)
    d = new.__dict__
    d.update(obj.__dict__)
    d.pop(REPR_KEY, None)
    d.pop(_OWN_FLOOR, None)
    return new


def draft(state: State) -> Draft:
    """A draft starting from `state` (which is not changed)."""
    return _copy(state, Draft)


def freeze(state: State) -> State:
    """The draft as a frozen State (the draft itself, re-classed); a State is returned as is."""
    if type(state) is Draft:
        state.__dict__.pop(_OWN_FLOOR, None)  # its floor is frozen with it
        object.__setattr__(state, "__class__", State)
    return state
