"""One advisor rollout: a redealt table played on by the greedy bot until the PC is safe or dead.

The rollout runs on bare states (``headless.Headless``): no journal, no state hashes, which is
most of a Game's cost per command.
"""
from __future__ import annotations

from .bot import GreedyBot
from .headless import Headless

HORIZON = 400                        # commands after the candidate before a rollout is cut off
SAFE = ("victory",)
LOST = ("dead", "game_over")


def outcome(state) -> bool | None:
    """True once the PC stands on a deeper floor alive (or has won), False once dead."""
    if state.context in SAFE:
        return True
    if state.context in LOST:
        return False
    return None


def rollout(state, rules, command, start_floor: int, horizon: int = HORIZON) -> bool:
    """Play `command` on `state`, then the bot, until the PC reaches a floor deeper than
    `start_floor` alive or wins (True), dies (False) or `horizon` commands pass (False: the
    run did not get off the floor)."""
    table = Headless(state, rules)
    table.execute(command)
    bot = GreedyBot(plus=state.options.plus)        # the options the player chose: public
    for _ in range(horizon):
        done = outcome(table.state)
        if done is not None:
            return done
        if table.state.pc.floor != start_floor and table.state.context == "explore":
            return True
        table.execute(bot.choose(table))
    return False
