"""A sleep roll names the monster it is about: a room can hold two monsters, and a listener
cannot see which slot "Sleep roll: drew …" meant."""

from __future__ import annotations

import random

import pytest

from jongrogue.engine import Game, Options
from jongrogue.engine.core.queries import floor_monsters
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.text import log_format
from jongrogue.text.words import monster_name


def _sleep_rolls(seed: int, n: int):
    """(monster id at its slot, the command's events, the monsters before it) of each sleep roll
    in a random game."""
    rng = random.Random(seed)
    g = Game.new(seed, Options())
    for _ in range(n):
        if g.state.context in ("game_over", "victory"):
            return
        before = {(r, s): m.id for r, s, m in floor_monsters(g.state)}
        events = g.execute(rng.choice([c for c in g.legal_commands() if c.type != "abandon"]))
        after = {(r, s): m.id for r, s, m in floor_monsters(g.state)}
        for e in events:
            if e.kind == "check" and e.data["check"] == "sleep_roll":
                yield after.get((e.data["room"], e.data["slot"])), events, before


HEAD = {"en": "Sleep roll for the {who}: drew ", "ja": "「睡眠判定」をする（{who}）："}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_each_sleep_roll_line_names_its_monster(lang):
    ctx = TextContext(lang)
    seen = 0
    for who, events, before in _sleep_rolls(3, 400):
        assert who is not None
        lines = log_format.entries_for(ctx, "x", events, 1, before)
        rolls = [e.text for e in lines if e.extra.get("success") is not None]
        head = HEAD[lang].format(who=monster_name(ctx, who))
        assert any(t.startswith(head) for t in rolls), (head, rolls)
        seen += 1
    assert seen >= 2
