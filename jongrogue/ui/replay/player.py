"""The replay model (no pygame): where the VCR is, and the states of a recorded run.

``ReplayPlayer`` is the tape deck: a position ``n`` in 0..total (the table after ``n`` commands),
play / pause, a speed (0.5×, 1×, 2×, 4×), step, seek and ``tick(dt)`` for playback::

    p = ReplayPlayer(total=120, position=0)
    p.toggle(); p.tick(2.5)        # at 1×: one command a second -> position 2
    p.step(-1); p.seek(80); p.to_end(); p.faster()

``Timeline`` holds one run read-only: a private copy of the command list and the engine's
snapshots, and derives ``state(n)`` / ``events(n)`` with the engine's pure ``decide`` — never
touching the Game it came from or any file. Seeking replays at most ``SNAPSHOT`` commands from
the nearest snapshot; states met on the way are kept (every ``SNAPSHOT``-th one for good, plus a
small LRU of recent ones), so stepping back and forth is instant even at command 2,000.
"""
from __future__ import annotations

from collections import OrderedDict

SPEEDS = (0.5, 1.0, 2.0, 4.0)
BASE_RATE = 1.0            # commands per second at 1×


class ReplayPlayer:
    def __init__(self, total: int, position: int | None = None, speed: float = 1.0):
        self.total = max(0, int(total))
        self.position = self.total if position is None else self._clamp(position)
        self.playing = False
        self.speed_index = SPEEDS.index(speed) if speed in SPEEDS else SPEEDS.index(1.0)
        self._acc = 0.0            # seconds accumulated towards the next step

    # -- state -----------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    @property
    def at_start(self) -> bool:
        return self.position == 0

    @property
    def at_end(self) -> bool:
        return self.position >= self.total

    def _clamp(self, n) -> int:
        return max(0, min(self.total, int(n)))

    # -- moving ----------------------------------------------------------------------------
    def seek(self, n: int) -> bool:
        """Go to command ``n`` (clamped); True if the position changed."""
        n = self._clamp(n)
        changed = n != self.position
        self.position = n
        self._acc = 0.0
        if self.at_end:
            self.playing = False
        return changed

    def step(self, d: int = 1) -> bool:
        return self.seek(self.position + d)

    def to_start(self) -> bool:
        return self.seek(0)

    def to_end(self) -> bool:
        return self.seek(self.total)

    # -- playing ---------------------------------------------------------------------------
    def play(self) -> None:
        if self.total == 0:
            return
        if self.at_end:                # play from the end starts over
            self.position = 0
        self.playing = True
        self._acc = 0.0

    def pause(self) -> None:
        self.playing = False
        self._acc = 0.0

    def toggle(self) -> bool:
        """Play / pause; returns ``playing``."""
        if self.playing:
            self.pause()
        else:
            self.play()
        return self.playing

    def _set_index(self, i: int) -> bool:
        if not 0 <= i < len(SPEEDS) or i == self.speed_index:
            return False
        frac = self._acc / self.interval           # keep the progress towards the next step
        self.speed_index = i
        self._acc = frac * self.interval
        return True

    def set_speed(self, speed: float) -> bool:
        return speed in SPEEDS and self._set_index(SPEEDS.index(speed))

    def faster(self) -> bool:
        return self._set_index(self.speed_index + 1)

    def slower(self) -> bool:
        return self._set_index(self.speed_index - 1)

    @property
    def interval(self) -> float:
        """Seconds between two commands at the current speed."""
        return 1.0 / (BASE_RATE * self.speed)

    def tick(self, dt: float) -> int:
        """Advance playback by ``dt`` seconds; return how many commands were stepped."""
        if not self.playing or dt <= 0:
            return 0
        self._acc += dt
        steps = int(self._acc / self.interval + 1e-9)
        if steps <= 0:
            return 0
        self._acc -= steps * self.interval
        before = self.position
        self.position = self._clamp(self.position + steps)
        if self.at_end:
            self.playing = False
            self._acc = 0.0
        return self.position - before


class Timeline:
    """The states of one recorded run, read-only (see the module docstring)."""

    SNAPSHOT = 16
    RECENT = 96

    def __init__(self, game):
        from jongrogue.engine.actions import decide
        self._decide = decide
        self.rules = game.rules
        self.header = dict(game.header)
        self.commands = list(game.commands)          # a copy: the source game may go on
        snaps = getattr(game, "_states", None)
        if snaps:
            self._snapshots = {k: s for k, s in snaps.items() if k <= len(self.commands)}
        else:
            self._snapshots = {}
        if 0 not in self._snapshots:
            self._snapshots[0] = game._replay_to(0)
        self._recent: OrderedDict[int, object] = OrderedDict()
        self._events: OrderedDict[int, list] = OrderedDict()
        self.load_warning = getattr(game, "load_warning", None)

    @property
    def total(self) -> int:
        return len(self.commands)

    def command(self, n: int):
        """The ``n``-th command (1-based), or None for 0."""
        return self.commands[n - 1] if 1 <= n <= self.total else None

    def _remember(self, n: int, state, events=None) -> None:
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

    def _nearest(self, n: int) -> tuple[int, object]:
        base = max(k for k in self._snapshots if k <= n)
        best = (base, self._snapshots[base])
        for k, s in self._recent.items():
            if best[0] < k <= n:
                best = (k, s)
        return best

    def state(self, n: int):
        """The state after ``n`` commands (0: the opening deal)."""
        n = max(0, min(self.total, int(n)))
        hit = self._recent.get(n)
        if hit is not None:
            self._recent.move_to_end(n)
            return hit
        k, state = self._nearest(n)
        for i in range(k + 1, n + 1):
            events, state = self._decide(state, self.commands[i - 1], self.rules)
            self._remember(i, state, events)
        if k == n:
            self._remember(n, state)
        return state

    def events(self, n: int) -> list:
        """The events command ``n`` produced ([] for 0)."""
        if not 1 <= n <= self.total:
            return []
        hit = self._events.get(n)
        if hit is not None:
            return hit
        events, state = self._decide(self.state(n - 1), self.commands[n - 1], self.rules)
        self._remember(n, state, events)
        return events

    def walk(self, a: int, b: int):
        """Yield ``(i, state_before, command, events, state_after)`` for i in a+1 .. b."""
        a, b = max(0, a), min(self.total, b)
        state = self.state(a)
        for i in range(a + 1, b + 1):
            events = self._events.get(i)
            after = self._recent.get(i)
            if events is None or after is None:
                events, after = self._decide(state, self.commands[i - 1], self.rules)
                self._remember(i, after, events)
            yield i, state, self.commands[i - 1], events, after
            state = after
