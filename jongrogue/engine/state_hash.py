"""The state hash written after every journal command, one function per journal schema.

Schema 2: SHA-256 of ``repr(state)``. Every field is a tuple / int / str / bool / None / frozen
dataclass, so the repr is canonical on every platform. Its cost grows with the score card (one
row per death), so a long run with many continues loads ever slower per command.

Schema 3: the same text, except for two fields. The score card is replaced by a running
SHA-256 over its rows (``_card_digest``): a death appends a row, so the new digest is one step
from the previous card's, which rides along from state to state while the card is the same
object, and hashing costs the same at every command however many deaths came before. The floor
(three quarters of the text: 72 encounter slots) is replaced by the SHA-256 of its repr, kept on
the Floor object, so commands that leave the floor alone hash a quarter of the text.
A journal keeps the schema it was written with (autosave appends lines to it).
"""
from __future__ import annotations

import hashlib

from .canonical import field_texts, join_fields
from .model import State

_CARD = "_score_card_digest"     # (score card tuple, its digest), carried along by evolve


def hash_v2(state: State) -> str:
    return hashlib.sha256(repr(state).encode()).hexdigest()


def _fold(digest: str, rows) -> str:
    for row in rows:
        digest = hashlib.sha256((digest + repr(row)).encode()).hexdigest()
    return digest


def _card_digest(state: State) -> str:
    d = state.__dict__
    card = d["score_card"]
    cached = d.get(_CARD)
    if cached is None or cached[0] is not card:
        if cached is not None and len(card) == len(cached[0]) + 1 and card[:-1] == cached[0]:
            cached = (card, _fold(cached[1], card[-1:]))
        else:
            cached = (card, _fold("", card))
        object.__setattr__(state, _CARD, cached)
    return cached[1]


_V3 = {"score_card": lambda state: "#" + _card_digest(state),
       "floor": lambda state: "#" + state.floor.digest()}


def canonical_v3(state: State) -> str:
    return join_fields(State, field_texts(state, "_canonical_texts_v3", _V3))


def hash_v3(state: State) -> str:
    return hashlib.sha256(canonical_v3(state).encode()).hexdigest()


BY_SCHEMA = {2: hash_v2, 3: hash_v3}
