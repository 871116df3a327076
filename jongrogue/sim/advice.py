"""The advisor's answer (sim/advisor.py computes it): each real choice's estimate, and which move,
if any, it can call best. A module of its own, without the search, so that the table can show an
answer without loading the advisor before the first Hint."""

from __future__ import annotations

from dataclasses import dataclass

from jongrogue.engine.core.commands import Command

from .paired import Paired

NEVER = ("abandon", "forced_end")  # never advised
OVER = ("game_over", "victory", "dead")


@dataclass(frozen=True)
class Advice:
    """The advisor's estimate of one move: its value, its 90 % interval and whether it leads."""

    command: Command
    value: float  # mean over its rollouts of the expected final deepest floor
    rollouts: int
    low: float  # its 90 % interval (Student t)
    high: float
    top: bool  # not significantly worse than the leader
    gap: Paired  # the leader against this move, on their shared tables
    outcomes: tuple = ()  # per redealt table: the value where the rollout stopped
    same: tuple = ()  # commands with the same result (one choice)
    lost: int = 0  # rollouts in which the run was lost (died or starved) within the horizon


def named_best(advice: list[Advice]) -> Advice | None:
    """The one move the advice can call best (significantly better than every other), if any."""
    top = [a for a in advice if a.top]
    return top[0] if len(top) == 1 and len(advice) > 1 else None
