"""One JSON line per game, printed as each game ends (the benchmark's own code path:
``runner._init`` / ``runner._play``, the rows ``python -m jongrogue.sim`` summarises), with its CPU
seconds: a long advisor benchmark on one core yields its figures game by game.

    PYTHONPATH=. python build_scripts/advisor_rows.py {greedy|advisor} SEED0 GAMES > rows.jsonl
"""
import json
import sys
import time

from jongrogue.sim import runner
from jongrogue.sim.overrides import to_plain, with_overrides


def main(argv) -> int:
    player, seed0, games = argv[0], int(argv[1]), int(argv[2])
    runner._init(runner.Config(player=player), to_plain(with_overrides({})))
    for seed in range(seed0, seed0 + games):
        t = time.process_time()
        r = runner._play(seed)
        print(json.dumps({"seed": seed, "result": r.result, "deepest": r.deepest, "level": r.level,
                          "commands": r.commands, "cause": r.cause,
                          "cpu": round(time.process_time() - t, 2)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
