"""Canonical, cached repr and cheap copy-with-changes for the state's frozen dataclasses.

The state hash is SHA-256 of ``repr(state)`` (journal schema 2), so the repr must stay exactly
what ``@dataclass`` generates: ``Name(field=value!r, ...)`` in field order. Computing it through
the generated ``__repr__`` (with its recursion guard) dominated the engine's time, although
most sub-structures are shared, unchanged, from one state to the next. ``Canonical`` computes
the same text once per object and keeps it on the (immutable) object, so a new state only
formats what is new. ``evolve`` copies the field dict instead of going through
``dataclasses.replace`` (which re-runs ``__init__``), dropping the cached text.
"""
from __future__ import annotations

from dataclasses import fields, replace

_REPR = "_canonical_repr"


def _field_names(cls) -> tuple:
    names = cls.__dict__.get("_canonical_fields")
    if names is None:
        names = tuple(f.name for f in fields(cls))
        cls._canonical_fields = names
        cls._canonical_set = frozenset(names)
    return names


class Canonical:
    """Base of the frozen state dataclasses (declared with ``repr=False``)."""

    _validates = False

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        # A class that validates in __post_init__ must keep going through __init__.
        cls._validates = "__post_init__" in cls.__dict__

    @classmethod
    def field_names(cls) -> tuple:
        return _field_names(cls)

    def __repr__(self) -> str:
        d = self.__dict__
        text = d.get(_REPR)
        if text is None:
            cls = type(self)
            text = cls.__qualname__ + "(" + ", ".join(
                [f"{name}={d[name]!r}" for name in _field_names(cls)]) + ")"
            object.__setattr__(self, _REPR, text)
        return text

    def evolve(self, **changes):
        """A copy with `changes` applied (like dataclasses.replace, without re-running __init__)."""
        cls = type(self)
        _field_names(cls)
        if cls._validates:
            return replace(self, **changes)
        if not cls._canonical_set.issuperset(changes):
            raise TypeError(f"{cls.__name__} has no field(s) {sorted(set(changes) - cls._canonical_set)}")
        new = object.__new__(cls)
        d = new.__dict__
        d.update(self.__dict__)
        d.pop(_REPR, None)
        d.update(changes)
        return new
