"""Positions the benchmarks, the self-tests and the learning screens start from: a typical
decision of the greedy bot's game, and the plan's run on the Amulet's depth."""

from __future__ import annotations

from jongrogue.engine import Game, Options

from .advisor import NEVER, OVER
from .bot import GreedyBot
from .plan_hint import keeps_to_plan, plan_depth
from .planner import Planner


def typical_decision(seed: int = 3, after: int = 25) -> Game:
    g, bot = Game.new(seed, Options()), GreedyBot()
    for _ in range(after):
        g.execute(bot.choose(g))
    while sum(c.type not in NEVER for c in g.legal_commands()) < 3:
        g.execute(bot.choose(g))
    return g


def plan_decision(seed: int = 5055) -> Game:
    """The plan's run of `seed` (5055: a victory) at its first real choice on the Amulet's depth,
    where the Hint names the plan's move."""
    game, bot = Game.new(seed, Options()), Planner()
    while not (
        keeps_to_plan(game, plan_depth(game))
        and sum(c.type not in NEVER for c in game.legal_commands()) > 1
    ):
        if game.state.context in OVER:
            raise ValueError(f"the plan's run of seed {seed} never reaches the Amulet's depth")
        game.execute(bot.choose(game))
    return game
