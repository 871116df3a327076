"""Schema 4's journal hashes: a hash chain over the commands, with the whole state every
32 commands (as often as the undo snapshots) and at the end of a run.

Schemas 2 and 3 write after each command a digest of the whole resulting state. Formatting a
state costs about a fifth of a command however little it changed, so schema 4 chains the
commands and digests the state only at checkpoints:

    start    = hash_v3(opening state)                                  (state_hash.py)
    hash(k)  = sha256(hash(k-1) + "\\n" + repr(command k))               otherwise
    hash(k)  = sha256(hash(k-1) + "\\n" + repr(command k) + "\\n" + hash_v3(state k))
                                   when k is a multiple of 32 or state k is game over or victory

k counts the commands in the line of play (an undone command is not counted; its redo is
command k again). What this catches, line by line, when a journal is replayed:

* an edited, inserted or removed command, or an edited hash: at that very line (the chain);
* a replay reaching another state than the recorded one (other rules, an engine bug): at the
  next checkpoint, at most 31 commands later, and always at the line that ends the run, so a
  finished run's result is verified where it happens.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from jongrogue.engine.core.commands import Command
from jongrogue.engine.core.model import State

CHECK_EVERY = 32
_CHECKED_CONTEXTS = frozenset(("game_over", "victory"))
_TEXT = "_chain_text"


def is_checkpoint(k: int, state: State) -> bool:
    return k % CHECK_EVERY == 0 or state.context in _CHECKED_CONTEXTS


def command_text(command: Command) -> str:
    """repr(command), kept on the (immutable, memoised) command."""
    text = command.__dict__.get(_TEXT)
    if text is None:
        text = repr(command)
        object.__setattr__(command, _TEXT, text)
    return text


def link(
    previous_hash: str,
    k: int,
    command: Command,
    state: State,
    state_digest: Callable[[State], str],
) -> str:
    """hash(k) from hash(k-1); `state_digest` (hash_v3) is called at checkpoints only."""
    text = f"{previous_hash}\n{command_text(command)}"
    if is_checkpoint(k, state):
        text = f"{text}\n{state_digest(state)}"
    return hashlib.sha256(text.encode()).hexdigest()
