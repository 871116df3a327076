"""The draft-specialised evolvers (engine/draft_events.py) make exactly the change of their
events.py twins, event by event, over random play with and without the EZ Plus options."""
from __future__ import annotations

import random
from collections import Counter

from jongrogue.engine import Game, Options
from jongrogue.engine.actions import _HANDLERS
from jongrogue.engine.commands import COMMAND_TYPES
from jongrogue.engine.draft import draft, freeze
from jongrogue.engine.draft_events import DRAFT_EVOLVERS
from jongrogue.engine.events import EVOLVERS, evolve
from jongrogue.engine.model import to_data


def test_every_draft_evolver_equals_its_twin_event_by_event():
    assert set(DRAFT_EVOLVERS) <= set(EVOLVERS)
    seen = Counter()
    for seed, options in [(11, Options()), (12, Options("ez_plus", ("rings", "curses", "monster_abilities")))]:
        g = Game.new(seed=seed, options=options)
        rng = random.Random(seed)
        for _ in range(300):
            if g.state.context in ("game_over", "victory"):
                break
            legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end", "game_over")]
            state = g.state
            for ev in g.execute(rng.choice(legal)):
                after = evolve(state, ev)
                if ev.kind in DRAFT_EVOLVERS:
                    d = draft(state)
                    got = freeze(DRAFT_EVOLVERS[ev.kind](d, ev))
                    assert got is d and to_data(got) == to_data(after) and repr(got) == repr(after), ev
                    seen[ev.kind] += 1
                state = after
            assert to_data(state) == to_data(g.state)
    assert set(seen) == set(DRAFT_EVOLVERS), f"kinds never met: {set(DRAFT_EVOLVERS) - set(seen)}"


def test_every_command_type_has_a_handler():
    assert set(_HANDLERS) == set(COMMAND_TYPES)
