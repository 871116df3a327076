"""The advisor's own plan (sim/planner.py): the greedy bot's play until the last floors before the
Amulet, frugal from there and on the whole climb, from the public view only, and its results on
fixed seeds pinned (the greedy bot's own pins, tests/engine/test_bot.py, are untouched by it); its
loop guard on a recorded position (fixtures/loop_seed8272.json) where the greedy bot's moves walk
between a room and its door forever."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from types import SimpleNamespace

from jongrogue.data import load_rules
from jongrogue.engine import Options
from jongrogue.engine.core.commands import Command
from jongrogue.engine.views.knowledge import redeal
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.headless import Headless
from jongrogue.sim.planner import DEEP_FROM, KNOBS, PLANNER_VERSION, Planner
from jongrogue.sim.play import play_game

RULES = load_rules()
DEEP = RULES.params_for(())["amulet_depth"] - DEEP_FROM
CLIMB_SEED = 5055  # the planner takes the Amulet home on this seed


def _sheet(floor, amulet=False):
    return SimpleNamespace(pc=SimpleNamespace(floor=floor, has_amulet=amulet))


def test_frugal_on_the_climb_and_below_its_own_food_line_from_the_deep_floors():
    planner, greedy = Planner(rules=RULES), GreedyBot(rules=RULES)
    for bot in (planner, greedy):
        bot.tiles_left = lambda s: 500  # between the greedy line (250) and the deep one (700)
    assert not greedy.frugal(_sheet(DEEP)) and planner.frugal(_sheet(DEEP))
    assert not planner.frugal(_sheet(DEEP - 1)) and not greedy.frugal(_sheet(5, amulet=True))
    assert planner.frugal(_sheet(5, amulet=True))
    planner.tiles_left = lambda s: 10_000
    assert planner.frugal(_sheet(3, amulet=True)) and not planner.frugal(_sheet(DEEP))


def test_the_greedy_bots_moves_with_its_knobs_until_the_deep_floors():
    compared = 0
    for seed in range(5000, 5006):
        game = Headless.new(seed, Options(), RULES)
        greedy, planner = GreedyBot(rules=RULES, **KNOBS), Planner(rules=RULES)
        while game.state.context not in ("game_over", "victory") and game.state.pc.floor < DEEP:
            own = greedy.choose(game)
            assert planner.choose(game) == own
            game.execute(own)
            compared += 1
    assert compared > 1500


def test_states_differing_only_in_unseen_tiles_get_the_same_move_on_the_deep_floors_and_the_climb():
    game, planner, twin = (
        Headless.new(CLIMB_SEED, Options(), RULES),
        Planner(rules=RULES),
        Planner(rules=RULES),
    )
    deep = climbing = n = 0
    while game.state.context not in ("game_over", "victory"):
        other = game
        if game.state.pc.floor >= DEEP or game.state.pc.has_amulet:
            # The twin plays a table where every tile the player has not seen is dealt anew.
            key = int.from_bytes(hashlib.sha256(f"twin:{n}".encode()).digest()[:8], "big")
            other = Headless(redeal(game.state, key), RULES)
            deep += 1
            climbing += game.state.pc.has_amulet
        mine = planner.choose(game)
        assert twin.choose(other) == mine
        game.execute(mine)
        n += 1
    assert game.state.context == "victory" and deep > 300 and climbing > 200


PINNED = {"plan_version": "planner-3", "victories": 5, "deepest_sum": 809, "commands": 89353}


def test_pinned_results_on_fixed_seeds():
    rows = [
        play_game(seed, Planner(rules=RULES), journal=False, rules=RULES)
        for seed in range(5000, 5100)
    ]
    got = {
        "plan_version": PLANNER_VERSION,
        "victories": sum(r.result == "victory" for r in rows),
        "deepest_sum": sum(r.deepest for r in rows),
        "commands": sum(r.commands for r in rows),
    }
    assert got == PINNED


LOOP = Path(__file__).parent / "fixtures" / "loop_seed8272.json"


def _at_the_loop():
    """Seed 8272's advisor game at its first visit of room 7's east door on floor 14: the Amulet,
    no food, and (desperate, nothing left to plan) room 7 <-> its door, a walk that draws no tile."""
    rec = json.loads(LOOP.read_text())
    game = Headless.new(rec["seed"], Options(ruleset=rec["ruleset"]), RULES)
    for c in rec["commands"]:
        game.execute(Command.from_dict(c))
    s = game.state
    assert (s.pc.floor, s.pc.has_amulet, s.pc.food, s.pc.position.kind, s.pc.position.room) == (
        14,
        True,
        0,
        "door",
        7,
    )
    return game


class _Unguarded(Planner):
    _explore = GreedyBot._explore  # the plan without its loop guard


def test_the_recorded_position_is_an_endless_walk_without_the_guard():
    game, bot = _at_the_loop(), _Unguarded(rules=RULES)
    wall = len(game.state.wall)
    for _ in range(200):
        game.execute(bot.choose(game))
        assert game.state.pc.position.room == 7 and len(game.state.wall) == wall


def test_back_at_a_door_with_nothing_changed_the_plan_fights_through_to_the_room_beyond():
    game, bot = _at_the_loop(), Planner(rules=RULES)
    rooms = []
    for _ in range(12):
        c = bot.choose(game)
        game.execute(c)
        pos = game.state.pc.position
        rooms.append((pos.kind, pos.room if pos.kind != "corridor" else pos.to))
        if pos.kind == "room" and pos.room != 7:
            break
    # One lap to see the walk repeat, a second visit of the door, then the corridor to room 8.
    assert rooms[:4] == [("room", 7), ("door", 7), ("room", 7), ("door", 7)]
    assert ("corridor", 8) in rooms and rooms[-1] == ("room", 8)
