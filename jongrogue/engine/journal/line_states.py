"""The states of a run's line of play that an undo can return to, in bounded work and memory.

A state is derived from the opening state and the commands before it, so a game need not keep
them all. ``LineStates`` keeps

* a *snapshot* every ``EVERY`` commands (state 0, 32, 64, ... of the line of play), and
* the *tail*: the states of a contiguous stretch of commands ending at the current one, at most
  ``KEEP`` of them.

An undo drops the tail's last state; when that empties the tail, the state wanted is rebuilt from
the snapshot at or below it, and every state on the way is kept as the new tail. So

* one undo replays at most ``EVERY - 1`` commands, and
* a rebuild that replays r commands leaves r + 1 states in the tail: the next rebuild needs at
  least r + 1 further undos, so any sequence of commands, undos and redos costs at most one
  replayed command per undo on top of its own — linear in the journal's length, whatever order
  its undo and redo lines come in (a journal of 50,000 undo + redo pairs as much as a plain one).

Memory: the tail (``KEEP`` states) and one snapshot per ``EVERY`` commands of the line of play.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence

from jongrogue.engine.core.commands import Command
from jongrogue.engine.core.model import State

EVERY = 32  # a snapshot every 32 commands (as often as schema 4 checks a whole state)
KEEP = 64  # the most recent states kept, so undos near the end replay nothing


class LineStates:
    """States 0 .. n of a line of play (see the module docstring). ``step(state, command)``
    gives the state after ``command``; ``replayed`` counts the commands it ran to rebuild states
    (tests prove the bound with it)."""

    def __init__(self, opening: State, step: Callable[[State, Command], State]) -> None:
        self._step = step
        self._snapshots = [opening]  # state k * EVERY
        self._tail: deque[State] = deque([opening])  # states start .. n
        self._start = 0
        self.replayed = 0

    @property
    def n(self) -> int:
        """The current command count (the last state's index)."""
        return self._start + len(self._tail) - 1

    @property
    def top(self) -> State:
        return self._tail[-1]

    def push(self, state: State) -> None:
        """``state`` follows the current one (a command or a redo)."""
        self._tail.append(state)
        if self.n % EVERY == 0:
            self._snapshots.append(state)
        if len(self._tail) > KEEP:
            self._tail.popleft()
            self._start += 1

    def pop(self, commands: Sequence[Command]) -> State:
        """Undo the last state; -> the state before it. ``commands``: the line of play, whose
        first n - 1 commands lead to that state."""
        n = self.n
        if n == 0:
            raise IndexError("the opening state cannot be undone")
        if n % EVERY == 0:
            self._snapshots.pop()
        self._tail.pop()
        if not self._tail:
            self._start, states = self._rebuilt(n - 1, commands)
            self._tail = deque(states)
        return self._tail[-1]

    def _rebuilt(self, k: int, commands: Sequence[Command]) -> tuple[int, list[State]]:
        """(first index, [states from the snapshot at or below k up to k])."""
        base = k - k % EVERY
        state = self._snapshots[base // EVERY]
        states = [state]
        for command in commands[base:k]:
            state = self._step(state, command)
            states.append(state)
        self.replayed += k - base
        return base, states

    def at(self, k: int, commands: Sequence[Command]) -> State:
        """State k (0 <= k <= n) without changing what is kept (a replay from the snapshot at
        or below it when it is not in the tail)."""
        if not 0 <= k <= self.n:
            raise IndexError(k)
        if k >= self._start:
            return self._tail[k - self._start]
        return self._rebuilt(k, commands)[1][-1]

    def kept(self) -> dict[int, State]:
        """{index: state} of every state kept (a Timeline starts from them)."""
        out = {i * EVERY: s for i, s in enumerate(self._snapshots)}
        out.update((self._start + i, s) for i, s in enumerate(self._tail))
        return out
