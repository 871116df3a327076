"""The advisor's statistics: how sure an estimate is, from real-valued rollouts (each rollout's
outcome is the value model's expected final deepest floor where it stopped, sim/value.py).

* ``interval(values)``: the 90 % Student-t interval of one move's mean.
* ``Paired``: two moves played on the same redealt tables (common random numbers), so their
  difference is taken table by table: ``diff`` is the mean of the per-table differences, ``sd``
  their standard deviation, ``differ`` the tables where they differ by more than ``TIE`` floors.
  The difference is significant when the paired t test rejects "equal" at the one-sided 5 % level
  (the side of a 90 % interval) on at least ``MIN_TABLES`` tables, it is at least ``MIN_GAIN``
  floors (smaller ones are the value model's rounding, not advice worth following) and at least
  ``MIN_DIFFER`` tables differ, so a few lucky tables never read as a sure thing (a decision has
  several moves and the best-looking one is compared: on four tables that is too often luck).

This is the rollouts' noise only: the value model's own error (its R² is in
data/advisor_value.yaml) is not in the interval.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

# One-sided 5 % quantiles of Student's t by degrees of freedom (then 1.645, the normal's).
T95 = {
    1: 6.314,
    2: 2.920,
    3: 2.353,
    4: 2.132,
    5: 2.015,
    6: 1.943,
    7: 1.895,
    8: 1.860,
    9: 1.833,
    10: 1.812,
    12: 1.782,
    15: 1.753,
    20: 1.725,
    30: 1.697,
    60: 1.671,
}
MIN_DIFFER = 3
MIN_TABLES = 8
MIN_GAIN = 0.1  # floors
TIE = 0.05  # floors: two outcomes closer than this are the same


def t95(df: int) -> float:
    if df <= 0:
        return math.inf
    return next((T95[k] for k in sorted(T95) if df <= k), 1.645)


def _spread(xs) -> tuple[float, float]:
    n = len(xs)
    mean = sum(xs) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1)) if n > 1 else math.inf
    return mean, sd


def interval(values) -> tuple[float, float]:
    """The 90 % interval of the mean of `values` (unbounded for fewer than two)."""
    if len(values) < 2:
        return -math.inf, math.inf
    mean, sd = _spread(values)
    half = t95(len(values) - 1) * sd / math.sqrt(len(values))
    return mean - half, mean + half


@dataclass(frozen=True)
class Paired:
    """Two moves compared on the same redealt tables: the mean difference and its spread."""

    n: int  # tables both moves were played on
    diff: float  # mean of (first - second) per table
    sd: float  # standard deviation of those differences
    differ: int = 0  # tables where the two differ at all

    @classmethod
    def of(cls, first, second) -> Paired:
        """From two outcome lists over the same tables; the common prefix counts."""
        d = [x - y for x, y in zip(first, second)]
        if not d:
            return cls(0, 0.0, 0.0)
        mean, sd = _spread(d)
        return cls(len(d), mean, 0.0 if len(d) < 2 else sd, sum(abs(x) > TIE for x in d))

    def interval(self) -> tuple[float, float]:
        if self.n < 2:
            return -math.inf, math.inf
        half = t95(self.n - 1) * self.sd / math.sqrt(self.n)
        return self.diff - half, self.diff + half

    def better(self) -> bool:
        """The first move is significantly better than the second."""
        return (
            self.n >= MIN_TABLES
            and self.differ >= MIN_DIFFER
            and self.diff >= MIN_GAIN
            and self.interval()[0] > 0
        )

    def close(self) -> bool:
        """Not significant, but the first move leads by a gain worth following and its interval's
        low end lies nearer zero than the lead: more tables may well make it significant."""
        return not self.better() and self.diff >= MIN_GAIN and self.interval()[0] > -self.diff
