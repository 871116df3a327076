"""One recorded run, read-only, for the replay viewer.

``Timeline(game)`` keeps a private copy of the command list and the game's snapshots and derives
the table after command n with the pure ``decide`` — never touching the Game it came from or any
file. What it hands out is what the player saw: ``view(n)``, ``public_events(n)`` and
``knowledge(n)``; ``walk`` yields the views and public
events of a stretch of commands (the replay's log). Seeking replays at most ``SNAPSHOT`` commands
from the nearest snapshot; states met on the way are kept (every ``SNAPSHOT``-th one for good,
plus a small LRU of recent ones), so stepping back and forth is instant even at command 2,000.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from typing import Any

from jongrogue.engine.core.commands import Command
from jongrogue.engine.core.events import Event
from jongrogue.engine.core.model import State
from jongrogue.engine.game import Game

from ..rules.actions import decide
from ..views.knowledge import Knowledge, knowledge
from ..views.public import public_events
from ..views.view import shown_state, view


class Timeline:
    """The states of one recorded run, read-only (see the module docstring)."""

    SNAPSHOT = 16
    RECENT = 96

    def __init__(self, game: Game) -> None:
        self.rules = game.rules
        self.header = dict(game.header)
        self.commands = list(game.commands)  # a copy: the source game may go on
        self._snapshots = game.kept_states()  # the states the game keeps (0 among them)
        self._recent: OrderedDict[int, State] = OrderedDict()
        self._events: OrderedDict[int, list[Event]] = OrderedDict()
        self.load_warning = getattr(game, "load_warning", None)

    @property
    def total(self) -> int:
        return len(self.commands)

    def command(self, n: int) -> Command | None:
        """The ``n``-th command (1-based), or None for 0."""
        return self.commands[n - 1] if 1 <= n <= self.total else None

    def _remember(self, n: int, state: State, events: list[Event] | None = None) -> None:
        if n % self.SNAPSHOT == 0:
            self._snapshots[n] = state
        self._recent[n] = state
        self._recent.move_to_end(n)
        if len(self._recent) > self.RECENT:
            self._recent.popitem(last=False)
        if events is not None:
            self._events[n] = events
            self._events.move_to_end(n)
            if len(self._events) > self.RECENT:
                self._events.popitem(last=False)

    def _nearest(self, n: int) -> tuple[int, State]:
        base = max(k for k in self._snapshots if k <= n)
        best = (base, self._snapshots[base])
        for k, s in self._recent.items():
            if best[0] < k <= n:
                best = (k, s)
        return best

    def state(self, n: int) -> State:
        """The state after ``n`` commands (0: the opening deal)."""
        n = max(0, min(self.total, int(n)))
        hit = self._recent.get(n)
        if hit is not None:
            self._recent.move_to_end(n)
            return hit
        k, state = self._nearest(n)
        for i in range(k + 1, n + 1):
            events, state = decide(state, self.commands[i - 1], self.rules)
            self._remember(i, state, events)
        if k == n:
            self._remember(n, state)
        return state

    def events(self, n: int) -> list[Event]:
        """The events command ``n`` produced ([] for 0)."""
        if not 1 <= n <= self.total:
            return []
        hit = self._events.get(n)
        if hit is not None:
            return hit
        events, state = decide(self.state(n - 1), self.commands[n - 1], self.rules)
        self._remember(n, state, events)
        return events

    def walk(self, a: int, b: int) -> Iterator[tuple[int, State, Command, list[Event], State]]:
        """Yield ``(i, state_before, command, events, state_after)`` for i in a+1 .. b."""
        a, b = max(0, a), min(self.total, b)
        state = self.state(a)
        for i in range(a + 1, b + 1):
            events = self._events.get(i)
            after = self._recent.get(i)
            if events is None or after is None:
                events, after = decide(state, self.commands[i - 1], self.rules)
                self._remember(i, after, events)
            yield i, state, self.commands[i - 1], events, after
            state = after

    # -- what the player saw -----------------------------------------------------------------
    def view(self, n: int) -> dict[str, Any]:
        return view(self.state(n), self.rules)

    def knowledge(self, n: int) -> Knowledge:
        """Of the table ``view(n)`` shows: a paper run waiting for a tile, as its entries so far
        left it (like Game.knowledge), never the engine's stand-in tiles before the command."""
        return knowledge(shown_state(self.state(n)))

    def public_events(self, n: int) -> list[Event]:
        return public_events(self.events(n))

    def walk_public(
        self, a: int, b: int
    ) -> Iterator[tuple[int, dict[str, Any], Command, list[Event]]]:
        """Yield ``(i, view_before, command, public_events)`` for i in a+1 .. b."""
        for i, before, command, events, _after in self.walk(a, b):
            yield i, view(before, self.rules), command, public_events(events)
