"""Journal entries (schemas 3 to 5): the append-only history of a run (commands, undos, redos,
hints).

Every change to a run appends one line, so the file is the run's whole history and a crash
in the middle of an undo loses nothing:

    {"n": k, "cmd": {...}, "hash": h}                 command k of the line of play
    {"n": k, "cmd": {...}, "hash": h, "redo": true}   ... put back by redo
    {"undo": k, "hash": h}                            command k taken back; h = hash after it
    {"hint": k}                                       the advisor was asked before command k+1

A schema-2 body is a schema-3 body without undo, redo or hint lines (its "n" was the line
number, which equals k when nothing was undone). Schemas 3 and 4 differ only in how h is made
(state_hash.py). Schema 5 adds to every line ``"chain": c``, the line chain of chain.py,
so that no line (a hint, an undo + redo pair) can be removed, added or moved unseen. Each file
keeps its schema.
``parse_entry`` reads one line; ``apply`` replays one parsed entry on a Game through its
public API, so the checks (challenge-mode undo, redo order) are the same as in play.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from ..core.commands import Command, Rejected
from ..core.events import Event


class EntryError(ValueError):
    """One line is not a valid entry (the caller adds the line number)."""


@dataclass(frozen=True)
class Entry:
    """One line of a run file's journal: a command, an undo, a redo or a hint."""

    kind: str  # "cmd" | "redo" | "undo" | "hint"
    n: int  # the command index this entry is about
    command: Command | None = None
    hash: str | None = None
    chain: str | None = None  # schema 5: the line chain as read from the file (chain.py)


def command_entry(n: int, command: Command, state_hash: str, redo: bool = False) -> Entry:
    return Entry("redo" if redo else "cmd", n, command, state_hash)


def undo_entry(n: int, state_hash: str) -> Entry:
    return Entry("undo", n, hash=state_hash)


def hint_entry(n: int) -> Entry:
    return Entry("hint", n)


def to_dict(entry: Entry) -> dict[str, Any]:
    """The JSON object of an entry's line (a game keeps its entries and writes them on demand)."""
    if entry.kind == "undo":
        return {"undo": entry.n, "hash": entry.hash}
    if entry.kind == "hint":
        return {"hint": entry.n}
    assert entry.command is not None, "a cmd or redo entry holds its command"
    e = {"n": entry.n, "cmd": entry.command.to_dict(), "hash": entry.hash}
    if entry.kind == "redo":
        e["redo"] = True
    return e


def _int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def parse_entry(obj: object, position: int, chained: bool = False) -> Entry:
    """One decoded JSON line -> Entry; ``position`` = commands in the line of play before it;
    ``chained``: the line must carry its link of the line chain (schema 5)."""
    if not isinstance(obj, dict):
        raise EntryError("is not a journal entry")
    chain = obj.get("chain")
    if chained and not isinstance(chain, str):
        raise EntryError("has no link of the journal's hash chain")
    chain = chain if chained else None
    if "undo" in obj:
        if obj.get("undo") != position or position < 1 or not isinstance(obj.get("hash"), str):
            raise EntryError("is not a valid undo entry")
        return Entry("undo", position, hash=obj["hash"], chain=chain)
    if "hint" in obj:
        if obj.get("hint") != position:
            raise EntryError("is not a valid hint entry")
        return Entry("hint", position, chain=chain)
    if (
        obj.get("n") != position + 1
        or not _int(obj.get("n"))
        or not isinstance(obj.get("hash"), str)
        or not isinstance(obj.get("cmd"), dict)
        or obj.get("redo", False) not in (True, False)
    ):
        raise EntryError("is not a journal entry")
    try:
        command = Command.from_dict(obj["cmd"])
    except (ValueError, TypeError, KeyError) as exc:
        raise EntryError(str(exc)) from None
    return Entry("redo" if obj.get("redo") else "cmd", position + 1, command, obj["hash"], chain)


def next_position(entry: Entry) -> int:
    """Commands in the line of play after this entry."""
    return entry.n - 1 if entry.kind == "undo" else entry.n


class Replaying(Protocol):
    """What replaying an entry needs of a game (engine/game.py, which imports this module)."""

    def note_hint(self) -> None: ...
    def undo(self) -> Command: ...
    def can_redo(self) -> bool: ...
    def next_redo(self) -> Command | None: ...
    def redo(self) -> list[Event]: ...
    def execute(self, command: Command) -> list[Event]: ...
    def state_hash(self) -> str: ...
    def journal_chain(self) -> str | None: ...


def apply(game: Replaying, entry: Entry) -> None:
    """Replay one entry on ``game``; raises Rejected (not legal / not allowed) or ValueError
    (the stored hash, or the line chain, does not match)."""
    _apply(game, entry)
    if entry.chain is not None and game.journal_chain() != entry.chain:
        raise ValueError(
            "the journal's hash chain breaks here (a line was removed, added, moved or edited)"
        )


def _apply(game: Replaying, entry: Entry) -> None:
    if entry.kind == "hint":
        game.note_hint()
        return
    if entry.kind == "undo":
        game.undo()
    elif entry.kind == "redo":
        if not game.can_redo() or game.next_redo() != entry.command:
            raise Rejected(f"redo of {entry.command} does not match the undone command", "bad_redo")
        game.redo()
    else:
        assert entry.command is not None, "a cmd entry holds its command"
        game.execute(entry.command)
    if game.state_hash() != entry.hash:
        raise ValueError("state hash mismatch (wrong rules version or edited file)")


def counts(entries: Iterable[Entry]) -> dict[str, int]:
    """{"undos", "redos", "hints"} of a list of parsed entries."""
    out = {"undos": 0, "redos": 0, "hints": 0}
    for e in entries:
        if e.kind in ("undo", "redo", "hint"):
            out[e.kind + "s"] += 1
    return out
