"""The descent's food budget: where a bot's draws go on the last floors down, what it brings to the
Amulet's depth, and what that is worth.

The positions are plan_bench.py's (the greedy games' first states on floor ``--at``, each played
on ``--redeals`` redealt tables). Draws are counted as climb_budget.py counts them, from the
public "draws left before starving" (``tiles_left``), from the position until the first state on
the Amulet's depth: the falls by kind of command, the rises (first-arrival food, rations) as
food gained. Prints draws per run that got there, and the victories by draws left on arrival.

    PYTHONPATH=. python tools/descent_budget.py --at 10 --seed0 450000 --games 4000 planner
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from climb_budget import kind, victories_by  # this folder is on sys.path
from plan_bench import CAP, ENDED, RULES, bench_args, collect, make_bot, mapper, redealt

from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.table import table_of

LEFT_BANDS = ((0, 300), (300, 500), (500, 700), (700, 10_000))


def descend(args):
    """(won, draws left on reaching the Amulet's depth or None, Counter of draws by kind, draws
    gained, deepest floor, (level, HP share) on reaching the Amulet's depth or None) of one
    position on one redealt table, played to the run's end by ``spec``."""
    state, table, spec = args
    g, bot, count = (
        redealt(state, table),
        make_bot(spec),
        GreedyBot(rules=RULES),
    )  # (any player: the bot's count)
    depth = RULES.params_for(())["amulet_depth"]
    left, spent, gained, arrived, pc = (
        count.tiles_left(table_of(g.table_view())),
        Counter(),
        0,
        None,
        None,
    )
    for _ in range(CAP):
        if g.state.context in ENDED:
            break
        if arrived is None and g.state.pc.floor >= depth:
            p = g.table_view()["pc"]
            arrived, pc = left, (p["level"], p["hp"] / max(1, p["max_hp"]))
        context, command = g.state.context, bot.choose(g)
        g.execute(command)
        now = count.tiles_left(table_of(g.table_view()))
        if arrived is None:
            if now < left:
                spent[kind(context, command)] += left - now
            else:
                gained += now - left
        left = now
    return g.state.context == "victory", arrived, spent, gained, g.state.pc.deepest, pc


def report(runs) -> list[str]:
    there = [r for r in runs if r[1] is not None]
    n = max(1, len(there))
    spent = sum((r[2] for r in there), Counter())
    parts = ", ".join(f"{k} {v / n:.1f}" for k, v in spent.most_common())
    lines = [
        f"{len(runs)} runs, {sum(r[0] for r in runs)} victories, mean deepest "
        f"{sum(r[4] for r in runs) / max(1, len(runs)):.2f}; {len(there)} reached the Amulet's depth",
        f"draws spent on the way ({parts}); gained {sum(r[3] for r in there) / n:.1f}; "
        f"left on arrival {sum(r[1] for r in there) / n:.1f}; level {sum(r[5][0] for r in there) / n:.2f}, "
        f"HP share {sum(r[5][1] for r in there) / n:.2f} on arrival",
    ]
    return lines + victories_by(
        there, LEFT_BANDS, lambda lo, hi: f"{lo}-{hi} draws left on arrival"
    )


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("bots", nargs="+", help="plan_bench.py bot specs")
    ap.add_argument("--at", type=int, default=10)
    a = bench_args(ap, seed0=450000, games=4000, redeals=1).parse_args(argv)
    with mapper(a.jobs) as run:
        states = [
            s
            for s in run(collect, [(seed, str(a.at)) for seed in range(a.seed0, a.seed0 + a.games)])
            if s is not None
        ]
        print(
            f"{len(states)} positions at floor {a.at} from {a.games} greedy games (seed {a.seed0}), "
            f"{a.redeals} redealt tables each",
            flush=True,
        )
        for spec in a.bots:
            runs = run(descend, [(s, t, spec) for s in states for t in range(a.redeals)])
            print(f"{spec}: " + "\n  ".join(report(runs)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
