"""Command-line tools over run files (no window):

jongrogue verify FILE [--json]                 replay, check every hash; exit 0 valid,
                                               1 a journal that fails, 2 unreadable
jongrogue morgue FILE [--format text|json] [--lang ja|en] [--out PATH]
jongrogue daily [--date YYYY-MM-DD] [--json]   the daily seed, the same on every machine
jongrogue history [--rebuild] [--json]         the run history; --rebuild adds every run
                                               of saves/*.jrlog it lacks
jongrogue print-sheets [--paper A4|Letter] [--lang ja|en] [--run FILE.jrlog] --out PATH.pdf
                                               a PDF of every paper sheet: blank, or filled
                                               with the run's final position
"""

from __future__ import annotations

import importlib

COMMANDS = ("verify", "morgue", "daily", "history", "print-sheets")  # cli.parser's commands


def main(argv: list[str]) -> int:
    # the commands' modules load only for a command: a window's start never pays for them
    return int(importlib.import_module("jongrogue.cli.commands").run(argv))
