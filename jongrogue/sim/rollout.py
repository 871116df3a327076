"""One advisor rollout: a redealt table played on by the advisor's own plan (sim/planner.py: the
greedy bot saving food for the climb) for a short horizon, then scored by the value model
(sim/value.py: the expected final deepest floor from the player's view).

The rollout stops once the run has ended (worth its deepest floor, a victory more) or, after
``horizon`` commands, at the first out-of-combat decision (the states the model was fitted on),
at the latest ``horizon + OVERRUN`` commands. It runs on bare states (``headless.Headless``): no
journal, no state hashes, which is most of a Game's cost per command.
"""

from __future__ import annotations

from .headless import Headless
from .planner import Planner
from .value import ENDED, Value

OVERRUN = 40  # commands past the horizon to finish a fight before scoring
CALM = ("explore",)
LOST = ("dead", "game_over")  # a rollout that ended without a victory: the run was lost there


def rollout(state, rules, command, horizon: int, value: Value) -> float:
    """Play `command` on `state`, then the planner for about `horizon` commands; the value there."""
    return playout(state, rules, command, horizon, value)[0]


def playout(state, rules, command, horizon: int, value: Value) -> tuple[float, bool]:
    """The rollout's value, and whether the run was lost in it (died, or starved): the Hint's
    words for why a move is worse."""
    table = Headless(state, rules)
    table.execute(command)
    bot = Planner(rules=rules, plus=state.options.plus)  # the options the player chose: public
    for n in range(horizon + OVERRUN):
        ctx = table.state.context
        if ctx in ENDED or (n >= horizon and ctx in CALM):
            break
        table.execute(bot.choose(table))
    return value(table), table.state.context in LOST
