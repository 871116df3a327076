"""The death review in background processes: spawn-safe workers rebuild the run from its journal
text (once per worker: kept for the run's later decisions) and review one sampled decision per
task, an idle worker taking the next, so both cores stay busy to the end and the progress counts
decisions; the caller polls (progress) and may cancel."""

from __future__ import annotations

from jongrogue.engine import Game
from jongrogue.engine.journal.timeline import Timeline

from . import workers
from .advisor_settings import REVIEW, AdvisorSettings
from .review import MAX_POINTS, Moment, decisions, moment, sample, turning_points

CHUNK = 1  # decisions per task
_last: dict = {}  # in a worker: the run it reviews (journal text -> its timeline)


def review_share(text: str, ns: list[int], settings: AdvisorSettings, seed: int) -> list[Moment]:
    if text not in _last:
        _last.clear()
        _last[text] = Timeline(Game.from_text(text, recover=True))
    timeline = _last[text]
    return [moment(timeline, n, settings, seed) for n in ns]


class ReviewJob:
    def __init__(
        self,
        game,
        most: int = MAX_POINTS,
        settings: AdvisorSettings = REVIEW,
        seed: int = 0,
        jobs: int = 2,
    ):
        self.points = sample(decisions(Timeline(game)), most)
        chunks = [self.points[i : i + CHUNK] for i in range(0, len(self.points), CHUNK)]
        self._pool = None
        self._pending = []
        if chunks:
            self._pool = workers.own(max(1, min(jobs, len(chunks))))
            text = game.to_text()
            self._pending = [
                (len(c), self._pool.apply_async(review_share, (text, c, settings, seed)))
                for c in chunks
            ]
        self.moments: list[Moment] | None = None if chunks else []

    def done(self) -> bool:
        if self.moments is None and all(p.ready() for _, p in self._pending):
            try:
                moments = [m for _, p in self._pending for m in p.get()]
            except Exception:
                self.cancel()  # the workers' failure is the caller's to report
                raise
            self.moments = sorted(moments, key=lambda m: m.n)
            self._close()
        return self.moments is not None

    def progress(self) -> tuple[int, int]:
        """(decisions reviewed, decisions to review)."""
        return sum(k for k, p in self._pending if p.ready()), len(self.points)

    def marks(self) -> list[Moment]:
        return turning_points(self.moments) if self.done() and self.moments is not None else []

    def cancel(self) -> None:
        if self._pool is not None:
            workers.close(self._pool, wait=False)
            self._pool = None

    def _close(self) -> None:
        if self._pool is not None:
            workers.close(self._pool, wait=True)
            self._pool = None
