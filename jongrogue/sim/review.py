"""The death review: the advisor's estimates before each of a run's decisions, and the turning
points where the move played was significantly worse than the advisor's best.

At every sampled decision (at most ``MAX_POINTS``, evenly spread over the decisions that were a
real choice, up to the Amulet's depth) the advisor scores the choices on the state the player saw then (``advise`` on
redealt tables at the ``REVIEW`` settings, so the review knows no more than the player did). Its
race is focused (race.Focus): every move's first round finds the best, then only the best and
the move played go on, so a clear decision costs one round and the budget goes to the difference
the review reports. The best move and the move played share their redealt tables, so their
difference is a paired one (``gap``); a decision is a turning point only where that difference is significant, and the
three largest are ranked by size. From the Amulet's depth on the Hint names the plan's move, not
estimates (sim/plan_hint.py: the estimates there favour diving on, and the plan wins more), so
the review scores nothing there either.
"""

from __future__ import annotations

from dataclasses import dataclass

from jongrogue.engine.core.commands import Command
from jongrogue.engine.journal.timeline import Timeline

from .advisor import NEVER, Advice, Tables, advise, played
from .advisor_settings import REVIEW, AdvisorSettings
from .headless import Headless
from .paired import Paired
from .plan_hint import keeps_to_plan, plan_depth

MAX_POINTS = 40
MARKS = 3
SKIP = ("dead", "game_over", "victory", "paper_tile")  # (a tile to enter is no choice)


@dataclass(frozen=True)
class Moment:
    n: int  # commands played before the decision (command n + 1 decides)
    played: Command
    played_value: float  # the expected deepest floor after the move played
    best: Command
    best_value: float
    gap: Paired = Paired(
        0, 0.0, 0.0
    )  # the best move against the one played, on their shared tables
    # runs lost within the rollouts' horizon: (after the move played, its rollouts, after the
    # best, its rollouts) — the card's why in the game's terms
    lost: tuple[int, int, int, int] = (0, 0, 0, 0)

    @property
    def drop(self) -> float:
        """The floors the move played lost against the best (paired; 0 when it was the best)."""
        return self.gap.diff

    @property
    def significant(self) -> bool:
        return self.gap.better()


def decisions(timeline: Timeline) -> list[int]:
    """Positions n where the player had more than one choice (abandon / forced end aside), before
    the Amulet's depth."""
    out = []
    for n in range(timeline.total):
        state = timeline.state(n)
        if state.context in SKIP:
            continue
        table = Headless(state, timeline.rules)
        if keeps_to_plan(table, plan_depth(table)):
            break  # the deepest floor never goes back up
        if sum(c.type not in NEVER for c in table.legal_commands()) > 1:
            out.append(n)
    return out


def sample(points: list[int], most: int = MAX_POINTS) -> list[int]:
    """At most `most` of `points`, evenly spread, the first and the last kept."""
    if len(points) <= most:
        return list(points)
    if most == 1:
        return [points[-1]]
    return sorted({points[round(i * (len(points) - 1) / (most - 1))] for i in range(most)})


def moment(timeline: Timeline, n: int, settings: AdvisorSettings = REVIEW, seed: int = 0) -> Moment:
    table = Headless(timeline.state(n), timeline.rules)
    move = timeline.command(n + 1)
    assert move is not None, "a moment is a position the run played on from"
    advice = advise(table, settings, seed=seed, keep=move)
    mine = next((a for a in advice if move == a.command or move in a.same), None)
    if not advice:
        return Moment(n, move, 0.0, move, 0.0)
    best = leader(advice)
    if mine is None:  # a move the advisor never offers (abandon): played on the same tables
        values, lost = played(
            table, move, Tables(table, seed), range(best.rollouts), settings.horizon
        )
        o = tuple(values)
        mean = sum(o) / len(o) if o else 0.0
    elif mine is best:
        return Moment(n, move, best.value, move, best.value)
    else:
        o, mean, lost = mine.outcomes, mine.value, mine.lost
    ends = (lost, len(o), best.lost, best.rollouts)
    return Moment(n, move, mean, best.command, best.value, Paired.of(best.outcomes, o), ends)


def leader(advice) -> Advice:
    """The race's leader: the top move on the most tables (the focused race played on with it),
    the higher estimate among equals."""
    return max((a for a in advice if a.top), key=lambda a: (a.rollouts, a.value))


def turning_points(moments: list[Moment], k: int = MARKS) -> list[Moment]:
    """The `k` largest significant drops, largest first (the earlier among equals)."""
    return sorted((m for m in moments if m.significant), key=lambda m: (-m.drop, m.n))[:k]


def review(
    game, most: int = MAX_POINTS, settings: AdvisorSettings = REVIEW, seed: int = 0
) -> list[Moment]:
    """Every sampled moment of `game`'s run (in one process; the app uses review_jobs)."""
    timeline = Timeline(game)
    return [moment(timeline, n, settings, seed) for n in sample(decisions(timeline), most)]
