"""The table's message log kept as data, not as words: each record holds what happened and is
worded when the log is drawn, in the language of the moment (switching language mid-run
rewords the older lines too). Each record's lines are cached per language."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

RECORD_LIMIT = 300  # records kept (a command is one record)
LINE_LIMIT = 600  # lines shown


class _Record:
    __slots__ = ("kind", "index", "render", "_lang", "_lines")

    def __init__(self, kind: str, index: int, render):
        self.kind, self.index, self.render = kind, index, render
        self._lang: str | None = None
        self._lines: list[Any] = []

    def lines(self, ctx) -> list:
        if self._lang != ctx.lang:
            self._lines, self._lang = self.render(ctx), ctx.lang
        return self._lines


class LogBook:
    """``add(kind, index, render)``: ``render(ctx)`` gives the record's LogEntry lines;
    ``lines(ctx)``: the whole log, identical neighbouring lines folded into one ×N."""

    def __init__(self):
        self._records: list[_Record] = []
        self._version = 0
        self._key = None
        self._shown: list = []

    def add(self, kind: str, index: int, render) -> None:
        self._records.append(_Record(kind, index, render))
        del self._records[:-RECORD_LIMIT]
        self._version += 1

    @property
    def version(self) -> int:
        """Bumped by every change of the log."""
        return self._version

    def latest(self):
        """The newest record (``render(ctx)`` words it), or None."""
        return self._records[-1] if self._records else None

    def recent(self, n: int) -> list:
        """The newest ``n`` records, oldest first."""
        return self._records[-n:]

    def drop_command(self, n: int) -> None:
        """Forget the lines of command n (it was undone; its number is used again)."""
        self._records = [r for r in self._records if not (r.kind == "command" and r.index == n)]
        self._version += 1

    def lines(self, ctx) -> list:
        key = (ctx.lang, self._version)
        if key != self._key:
            shown: list = []
            for record in self._records:
                for e in record.lines(ctx):
                    last = shown[-1] if shown else None
                    if last and last.text == e.text and last.kind == e.kind and e.kind != "command":
                        last.count += e.count
                    else:
                        shown.append(replace(e))  # a copy: folding must not touch the cache
            self._shown, self._key = shown[-LINE_LIMIT:], key
        return self._shown
