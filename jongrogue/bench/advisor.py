"""The advisor's benchmarks. ``python -m jongrogue.bench`` prints the Hint's settings (HINT: a
race of up to 16 rollouts per real choice) on a typical decision — seed 3, the greedy bot's first
decision after 25 commands with at least three real choices (explore: doors, search, rest, camp,
pick up, a potion); ``python -m jongrogue.bench advisor`` times the app's Hint path at every
real choice of a played run (median, 95th percentile), and with ``--games N`` the CPU of N
advisor-driven games against the greedy bot's same games in the same process (the ratio)."""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time

from jongrogue.engine import Game, Options
from jongrogue.sim import workers
from jongrogue.sim.advisor import NEVER, OVER, advise
from jongrogue.sim.advisor_jobs import hint_job
from jongrogue.sim.advisor_player import AdvisorPlayer
from jongrogue.sim.advisor_settings import HINT, AdvisorSettings
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.planner import Planner
from jongrogue.sim.play import play_game
from jongrogue.sim.positions import typical_decision


def cpu(game: Game, settings: AdvisorSettings = HINT) -> tuple[int, int, float]:
    """(candidates, rollouts played, CPU seconds) of advise() in this process."""
    t = time.process_time()
    advice = advise(game, settings, seed=0)
    return len(advice), sum(a.rollouts for a in advice), time.process_time() - t


def wall_two_processes(game: Game, settings: AdvisorSettings = HINT) -> float:
    """Wall seconds of the app's path (two spawned workers, start-up included the first time; from
    the Amulet's depth the plan's move, on a thread)."""
    t = time.perf_counter()
    job = hint_job(game, settings, seed=0, jobs=2)
    while not job.done():
        time.sleep(0.005)
    return time.perf_counter() - t


def hint_walls(
    seed: int = 3,
    decisions: int = 40,
    every: int = 1,
    player=GreedyBot,
    floors: tuple[int, int] = (1, 99),
) -> list[float]:
    """Wall seconds of the app's Hint path (warm two-worker pool) at the first `decisions` real
    choices of `player`'s game of `seed` (every `every`-th one) on `floors` (lowest, highest):
    a played run's Hints."""
    g, bot = Game.new(seed, Options()), player()
    wall_two_processes(typical_decision())  # the pool warm, as after a first Hint
    walls: list[float] = []
    seen = 0
    while len(walls) < decisions and g.state.context not in ("game_over", "victory"):
        if (
            floors[0] <= g.state.pc.floor <= floors[1]
            and g.state.context not in OVER
            and sum(c.type not in NEVER for c in g.legal_commands()) > 1
        ):
            if seen % every == 0:
                walls.append(wall_two_processes(g))
            seen += 1
        g.execute(bot.choose(g))
    return walls


PLAYERS = {"greedy": GreedyBot, "planner": Planner}


def game_cpu(seeds, player) -> float:
    """Mean CPU seconds of a headless game per seed, played by a fresh `player()`."""
    t = time.process_time()
    for seed in seeds:
        play_game(seed, player(), journal=False)
    return (time.process_time() - t) / max(1, len(seeds))


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, math.ceil(q * len(s)) - 1))] if s else 0.0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m jongrogue.bench advisor",
        description="The Hint's wall time over a played run (the app's path, 2 workers).",
    )
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--decisions", type=int, default=40)
    ap.add_argument("--every", type=int, default=1)
    ap.add_argument(
        "--games",
        type=int,
        default=0,
        help="also: CPU of this many advisor games (seeds from --seed)",
    )
    ap.add_argument(
        "--player",
        choices=sorted(PLAYERS),
        default="greedy",
        help="who plays the run (planner: seed 5055 takes the Amulet home, Hints to the end)",
    )
    ap.add_argument(
        "--floors",
        type=int,
        nargs=2,
        default=(1, 99),
        metavar=("LOW", "HIGH"),
        help="time only the Hints on these floors (e.g. 10 12: where the value adds the climb's chance)",
    )
    args = ap.parse_args(argv)
    if args.games:
        seeds = range(args.seed, args.seed + args.games)
        greedy, advisor = game_cpu(seeds, GreedyBot), game_cpu(seeds, AdvisorPlayer)
        print(
            f"{args.games} games from seed {args.seed}: the advisor player {advisor:.1f} s CPU per game, the greedy "
            f"bot {greedy:.3f} s ({advisor / greedy:.0f}x)  [goal: advisor <= 60 s]"
        )
    walls = hint_walls(
        args.seed, args.decisions, args.every, PLAYERS[args.player], tuple(args.floors)
    )
    workers.reset()
    print(
        f"{len(walls)} Hints, seed {args.seed}: median {statistics.median(walls):.2f} s, "
        f"95th percentile {percentile(walls, 0.95):.2f} s, max {max(walls):.2f} s wall  [goal: 95th <= 1.0 s]"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
