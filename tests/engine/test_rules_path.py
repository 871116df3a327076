"""The rules path's shortcuts (docs/PERFORMANCE.md) change nothing: check plans without the checks of options
not chosen, the last legal list kept for decide, check parameters as attributes."""

from __future__ import annotations

import random

import pytest

from jongrogue.engine import Game, Options
from jongrogue.engine.core.draft import draft
from jongrogue.engine.core.model import OPTION_IDS
from jongrogue.engine.core.pipeline import Ctx
from jongrogue.engine.rules import check_index, legal
from jongrogue.engine.rules.actions import decide
from jongrogue.engine.rules.check_index import CHECK_OPTION, CHECKS
from jongrogue.engine.rules.legal import legal_commands

NEVER = ("abandon", "forced_end")


def _random_play(options: Options, seed: int, n: int):
    """(command types, event kinds and data, state reprs) of `n` random legal commands."""
    g = Game.new(seed=seed, options=options)
    rules, s, rng, out = g.rules, g.state, random.Random(seed), []
    for _ in range(n):
        if s.context in ("game_over", "victory"):
            break
        choices = [c for c in legal_commands(s, rules) if c.type not in NEVER]
        if s.context == "dead":
            choices = [c for c in choices if c.type == "continue_game"]
        command = rng.choice(choices)
        events, s = decide(s, command, rules)
        out.append((command, [(e.kind, e.data) for e in events], repr(s)))
    return out


@pytest.mark.parametrize(
    "options",
    [
        Options(),
        Options("ez_plus", ("identification", "curses")),
        Options("ez_plus", ("rings",)),
        Options("ez_plus", ("monster_abilities", "pincer_attacks")),
    ],
    ids=lambda o: "+".join(o.plus) or "ez",
)
def test_leaving_out_the_checks_of_options_not_chosen_changes_nothing(options, monkeypatch):
    pruned = [_random_play(options, seed, 400) for seed in (1, 2)]
    # every check in every plan, as before the pruning
    monkeypatch.setattr(check_index, "CHECK_OPTION", {})
    monkeypatch.setattr(check_index, "_LAST_PLANS", [(None, None, None)])
    check_index._plans.cache_clear()
    try:
        full = [_random_play(options, seed, 400) for seed in (1, 2)]
    finally:
        check_index._plans.cache_clear()
    assert pruned == full
    assert sum(len(run) for run in full) > 500


def test_option_checks_are_registered_checks_of_known_options():
    assert CHECK_OPTION and set(CHECK_OPTION) <= set(CHECKS)
    assert set(CHECK_OPTION.values()) <= set(OPTION_IDS)


def test_a_plan_leaves_out_exactly_the_checks_of_options_not_chosen():
    g = Game.new(seed=1)
    ez = check_index._plans(g.rules, ())
    everything = check_index._plans(g.rules, tuple(sorted(OPTION_IDS)))
    damage_ez, damage_all = ez["take_monster_damage"][1], everything["take_monster_damage"][1]
    assert CHECKS["lose_hp"] in damage_ez and CHECKS["freeze_roll"] not in damage_ez
    assert CHECKS["freeze_roll"] in damage_all and len(damage_all) == len(damage_ez) + 7


def test_the_kept_legal_list_is_a_fresh_copy_of_the_same_answer():
    g = Game.new(seed=3)
    first = legal_commands(g.state, g.rules)
    first.append("junk")
    again = legal_commands(g.state, g.rules)
    assert "junk" not in again and again == first[:-1]
    assert legal._LAST[0][0] is g.state


def test_a_draft_is_never_kept_as_the_last_legal_answer():
    g = Game.new(seed=3)
    d = draft(g.state)
    before = legal._LAST[0]
    legal_commands(d, g.rules)
    assert legal._LAST[0] is before


def test_check_parameters_are_attributes_and_set_keeps_both():
    ctx = Ctx(data={"room": 4, "slot": 2})
    assert (ctx.room, ctx.slot, ctx.get("room")) == (4, 2, 4)
    ctx.set(slot=5, hit=True)
    assert (ctx.slot, ctx.hit) == (5, True) and ctx.data == {"room": 4, "slot": 5, "hit": True}
    with pytest.raises(AttributeError):
        _ = ctx.missing
    assert Ctx().data == {} and Ctx().row == ""
