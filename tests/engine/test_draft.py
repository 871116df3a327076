"""A transaction evolves one mutable draft (engine/core/draft.py): it must give exactly the state that
the same events give on frozen states, leave its input state untouched, and end frozen."""

from __future__ import annotations

import random

import pytest

from jongrogue.engine import Game, Options
from jongrogue.engine.core.draft import Draft, draft, freeze
from jongrogue.engine.core.events import apply_all
from jongrogue.engine.core.model import Slot, State, to_data
from jongrogue.engine.journal.state_hash import hash_v2, hash_v3


def _play(seed: int, n: int, options: Options):
    g = Game.new(seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(n):
        if g.state.context in ("game_over", "victory"):
            return
        legal = [
            c for c in g.legal_commands() if c.type not in ("abandon", "forced_end", "game_over")
        ]
        before = g.state
        values = to_data(before)
        events = g.execute(rng.choice(legal))
        yield before, values, events, g.state


def test_a_command_equals_its_events_applied_to_frozen_states():
    seen = 0
    for seed, options in [
        (1, Options()),
        (2, Options()),
        (3, Options("ez_plus", ("rings", "curses", "monster_abilities"))),
    ]:
        for before, values, events, after in _play(seed, 250, options):
            assert type(after) is State and "_draft_floor" not in after.__dict__
            assert to_data(before) == values  # the input state is untouched
            frozen = apply_all(before, events)  # the same events, one State each
            assert to_data(frozen) == to_data(after)
            assert hash_v3(frozen) == hash_v3(after) and hash_v2(frozen) == hash_v2(after)
            seen += len(events)
    assert seen > 1000


def test_a_draft_changes_in_place_and_its_floor_once_copied():
    s = Game.new(seed=4).state
    d = draft(s)
    assert isinstance(d, State) and d is not s
    assert d.with_pc(hp=s.pc.hp + 1) is d and d.pc.hp == s.pc.hp + 1 and s.pc.hp != d.pc.hp
    d.with_slot(1, 5, Slot("m1", "up"))
    floor = d.floor
    assert floor is not s.floor and s.slot(1, 5) != d.slot(1, 5)
    d.with_slot(2, 5, Slot("m2", "up"))
    assert d.floor is floor and floor.encounter[1][4] == Slot("m2", "up")  # the copy, changed
    assert s.floor.encounter[1][4] != Slot("m2", "up")  # the parent's, not
    frozen = freeze(d)
    assert type(frozen) is State and frozen is d
    assert repr(frozen) == repr(s.evolve(pc=frozen.pc, floor=frozen.floor))
    again = draft(frozen)
    again.with_slot(3, 5, Slot("m3", "up"))
    assert again.floor is not frozen.floor and frozen.slot(3, 5) != Slot("m3", "up")


def test_a_draft_refuses_unknown_fields():
    d = draft(Game.new(seed=5).state)
    assert type(d) is Draft
    with pytest.raises(TypeError):
        d.evolve(no_such=1)
    with pytest.raises(TypeError):
        d.with_floor(no_such=1)
