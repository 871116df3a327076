"""The ceiling of the advice, for measurement only (never reachable from the app): the advisor
player's search — the same decisions asked about, the same rollouts and value model — raced on
the real table instead of tables redealt from what the player has seen. It knows every hidden
tile, so every table of a move gives the same outcome, two per move are the whole search, and
the move of the highest value is played (no interval is needed to trust an exact outcome).
``python -m jongrogue.sim --player clairvoyant`` plays it; docs/ADVISOR.md compares the advisor's
gain over the greedy bot with this player's ("the ceiling")."""

from __future__ import annotations

from jongrogue.engine.rules.actions import decide

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
        self.seen: set = set()  # the states this game has been in

    def choose(self, game):
        self.seen.add(game.state)
        return super().choose(game)

    def pick(self, advice, own, game):
        """The move of the highest value (its own plan among equals): an outcome on the real
        table is exact, so any difference counts. A move back to a state the game has been in
        is never picked over the plan: free moves (into the camp and out) would otherwise go
        round for ever on the horizon's edge."""
        fresh = [a for a in advice if a.command == own or own in a.same or self._new(game, a)]
        if not fresh:
            return own
        top = max(a.value for a in fresh)
        mine = next((a for a in fresh if own == a.command or own in a.same), None)
        if mine is not None and mine.value == top:
            return own
        return next(a.command for a in fresh if a.value == top)

    def _new(self, game, advice) -> bool:
        try:
            _, after = decide(game.state, advice.command, game.rules)
        except Exception:  # noqa: BLE001 — a move the engine refuses is not taken
            return False
        return after not in self.seen
