"""``python -m jongrogue.bench [engine|ui|idle|advisor|review|hint] [options]``: one benchmark (engine when
none is named); ``python -m jongrogue.bench KIND --help`` lists its options."""

from __future__ import annotations

import sys

from jongrogue.bench import advisor, engine, felt, idle, ui

KINDS = {
    "engine": engine.main,  # the rules engine, the advisor's settings, the balance simulator
    "ui": ui.main,  # the table's frame time and the start-up to its first frame
    "idle": idle.main,  # the idle table's CPU, through the real entry point
    "advisor": advisor.main,  # the app's Hint path over a played run; advisor games' CPU
    "review": felt.review_main,  # the Review of 40 decisions, wall (bench/felt.py)
    "hint": felt.hint_main,  # the Hint from key press to answer drawn, in the app's loop
}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    kind = args[0] if args and args[0] in KINDS else "engine"
    rest = args[1:] if args and args[0] in KINDS else args
    return KINDS[kind](rest)


if __name__ == "__main__":
    sys.exit(main())
