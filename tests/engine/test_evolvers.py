"""The evolvers that write a draft's fields directly (engine/core/events.py: the commonest kinds) make
exactly the change of the plain State API spelled out below (evolve / with_pc / with_slot on
frozen states, as they were first written), event by event, over random play with and without
the EZ Plus options."""

from __future__ import annotations

import random
from collections import Counter

from jongrogue.engine import Game, Options
from jongrogue.engine.core.commands import COMMAND_TYPES
from jongrogue.engine.core.draft import draft, freeze
from jongrogue.engine.core.events import EVOLVERS, evolve
from jongrogue.engine.core.model import item_key, to_data
from jongrogue.engine.rules.actions import _HANDLERS


def _hand_without(hand: tuple, tile: str) -> tuple:
    hand = list(hand)
    hand.remove(tile)
    return tuple(hand)


def _items(s, e):
    counts = {it: n for it, n in s.items}
    item = e.data["item"]
    counts[item] = counts.get(item, 0) + e.data["delta"]
    return s.evolve(
        items=tuple(sorted(((it, n) for it, n in counts.items() if n > 0), key=item_key))
    )


# The reference: each kind's change through the State API, on a frozen state.
REFERENCE = {
    "drawn": lambda s, e: s.evolve(wall=s.wall[1:], in_hand=s.in_hand + (e.data["tile"],)),
    "hand_discarded": lambda s, e: s.evolve(in_hand=(), discard=s.discard + s.in_hand),
    "pc": lambda s, e: s.with_pc(**e.data["set"]),
    "position": lambda s, e: s.with_pc(position=e.data["to"]),
    "context": lambda s, e: s.evolve(context=e.data["context"], combat=e.data.get("combat")),
    "combat": lambda s, e: s.evolve(combat=e.data["combat"]),
    "slot": lambda s, e: s.with_slot(e.data["room"], e.data["slot"], e.data["value"]),
    "hand_to_slot": lambda s, e: s.with_slot(
        e.data["room"],
        e.data["slot"],
        e.data["value"],
        in_hand=_hand_without(s.in_hand, e.data["value"].tile),
    ),
    "item": _items,
}
DRAFT_EVOLVERS = {kind: EVOLVERS[kind] for kind in REFERENCE}


def test_every_draft_evolver_equals_its_reference_event_by_event():
    assert set(DRAFT_EVOLVERS) <= set(EVOLVERS)
    seen = Counter()
    for seed, options in [
        (11, Options()),
        (12, Options("ez_plus", ("rings", "curses", "monster_abilities"))),
    ]:
        g = Game.new(seed=seed, options=options)
        rng = random.Random(seed)
        for _ in range(300):
            if g.state.context in ("game_over", "victory"):
                break
            legal = [
                c
                for c in g.legal_commands()
                if c.type not in ("abandon", "forced_end", "game_over")
            ]
            state = g.state
            for ev in g.execute(rng.choice(legal)):
                after = REFERENCE[ev.kind](state, ev) if ev.kind in REFERENCE else evolve(state, ev)
                if ev.kind in DRAFT_EVOLVERS:
                    d = draft(state)
                    got = freeze(DRAFT_EVOLVERS[ev.kind](d, ev))
                    assert (
                        got is d and to_data(got) == to_data(after) and repr(got) == repr(after)
                    ), ev
                    seen[ev.kind] += 1
                state = after
            assert to_data(state) == to_data(g.state)
    assert set(seen) == set(DRAFT_EVOLVERS), f"kinds never met: {set(DRAFT_EVOLVERS) - set(seen)}"


def test_every_command_type_has_a_handler():
    assert set(_HANDLERS) | {"tile"} == set(COMMAND_TYPES)  # (a tile resumes a paper run: decide)
