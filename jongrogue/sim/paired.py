"""The advisor's statistics: how sure an estimate is, from win/lose rollouts only.

* ``wilson(k, n)``: the 90 % Wilson score interval of one move's share (good at 0 % and 100 %,
  where the plain normal interval collapses to a point).
* ``Paired``: two moves played on the same redealt tables (common random numbers), so only the
  tables where they differ carry information: ``b`` where the first won and the second lost,
  ``c`` the reverse. The difference is significant when McNemar's exact test rejects "equal" at
  the one-sided 5 % level (the side of a 90 % interval); its interval adds half a table to every
  cell (Agresti–Min), so two discordant tables out of sixteen never read as a sure thing.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

Z = 1.645                            # a 90 % two-sided interval
ALPHA = 0.05                         # its one-sided level


def wilson(k: int, n: int, z: float = Z) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = k / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (0.0 if k == 0 else max(0.0, mid - half)), (1.0 if k == n else min(1.0, mid + half))


def binomial_tail(b: int, m: int) -> float:
    """P(X >= b) for X ~ Binomial(m, 1/2)."""
    return sum(math.comb(m, k) for k in range(b, m + 1)) / 2 ** m if m else 1.0


@dataclass(frozen=True)
class Paired:
    n: int                           # tables both moves were played on
    b: int                           # the first won, the second lost
    c: int                           # the second won, the first lost

    @classmethod
    def of(cls, first, second) -> "Paired":
        """From two outcome lists (True = won) over the same tables; the common prefix counts."""
        pairs = list(zip(first, second))
        return cls(len(pairs), sum(x and not y for x, y in pairs), sum(y and not x for x, y in pairs))

    @property
    def diff(self) -> float:
        return (self.b - self.c) / self.n if self.n else 0.0

    def interval(self, z: float = Z) -> tuple[float, float]:
        n, b, c = self.n + 2, self.b + 0.5, self.c + 0.5
        d = (b - c) / n
        se = math.sqrt(max(0.0, (b + c) - (b - c) ** 2 / n)) / n
        return max(-1.0, d - z * se), min(1.0, d + z * se)

    def better(self, alpha: float = ALPHA) -> bool:
        """The first move is significantly better than the second."""
        return self.b > self.c and binomial_tail(self.b, self.b + self.c) < alpha
