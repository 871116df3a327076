"""The arguments of ``jongrogue verify | morgue | daily | history | print-sheets`` (the names are
``cli.COMMANDS``): light, so that the app can list the commands in its ``--help`` without
loading them."""

from __future__ import annotations

import argparse
from datetime import date

from jongrogue.printsheets import LANGS, PAPERS


def _date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected YYYY-MM-DD, got {text!r}") from None


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="jongrogue", description="JongRogue Digital run files")
    sub = p.add_subparsers(dest="command", required=True)
    v = sub.add_parser("verify", help="replay a run file and check every stored hash")
    v.add_argument("file")
    v.add_argument("--json", action="store_true", help="print one JSON object")
    m = sub.add_parser("morgue", help="the end-of-run report of a run file")
    m.add_argument("file")
    m.add_argument("--format", choices=("text", "json"), default="text")
    m.add_argument(
        "--lang", choices=("ja", "en"), default=None, help="language (default: the system's)"
    )
    m.add_argument("--out", default=None, help="write to this file instead of standard output")
    d = sub.add_parser("daily", help="today's (or --date's) daily seed")
    d.add_argument("--date", type=_date, default=None)
    d.add_argument("--json", action="store_true")
    h = sub.add_parser("history", help="the run history (--rebuild: from the run files in saves/)")
    h.add_argument(
        "--rebuild",
        action="store_true",
        help="add to the history database every run of saves/*.jrlog it lacks",
    )
    h.add_argument("--json", action="store_true", help="print one JSON object per run")
    s = sub.add_parser(
        "print-sheets", help="a PDF of every paper sheet, blank or filled from a run file"
    )
    s.add_argument("--paper", choices=tuple(PAPERS), default="A4")
    s.add_argument("--lang", choices=LANGS, default=None, help="language (default: the system's)")
    s.add_argument(
        "--run",
        default=None,
        metavar="FILE.jrlog",
        help="fill the sheets with this run's final position (default: blank sheets)",
    )
    s.add_argument("--out", required=True, metavar="PATH.pdf", help="the PDF to write")
    return p
