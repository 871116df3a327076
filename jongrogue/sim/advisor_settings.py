"""The advisor's settings: one object the app's Hint and the simulator's advisor player both
read (``HINT``), so the benchmark measures exactly the advice a player is shown."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AdvisorSettings:
    """How hard the advisor searches: rollouts per move and per decision, and their horizon."""

    rollouts: int = 64  # at most this many redealt tables per move
    first: int = 8  # every move's first round (then doubled for the close ones)
    budget: int = 160  # rollouts of one decision, all moves together
    horizon: int = 30  # commands a rollout plays before the value model scores it
    # past the budget, the leader and the moves it nearly beats (Paired.close) race on, their
    # tables doubling up to this many (0: never; measured, not used: docs/ADVISOR.md)
    stretch: int = 0


HINT = AdvisorSettings(
    rollouts=32, first=4, budget=128
)  # the app's Hint and `python -m jongrogue.sim --player advisor`
# per decision of the death review: a first round of 4 finds the best move, then only it and the
# move played race on (race.Focus) up to 32 tables each
REVIEW = AdvisorSettings(rollouts=32, first=4, budget=96)
