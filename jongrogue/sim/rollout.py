"""One advisor rollout: a redealt table played on by the greedy bot until the PC is safe or dead.

The rollout runs on bare states (engine ``decide`` / ``legal_commands``): no journal, no state
hashes, which is most of a Game's cost per command. ``Table`` gives the bot the part of the Game
API it reads (``state``, ``rules``, ``legal_commands()``), so the bot is used only through its
public ``choose(game)``; with ``redealt`` it is also enough of a Game for ``advisor.advise`` (the
death review advises on past states of a run).
"""
from __future__ import annotations

from jongrogue.engine.actions import decide
from jongrogue.engine.legal import legal_commands
from jongrogue.engine.knowledge import knowledge, redeal
from jongrogue.engine.odds import known_odds
from jongrogue.engine.view import view

from .bot import GreedyBot

HORIZON = 400                        # commands after the candidate before a rollout is cut off
SAFE = ("victory",)
LOST = ("dead", "game_over")


class Table:
    """A Game stand-in over a bare state (read-only for the bot, advanced by ``play``)."""

    def __init__(self, state, rules):
        self.state, self.rules = state, rules
        self._legal = None

    def legal_commands(self):
        if self._legal is None or self._legal[0] is not self.state:
            self._legal = (self.state, legal_commands(self.state, self.rules))
        return list(self._legal[1])

    def play(self, command) -> None:
        _, self.state = decide(self.state, command, self.rules, self.legal_commands())

    def view(self, reveal: bool = False) -> dict:
        return view(self.state, self.rules, reveal)

    def knowledge(self):
        return knowledge(self.state)

    def redealt(self, seed: int):
        return redeal(self.state, seed)

    def odds(self, dice: int, target: int) -> float:
        return float(known_odds(self.knowledge(), dice, target))


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
    table = Table(state, rules)
    table.play(command)
    bot = GreedyBot()
    for _ in range(horizon):
        done = outcome(table.state)
        if done is not None:
            return done
        if table.state.pc.floor != start_floor and table.state.context == "explore":
            return True
        table.play(bot.choose(table))
    return False
