"""The death review: the advisor's survival estimate before each of a run's decisions.

At every sampled decision (at most ``MAX_POINTS``, evenly spread over the decisions that were a
real choice) the advisor scores the choices on the state the player saw then (``advise`` on
redealt tables, so the review knows no more than the player did). "Survival before the decision"
is the best choice's estimate; the *drop* is how much the command actually played lost against
it. The three largest drops are the run's turning points.
"""
from __future__ import annotations

from dataclasses import dataclass

from jongrogue.engine.core.commands import Command
from jongrogue.engine.journal.timeline import Timeline

from .advisor import NEVER, advise, score, tables
from .headless import Headless

MAX_POINTS = 40
ROLLOUTS = 16
MARKS = 3
SKIP = ("dead", "game_over", "victory")


@dataclass(frozen=True)
class Moment:
    n: int                           # commands played before the decision (command n + 1 decides)
    played: Command
    played_survival: float
    best: Command
    best_survival: float

    @property
    def drop(self) -> float:
        return self.best_survival - self.played_survival


def decisions(timeline: Timeline) -> list[int]:
    """Positions n where the player had more than one choice (abandon / forced end aside)."""
    out = []
    for n in range(timeline.total):
        state = timeline.state(n)
        if state.context in SKIP:
            continue
        legal = Headless(state, timeline.rules).legal_commands()
        if sum(c.type not in NEVER for c in legal) > 1:
            out.append(n)
    return out


def sample(points: list[int], most: int = MAX_POINTS) -> list[int]:
    """At most `most` of `points`, evenly spread, the first and the last kept."""
    if len(points) <= most:
        return list(points)
    if most == 1:
        return [points[-1]]
    return sorted({points[round(i * (len(points) - 1) / (most - 1))] for i in range(most)})


def moment(timeline: Timeline, n: int, rollouts: int = ROLLOUTS, seed: int = 0) -> Moment:
    table = Headless(timeline.state(n), timeline.rules)
    played = timeline.command(n + 1)
    advice = advise(table, rollouts=rollouts, seed=seed)
    by_command = {a.command: a.survival for a in advice}
    if played in by_command:
        mine = by_command[played]
    else:                            # an equivalent of a listed choice (or abandon): score it
        mine = score(table, played, tables(table, rollouts, seed)).survival
    best = advice[0] if advice else None
    if best is None or best.survival <= mine:
        return Moment(n, played, mine, played, mine)
    return Moment(n, played, mine, best.command, best.survival)


def largest_drops(moments: list[Moment], k: int = MARKS) -> list[Moment]:
    """The `k` moments with the largest drops (earliest first among equals), in run order."""
    worst = sorted((m for m in moments if m.drop > 0), key=lambda m: (-m.drop, m.n))[:k]
    return sorted(worst, key=lambda m: m.n)


def review(game, most: int = MAX_POINTS, rollouts: int = ROLLOUTS, seed: int = 0) -> list[Moment]:
    """Every sampled moment of `game`'s run (in one process; the app uses review_jobs)."""
    timeline = Timeline(game)
    return [moment(timeline, n, rollouts, seed) for n in sample(decisions(timeline), most)]
