"""Evolvers of the commonest event kinds, specialised for a transaction's Draft.

A command emits about eight events, and most are a draw, a discard of the hand, a context, PC or
slot change. The evolvers in events.py work on any State through ``evolve`` / ``with_pc`` /
``with_slot`` (keyword dicts, field-name checks, one call more each); these make the very same
change on the draft's field dict. ``Tx.emit`` uses them once the state is a draft;
tests/engine/test_draft_events.py checks each against its events.py twin, and test_draft.py
checks whole commands against their events applied to frozen states.
"""
from __future__ import annotations

from .draft import Draft


def drawn(s: Draft, e) -> Draft:
    d = s.__dict__
    wall, tile = d["wall"], e.data["tile"]
    assert wall and wall[0] == tile, "draw must take the top of the wall"
    d["wall"] = wall[1:]
    d["in_hand"] = d["in_hand"] + (tile,)
    return s


def hand_discarded(s: Draft, e) -> Draft:
    d = s.__dict__
    d["discard"] = d["discard"] + d["in_hand"]
    d["in_hand"] = ()
    return s


def pc(s: Draft, e) -> Draft:
    d = s.__dict__
    d["pc"] = d["pc"].evolve(**e.data["set"])
    return s


def position(s: Draft, e) -> Draft:
    d = s.__dict__
    d["pc"] = d["pc"].evolve(position=e.data["to"])
    return s


def context(s: Draft, e) -> Draft:
    d, data = s.__dict__, e.data
    d["context"] = data["context"]
    d["combat"] = data.get("combat")
    return s


def combat(s: Draft, e) -> Draft:
    s.__dict__["combat"] = e.data["combat"]
    return s


def slot(s: Draft, e) -> Draft:
    data = e.data
    return s.with_slot(data["room"], data["slot"], data["value"])


def hand_to_slot(s: Draft, e) -> Draft:
    data, d = e.data, s.__dict__
    value, hand = data["value"], d["in_hand"]
    if len(hand) == 1 and hand[0] == value.tile:     # (the usual case: a deal, one tile)
        hand = ()
    else:
        hand = list(hand)
        hand.remove(value.tile)
        hand = tuple(hand)
    s.with_slot(data["room"], data["slot"], value)
    d["in_hand"] = hand
    return s


def item(s: Draft, e) -> Draft:
    """As events.py: counts merged per item, kept if above zero, sorted by item_key; the items
    are keyed by their field tuple (= item_key, and what Item's == and hash compare), so no
    Python-level __hash__ or key function runs per item."""
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


DRAFT_EVOLVERS = {"drawn": drawn, "hand_discarded": hand_discarded, "pc": pc, "position": position,
                  "context": context, "combat": combat, "slot": slot, "hand_to_slot": hand_to_slot,
                  "item": item}
