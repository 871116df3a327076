"""The ceiling of the advice, for measurement only (never reachable from the app): the advisor
player's search — the same decisions asked about, the same rollouts and value model — raced on
the real table instead of tables redealt from what the player has seen. It knows every hidden
tile, so every table of a move gives the same outcome and two per move are the whole search.
``python -m jongrogue.sim --player clairvoyant`` plays it; docs/ADVISOR.md compares the advisor's
gain over the greedy bot with this player's ("the ceiling")."""

from __future__ import annotations

from .advisor_player import AdvisorPlayer
from .advisor_settings import AdvisorSettings

# every table is the real one: more rollouts of a move would repeat its first
SEES_ALL = AdvisorSettings(rollouts=2, first=2, budget=64)


class RealTables:
    """Every "redealt" table is the game's own state, hidden tiles and all."""

    def __init__(self, game, seed: int):
        self.state = game.state

    def __getitem__(self, i: int):
        return self.state


class ClairvoyantPlayer(AdvisorPlayer):
    tables_of = RealTables

    def __init__(self, settings: AdvisorSettings = SEES_ALL, **kw):
        super().__init__(settings, **kw)
