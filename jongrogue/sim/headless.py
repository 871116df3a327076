"""Headless: a Game stand-in over a bare state, for the simulator and the advisor's rollouts.

A ``Game`` keeps a journal and hashes every state, which the bot never needs: here a command is
the engine's ``decide`` on the current state and nothing else. It offers the part of the Game API
the bot reads (``view()`` or its cheaper ``table_view()``, ``legal_commands()``), ``state`` and ``rules`` for the referee, and
``knowledge`` / ``redealt`` / ``odds`` so that it is also enough of a Game for
``advisor.advise``. The bot is used only through its public ``choose(game)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from jongrogue.engine.core.commands import Command
from jongrogue.engine.rules.actions import decide, opening
from jongrogue.engine.rules.legal import legal_commands
from jongrogue.engine.rules.setup import new_state
from jongrogue.engine.views.knowledge import knowledge, redeal
from jongrogue.engine.views.odds import known_odds
from jongrogue.engine.views.view import shared_view, table_view, view


class Headless:
    """Read-only for the bot; advanced by ``execute``."""

    def __init__(self, state, rules):
        self.state, self.rules = state, rules
        self._legal: tuple[Any, Sequence[Command]] = (None, ())

    @classmethod
    def new(cls, seed: int, options, rules) -> Headless:
        """The table of ``Game.new(seed, options, rules=rules)``: the same opening state."""
        _, state = opening(new_state(seed, options, rules), rules)
        return cls(state, rules)

    @property
    def options(self):
        return self.state.options

    def _legal_now(self):
        state, legal = self._legal
        if state is not self.state:
            legal = legal_commands(self.state, self.rules)
            self._legal = (self.state, legal)
        return legal

    def legal_commands(self):
        return list(self._legal_now())

    def execute(self, command) -> list:
        """Play `command` (raises Rejected like ``Game.execute``); its events."""
        events, self.state = decide(self.state, command, self.rules, self._legal_now())
        return events

    def view(self, reveal: bool = False) -> dict:
        # The bot only reads the view, so it may share unchanged parts with earlier views.
        return (
            view(self.state, self.rules, reveal) if reveal else shared_view(self.state, self.rules)
        )

    def table_view(self) -> dict:
        """The parts of ``view()`` the bot's Table reads (engine.view.table_view)."""
        return table_view(self.state, self.rules)

    def knowledge(self):
        return knowledge(self.state)

    def redealt(self, seed: int):
        return redeal(self.state, seed)

    def odds(self, dice: int, target: int) -> float:
        return float(known_odds(self.knowledge(), dice, target))
