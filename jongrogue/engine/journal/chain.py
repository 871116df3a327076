"""Schema 5's line chain: every line of the journal body is linked to the one before it.

The state hashes (state_hash.py, state_chain.py) prove the line of play, but hints, undos and
the redo that follows an undo leave the state where it was: a hint line, or an undo + redo pair,
could be removed unseen, and with them what a run's undo, redo and hint counts say. So from
schema 5 every line also carries

    chain(0) = the journal's start hash (the opening state's digest, state_hash.py)
    chain(i) = sha256(chain(i-1) + "\\n" + line i without its "chain" field)[:32]

where a line is its canonical JSON text (journal.dumps_line). Removing, adding, moving or
editing any line breaks the chain at the next line, which a replay reports (journal_ops.apply).
Only a cut tail leaves a shorter valid journal: the run as it stood at an earlier moment. The
chain has no secret: it catches damage and hand edits, not a forger who recomputes it (README,
"What VALID proves").

``JournalBody`` keeps the entries of a game and works the links out only when a line is
written or checked, so the simulator's and advisor's games pay nothing for them.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any

from . import ops as journal_ops
from .codec import dumps_line

CHAINED_FROM = 5  # the first schema whose lines carry "chain"
LINK_CHARS = 32  # 128 bits: an integrity check, not a signature


def link(previous: str, entry: journal_ops.Entry) -> str:
    text = f"{previous}\n{dumps_line(journal_ops.to_dict(entry))}"
    return hashlib.sha256(text.encode()).hexdigest()[:LINK_CHARS]


class JournalBody:
    """The append-only journal body of a game (journal_ops.Entry) and its links, on demand."""

    def __init__(self, schema: int, start: Callable[[], str]) -> None:
        self.chained = schema >= CHAINED_FROM
        self._start = start
        self._entries: list[journal_ops.Entry] = []
        self._links: list[str] = []

    def __len__(self) -> int:
        return len(self._entries)

    def append(self, entry: journal_ops.Entry) -> None:
        self._entries.append(entry)

    def chain(self, index: int | None = None) -> str | None:
        """The link of line ``index`` (1-based; default: the last); None before schema 5."""
        if not self.chained:
            return None
        index = len(self._entries) if index is None else index
        if index == 0:
            return self._start()
        while len(self._links) < index:
            previous = self._links[-1] if self._links else self._start()
            self._links.append(link(previous, self._entries[len(self._links)]))
        return self._links[index - 1]

    def line(self, index: int) -> dict[str, Any]:
        """The JSON object of line ``index`` (1-based) as the file holds it."""
        out = journal_ops.to_dict(self._entries[index - 1])
        if self.chained:
            out["chain"] = self.chain(index)
        return out
