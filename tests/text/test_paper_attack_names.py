"""A paper run's attack that kills names its target: the last tile of the roll finishes a command
whose view (taken while the tiles were entered) already shows the slot emptied, so the name comes
with the attack itself ("You hit Snake", never "You hit slot 1")."""

from __future__ import annotations

import random

import pytest

from jongrogue.engine import Game, Options, cmd
from jongrogue.engine.views.view import view as build_view
from jongrogue.runfiles.floors import replay_events
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.sim.bot import GreedyBot
from jongrogue.text import log_format
from jongrogue.text.words import monster_name, tt


def _entry(g: Game, rng: random.Random):
    asked = g.view()["paper"]
    if asked["kind"] == "link_row":
        return cmd("tile", row=rng.choice(asked["rows"]))
    kinds = sorted(asked["offered"])
    return cmd("tile", tile=rng.choices(kinds, [asked["offered"][k] for k in kinds])[0])


def _paper_game(seed: int, n: int) -> Game:
    g, bot, rng = Game.new(seed, Options(tiles="paper")), GreedyBot(), random.Random(seed)
    while len(g.commands) < n and g.view()["context"] not in ("game_over", "victory"):
        if g.state.context == "paper_tile":
            g.execute(_entry(g, rng))
        elif g.state.context == "dead":
            g.execute(cmd("game_over"))
        else:
            g.execute(bot.choose(g))
    return g


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_paper_kill_names_the_monster_killed(lang):
    g = _paper_game(1, 500)
    ctx = TextContext(lang)
    kills = 0
    for i, (before, _command, events) in enumerate(replay_events(g), start=1):
        pre = build_view(before, g.rules)
        monsters = log_format.monsters_in(pre)
        for e in events:
            if e.kind != "attack" or e.data.get("by") != "pc":
                continue
            line = log_format.entries_for(ctx, "", [e], i, monsters)[-1].text
            named = monster_name(ctx, e.data["monster"])
            assert named in line and tt(ctx, "slot_n", n=e.data["slot"]) not in line
            kills += (e.data["room"], e.data["slot"]) not in monsters
    assert kills > 0  # the case itself was met
