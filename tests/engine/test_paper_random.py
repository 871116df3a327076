"""Random play of paper runs: thousands of commands with entered tiles, undo, redo and
journal round trips break no invariant, and at every paper_tile prompt exactly the kinds offered
are accepted."""

from __future__ import annotations

import random

import pytest

from jongrogue.engine import Game, Options, Rejected, cmd
from jongrogue.engine.core.model import OPTION_IDS
from jongrogue.engine.rules.actions import decide
from jongrogue.engine.views.view import view
from tests.engine.helpers import census_counter

OPTIONS = [
    Options(tiles="paper"),
    Options("ez_plus", OPTION_IDS, tiles="paper"),
    Options("ez_plus", OPTION_IDS, "challenge", tiles="paper"),
    Options(mode="challenge", tiles="paper"),
]
COMMANDS = 900  # per game: 8 games, about 7,000 commands in all


def _check_prompt(g: Game, kinds: set) -> None:
    """Every kind not offered is refused, changing nothing; the counts are the hidden ones."""
    asked = g.view()["paper"]
    tiles = [c for c in g.legal_commands() if c.type == "tile"]
    ends = {c.type for c in g.legal_commands()} - {"tile"}
    assert ends == ({"forced_end"} if g.options.has("forced_end_bonus") else {"abandon"})
    if asked["kind"] == "link_row":
        assert [c.arg("row") for c in tiles] == asked["rows"]
        for row in sorted({0, 99, *range(1, 19)} - set(asked["rows"])):
            with pytest.raises(Rejected) as err:
                g.execute(cmd("tile", row=row))
            assert err.value.code == "not_a_link_row"
        return
    offered = asked["offered"]
    assert offered and all(n > 0 for n in offered.values())
    assert {c.arg("tile") for c in tiles} == set(offered)
    state, size = g.state, g.journal_size
    for kind in sorted(kinds - set(offered)) + ["x9", ""]:
        with pytest.raises(Rejected) as err:
            g.execute(cmd("tile", tile=kind))
        assert err.value.code == "tile_accounted_for"
        assert g.state is state and g.journal_size == size
    with pytest.raises(Rejected):
        g.execute(cmd("rest"))


def _step(g: Game, rng: random.Random, kinds: set, seen: set) -> None:
    if g.state.context == "paper_tile":
        _check_prompt(g, kinds)
        asked = g.view()["paper"]
        seen.add(asked["kind"])
        if asked["kind"] == "link_row":
            g.execute(cmd("tile", row=rng.choice(asked["rows"])))
            return
        offered = asked["offered"]  # a tile as likely as its copies left
        tile = rng.choices(sorted(offered), [offered[k] for k in sorted(offered)])[0]
        g.execute(cmd("tile", tile=tile))
        return
    legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")]
    g.execute(rng.choice(legal))


@pytest.mark.parametrize("seed", [11, 12])
@pytest.mark.parametrize("options", OPTIONS, ids=["ez", "plus", "plus_challenge", "ez_challenge"])
def test_random_paper_play_keeps_every_invariant(seed, options):
    rng = random.Random(seed)
    g = Game.new(seed, options)
    box = census_counter(g)
    kinds, seen = set(box), set()
    for n in range(COMMANDS):
        if g.state.context in ("game_over", "victory"):
            break
        roll = rng.random()
        if roll < 0.08 and g.can_undo()[0]:
            h = g.state_hash()
            g.undo()
            if rng.random() < 0.7:
                g.redo()
                assert g.state_hash() == h
        else:
            _step(g, rng, kinds, seen)
        assert census_counter(g) == box  # entered tiles never exceed the box
        if n % 150 == 149:
            again = Game.from_text(g.to_text())
            assert again.state == g.state and again.state_hash() == g.state_hash()
            assert again.view() == g.view()
            g = again
    assert {"draw", "slot", "dungeon"} <= seen


@pytest.mark.parametrize("options", OPTIONS[:2], ids=["ez", "plus"])
def test_the_players_tiles_alone_decide_what_a_paper_run_shows(options):
    """Nothing of a paper run is turned up without asking. Two paper games whose
    boxes lie in different orders, given the same commands (the same entered tiles), show the
    same view at every step — through floor changes, whose face-down encounter tiles go face up
    onto the discard pile (each one asked for first), the new floor's deal and the prompts'
    offered counts, and the table of a run ended at a prompt."""
    floors = 0
    for seed in range(2, 8):
        rng = random.Random(seed)
        a, b = Game.new(seed, options), Game.new(seed + 1000, options)
        for _ in range(COMMANDS):
            if a.state.context in ("game_over", "victory"):
                break
            if a.state.context == "paper_tile":
                asked = a.view()["paper"]
                if rng.random() < 0.1:  # the run ended here would show the same table too
                    end = cmd("forced_end" if a.options.has("forced_end_bonus") else "abandon")
                    ended = [view(decide(g.state, end, g.rules)[1], g.rules) for g in (a, b)]
                    assert ended[0] == ended[1] and ended[0]["context"] == "game_over"
                if asked["kind"] == "link_row":
                    command = cmd("tile", row=rng.choice(asked["rows"]))
                else:
                    kinds = sorted(asked["offered"])
                    tile = rng.choices(kinds, [asked["offered"][k] for k in kinds])[0]
                    command = cmd("tile", tile=tile)
            else:
                legal = [c for c in a.legal_commands() if c.type not in ("abandon", "forced_end")]
                stairs = cmd("use_stairs")
                command = stairs if stairs in legal else rng.choice(legal)  # floors go by
            floor = a.state.pc.floor
            a.execute(command)
            b.execute(command)
            floors += a.state.pc.floor != floor
            assert a.view() == b.view(), (seed, command)
    assert floors >= 3
