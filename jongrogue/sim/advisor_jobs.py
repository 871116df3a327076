"""The advisor in background processes: spawn-safe workers (a warm pool, sim/workers.py) rebuild
the game from its journal text (Game.from_text) and score a share of the candidates; the caller
polls, never waits, and may cancel.

The candidates are split round-robin over ``jobs`` processes; every worker uses the same redeal
seeds (common random numbers), so the result equals ``advisor.advise`` with the same arguments."""
from __future__ import annotations

from jongrogue.engine import Game

from . import workers
from .advisor import Advice, candidates, rank, score, tables


def score_share(text: str, share: list[int], rollouts: int, seed: int) -> list[tuple[int, float]]:
    """Worker: (candidate index, survival) for the candidates at `share`."""
    game = Game.from_text(text)
    redealt = tables(game, rollouts, seed)
    cands = candidates(game, redealt[0] if redealt else None)
    return [(i, score(game, cands[i], redealt).survival) for i in share]


class AdviceJob:
    """advise(game, rollouts, seed) computed by `jobs` spawned processes."""

    def __init__(self, game, rollouts: int = 64, seed: int = 0, jobs: int = 2):
        self.rollouts = rollouts
        self.commands_at = len(game.commands)            # the decision this advice is for
        redealt = tables(game, 1, seed) if rollouts else []
        self.candidates = candidates(game, redealt[0] if redealt else None)
        if game.state.context in ("game_over", "victory", "dead"):
            self.candidates = []
        jobs = max(1, min(jobs, len(self.candidates)))
        shares = [list(range(k, len(self.candidates), jobs)) for k in range(jobs)]
        self._pending = []
        if self.candidates:
            text, workers_ = game.to_text(), workers.pool(jobs)
            self._pending = [workers_.apply_async(score_share, (text, s, rollouts, seed)) for s in shares]
        self._result: list[Advice] | None = None if self.candidates else []

    def done(self) -> bool:
        if self._result is None and all(p.ready() for p in self._pending):
            survival = dict(pair for p in self._pending for pair in p.get())
            self._result = rank([Advice(c, survival[i], self.rollouts) for i, c in enumerate(self.candidates)],
                                self.candidates)
        return self._result is not None

    def progress(self) -> float:
        return sum(p.ready() for p in self._pending) / len(self._pending) if self._pending else 1.0

    def result(self) -> list[Advice] | None:
        return self._result if self.done() else None

    def cancel(self) -> None:
        """Stop the workers now (the warm pool is started again by the next request)."""
        if self._result is None and self._pending:
            workers.reset()
        self._pending, self._result = [], []
