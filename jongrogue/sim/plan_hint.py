"""The Hint from the Amulet's depth on: the plan's move, not the estimates.

Below the Amulet's depth the estimates (the run's expected deepest floor) still count every floor
gained before the Amulet is found, so they favour diving on; the advisor's own plan (planner.py:
find the Amulet, keep food, climb home) wins more of these runs (docs/ADVISOR.md, "What was tried").
So from the deepest floor ``amulet_depth`` on, the advisor player asks no Hint and plays its plan,
and the app's Hint names that same move.

The plan's move depends on the planner's memory of the current floor deal (its searches, laps,
door visits; it forgets them at every new deal), which the game does not hold. ``plan_move``
rebuilds it the way the advisor player's own planner got it: shown every position since the deal,
in order, with the command the player actually played after each. Like the planner it reads only
the view.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from .bot import deal_of
from .headless import Headless
from .planner import Planner
from .value import view_of


def plan_depth(game) -> int:
    """The deepest floor from which the plan plays: the Amulet's depth under the game's options."""
    return game.rules.params_for(tuple(sorted(game.options.plus)))[
        "amulet_depth"
    ]  # a Game or a Headless


def keeps_to_plan(game, depth: int) -> bool:
    """Has the run's deepest floor reached `depth` (normally ``plan_depth``)?"""
    return view_of(game)["pc"]["deepest"] >= depth


def plan_move(game):
    """The command the advisor's plan plays now in `game` (a Game that is not over)."""
    return plan_after(game.opening_state, game.commands, game.rules, game.options.plus)


def plan_after(opening, commands, rules, plus):
    """The plan's move after `commands` from the state `opening` (immutable inputs: a thread may
    compute it while the game goes on)."""
    table = Headless(opening, rules)
    since = []  # the states since the deal, in order
    for command in commands:
        since.append(table.state)
        table.execute(command)
        if deal_of(table.state) != deal_of(since[0]):
            since = []
    bot = Planner(rules=rules, plus=plus)
    for state in since:
        bot.choose(Headless(state, rules))
    return bot.choose(table)


_THREAD = ThreadPoolExecutor(max_workers=1)


class PlanJob:
    """``plan_move`` for the app's Hint, on a thread: the replay of a long run takes a fraction of
    a second, which the window spends drawing (the same done / result / cancel as AdviceJob)."""

    def __init__(self, game):
        self.commands_at = len(game.commands)  # the decision this move is for
        self._future = _THREAD.submit(
            plan_after, game.opening_state, game.commands, game.rules, game.options.plus
        )

    def done(self) -> bool:
        return self._future.done()

    def result(self):
        return self._future.result() if self.done() else None

    def cancel(self) -> None:
        self._future.cancel()  # a running replay ends soon; its move is dropped
