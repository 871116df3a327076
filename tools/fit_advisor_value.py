"""Fit the advisor's value models (jongrogue/sim/value.py) and write jongrogue/data/advisor_value.yaml.

    PYTHONPATH=. python tools/fit_advisor_value.py [--games 4000] [--seed0 900000] [--every 5]
        [--climb-games 6000] [--climb-seed0 960000] [--redeals 4] [--jobs 2]
        [--victory 6] [--climb-from FILE] [--out FILE]

Both models learn from the advisor's own plan (sim/planner.py) on seeds the benchmarks never use,
from the player-visible features (value.features, the public view) at every `every`-th
out-of-combat decision:

* going down: `games` games from `seed0`; the floors still to gain (the run's final deepest
  floor, `--victory` more for a won run, minus the deepest floor at the decision) by least squares
  (pure Python normal equations, a small ridge) on DOWN;
* the climb: every game of `climb-games` from `climb-seed0` that reaches the Amulet, its climb
  played from the Amulet on `redeals` redealt tables (Headless.redealt: what the player cannot
  rule out, dealt anew), so each found Amulet gives several climbs; won or not, by logistic
  regression (Newton's method, the same ridge) on CLIMB.

Half the seeds fit, the other half test: R² (going down) and the log loss and Brier score (the
climb) of both halves are kept in the file.

`--victory` is what a won run is worth in floors over its deepest floor (the going-down targets
and the climb's value both use it); the climb model itself (won or not) does not depend on it, so
`--climb-from` can take it, with its scores, from an earlier file instead of refitting it.
`--out` writes elsewhere than the shipped file (a variant to try with advisor_decisions.py).
"""

from __future__ import annotations

import argparse
import hashlib
import math
import multiprocessing
import sys
from pathlib import Path

import yaml

from jongrogue.data import load_rules
from jongrogue.engine import Options
from jongrogue.sim.headless import Headless
from jongrogue.sim.planner import Planner
from jongrogue.sim.value import FLOORS, features, logistic

OUT = Path(__file__).resolve().parent.parent / "jongrogue" / "data" / "advisor_value.yaml"
DOWN = tuple(f"f{k}" for k in range(1, FLOORS + 1)) + (
    "level",
    "max_hp",
    "hp",
    "hp_share",
    "strength",
    "food",
    "food_sq",
    "starving",
    "armour",
    "attack",
    "ranged",
    "hungry",
)
CLIMB = (
    "one",
    "floor",
    "food",
    "food_sq",
    "starving",
    "hungry",
    "level",
    "max_hp",
    "hp_share",
    "armour",
    "attack",
    "strength",
)
VICTORY = 6.0  # --victory's default: floors a won run is worth over its deepest
RIDGE = 1e-3
TERMINAL = ("game_over", "victory")
CAP = 20000  # commands, as the simulator's games

_rules: dict = {}


def _play(game, every: int, until) -> list[dict]:
    """Play the planner on `game` until `until(state)` or the end; the sampled features."""
    rules = _rules.setdefault("r", load_rules())
    bot, scorer, seen, n = Planner(rules=rules), Planner(rules=rules), [], 0
    while game.state.context not in TERMINAL and n < CAP and not until(game.state):
        if game.state.context == "explore" and n % every == 0:
            seen.append(features(game.table_view(), scorer))
        game.execute(bot.choose(game))
        n += 1
    return seen


def down_samples(args) -> list[tuple[list[float], float]]:
    seed, every, victory = args
    game = Headless.new(seed, Options(), _rules.setdefault("r", load_rules()))
    seen = [f for f in _play(game, every, lambda s: False) if not f["amulet"]]
    s = game.state
    outcome = s.pc.deepest + (victory if s.context == "victory" else 0.0)
    return [([f[k] for k in DOWN], outcome - f["deepest"]) for f in seen]


def climb_samples(args) -> list[list[tuple[list[float], float]]]:
    """The climbs from the Amulet of the game of `seed`, one per redealt table (none without it)."""
    seed, every, redeals = args
    rules = _rules.setdefault("r", load_rules())
    game = Headless.new(seed, Options(), rules)
    _play(game, every, lambda s: s.pc.has_amulet and s.context == "explore")
    if not game.state.pc.has_amulet or game.state.context in TERMINAL:
        return []
    climbs = []
    for r in range(redeals):
        key = int.from_bytes(
            hashlib.sha256(f"jongrogue-climb:{seed}:{r}".encode()).digest()[:8], "big"
        )
        table = Headless(game.redealt(key), rules)
        seen = _play(table, every, lambda s: False)
        won = float(table.state.context == "victory")
        climbs.append([([f[k] for k in CLIMB], won) for f in seen])
    return climbs


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


def _normal(rows, weights):
    """XᵀWX + ridge and XᵀW·y over `rows` of (x, y), W the diagonal of `weights`."""
    k = len(rows[0][0])
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for (x, y), w in zip(rows, weights):
        for i in range(k):
            wi = w * x[i]
            xty[i] += wi * y
            r = xtx[i]
            for j in range(k):
                r[j] += wi * x[j]
    for i in range(k):
        xtx[i][i] += RIDGE * len(rows)
    return xtx, xty


def fit_linear(rows) -> list[float]:
    return solve(*_normal(rows, [1.0] * len(rows)))


def fit_logistic(rows, rounds: int = 12) -> list[float]:
    """Newton's method (iteratively reweighted least squares) for P(y = 1) = logistic(w·x)."""
    w = [0.0] * len(rows[0][0])
    for _ in range(rounds):
        p = [logistic(sum(a * b for a, b in zip(w, x))) for x, _ in rows]
        # The Newton step solves (XᵀWX + λ) δ = Xᵀ(y − p) − λw, W = p(1 − p).
        xtx, _ = _normal(rows, [q * (1 - q) for q in p])
        grad = [-RIDGE * len(rows) * wi for wi in w]
        for (x, y), q in zip(rows, p):
            for i, xi in enumerate(x):
                grad[i] += (y - q) * xi
        step = solve(xtx, grad)
        w = [a + b for a, b in zip(w, step)]
        if max(abs(d) for d in step) < 1e-6:
            break
    return w


def r2(rows, w) -> float:
    ys = [y for _, y in rows]
    mean = sum(ys) / len(ys)
    res = sum((y - sum(a * b for a, b in zip(w, x))) ** 2 for x, y in rows)
    tot = sum((y - mean) ** 2 for y in ys)
    return 1 - res / tot


def scores(rows, w) -> tuple[float, float]:
    """The mean log loss and Brier score of the logistic model on `rows`."""
    loss = brier = 0.0
    for x, y in rows:
        p = min(max(logistic(sum(a * b for a, b in zip(w, x))), 1e-9), 1 - 1e-9)
        loss -= y * math.log(p) + (1 - y) * math.log(1 - p)
        brier += (p - y) ** 2
    return loss / len(rows), brier / len(rows)


def halves(per_seed):
    """Seeds alternate between the fitting half and the test half."""
    train, test = [], []
    for k, rows in enumerate(per_seed):
        (train if k % 2 == 0 else test).extend(rows)
    return train, test


def _map(jobs: int, fn, args: list, chunksize: int) -> list:
    if jobs == 1:  # in this process (the tests: a script's module cannot be spawned)
        return [fn(x) for x in args]
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        return pool.map(fn, args, chunksize=chunksize)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--games", type=int, default=4000)
    ap.add_argument("--seed0", type=int, default=900000)
    ap.add_argument("--every", type=int, default=5)
    ap.add_argument("--climb-games", type=int, default=6000)
    ap.add_argument("--climb-seed0", type=int, default=960000)
    ap.add_argument("--redeals", type=int, default=4)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--victory", type=float, default=VICTORY)
    ap.add_argument("--climb-from", type=Path, default=None)
    ap.add_argument("--out", type=Path, default=OUT)
    a = ap.parse_args(argv)
    down = _map(
        a.jobs,
        down_samples,
        [(s, a.every, a.victory) for s in range(a.seed0, a.seed0 + a.games)],
        8,
    )
    climb = (
        None
        if a.climb_from
        else _map(
            a.jobs,
            climb_samples,
            [(s, a.every, a.redeals) for s in range(a.climb_seed0, a.climb_seed0 + a.climb_games)],
            16,
        )
    )
    d_train, d_test = halves(down)
    w_down = fit_linear(d_train)
    command = (
        f"PYTHONPATH=. python tools/fit_advisor_value.py --games {a.games} --seed0 {a.seed0} "
        f"--every {a.every} --victory {a.victory:g}"
    )
    if a.climb_from:
        earlier = yaml.safe_load(a.climb_from.read_text(encoding="utf-8"))
        climb_part = {k: v for k, v in earlier.items() if k.startswith("climb")}
        command = f"{command}; the climb from the file written by: {earlier['command']}"
    else:
        climb_part = climb_model(climb)
        command = f"{command} --climb-games {a.climb_games} --climb-seed0 {a.climb_seed0} --redeals {a.redeals}"
    doc = {
        "about": "The advisor's value models (jongrogue/sim/value.py): going down, floors still to gain = sum of "
        "weight x feature; on the climb, the chance of a victory = logistic(sum of climb weight x feature). "
        "Written by tools/fit_advisor_value.py, do not edit by hand.",
        "command": command,
        "samples": len(d_train) + len(d_test),
        "r2_fit": round(r2(d_train, w_down), 4),
        "r2_test": round(r2(d_test, w_down), 4),
        **{k: v for k, v in climb_part.items() if k != "climb"},
        "victory": a.victory,
        "weights": {n: round(x, 6) for n, x in zip(DOWN, w_down)},
        "climb": climb_part["climb"],
    }
    a.out.write_text(yaml.safe_dump(doc, sort_keys=False, allow_unicode=True), encoding="utf-8")
    print(
        f"going down: {len(d_train)} + {len(d_test)} samples, R² {doc['r2_fit']} (fit), {doc['r2_test']} (test)"
    )
    print(
        f"the climb: {doc['climbs']} climbs ({doc['climbs_won']} won), {doc['climb_samples']} samples, "
        f"log loss {doc['climb_log_loss_fit']} / {doc['climb_log_loss_test']}, "
        f"Brier {doc['climb_brier_fit']} / {doc['climb_brier_test']} (fit / test) -> {a.out}"
    )
    for n, x in list(zip(DOWN, w_down)) + [(f"climb.{n}", x) for n, x in doc["climb"].items()]:
        print(f"  {n:14s} {x:+.4f}")
    return 0


def climb_model(climbs) -> dict:
    """The climb's logistic model and its scores from every found Amulet's climbs."""
    found = [c for c in climbs if c]
    c_train, c_test = halves([[row for climb in c for row in climb] for c in found])
    w_climb = fit_logistic(c_train)
    won = sum(climb[0][1] for c in found for climb in c if climb)
    fit_loss, test_loss = scores(c_train, w_climb), scores(c_test, w_climb)
    return {
        "climbs": sum(len(c) for c in found),
        "climbs_won": int(won),
        "climb_samples": len(c_train) + len(c_test),
        "climb_log_loss_fit": round(fit_loss[0], 4),
        "climb_log_loss_test": round(test_loss[0], 4),
        "climb_brier_fit": round(fit_loss[1], 4),
        "climb_brier_test": round(test_loss[1], 4),
        "climb": {n: round(x, 6) for n, x in zip(CLIMB, w_climb)},
    }


if __name__ == "__main__":
    sys.exit(main())
