"""Fleeing from a room is two steps (the fight goes on at the door, RULES §8.2): the first
says so — "Flee: To the door" read as an escape, and the next turn was a combat turn."""

from __future__ import annotations

import random

import pytest

from jongrogue.engine import Game, Options
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.text.command_text import label


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_first_step_of_a_flight_from_a_room_is_marked_1_of_2(lang):
    ctx = TextContext(lang)
    first = ctx.t("table.flee_first", flee=ctx.name("action.flee"), what="")
    seen = set()
    for seed in range(1, 40):
        rng, g = random.Random(seed), Game.new(seed, Options())
        for _ in range(120):
            if g.state.context in ("game_over", "victory"):
                break
            view = g.view()
            for c in g.legal_commands():
                if view["context"] == "choice" and c.type in (
                    "move_room_to_door",
                    "move_door_to_corridor",
                ):
                    said = label(ctx, c, view)
                    assert said.startswith(first) == (c.type == "move_room_to_door"), said
                    seen.add(c.type)
            g.execute(rng.choice([c for c in g.legal_commands() if c.type != "abandon"]))
        if seen == {"move_room_to_door", "move_door_to_corridor"}:
            return
    assert "move_room_to_door" in seen
