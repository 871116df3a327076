"""The last lines of a run's message log, as the table showed them, in plain text.

The table's own formatters (``ui.board.log_format`` / ``command_text``) build the lines, with a
text-only context (a language and the catalogs; no window), so a morgue reads like the game.
"""

from __future__ import annotations

from jongrogue.engine import Game
from jongrogue.engine.views.view import view as build_view
from jongrogue.runfiles.floors import replay_events
from jongrogue.text import command_text, log_format, strings


class TextContext(strings.Texts):
    """What the log formatters read from the app context: the language and its catalogs."""

    def __init__(self, lang: str) -> None:
        self.lang = lang


def last_lines(game: Game, lang: str, commands: int = 6) -> list[str]:
    """The log lines of the last ``commands`` commands of the run."""
    ctx = TextContext(lang)
    first = len(game.commands) - commands
    out: list[str] = []
    for i, (before, command, events) in enumerate(replay_events(game), start=1):
        if i <= first:
            continue
        assert command is not None, "no opening was asked for"
        pre_view = build_view(before, game.rules)
        monsters = log_format.monsters_in(pre_view)
        label = command_text.label(ctx, command, pre_view)
        out += [
            e.shown()
            for e in log_format.fold(log_format.entries_for(ctx, label, events, i, monsters))
        ]
    return out
