"""The climb's food budget: where a bot's draws go on the way up, and what the food carried at the
Amulet's pickup is worth.

The positions are plan_bench.py's (the greedy games' states at the Amulet's pickup, each played on
``--redeals`` redealt tables). Draws are counted the way the bots count them, from the public
table: the fall of "draws left before starving" (``tiles_left``) at each command, put down to the
kind of command (a fight's contexts together, the stairs with the new floor's deal, the walk
between rooms, pick-ups, searches, rests); a rise is food eaten. Prints draws per floor climbed,
for won and lost climbs, and the victories by food points at the pickup.

    PYTHONPATH=. python tools/climb_budget.py --seed0 310000 --games 3000 --redeals 1 planner
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter

from plan_bench import (
    CAP,
    ENDED,
    bench_args,
    collect,
    make_bot,
    mapper,
    redealt,
)  # this folder is on sys.path

from jongrogue.sim.table import table_of

FIGHT = ("choice", "ranged_phase", "combat_turn", "turn_end")
WALK = ("move_room_to_door", "move_door_to_room", "move_door_to_corridor", "move_corridor_to_door")
KINDS = {
    "use_stairs": "stairs and the new floor",
    "pick_up": "pick-ups",
    "search": "searches",
    "rest": "rests",
}
FOOD_BANDS = ((0, 3), (3, 5), (5, 7), (7, 10))  # food points, lo <= food < hi


def kind(context: str, command) -> str:
    if context in FIGHT:
        return "fights"
    if command.type in WALK:
        return "walking between rooms"
    return KINDS.get(command.type, "other")


def climb(args):
    """(won, food at the pickup, floors climbed, Counter of draws by kind) of one climb."""
    state, table, spec = args
    g, bot = redealt(state, table), make_bot(spec)
    left, spent = bot.tiles_left(table_of(g.table_view())), Counter()
    for _ in range(CAP):
        if g.state.context in ENDED:
            break
        context, command = g.state.context, bot.choose(g)
        g.execute(command)
        now = bot.tiles_left(table_of(g.table_view()))
        if now < left:
            spent[kind(context, command)] += left - now
        left = now
    won = g.state.context == "victory"
    return (
        won,
        state.pc.food,
        state.pc.floor if won else max(0, state.pc.floor - g.state.pc.floor),
        spent,
    )


def report(climbs) -> list[str]:
    lines = []
    for name, group in (
        ("won", [c for c in climbs if c[0]]),
        ("lost", [c for c in climbs if not c[0]]),
    ):
        floors = max(1, sum(c[2] for c in group))
        spent = sum((c[3] for c in group), Counter())
        parts = ", ".join(f"{k} {v / floors:.1f}" for k, v in spent.most_common())
        lines.append(
            f"{name}: {len(group)} climbs, {floors} floors, {sum(spent.values()) / floors:.1f} draws "
            f"a floor ({parts})"
        )
    return lines + victories_by(
        climbs, FOOD_BANDS, lambda lo, hi: f"food {lo}-{hi - 1} at the pickup"
    )


def victories_by(runs, bands, label) -> list[str]:
    """A line per band of runs (won, measure, ...), lo <= measure < hi: its label and victories."""
    lines = []
    for lo, hi in bands:
        band = [r for r in runs if lo <= r[1] < hi]
        wins = sum(r[0] for r in band)
        lines.append(
            f"{label(lo, hi)}: {wins} victories of {len(band)} ({100 * wins / max(1, len(band)):.0f} %)"
        )
    return lines


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("bot", nargs="?", default="planner", help="a plan_bench.py bot spec")
    a = bench_args(ap, seed0=310000, games=3000, redeals=1).parse_args(argv)
    with mapper(a.jobs) as run:
        states = [
            s
            for s in run(collect, [(seed, "amulet") for seed in range(a.seed0, a.seed0 + a.games)])
            if s is not None
        ]
        climbs = run(climb, [(s, t, a.bot) for s in states for t in range(a.redeals)])
    print(
        f"{len(states)} positions at the Amulet's pickup from {a.games} greedy games (seed {a.seed0}), "
        f"{a.redeals} redealt tables each, played by {a.bot}"
    )
    print("\n".join(report(climbs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
