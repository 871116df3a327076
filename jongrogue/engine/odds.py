"""Check odds: the seed's idealised tables (§9.1) and exact odds from the tiles left in the wall."""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache

from .tiles import number


@lru_cache(maxsize=None)
def ideal_odds(dice: int, target: int) -> Fraction:
    """P(sum of `dice` independent uniform 1–9 >= target), as the seed's tables assume."""
    dist = Counter({0: 1})
    for _ in range(dice):
        nxt = Counter()
        for total, ways in dist.items():
            for n in range(1, 10):
                nxt[total + n] += ways
        dist = nxt
    hits = sum(w for t, w in dist.items() if t >= target)
    return Fraction(hits, 9 ** dice)


def ideal_exact(dice: int, value: int) -> Fraction:
    return ideal_odds(dice, value) - ideal_odds(dice, value + 1)


def _dist(tiles) -> Counter:
    return Counter(number(t) for t in tiles)


def exact_odds(wall, discard, dice: int, target: int) -> Fraction:
    """P(sum >= target) for the next `dice` draws, drawn without replacement from the wall; if
    the wall runs out mid-check the rest come from the reshuffled discard pile (§6.4)."""
    def rec(pool: Counter, size: int, reserve: Counter, left: int, need: int) -> Fraction:
        if left == 0:
            return Fraction(1 if need <= 0 else 0)
        if size == 0:
            pool, size, reserve = reserve, sum(reserve.values()), Counter()
            if size == 0:
                return Fraction(0)
        total = Fraction(0)
        for n, c in pool.items():
            if c == 0:
                continue
            rest = pool.copy()
            rest[n] -= 1
            total += Fraction(c, size) * rec(rest, size - 1, reserve, left - 1, need - n)
        return total
    return rec(_dist(wall), len(wall), _dist(discard), dice, target)
