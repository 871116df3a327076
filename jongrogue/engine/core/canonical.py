"""Canonical, cached repr and cheap copy-with-changes for the state's frozen dataclasses.

The schema-2 state hash is SHA-256 of ``repr(state)``, so the repr must stay exactly what
``@dataclass`` generates: ``Name(field=value!r, ...)`` in field order. Computing it through the
generated ``__repr__`` (with its recursion guard) dominated the engine's time, although most
sub-structures are shared, unchanged, from one state to the next. So:

* every object keeps its text once computed (objects are immutable);
* ``evolve`` copies the field dict instead of going through ``dataclasses.replace`` (which
  re-runs ``__init__``), and the copy inherits the parent's per-field texts: a field whose value
  is the very same object reuses its text, and a tuple of tile codes that lost tiles at the
  front (the wall) or gained some at the end (the discard pile) is re-formatted by slicing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import fields, replace
from itertools import compress
from operator import is_not
from typing import Any, ClassVar, TypeVar

_C = TypeVar("_C", bound="Canonical")

REPR_KEY = _REPR = "_canonical_repr"  # the cached repr (a copy must drop it)
_TEXTS = "_canonical_texts"


def _field_names(cls: type[Canonical]) -> tuple[str, ...]:
    """The fields in the repr (as @dataclass does, those declared repr=False are left out)."""
    try:
        names: tuple[str, ...] = cls.__dict__["_canonical_fields"]
        return names
    except KeyError:
        names = tuple(f.name for f in fields(cls) if f.repr)
        cls._canonical_fields = names
        cls._canonical_set = frozenset(f.name for f in fields(cls))
        return names


def tuple_text(new: tuple[Any, ...], old: object, old_text: str | None) -> str:
    """repr(new), derived from repr(old) when `new` is `old` minus some front items, plus
    some items at the end or with its last item replaced (the wall after draws, the discard pile
    after discards, the score card after a death and after a continue)."""
    if old_text is not None and type(old) is tuple and len(new) >= 2 and len(old) >= 2:
        n, m = len(new), len(old)
        if n < m and new == old[m - n :]:  # (each dropped item took its repr and ", ")
            return "(" + old_text[1 + sum(map(len, map(repr, old[: m - n]))) + 2 * (m - n) :]
        if n > m and new[:m] == old:  # (any items: the old text just loses its ")")
            return old_text[:-1] + ", " + ", ".join([repr(t) for t in new[m:]]) + ")"
        if n == m and new[:-1] == old[:-1]:  # the last item replaced (a continue's score row)
            return old_text[: len(old_text) - 1 - len(repr(old[-1]))] + repr(new[-1]) + ")"
    return repr(new)


def _nested_text(obj: Canonical, name: str, rows: tuple[Any, ...]) -> str:
    """repr of a tuple of tuples (the encounter map's rooms): rows that are the same objects as
    in the previous value keep their text. The row texts ride along on the object."""
    key = "_canonical_rows_" + name
    prev = obj.__dict__.get(key)
    if prev is not None and len(prev[0]) == len(rows):
        texts = [
            text if old is row else repr(row) for old, text, row in zip(prev[0], prev[1], rows)
        ]
    else:
        texts = [repr(row) for row in rows]
    object.__setattr__(obj, key, (rows, texts))
    return "(" + ", ".join(texts) + ("," if len(texts) == 1 else "") + ")"


def field_texts(
    obj: Canonical,
    key: str = _TEXTS,
    special: Mapping[str, Callable[[Any], str]] | None = None,
) -> list[str | None]:
    """Each field's text (its repr, or special[name](obj)), in field order. Kept on the object
    with the values it was made from; a copy made by evolve re-formats only the fields whose
    value is not the very same object (found with C-level map / compress, not a Python loop)."""
    d = obj.__dict__
    names = _field_names(type(obj))
    values = tuple(map(d.__getitem__, names))
    prev = d.get(key)
    old_values: tuple[Any, ...]
    texts: list[str | None]
    todo: Iterable[int]
    if prev is None:
        old_values, texts = (None,) * len(names), [None] * len(names)
        todo = range(len(names))
    else:
        old_values, texts = prev[0], list(prev[1])
        todo = compress(range(len(names)), map(is_not, values, old_values))
    for i in todo:
        v = values[i]
        if special and names[i] in special:
            texts[i] = special[names[i]](obj)
        elif type(v) is not tuple:
            texts[i] = repr(v)
        elif v and type(v[0]) is tuple:
            texts[i] = _nested_text(obj, names[i], v)
        else:
            texts[i] = tuple_text(v, old_values[i], texts[i])
    object.__setattr__(obj, key, (values, texts))
    return texts


def _format(cls: type[Canonical], conversion: str = "r") -> str:
    """'Name(a=%r, b=%r, ...)': one C-level %-format per object instead of a Python loop
    (conversion "s" joins texts already made)."""
    key = "_canonical_format_" + conversion
    try:
        cached: str = cls.__dict__[key]
        return cached
    except KeyError:
        names = _field_names(cls)
        fmt = cls.__qualname__ + "(" + ", ".join(f"{n}=%{conversion}" for n in names) + ")"
        setattr(cls, key, fmt)
        return fmt


def join_fields(cls: type[Canonical], texts: Iterable[str | None]) -> str:
    return _format(cls, "s") % tuple(texts)


class Canonical:
    """Base of the frozen state dataclasses (declared with ``repr=False``)."""

    # Classes with long fields (the state, the floor) keep per-field texts for their copies;
    # the others (the PC, a slot, a monster) are formatted whole, which measured cheaper.
    _incremental = False
    # set by _field_names on each class at its first use (so read from the class's own __dict__)
    _canonical_fields: ClassVar[tuple[str, ...]]
    _canonical_set: ClassVar[frozenset[str]]
    __dataclass_fields__: ClassVar[dict[str, Any]]  # every subclass is a dataclass

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if "__post_init__" in cls.__dict__:
            # A class that validates must keep going through __init__.
            cls.evolve = lambda self, **changes: replace(self, **changes)  # type: ignore[method-assign]  # (the same signature, through the dataclass's __init__)

    def __repr__(self) -> str:
        d = self.__dict__
        text = d.get(_REPR)
        if text is None:
            cls = type(self)
            if cls._incremental:
                text = join_fields(cls, field_texts(self))
            else:
                text = _format(cls) % tuple(map(d.__getitem__, cls._canonical_fields))
            object.__setattr__(self, _REPR, text)
        return text

    def evolve(self: _C, **changes: Any) -> _C:
        """A copy with `changes` applied (like dataclasses.replace, without re-running __init__)."""
        cls = type(self)
        try:
            allowed = cls.__dict__["_canonical_set"]
        except KeyError:
            _field_names(cls)
            allowed = cls._canonical_set
        if not allowed.issuperset(changes):
            raise TypeError(f"{cls.__name__} has no field(s) {sorted(set(changes) - allowed)}")
        new = object.__new__(cls)
        d = new.__dict__
        d.update(self.__dict__)
        d.update(changes)
        d.pop(_REPR, None)
        return new
