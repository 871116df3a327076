"""Fit the advisor's value model (jongrogue/sim/value.py) and write jongrogue/data/advisor_value.yaml.

    PYTHONPATH=. python build_scripts/fit_advisor_value.py [--games 3000] [--seed0 900000] [--every 5]

Plays greedy games on seeds the benchmarks never use (900000 + ...), records the player-visible
features (value.features, from the public view) at every `every`-th out-of-combat decision, and
the run's outcome: its final deepest floor, plus VICTORY for a won run. The model is the least
squares fit (pure Python normal equations, a small ridge) of the floors still to gain, outcome −
the deepest floor at the decision, on the chosen features. Half the seeds fit, the other half
test: both R² are printed and kept in the file.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml

from jongrogue.data import load_rules
from jongrogue.engine import Options
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.headless import Headless
from jongrogue.sim.value import FLOORS, features

OUT = Path(__file__).resolve().parent.parent / "jongrogue" / "data" / "advisor_value.yaml"
NAMES = tuple(f"f{k}" for k in range(1, FLOORS + 1)) + (
    "level", "max_hp", "hp", "hp_share", "strength", "food", "food_sq", "starving",
    "armour", "attack", "ranged", "amulet", "climb", "hungry")
VICTORY = 6.0                        # floors a won run is worth over its deepest floor
RIDGE = 1e-3
TERMINAL = ("game_over", "victory")


def samples(seed: int, every: int, rules, scorer: GreedyBot) -> list[tuple[list[float], float]]:
    game, bot = Headless.new(seed, Options(), rules), GreedyBot(rules=rules)
    seen, n = [], 0
    while game.state.context not in TERMINAL and n < 20000:
        if game.state.context == "explore" and n % every == 0:
            v = game.table_view()
            f = features(v, scorer)
            seen.append(([f[k] for k in NAMES], v["pc"]["deepest"]))
        game.execute(bot.choose(game))
        n += 1
    s = game.state
    outcome = s.pc.deepest + (VICTORY if s.context == "victory" else 0.0)
    return [(x, outcome - deepest) for x, deepest in seen]


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        p = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[p] = m[p], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                k = m[r][col] / m[col][col]
                m[r] = [x - k * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(rows) -> list[float]:
    k = len(NAMES)
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for x, y in rows:
        for i in range(k):
            xi = x[i]
            xty[i] += xi * y
            row = xtx[i]
            for j in range(k):
                row[j] += xi * x[j]
    for i in range(k):
        xtx[i][i] += RIDGE * len(rows)
    return solve(xtx, xty)


def r2(rows, w) -> float:
    ys = [y for _, y in rows]
    mean = sum(ys) / len(ys)
    res = sum((y - sum(a * b for a, b in zip(w, x))) ** 2 for x, y in rows)
    tot = sum((y - mean) ** 2 for y in ys)
    return 1 - res / tot


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed0", type=int, default=900000)
    ap.add_argument("--every", type=int, default=5)
    args = ap.parse_args(argv)
    rules, scorer = load_rules(), GreedyBot()
    train, test = [], []
    for k, seed in enumerate(range(args.seed0, args.seed0 + args.games)):
        (train if k % 2 == 0 else test).extend(samples(seed, args.every, rules, scorer))
    w = fit(train)
    fit_r2, test_r2 = r2(train, w), r2(test, w)
    doc = {
        "about": "The advisor's value model (jongrogue/sim/value.py): floors still to gain = sum of weight x "
                 "feature; written by build_scripts/fit_advisor_value.py, do not edit by hand.",
        "command": f"PYTHONPATH=. python build_scripts/fit_advisor_value.py --games {args.games} "
                   f"--seed0 {args.seed0} --every {args.every}",
        "samples": len(train) + len(test), "r2_fit": round(fit_r2, 4), "r2_test": round(test_r2, 4),
        "victory": VICTORY,
        "weights": {n: round(x, 6) for n, x in zip(NAMES, w)},
    }
    OUT.write_text(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True), encoding="utf-8")
    print(f"{len(train)} + {len(test)} samples; R² {fit_r2:.3f} (fit), {test_r2:.3f} (test) -> {OUT}")
    for n, x in zip(NAMES, w):
        print(f"  {n:10s} {x:+.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
