"""The confirmation protocol's verdict (docs/ADVISOR.md, "The confirmation protocol"): a player's
games paired seed by seed with the greedy bot's on a pre-registered range, judged by the rule
written before the games were played. It reads the rows of ``advisor_rows.py`` (JSON lines, any
number of files, e.g. the parts of a run spread over two cores or resumed later) or the kept CSV
(docs/evidence/advisor-strength.csv), and prints the paired mean deepest floor with its 90 %
interval, each player's victories with their 90 % (Wilson) interval, the CPU ratio, and the
verdict: *stronger*, *not stronger*, or *incomplete* with the seeds still to play.

    PYTHONPATH=. python tools/advisor_verdict.py --seeds 7000000 400 rows/*.jsonl
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import sys
from pathlib import Path
from statistics import NormalDist

from jongrogue.sim.paired import interval

# The rule, fixed before the games of a range are played (docs/ADVISOR.md).
MIN_MEAN = 1.5  # paired mean deepest floor over the greedy bot, at least
MIN_LOW = 1.0  # the paired 90 % interval's lower end, above
MIN_WIN_RATIO = 3.0  # victories, at least this many times the greedy bot's
Z90 = NormalDist().inv_cdf(0.95)  # a two-sided 90 % interval


def read_rows(paths) -> list[dict]:
    """Every row of the files: JSON lines from advisor_rows.py, or a CSV with a player column."""
    rows = []
    for path in map(Path, paths):
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".csv":
            rows += list(csv.DictReader(text.splitlines()))
        else:
            rows += [json.loads(line) for line in text.splitlines() if line.strip()]
    return rows


def by_seed(rows, player: str, seeds: range) -> dict[int, dict]:
    """One row per seed of the range for `player` (a repeated seed must agree: a resumed run
    that replayed a seed replays it exactly)."""
    out: dict[int, dict] = {}
    for r in rows:
        seed = int(r["seed"])
        if r.get("player") != player or seed not in seeds:
            continue
        if seed in out and int(out[seed]["deepest"]) != int(r["deepest"]):
            raise SystemExit(f"seed {seed}: two different {player} games in the rows")
        out[seed] = r
    return out


def wilson(wins: int, n: int) -> tuple[float, float]:
    """The 90 % Wilson interval of a rate, as counts out of n."""
    if n == 0:
        return 0.0, 0.0
    p, z2 = wins / n, Z90 * Z90
    mid = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z90 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    # (it always holds the count itself: min/max only undo the floats' rounding)
    return min(wins, n * max(0.0, mid - half)), max(wins, n * min(1.0, mid + half))


def verdict(rows, player: str, seeds: range) -> dict:
    mine, greedy = by_seed(rows, player, seeds), by_seed(rows, "greedy", seeds)
    paired = sorted(set(mine) & set(greedy))
    d = [int(mine[s]["deepest"]) - int(greedy[s]["deepest"]) for s in paired]
    wins = [sum(p[s]["result"] == "victory" for s in paired) for p in (mine, greedy)]
    lo, hi = interval(d) if len(d) > 1 else (-math.inf, math.inf)
    mean = sum(d) / len(d) if d else 0.0
    cpu = sum(float(mine[s]["cpu"]) for s in paired)
    ref = sum(float(mine[s].get("ref_cpu") or 0) for s in paired)
    commits = {mine[s].get("commit") for s in paired} - {None}
    out = {
        "player": player,
        "paired": len(paired),
        "missing": [s for s in seeds if s not in paired],
        "mean": mean,
        "low": lo,
        "high": hi,
        "victories": wins,
        "victory_intervals": [wilson(w, len(paired)) for w in wins],
        "cpu_ratio": cpu / ref if ref else None,
        "commits": sorted(commits),
    }
    if out["missing"]:
        out["verdict"] = "incomplete"
    else:
        ok = mean >= MIN_MEAN and lo > MIN_LOW and wins[0] >= MIN_WIN_RATIO * max(wins[1], 1)
        out["verdict"] = "stronger" if ok else "not stronger"
    return out


def report(v: dict, seeds: range) -> str:
    (wa, wg), ((a0, a1), (g0, g1)) = v["victories"], v["victory_intervals"]
    lines = [
        f"seeds {seeds.start}–{seeds.stop - 1}: {v['paired']} of {len(seeds)} paired "
        f"({v['player']} against the greedy bot)",
        f"  mean deepest floor, paired: {v['mean']:+.2f} (90 % {v['low']:+.2f} to {v['high']:+.2f})"
        f"  [rule: at least {MIN_MEAN:+.1f}, the low end above {MIN_LOW:+.1f}]",
        f"  victories: {wa} (90 % {a0:.1f} to {a1:.1f}) against {wg} (90 % {g0:.1f} to {g1:.1f})"
        f"  [rule: at least {MIN_WIN_RATIO:.0f}x]",
    ]
    if v["cpu_ratio"] is not None:
        lines.append(f"  CPU per game: {v['cpu_ratio']:.0f}x the greedy game beside it")
    if len(v["commits"]) > 1:
        lines.append(f"  WARNING: rows from more than one commit: {', '.join(v['commits'])}")
    if v["missing"]:
        first = v["missing"][0]
        lines.append(f"  still to play: {len(v['missing'])} seeds, the first {first}")
    lines.append(f"verdict: {v['verdict']}")
    return "\n".join(lines)


def main(argv) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+", help="rows: JSON lines of advisor_rows.py, or a CSV")
    ap.add_argument("--seeds", nargs=2, type=int, metavar=("FIRST", "COUNT"), required=True)
    ap.add_argument("--player", default="advisor", help="the player judged (default: advisor)")
    a = ap.parse_args(argv)
    seeds = range(a.seeds[0], a.seeds[0] + a.seeds[1])
    print(report(verdict(read_rows(a.files), a.player, seeds), seeds))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
