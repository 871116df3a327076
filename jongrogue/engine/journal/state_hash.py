"""The state hash written after every journal command, one function per journal schema.

Schema 2: SHA-256 of ``repr(state)``. Every field is a tuple / int / str / bool / None / frozen
dataclass, so the repr is canonical on every platform. Its cost grows with the score card (one
row per death), so a long run with many continues loads ever slower per command.

Schema 3: the same text, except for two fields, so that hashing costs the same at every command
and little when little changed. The score card is replaced by a running SHA-256 over its rows
(``_card_digest``): a death appends a row, so the new digest is one step from the previous
card's, which rides along from state to state while the card is the same object. The floor
(three quarters of the schema-2 text: 72 encounter slots) is replaced by the SHA-256 of its
text in which the encounter map is the list of its nine rooms' digests (``_floor_digest``);
a new floor re-hashes only the rooms that changed. Spelled out (hex digests, UTF-8):

    card(())      = ""                     card(rows + (r,)) = sha256(card(rows) + repr(r))
    floor text    = repr(floor) with "encounter=(...)" replaced by
                    "encounter=#" + ",".join(sha256(repr(room)) for room in floor.encounter)
    state text    = repr(state) with "floor=Floor(...)" replaced by "floor=#" + sha256(floor text)
                    and "score_card=(...)" replaced by "score_card=#" + card(state.score_card)
    hash          = sha256(state text)

Schema 4 (state_chain.py) chains the commands instead, with this schema-3 digest of the whole
state at its first link and at every checkpoint. Schemas 5 and 6 hash states as schema 4 does;
5 adds the line chain of chain.py, 6 the rules hash and the challenge deal (schema.py).

A journal keeps the schema it was written with (autosave appends lines to it).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from jongrogue.engine.core.commands import Command

from ..core.canonical import field_texts, join_fields
from ..core.model import Floor, State
from .state_chain import link

_CARD = "_score_card_digest"  # (score card, digest, digest without the last row), carried along
_ROOMS = "_room_digests"  # (encounter tuple, its rooms' digests), carried along by evolve
_TEXTS_V3 = "_canonical_texts_v3"


def hash_v2(state: State) -> str:
    return hashlib.sha256(repr(state).encode()).hexdigest()


def _fold(digest: str, rows: Iterable[object]) -> str:
    for row in rows:
        digest = hashlib.sha256((digest + repr(row)).encode()).hexdigest()
    return digest


def _card_digest(state: State) -> str:
    d = state.__dict__
    card = d["score_card"]
    cached = d.get(_CARD)
    if cached is None or cached[0] is not card:
        cached = _card_entry(card, cached)
        object.__setattr__(state, _CARD, cached)
    digest: str = cached[1]
    return digest


def _card_entry(
    card: tuple[Any, ...], cached: tuple[tuple[Any, ...], str, str] | None
) -> tuple[tuple[Any, ...], str, str]:
    """(card, its digest, the digest of all rows but the last). A death appends a row and a
    continue rewrites the last one, so the new card folds on from the old card's digest, or from
    the digest without its last row (schema 4 hashes a state only now and then, so several
    deaths and continues may lie between two cards)."""
    if cached is not None and card:
        old, digest, before = cached
        if len(card) > len(old) and card[: len(old)] == old:
            start, rows = digest, card[len(old) : -1]
        elif old and len(card) >= len(old) and card[: len(old) - 1] == old[:-1]:
            start, rows = before, card[len(old) - 1 : -1]
        else:
            start, rows = "", card[:-1]
        before = _fold(start, rows)
        return card, _fold(before, card[-1:]), before
    before = _fold("", card[:-1])
    return card, _fold(before, card[-1:]), before


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _room_digests(floor: Floor) -> str:
    """The encounter map as the digests of its nine rooms; a room's digest is kept while the
    room is the same object (the list rides along on the floor's copies)."""
    rooms = floor.encounter
    cached = floor.__dict__.get(_ROOMS)
    if cached is not None and len(cached[0]) == len(rooms):
        digests = [
            dg if old is room else _sha(repr(room))
            for old, dg, room in zip(cached[0], cached[1], rooms)
        ]
    else:
        digests = [_sha(repr(room)) for room in rooms]
    object.__setattr__(floor, _ROOMS, (rooms, digests))
    return "#" + ",".join(digests)


def _floor_digest(state: State) -> str:
    return "#" + _sha(join_fields(Floor, field_texts(state.floor, _TEXTS_V3, _FLOOR_V3)))


_FLOOR_V3 = {"encounter": _room_digests}
_V3 = {"score_card": lambda state: "#" + _card_digest(state), "floor": _floor_digest}


def canonical_v3(state: State) -> str:
    return join_fields(State, field_texts(state, _TEXTS_V3, _V3))


def hash_v3(state: State) -> str:
    return hashlib.sha256(canonical_v3(state).encode()).hexdigest()


class Hashes(NamedTuple):
    """A schema's journal hashes: of the opening state, and after command k (from the hash
    before it, k, the command and the state it led to)."""

    start: Callable[[State], str]
    after: Callable[[str, int, Command, State], str]


def _whole(hash_state: Callable[[State], str]) -> Hashes:
    """Schemas 2 and 3: every line holds the digest of its whole state."""
    return Hashes(hash_state, lambda _previous, _k, _command, state: hash_state(state))


def _link_v4(previous: str, k: int, command: Command, state: State) -> str:
    return link(previous, k, command, state, hash_v3)


_CHAIN_V4 = Hashes(hash_v3, _link_v4)
# 5: + chain.py; 6: + the rules hash and the challenge deal in the header (schema.py)
BY_SCHEMA = {2: _whole(hash_v2), 3: _whole(hash_v3), 4: _CHAIN_V4, 5: _CHAIN_V4, 6: _CHAIN_V4}
