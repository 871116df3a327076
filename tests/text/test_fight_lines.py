"""What a fight does to the monsters is in the log (and so heard): a sleeping monster that wakes,
the HP a hit leaves it, its death, and two alike met at once counted in words — each from the
command's events, in both languages."""

from __future__ import annotations

import random

import pytest

from jongrogue.engine import Game, Options
from jongrogue.engine.core.queries import floor_monsters
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.text import log_format
from jongrogue.text.words import monster_name, tt


def _commands(seed: int, n: int):
    """(the command's events, the monsters before it) of each command of a random game."""
    rng = random.Random(seed)
    g = Game.new(seed, Options())
    for _ in range(n):
        if g.state.context in ("game_over", "victory"):
            return
        before = {(r, s): m.id for r, s, m in floor_monsters(g.state)}
        legal = [c for c in g.legal_commands() if c.type not in ("abandon", "flee")]
        fights = [c for c in legal if c.type in ("fight", "attack", "shoot")]
        yield g.execute(rng.choice(fights or legal)), before


def _lines(ctx, events, before) -> list[str]:
    return [e.text for e in log_format.entries_for(ctx, "x", events, 1, before)]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_monster_waking_a_hit_and_a_kill_are_logged(lang):
    ctx = TextContext(lang)
    seen = {"wakes": 0, "hp_left": 0, "slain": 0}
    for seed in range(1, 40):
        for events, before in _commands(seed, 300):
            lines = _lines(ctx, events, before)
            for e in events:
                d = e.data
                m = d.get("value").monster if e.kind == "slot" else None
                if m is not None and d["reason"] in ("-asleep", "-deep_asleep"):
                    want, key = tt(ctx, "log.wakes", who=monster_name(ctx, m.id)), "wakes"
                elif m is not None and d["reason"] == "damage" and m.damage < m.hp:
                    who = monster_name(ctx, m.id)
                    want = tt(ctx, "log.hp_left", who=who, left=m.hp - m.damage, hp=m.hp)
                    key = "hp_left"
                elif e.kind == "slot_discarded" and d["reason"] == "killed":
                    want, key = tt(ctx, "log.slain", who=monster_name(ctx, d["monster"])), "slain"
                else:
                    continue
                assert want in lines, (want, lines)
                seen[key] += 1
        if all(seen.values()):
            return
    raise AssertionError(seen)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_two_alike_met_at_once_are_counted_in_words(lang):
    ctx = TextContext(lang)
    for seed in range(1, 200):
        for events, before in _commands(seed, 60):
            met = [
                (e.data["value"].monster.id, e.data["room"])
                for e in events
                if e.kind == "slot" and e.data["reason"] == "revealed" and e.data["value"].monster
            ]
            twice = {m for m in met if met.count(m) == 2}
            if not twice:
                continue
            who, room = twice.pop()
            lines = _lines(ctx, events, before)
            name = monster_name(ctx, who)
            assert tt(ctx, "log.met_many", who=name, n=room, count=2) in lines, lines
            assert not any("×" in t for t in lines if name in t), lines
            return
    raise AssertionError("no two alike met at once")
