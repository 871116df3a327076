"""Memos: values computed from immutable objects, kept per the objects themselves (by identity).

A command leaves most parts of a state as they were, and a part that changed rarely comes back,
so most look-ups ask again for the last key: ``Last`` keeps only that entry. ``Memo`` also keeps
older entries in a bounded dict, for objects that do come back (an encounter room's slots,
interned and shared by many rooms and states). ``RowMemo`` converts sequences whose rows change
one or two at a time. Each entry keeps its key objects alive, so an id cannot be reused while it
is cached; an entry is one tuple, read and written whole, so threads may share a memo (at worst
a value is computed twice)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import is_
from typing import Any, TypeVar

_V = TypeVar("_V")

CACHE_SIZE = 256
_NEVER = (object(),) * 8  # a last key that matches nothing (longer than any key)


class Last:
    """The value of the last object (``one``) or key of objects (``get``) asked for."""

    __slots__ = ("_last",)

    def __init__(self) -> None:
        self._last: tuple[Any, Any] = (_NEVER, None)

    def one(self, obj: object, make: Callable[..., _V], *args: Any) -> _V:
        """The value for the object `obj`: `make(*args)` when it is not the last one asked for
        (arguments rather than a closure where the look-up is hot)."""
        hit = self._last
        if hit[0] is obj:
            found: _V = hit[1]
            return found
        value = make(*args)
        self._last = (obj, value)
        return value

    def get(self, key: tuple[Any, ...], make: Callable[..., _V], *args: Any) -> _V:
        """The value for the objects in `key` (each compared by identity): `make(*args)` when they
        are not the last ones asked for."""
        hit = self._last
        if all(map(is_, key, hit[0])):
            found: _V = hit[1]
            return found
        value = make(*args)
        self._last = (key, value)
        return value


class Memo:
    """Like ``Last.one``, with the older entries (at most `size`; a full memo starts again empty)
    looked up by id after the last one."""

    def __init__(self, size: int = CACHE_SIZE) -> None:
        self.size = size
        self._d: dict[int, tuple[Any, Any]] = {}
        self._last: tuple[Any, Any] = (_NEVER, None)  # (key, value) of the last look-up

    def __len__(self) -> int:
        return len(self._d)

    def one(self, obj: object, make: Callable[..., _V], *args: Any) -> _V:
        last = self._last
        if last[0] is obj:
            found: _V = last[1]
            return found
        hit = self._d.get(id(obj))
        if hit is not None and hit[0] is obj:
            self._last = hit
            found = hit[1]
            return found
        value = make(*args)
        if len(self._d) >= self.size:
            self._d.clear()
        self._d[id(obj)] = self._last = (obj, value)
        return value


class RowMemo:
    """The rows of sequences that change a row or two at a time (a floor's nine encounter rooms):
    ``rows`` reuses the previous sequence's values for the rows that are the same objects at the
    same place, and makes the others (a changed row does not come back)."""

    __slots__ = ("_prev",)

    def __init__(self) -> None:
        # (rows, their values) of the last call
        self._prev: tuple[Sequence[Any], Sequence[Any]] = ((), ())

    def rows(self, seq: Sequence[Any], make: Callable[[Any, Any, Any], _V]) -> list[_V]:
        """[value of row for row in seq], `make(row, old_row, old_value)` for a row that is not
        the previous sequence's at its place, where old_row / old_value are that previous row and
        its value (None when the lengths differ): a changed row is most often the old one with a
        cell or two changed."""
        last: Sequence[Any]
        values: Sequence[Any]
        last, values = self._prev
        if len(last) != len(seq):
            last = values = (None,) * len(seq)
        out = [
            value if row is old else make(row, old, value)
            for row, old, value in zip(seq, last, values)
        ]
        self._prev = (seq, out)
        return out


def cells(
    row: Sequence[Any],
    old_row: Sequence[Any] | None,
    old_values: Sequence[_V],
    make_cell: Callable[[Any], _V],
) -> list[_V]:
    """[make_cell(cell) for cell in row], reusing old_values for the cells that are the same
    objects at the same place of old_row."""
    if old_row is None or len(old_row) != len(row):
        return [make_cell(cell) for cell in row]
    return [
        value if cell is old else make_cell(cell)
        for cell, old, value in zip(row, old_row, old_values)
    ]
