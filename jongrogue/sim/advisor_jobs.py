"""The advisor in background processes: spawn-safe workers (a warm pool, sim/workers.py) take the
decision's bare state (a Headless table under the shipped rules, kept for the decision's later
rounds: no journal to replay, which in a paper run with its entered tiles took longer than the
advice) and play a share of each round's rollouts; the caller polls, never waits, and may cancel.

Each round of the race (sim/race.py) is split round-robin by move over ``jobs`` processes; every
worker deals the same redealt tables (common random numbers), so the result equals
``advisor.advise`` with the same arguments."""

from __future__ import annotations

import itertools

from jongrogue.data import load_rules

from . import workers
from .advisor import OVER, Advice, Tables, choices, played, result
from .advisor_settings import HINT, AdvisorSettings
from .headless import Headless
from .plan_hint import PlanJob, keeps_to_plan, plan_depth
from .race import Race

_last: dict = {}  # in a worker: the decision it played last (job key -> its tables)
_keys = itertools.count()  # in the app: one key per job


def play_share(
    key: int, state, seed: int, tasks: list[tuple[int, int, int]], horizon: int
) -> list[tuple[int, list[float], int]]:
    """Worker: (move index, outcomes, rollouts lost) for every (move index, first table, end) of
    `tasks`."""
    if key not in _last:
        game = Headless(state, load_rules())
        tables = Tables(game, seed)
        _last.clear()
        _last[key] = (game, tables, choices(game, tables[0]))
    game, tables, groups = _last[key]
    return [(i, *played(game, groups[i][0], tables, range(a, b), horizon)) for i, a, b in tasks]


class AdviceJob:
    """advise(game, settings, seed) computed by `jobs` spawned processes."""

    def __init__(self, game, settings: AdvisorSettings = HINT, seed: int = 0, jobs: int = 2):
        self.settings, self.seed, self.jobs = settings, seed, jobs
        self.commands_at = len(game.commands)  # the decision this advice is for
        over = game.state.context in OVER
        self.groups = (
            [] if over else choices(game, Tables(game, seed)[0] if settings.rollouts else None)
        )
        self.race = Race(len(self.groups), settings)
        if game.rules is not load_rules():  # (the workers read the shipped rules)
            raise ValueError("the advisor's workers play the shipped rules only")
        self._state, self._key = game.state, next(_keys)
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
        self._pending = [
            pool.apply_async(
                play_share, (self._key, self._state, self.seed, s, self.settings.horizon)
            )
            for s in shares
        ]

    def done(self) -> bool:
        if self._result is None and all(p.ready() for p in self._pending):
            try:
                shares = [p.get() for p in self._pending]
            except Exception:
                self.cancel()  # the workers' failure is the caller's to report
                raise
            for share in shares:
                for i, o, lost in share:
                    self.race.add(i, o, lost)
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
