"""The balance simulator's benchmark workload (printed by ``python -m jongrogue.bench``): the
frozen greedy bot's games on the seeds of the simulator's goal (10,000 games from seed 100000 on
two processes), one process for the rate, and optionally a measured batch on two processes."""

from __future__ import annotations

import time

from jongrogue.sim.runner import Config, run_games

SEED0 = 100_000
GOAL_GAMES, GOAL_JOBS, GOAL_SECONDS = 10_000, 2, 180


def one_process(games: int = 40) -> tuple[int, int, float]:
    """(games, commands, CPU seconds) of `games` bot games in this process."""
    t = time.process_time()
    rows = run_games(range(SEED0, SEED0 + games), Config(), jobs=1, progress=False)
    return len(rows), sum(r.commands for r in rows), time.process_time() - t


def projected(games_per_second: float, jobs: int = GOAL_JOBS, games: int = GOAL_GAMES) -> float:
    """Wall seconds of `games` games on `jobs` processes with a core each (start-up aside)."""
    return games / (jobs * games_per_second)


def measured(games: int, jobs: int = GOAL_JOBS) -> float:
    """Wall seconds of `games` games on `jobs` worker processes (spawning them included)."""
    t = time.perf_counter()
    run_games(range(SEED0, SEED0 + games), Config(), jobs=jobs, progress=False)
    return time.perf_counter() - t
