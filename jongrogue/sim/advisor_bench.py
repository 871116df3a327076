"""The advisor's benchmark workload (printed by ``python -m jongrogue.bench``): 64 rollouts per
real choice on a typical decision — seed 3, the greedy bot's first decision after 25 commands
with at least three real choices (explore: doors, search, rest, camp, pick up, a potion)."""
from __future__ import annotations

import time

from jongrogue.engine import Game, Options

from .advisor import NEVER, advise
from .advisor_jobs import AdviceJob
from .bot import GreedyBot


def typical_decision(seed: int = 3, after: int = 25) -> Game:
    g, bot = Game.new(seed, Options()), GreedyBot()
    for _ in range(after):
        g.execute(bot.choose(g))
    while sum(c.type not in NEVER for c in g.legal_commands()) < 3:
        g.execute(bot.choose(g))
    return g


def cpu(game: Game, rollouts: int = 64) -> tuple[int, float]:
    """(candidates, CPU seconds) of advise() in this process."""
    t = time.process_time()
    advice = advise(game, rollouts=rollouts, seed=0)
    return len(advice), time.process_time() - t


def wall_two_processes(game: Game, rollouts: int = 64) -> float:
    """Wall seconds of the app's path: two spawned workers (start-up included the first time)."""
    t = time.perf_counter()
    job = AdviceJob(game, rollouts=rollouts, seed=0, jobs=2)
    while not job.done():
        time.sleep(0.005)
    return time.perf_counter() - t
