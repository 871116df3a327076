"""Many bot games at once: a process pool over seeds, results in seed order (identical for any
number of jobs: each game depends only on its seed and the configuration), a tqdm progress bar
on stderr, and the summary figures of a batch."""

from __future__ import annotations

import gc
import multiprocessing
import os
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field

from tqdm import tqdm

from jongrogue.engine import Options

from .advisor_player import AdvisorPlayer
from .bot import BOT_VERSION, GreedyBot
from .clairvoyant import ClairvoyantPlayer
from .overrides import from_plain, to_plain, with_overrides
from .planner import PLANNER_VERSION, Planner
from .play import play_game

PROGRESS_AFTER = 50  # games: smaller batches finish in about a second, no bar
# A game makes many short-lived containers and few reference cycles: the cyclic collector's
# default (a pass every 700 allocations) costs ~8 % of a game; every 200,000 is enough.
GC_THRESHOLD = (200_000, 50, 1000)


@dataclass(frozen=True)
class Config:
    ruleset: str = "ez"
    plus: tuple = ()
    continues: int = 0
    max_commands: int = 20000
    overrides: tuple = ()  # ((key path, value), ...) for with_overrides
    bot: tuple = ()  # ((GreedyBot keyword, value), ...)
    player: str = "greedy"  # greedy | planner (planner.Planner) | advisor (advisor_player.AdvisorPlayer at the Hint's settings)


@dataclass(frozen=True)
class GameRow:
    seed: int
    result: str
    cause: str | None
    floor: int
    deepest: int
    level: int
    commands: int
    burned: int = field(default=0)


PLAYERS = {
    "greedy": GreedyBot,
    "planner": Planner,
    "advisor": AdvisorPlayer,
    "clairvoyant": ClairvoyantPlayer,  # the ceiling: measurement only
}

_worker: dict = {}


def _init(config: Config, tables: dict) -> None:
    _worker["config"] = config
    _worker["rules"] = from_plain(tables)
    gc.freeze()  # what is loaded now lives as long as the worker
    gc.set_threshold(*GC_THRESHOLD)


def _play(seed: int) -> GameRow:
    config, rules = _worker["config"], _worker["rules"]
    bot = PLAYERS[config.player](
        continues=config.continues, rules=rules, plus=config.plus, **dict(config.bot)
    )
    r = play_game(
        seed,
        bot,
        max_commands=config.max_commands,
        options=Options(ruleset=config.ruleset, plus=config.plus),
        rules=rules,
        journal=False,
    )
    return GameRow(
        seed=seed,
        result=r.result,
        cause=r.cause,
        floor=r.floor,
        deepest=r.deepest,
        level=r.level,
        commands=r.commands,
        burned=sum(r.tiles_burned_per_floor.values()),
    )


def run_games(
    seeds, config: Config, jobs: int | None = None, progress: bool = True, desc: str = "games"
) -> list[GameRow]:
    """Play every seed under `config`; rows in the order of `seeds`."""
    seeds = list(seeds)
    jobs = max(1, min(jobs or os.cpu_count() or 1, len(seeds) or 1))
    bar = tqdm(
        total=len(seeds),
        desc=desc,
        unit="game",
        disable=not progress or len(seeds) < PROGRESS_AFTER,
        leave=False,
        dynamic_ncols=True,
    )
    # The tables are read once, here, and shipped to every worker: editing a YAML file while
    # a batch runs cannot change the rules of its later games.
    tables = to_plain(with_overrides(dict(config.overrides)))
    rows = []
    try:
        if jobs == 1:
            threshold = gc.get_threshold()
            _init(config, tables)
            try:
                for seed in seeds:
                    rows.append(_play(seed))
                    bar.update()
            finally:
                gc.unfreeze()
                gc.set_threshold(*threshold)
        else:
            chunk = max(1, min(8, len(seeds) // (jobs * 8)))
            with multiprocessing.get_context("spawn").Pool(jobs, _init, (config, tables)) as pool:
                for row in pool.imap(_play, seeds, chunksize=chunk):
                    rows.append(row)
                    bar.update()
    finally:
        bar.close()
    return rows


def summarise(rows: list[GameRow], config: Config, seconds: float) -> dict:
    """The figures of a batch (the --json object)."""
    n = len(rows)
    results = Counter(r.result for r in rows)
    causes = Counter(r.cause for r in rows if r.result == "game_over")
    deaths = sum(causes.values())
    deepest = [r.deepest for r in rows]
    monster_causes = {c: k for c, k in causes.items() if c != "starved"}
    top_monster = max(monster_causes.items(), key=lambda ck: (ck[1], ck[0]), default=(None, 0))
    return {
        "games": n,
        "seed0": rows[0].seed if rows else None,
        "ruleset": config.ruleset,
        "plus": list(config.plus),
        "continues": config.continues,
        "overrides": {k: v for k, v in config.overrides},
        "bot_version": BOT_VERSION,
        "plan_version": PLANNER_VERSION
        if config.player != "greedy"
        else None,  # the advisor's own plan
        "player": config.player,
        "results": dict(sorted(results.items())),
        "victories": results.get("victory", 0),
        "victory_pct": round(100 * results.get("victory", 0) / max(1, n), 2),
        "causes": dict(sorted(causes.items(), key=lambda ck: (-ck[1], ck[0]))),
        "starved_share_of_deaths_pct": round(100 * causes.get("starved", 0) / max(1, deaths), 2),
        "top_monster": top_monster[0],
        "top_monster_pct": round(100 * top_monster[1] / max(1, n), 2),
        # Runs that never got below floor 1 (a win also ends on floor 1, on the way up).
        "ended_on_floor1_pct": round(
            100 * sum(1 for r in rows if r.result == "game_over" and r.deepest == 1) / max(1, n), 2
        ),
        "median_deepest": statistics.median(deepest) if rows else 0,
        "mean_deepest": round(statistics.mean(deepest), 3) if rows else 0,
        "deepest_hist": {str(f): k for f, k in sorted(Counter(deepest).items())},
        "final_floor_hist": {str(f): k for f, k in sorted(Counter(r.floor for r in rows).items())},
        "mean_level": round(statistics.mean(r.level for r in rows), 3) if rows else 0,
        "commands_mean": round(statistics.mean(r.commands for r in rows), 1) if rows else 0,
        "commands_max": max((r.commands for r in rows), default=0),
        "burned_per_floor": round(sum(r.burned for r in rows) / max(1, sum(deepest)), 2),
        "seconds": round(seconds, 2),
    }


def run_and_summarise(seeds, config: Config, jobs=None, progress=True, desc="games") -> dict:
    t0 = time.perf_counter()
    rows = run_games(seeds, config, jobs, progress, desc)
    return summarise(rows, config, time.perf_counter() - t0)


__all__ = ["Config", "GameRow", "run_games", "summarise", "run_and_summarise"]
