"""Memo: values computed from immutable objects, kept per the objects themselves (by identity).

Each entry keeps its key objects alive, so an id cannot be reused while it is cached; the memo
holds at most `size` entries (a full memo starts again empty); an entry is one tuple, read and
written whole, so threads may share a memo (at worst a value is computed twice).

Most look-ups ask again for the last key (a command leaves most parts of a state as they were),
so the last entry is also kept aside and checked first, before hashing ids (a memo is read
with one() or with get(), never both)."""
from __future__ import annotations

from operator import is_

CACHE_SIZE = 256
_NEVER = (object(),) * 8             # a last key that matches nothing (longer than any key)


class Memo:
    def __init__(self, size: int = CACHE_SIZE):
        self.size = size
        self._d: dict = {}
        self._last = (_NEVER, None)          # (key, value) of the last look-up

    def __len__(self) -> int:
        return len(self._d)

    def _put(self, ident, key, value):
        if len(self._d) >= self.size:
            self._d.clear()
        self._d[ident] = self._last = (key, value)
        return value

    def one(self, obj, make, *args):
        """The value for the object `obj`: `make(*args)` the first time (arguments rather than a
        closure where the look-up is hot)."""
        hit = self._last
        if hit[0] is obj:
            return hit[1]
        hit = self._d.get(id(obj))
        if hit is not None and hit[0] is obj:
            self._last = hit
            return hit[1]
        return self._put(id(obj), obj, make(*args))

    def get(self, key: tuple, make):
        """The value for the objects in `key` (each compared by identity): `make()` the first time."""
        hit = self._last
        if all(map(is_, key, hit[0])):
            return hit[1]
        ident = tuple(map(id, key))
        hit = self._d.get(ident)
        if hit is not None and all(map(is_, hit[0], key)):
            self._last = hit
            return hit[1]
        return self._put(ident, key, make())


class RowMemo(Memo):
    """A Memo for the rows of sequences that change a row or two at a time (a floor's nine
    encounter rooms): ``rows`` reuses the previous sequence's values for the rows that are the
    same objects at the same place, and looks up the others."""

    def __init__(self, size: int = CACHE_SIZE):
        super().__init__(size)
        self._prev = ((), ())                # (rows, their values) of the last call

    def rows(self, seq: tuple, make) -> list:
        """[value of row for row in seq], `make(row, old_row, old_value)` for a row not seen before,
        where old_row / old_value are the previous sequence's at that place (None when none): a
        changed row is most often the old one with a cell or two changed."""
        last, values = self._prev
        if len(last) != len(seq):
            last = values = (None,) * len(seq)
        out = [value if row is old else self.one(row, lambda row=row, old=old, value=value: make(row, old, value))
               for row, old, value in zip(seq, last, values)]
        self._prev = (seq, out)
        return out


def cells(row, old_row, old_values, make_cell) -> list:
    """[make_cell(cell) for cell in row], reusing old_values for the cells that are the same
    objects at the same place of old_row."""
    if old_row is None or len(old_row) != len(row):
        return [make_cell(cell) for cell in row]
    return [value if cell is old else make_cell(cell) for cell, old, value in zip(row, old_row, old_values)]
