"""The Hint from the Amulet's depth (sim/plan_hint.py): the plan's move, with the planner's memory
rebuilt from the run, is exactly the move the advisor player's own planner plays there; the
depth rule is the advisor player's; and the move reads nothing the player has not seen."""

from __future__ import annotations

import random

from jongrogue.data import load_rules
from jongrogue.engine import Game, Options
from jongrogue.sim.advisor import NEVER, OVER
from jongrogue.sim.advisor_player import AdvisorPlayer
from jongrogue.sim.headless import Headless
from jongrogue.sim.plan_hint import keeps_to_plan, plan_depth, plan_move
from jongrogue.sim.planner import Planner
from tests.advisor.test_advisor import WALL, wall_pair

RULES = load_rules()
CLIMB_SEED = 5055  # the planner takes the Amulet home on this seed (tests/sim/test_planner.py)


def test_the_plans_move_is_the_running_planners_even_where_the_player_played_otherwise():
    """A player who plays any legal move one time in twenty (this seed takes it to the Amulet's
    depth): at every 25th position, and wherever a planner knowing only the position (no memory
    of the floor) would choose otherwise, the rebuilt plan names what a planner shown the whole
    run (as the advisor player's is) chooses."""
    game, bot, rng = Game.new(37, Options(), rules=RULES), Planner(rules=RULES), random.Random(37)
    checked = forgetful = differed = 0
    while game.state.context not in OVER:
        own = bot.choose(game)
        fresh = Planner(rules=RULES).choose(Headless(game.state, RULES))
        if len(game.commands) % 25 == 0 or fresh != own:
            assert plan_move(game) == own
            checked += 1
            forgetful += fresh != own
        legal = [c for c in game.legal_commands() if c.type not in NEVER]
        move = rng.choice(legal) if rng.random() < 0.05 else own
        differed += move != own
        game.execute(move)
    assert (
        checked >= 25
        and forgetful >= 10
        and differed >= 20
        and game.view()["pc"]["deepest"] >= plan_depth(game)
    )


def test_from_the_amulets_depth_on_and_not_before():
    game, bot = Game.new(CLIMB_SEED, Options(), rules=RULES), Planner(rules=RULES)
    depth = plan_depth(game)
    assert depth == RULES.params["amulet_depth"] == AdvisorPlayer(rules=RULES).plan_from
    seen = set()
    while game.state.context not in OVER:
        deepest = game.view()["pc"]["deepest"]
        seen.add(keeps_to_plan(game, depth))
        assert keeps_to_plan(game, depth) == (deepest >= depth)
        game.execute(bot.choose(game))
    assert seen == {False, True} and game.state.context == "victory"


def test_games_differing_only_in_unseen_tiles_get_the_same_plan_move():
    compared = 0
    for seed in (3, 4):
        a, b, i = wall_pair(seed)
        bot = Planner(rules=a.rules)
        for _ in range(40):
            if WALL - len(a.state.wall) > i or a.state.reshuffles or a.state.context in OVER:
                break
            assert plan_move(a) == plan_move(b)
            move = bot.choose(a)
            a.execute(move)
            b.execute(move)
            compared += 1
    assert compared >= 20
