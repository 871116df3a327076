"""Racing the moves of one decision: fewer rollouts where one move clearly leads, more where
they are close, within a budget.

Every move starts with ``first`` redealt tables; a move the leader beats significantly on the
shared tables (paired, sim/paired.py) leaves the race; the rest get twice as many tables, until
one is left, the others can hardly be told apart from it (at most one table where the leader
and another move differ (sim/paired.py's TIE): more tables would rarely make that significant), the most
``rollouts`` are reached or the next round would pass the ``budget``. The race only asks for
outcomes (``wanted``) and takes them (``add``), so one process or many give the same result.
"""

from __future__ import annotations

from .advisor_settings import AdvisorSettings
from .paired import Paired


class Race:
    def __init__(self, moves: int, settings: AdvisorSettings):
        self.settings = settings
        self.outcomes: list[list[float]] = [[] for _ in range(moves)]
        self.lost = [0] * moves  # rollouts of each move in which the run was lost
        self.alive = list(range(moves))
        self.target = min(settings.first, settings.rollouts) if moves else 0
        self.spent = 0
        self.stretching = False  # past the budget: the leader and the moves it nearly beats

    def wanted(self) -> dict[int, range]:
        """Move index -> the table indices still to play for this round (empty once finished)."""
        return {
            i: range(len(self.outcomes[i]), self.target)
            for i in self.alive
            if len(self.outcomes[i]) < self.target
        }

    def add(self, move: int, results: list[float], lost: int = 0) -> None:
        self.outcomes[move].extend(results)
        self.lost[move] += lost
        self.spent += len(results)
        if not self.wanted():
            self._next_round()

    @property
    def finished(self) -> bool:
        return not self.wanted()

    def leader(self, among=None) -> int:
        """The highest mean (the earlier move among equals)."""
        pool = self.alive if among is None else among
        return max(pool, key=lambda i: (self.mean(i), -i))

    def mean(self, i: int) -> float:
        o = self.outcomes[i]
        return sum(o) / len(o) if o else 0.0

    def paired(self, i: int, j: int) -> Paired:
        return Paired.of(self.outcomes[i], self.outcomes[j])

    def _next_round(self) -> None:
        top = self.leader()
        self.alive = [i for i in self.alive if i == top or not self.paired(top, i).better()]
        s = self.settings
        grown = min(s.rollouts, 2 * self.target)
        if len(self.alive) <= 1 or self._alike(top):
            return
        if self.stretching or (
            grown == self.target or self.spent + len(self.alive) * (grown - self.target) > s.budget
        ):
            self._stretch(top)
            return
        self.target = grown

    def _stretch(self, top: int) -> None:
        """Where the race would end with the leader close to beating other moves (Paired.close),
        those and the leader race on past the budget, their tables doubling up to
        ``settings.stretch``: the budget goes where a decision is close."""
        close = [i for i in self.alive if i != top and self.paired(top, i).close()]
        grown = min(self.settings.stretch, 2 * self.target)
        if close and grown > self.target:
            self.alive, self.stretching, self.target = [top, *close], True, grown

    def _alike(self, top: int) -> bool:
        return all(p.differ <= 1 for p in (self.paired(top, i) for i in self.alive))


class Focus(Race):
    """The review's race: the first round finds the leader among every move; after it only the
    leader and the move played (`keep`, a move index or None) race on, so the budget goes to the
    one difference the review reports. A decision where the move played leads, or is already
    significantly worse, ends after the first round."""

    def __init__(self, moves: int, settings: AdvisorSettings, keep: int | None):
        super().__init__(moves, settings)
        self.keep = keep

    def _next_round(self) -> None:
        top = self.leader()
        self.alive = [i for i in self.alive if i in (top, self.keep)]
        super()._next_round()
