"""python -m jongrogue.sim --games 200 [--seed0 0]: the greedy bot's balance statistics."""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter

from jongrogue.engine import Options

from .bot import GreedyBot, play_game


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m jongrogue.sim", description=__doc__)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed0", type=int, default=0)
    ap.add_argument("--continues", type=int, default=0, help="continue this many times after dying")
    ap.add_argument("--max-commands", type=int, default=20000)
    ap.add_argument("--ruleset", default="ez", choices=("ez", "ez_plus"))
    ap.add_argument("--plus", default="", help="comma-separated EZ Plus option ids")
    ap.add_argument("--risk", type=float, default=None, help="bot risk factor (default: the bot's)")
    ap.add_argument("--explore-rooms", type=int, default=None)
    ap.add_argument("--frugal-tiles", type=int, default=None, help="food-saving play below this many draws left")
    ap.add_argument("--dive-tiles", type=int, default=None, help="take known stairs at once below this many draws left")
    args = ap.parse_args(argv)

    plus = tuple(p for p in args.plus.split(",") if p)
    options = Options(ruleset=args.ruleset, plus=plus)
    kw = {"continues": args.continues}
    if args.risk is not None:
        kw["risk"] = args.risk
    for knob in ("explore_rooms", "frugal_tiles", "dive_tiles"):
        if getattr(args, knob) is not None:
            kw[knob] = getattr(args, knob)

    t0 = time.perf_counter()
    results = []
    for seed in range(args.seed0, args.seed0 + args.games):
        r = play_game(seed, GreedyBot(**kw), max_commands=args.max_commands, options=options)
        r.game = None                                  # keep memory flat
        results.append(r)
    dt = time.perf_counter() - t0

    n = len(results)
    print(f"{n} games, seeds {args.seed0}..{args.seed0 + n - 1}, ruleset {args.ruleset}"
          f"{' ' + '+'.join(plus) if plus else ''}, continues {args.continues}, {dt:.1f} s")
    results_c = Counter(r.result for r in results)
    print("results:", ", ".join(f"{k} {v}" for k, v in results_c.most_common()))
    print(f"victories: {results_c.get('victory', 0)} ({100 * results_c.get('victory', 0) / max(1, n):.1f}%)")
    print("floor reached (final floor -> games):")
    floors = Counter(r.floor for r in results)
    for f in sorted(floors):
        print(f"  {f:3d}: {floors[f]:4d} {'#' * max(1, round(60 * floors[f] / n))}")
    deepest = [r.deepest for r in results]
    print(f"deepest floor: mean {statistics.mean(deepest):.2f}, median {statistics.median(deepest)}, "
          f"max {max(deepest)}")
    print(f"final level: mean {statistics.mean(r.level for r in results):.2f}")
    print("causes of death:")
    causes = Counter(r.cause for r in results if r.result == "game_over")
    for c, k in causes.most_common():
        print(f"  {c}: {k} ({100 * k / max(1, n):.1f}%)")
    per_floor = [t for r in results for t in r.tiles_burned_per_floor.values()]
    floors_seen = sum(r.deepest for r in results)
    burned = sum(per_floor)
    print(f"tiles burned per floor: {burned / max(1, floors_seen):.1f} (mean over floors visited)")
    print(f"commands per game: mean {statistics.mean(r.commands for r in results):.0f}, "
          f"max {max(r.commands for r in results)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
