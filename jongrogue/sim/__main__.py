"""python -m jongrogue.sim [--games 200] [--seed0 0] [--jobs N] [--set key=value ...] [--json]
python -m jongrogue.sim sweep FILE.yaml [--out DIR]

The frozen greedy bot's (or, with --player planner, the advisor's own plan's; with --player advisor, the Hint's) figures over a range of seeds (see docs/BALANCE.md)."""

from __future__ import annotations

import argparse
import json
import sys

from jongrogue.engine.core.model import OPTION_IDS

from .overrides import OverrideError, parse_set, with_overrides
from .report import text_report
from .runner import Config, run_and_summarise
from .sweep import main as sweep_main

KNOBS = ("risk", "explore_rooms", "frugal_tiles", "dive_tiles")


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="python -m jongrogue.sim",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed0", type=int, default=0)
    ap.add_argument(
        "--jobs",
        type=int,
        default=None,
        help="worker processes (default: the CPU count); the results do not depend on it",
    )
    ap.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="override a rule number for this run, e.g. food.ration=3 or "
        "monsters.monsters.24.dmg=8 (repeatable)",
    )
    ap.add_argument(
        "--json", action="store_true", help="print the figures as one JSON object on the last line"
    )
    ap.add_argument("--continues", type=int, default=0, help="continue this many times after dying")
    ap.add_argument("--max-commands", type=int, default=20000)
    ap.add_argument("--ruleset", default="ez", choices=("ez", "ez_plus"))
    ap.add_argument("--plus", default="", help="comma-separated EZ Plus option ids, or 'all'")
    ap.add_argument(
        "--player",
        default="greedy",
        choices=("greedy", "planner", "advisor", "clairvoyant"),
        help="who plays: the greedy bot, the advisor's own plan (the greedy bot saving food for "
        "the climb), the advisor at the app's Hint settings (slow), or the ceiling: the advisor's "
        "search on the real tiles (measurement only)",
    )
    ap.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    for knob in KNOBS:
        ap.add_argument(
            "--" + knob.replace("_", "-"),
            type=float if knob == "risk" else int,
            default=None,
            help="bot knob (default: the player's own: the frozen bot's, or the plan's planner.KNOBS)",
        )
    return ap


def config_of(args) -> Config:
    plus = tuple(p for p in args.plus.split(",") if p)
    if plus == ("all",):
        plus = OPTION_IDS
    overrides = tuple(parse_set(s) for s in args.set)
    with_overrides(dict(overrides))  # fail here, not in every worker
    bot = tuple((k, getattr(args, k)) for k in KNOBS if getattr(args, k) is not None)
    return Config(
        ruleset=args.ruleset,
        plus=plus,
        continues=args.continues,
        max_commands=args.max_commands,
        overrides=overrides,
        bot=bot,
        player=args.player,
    )


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["sweep"]:
        return sweep_main(argv[1:])
    args = parser().parse_args(argv)
    try:
        config = config_of(args)
    except OverrideError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    summary = run_and_summarise(
        range(args.seed0, args.seed0 + args.games), config, args.jobs, progress=not args.no_progress
    )
    print(text_report(summary))
    if args.json:
        print(json.dumps(summary, sort_keys=True, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
