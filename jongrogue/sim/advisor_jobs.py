"""The advisor in background processes: spawn-safe workers (a warm pool, sim/workers.py) rebuild
the game from its journal text (Game.from_text, kept for the decision's later rounds) and play
a share of each round's rollouts; the caller polls, never waits, and may cancel.

Each round of the race (sim/race.py) is split round-robin by move over ``jobs`` processes; every
worker deals the same redealt tables (common random numbers), so the result equals
``advisor.advise`` with the same arguments."""
from __future__ import annotations

from jongrogue.engine import Game

from . import workers
from .advisor import OVER, Advice, Tables, choices, outcomes, result
from .advisor_settings import HINT, AdvisorSettings
from .plan_hint import PlanJob, keeps_to_plan, plan_depth
from .race import Race

_last: dict = {}                     # in a worker: the decision it played last ((text, seed) -> its tables)


def play_share(text: str, seed: int, tasks: list[tuple[int, int, int]], horizon: int) -> list[tuple[int, list[float]]]:
    """Worker: (move index, outcomes) for every (move index, first table, end) of `tasks`."""
    key = (text, seed)
    if key not in _last:
        game = Game.from_text(text)
        tables = Tables(game, seed)
        _last.clear()
        _last[key] = (game, tables, choices(game, tables[0]))
    game, tables, groups = _last[key]
    return [(i, outcomes(game, groups[i][0], tables, range(a, b), horizon)) for i, a, b in tasks]


class AdviceJob:
    """advise(game, settings, seed) computed by `jobs` spawned processes."""

    def __init__(self, game, settings: AdvisorSettings = HINT, seed: int = 0, jobs: int = 2):
        self.settings, self.seed, self.jobs = settings, seed, jobs
        self.commands_at = len(game.commands)            # the decision this advice is for
        over = game.state.context in OVER
        self.groups = [] if over else choices(game, Tables(game, seed)[0] if settings.rollouts else None)
        self.race = Race(len(self.groups), settings)
        self._text = game.to_text()
        self._pending: list = []
        self._result: list[Advice] | None = None
        self._submit()

    def _submit(self) -> None:
        wanted = sorted(self.race.wanted().items())
        if not wanted:
            self._result = result(self.race, self.groups)
            return
        jobs = max(1, min(self.jobs, len(wanted)))
        shares = [[(i, r.start, r.stop) for i, r in wanted[k::jobs]] for k in range(jobs)]
        pool = workers.pool(self.jobs)
        self._pending = [pool.apply_async(play_share, (self._text, self.seed, s, self.settings.horizon))
                         for s in shares]

    def done(self) -> bool:
        if self._result is None and all(p.ready() for p in self._pending):
            for p in self._pending:
                for i, o in p.get():
                    self.race.add(i, o)
            self._pending = []
            self._submit()
        return self._result is not None

    def progress(self) -> float:
        """The share of the budget spent (a round's end may finish the race sooner)."""
        if self._result is not None:
            return 1.0
        return min(1.0, self.race.spent / max(1, self.settings.budget))

    def result(self) -> list[Advice] | None:
        return self._result if self.done() else None

    def cancel(self) -> None:
        """Stop the workers now (the warm pool is started again by the next request)."""
        if self._result is None and self._pending:
            workers.reset()
        self._pending, self._result = [], []


def hint_job(game, settings: AdvisorSettings = HINT, seed: int = 0, jobs: int = 2):
    """The app's Hint for `game`: the plan's move from the Amulet's depth on (sim/plan_hint.py),
    else the advice, each computed off the window's thread."""
    if keeps_to_plan(game, plan_depth(game)):
        return PlanJob(game)
    return AdviceJob(game, settings, seed, jobs)
