"""One JSON line per game, printed as each game ends (the benchmark's own code path:
``runner._init`` / ``runner._play``, the rows ``python -m jongrogue.sim`` summarises), with its CPU
seconds: a long advisor benchmark on one core yields its figures game by game. Each row also
carries ``ref_cpu``, the CPU of the greedy bot's game on the same seed played right after it in
the same process: this machine's speed drifts by 2x within an hour, and the ratio of the sums
(advisor CPU / reference CPU) is the cost that does not drift with it.

    PYTHONPATH=. python tools/advisor_rows.py {greedy|advisor} SEED0 GAMES > rows.jsonl

Each row names its player and the checkout's commit; tools/advisor_verdict.py pairs and judges
them (a run cut short goes on from its first missing seed, into another file).
"""

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

from jongrogue.engine import Options
from jongrogue.sim import runner
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.overrides import to_plain, with_overrides
from jongrogue.sim.play import play_game


def commit() -> str | None:
    """The checkout's commit ("-dirty" with the package changed): a run resumed later, or split
    over machines, shows in its rows that one code played it (tools/advisor_verdict.py)."""
    root = Path(__file__).resolve().parents[1]
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True, text=True
        )
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--", "jongrogue"],
            cwd=root,
            capture_output=True,
            text=True,
        )
    except OSError:
        return None
    if head.returncode:
        return None
    return head.stdout.strip() + ("-dirty" if dirty.stdout.strip() else "")


def main(argv) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("player", choices=sorted(runner.PLAYERS), help="who plays")
    ap.add_argument("seed0", type=int, help="the first seed")
    ap.add_argument("games", type=int, help="how many games, one JSON line each")
    a = ap.parse_args(argv)
    player, seed0, games = a.player, a.seed0, a.games
    runner._init(runner.Config(player=player), to_plain(with_overrides({})))
    code = commit()
    for seed in range(seed0, seed0 + games):
        t = time.process_time()
        r = runner._play(seed)
        cpu = time.process_time() - t
        t = time.process_time()
        config, rules = runner._worker["config"], runner._worker["rules"]
        play_game(
            seed,
            GreedyBot(rules=rules),
            options=Options(ruleset=config.ruleset, plus=config.plus),
            rules=rules,
            journal=False,
        )
        ref = time.process_time() - t
        print(
            json.dumps(
                {
                    "seed": seed,
                    "player": player,
                    "result": r.result,
                    "deepest": r.deepest,
                    "level": r.level,
                    "commands": r.commands,
                    "cause": r.cause,
                    "cpu": round(cpu, 2),
                    "ref_cpu": round(ref, 3),
                    "commit": code,
                }
            ),
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
