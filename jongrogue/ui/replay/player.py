"""The replay model (no pygame): where the VCR is, and the states of a recorded run.

``ReplayPlayer`` is the tape deck: a position ``n`` in 0..total (the table after ``n`` commands),
play / pause, a speed (0.5×, 1×, 2×, 4×), step, seek and ``tick(dt)`` for playback::

    p = ReplayPlayer(total=120, position=0)
    p.toggle(); p.tick(2.5)        # at 1×: one command a second -> position 2
    p.step(-1); p.seek(80); p.to_end(); p.faster()

``Timeline`` (jongrogue.engine.journal.timeline, re-exported here) holds the recorded run and gives the
replay only what the player saw at command n: ``view(n)``, ``public_events(n)``, ``knowledge(n)``.
"""

from __future__ import annotations

from jongrogue.engine.journal.timeline import Timeline

__all__ = ["ReplayPlayer", "Timeline", "SPEEDS"]

SPEEDS = (0.5, 1.0, 2.0, 4.0)
BASE_RATE = 1.0  # commands per second at 1×


class ReplayPlayer:
    def __init__(self, total: int, position: int | None = None, speed: float = 1.0):
        self.total = max(0, int(total))
        self.position = self.total if position is None else self._clamp(position)
        self.playing = False
        self.speed_index = SPEEDS.index(speed) if speed in SPEEDS else SPEEDS.index(1.0)
        self._acc = 0.0  # seconds accumulated towards the next step

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
        if self.at_end:  # play from the end starts over
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
        frac = self._acc / self.interval  # keep the progress towards the next step
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
