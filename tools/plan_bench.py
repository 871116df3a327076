"""The plan bench: how a bot plays the end of the run, from saved positions.

Whole games are too noisy to tune a late-game rule on (a victory is one game in a hundred). This
deals the positions once — every greedy game's state on picking up the Amulet (``--at amulet``)
or on first standing on floor F (``--at F``) — and plays each on ``--redeals`` tables redealt
from what the player knows, to the run's end, with each bot asked for: the same positions and
tables for every bot, so the victories compare pairwise.

    PYTHONPATH=. python tools/plan_bench.py --at 10 --seed0 320000 --games 3000 --redeals 3 \\
        greedy planner planner:deep_tiles=400 planner:deep_from=5

A bot is ``greedy`` or ``planner`` with ``:knob=value`` pairs (``sim/planner.py``'s ``deep_tiles``,
``deep_from``, or any greedy knob), or ``advisor`` (the advisor player at the Hint's settings) with
an optional ``:victory=V``, the value model's worth of a victory in floors (shipped: 6; only the
climb's part and an ended run read it, the model going down is not refitted), or ``:model=FILE``,
another value model file (fit_advisor_value.py --out). The advisor player
keeps to its plan from the Amulet's depth on (docs/ADVISOR.md), so from floor 13 it
plays as the plan does. Prints one line per bot: victories, mean
deepest floor, and how many picked up the Amulet.

    PYTHONPATH=. python tools/plan_bench.py --at 10 --seed0 370000 --games 1000 --redeals 1 \
        planner advisor advisor:victory=18
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from contextlib import contextmanager
from multiprocessing import Pool
from pathlib import Path

import yaml

from jongrogue.data import load_rules, load_table
from jongrogue.engine import Options
from jongrogue.engine.views.knowledge import redeal
from jongrogue.sim.advisor_player import AdvisorPlayer
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.headless import Headless
from jongrogue.sim.planner import Planner
from jongrogue.sim.value import Value

RULES = load_rules()
ENDED = ("game_over", "victory")
CAP = 20_000


def make_bot(spec: str):
    name, *pairs = spec.split(":")
    knobs = dict(p.split("=") for p in pairs)
    if name == "advisor":
        model = load_table("advisor_value")
        if "model" in knobs:
            model = yaml.safe_load(Path(knobs.pop("model")).read_text(encoding="utf-8"))
        if "victory" in knobs:
            model = dict(model, victory=float(knobs.pop("victory")))
        value = None if model == load_table("advisor_value") else Value(RULES, model)
        return AdvisorPlayer(rules=RULES, value=value, **_numbers(knobs))
    return {"greedy": GreedyBot, "planner": Planner}[name](rules=RULES, **_numbers(knobs))


def _numbers(knobs: dict) -> dict:
    return {k: float(v) if "." in v else int(v) for k, v in knobs.items()}


def reached(state, at: str) -> bool:
    return state.pc.has_amulet if at == "amulet" else state.pc.floor >= int(at)


def collect(args):
    """The greedy game's first out-of-combat state at the mark, or None if it never got there."""
    seed, at = args
    g, bot = Headless.new(seed, Options(), RULES), GreedyBot(rules=RULES)
    for _ in range(CAP):
        if g.state.context in ENDED:
            return None
        if g.state.context == "explore" and reached(g.state, at):
            return g.state
        g.execute(bot.choose(g))
    return None


def redealt(state, table: int) -> Headless:
    """The position on its ``table``-th redealt table (the same for every bot)."""
    seed = int.from_bytes(hashlib.sha256(f"plan-bench:{table}".encode()).digest()[:8], "big")
    return Headless(redeal(state, seed), RULES)


def finish(args):
    """(won, deepest, picked up the Amulet) of one position on one redealt table, played to the end
    by ``spec``."""
    state, table, spec = args
    g, bot = redealt(state, table), make_bot(spec)
    for _ in range(CAP):
        if g.state.context in ENDED:
            break
        g.execute(bot.choose(g))
    return g.state.context == "victory", g.state.pc.deepest, g.state.pc.has_amulet


@contextmanager
def mapper(jobs: int):
    """map(f, xs) over ``jobs`` processes (1: in this process only)."""
    pool = Pool(jobs) if jobs > 1 else None
    try:
        yield (
            (lambda f, xs: pool.map(f, xs, chunksize=4))
            if pool
            else (lambda f, xs: list(map(f, xs)))
        )
    finally:
        if pool:
            pool.close()


def bench_args(ap, *, seed0: int, games: int, redeals: int):
    """The options every bench over saved positions takes (this one, climb_budget.py, descent_budget.py)."""
    ap.add_argument("--seed0", type=int, default=seed0)
    ap.add_argument("--games", type=int, default=games)
    ap.add_argument("--redeals", type=int, default=redeals)
    ap.add_argument("--jobs", type=int, default=2)
    return ap


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("bots", nargs="+")
    ap.add_argument("--at", default="amulet", help="'amulet' or a floor number")
    a = bench_args(ap, seed0=310000, games=2000, redeals=4).parse_args(argv)
    with mapper(a.jobs) as run:
        states = [
            s
            for s in run(collect, [(seed, a.at) for seed in range(a.seed0, a.seed0 + a.games)])
            if s is not None
        ]
        print(
            f"{len(states)} positions at {a.at} from {a.games} greedy games (seed {a.seed0}), "
            f"{a.redeals} redealt tables each",
            flush=True,
        )
        for spec in a.bots:
            res = run(finish, [(s, t, spec) for s in states for t in range(a.redeals)])
            wins = sum(w for w, _, _ in res)
            print(
                f"{spec}: {wins} victories of {len(res)} ({100 * wins / max(1, len(res)):.1f} %), "
                f"mean deepest {sum(d for _, d, _ in res) / max(1, len(res)):.3f}, "
                f"the Amulet picked up {sum(a for _, _, a in res)}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
