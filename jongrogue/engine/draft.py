"""The working state of one transaction: a State that changes in place.

A command emits about ten events, and each evolver used to build a new frozen State (a copy of
its field dict). Inside a transaction nobody keeps the intermediate states, so ``Tx`` evolves a
draft instead: the same read API as State (it is one), but ``evolve`` — and so ``with_pc``,
``with_floor``, ``with_slot`` — changes the draft and returns it. The sub-objects (Pc, Floor,
rooms, Slots) stay immutable, so a value read from the draft is a snapshot; only holding the
draft itself across an ``emit`` would see later changes. At the end of the command the draft
becomes the frozen State in place (its class changes; no copy). It started as a copy of the
parent's field dict, so the canonical texts and digests cached there are reused for every
field that is still the very same object.
"""
from __future__ import annotations

from dataclasses import fields

from .canonical import REPR_KEY
from .model import State

_FIELDS = frozenset(f.name for f in fields(State))


class Draft(State):
    def evolve(self, **changes) -> "Draft":
        if not _FIELDS.issuperset(changes):
            raise TypeError(f"State has no field(s) {sorted(set(changes) - _FIELDS)}")
        self.__dict__.update(changes)   # (a draft never caches its repr: nothing to drop)
        return self

    def __repr__(self) -> str:          # (not cached: the draft changes)
        return repr(_copy(self, State))


def _copy(state: State, cls):
    new = object.__new__(cls)
    d = new.__dict__
    d.update(state.__dict__)
    d.pop(REPR_KEY, None)
    return new


def draft(state: State) -> Draft:
    """A draft starting from `state` (which is not changed)."""
    return _copy(state, Draft)


def freeze(state: State) -> State:
    """The draft as a frozen State (the draft itself, re-classed); a State is returned as is."""
    if type(state) is Draft:
        object.__setattr__(state, "__class__", State)
    return state
