"""Check odds: the seed's idealised tables (§9.1) and exact odds from the player's knowledge of the wall."""
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


def exact_odds(pool, discard, dice: int, target: int, wall_count: int | None = None) -> Fraction:
    """P(sum >= target) for the next `dice` draws. The first `wall_count` draws (default: all of
    `pool`) come without replacement from `pool` — the wall's information-set group, spread
    uniformly over the wall and maybe some face-down slots, so any `wall_count` of its places
    hold a uniform sample of it; the rest come from the reshuffled discard pile (§6.4)."""
    def rec(pool: Counter, size: int, wall: int, reserve: Counter, left: int, need: int) -> Fraction:
        if left == 0:
            return Fraction(1 if need <= 0 else 0)
        if wall == 0:
            pool, size, reserve = reserve, sum(reserve.values()), Counter()
            wall = size
            if size == 0:
                return Fraction(0)
        total = Fraction(0)
        for n, c in pool.items():
            if c == 0:
                continue
            rest = pool.copy()
            rest[n] -= 1
            total += Fraction(c, size) * rec(rest, size - 1, wall - 1, reserve, left - 1, need - n)
        return total
    pool = tuple(pool)
    return rec(_dist(pool), len(pool), len(pool) if wall_count is None else wall_count,
               _dist(discard), dice, target)


def known_odds(know, dice: int, target: int) -> Fraction:
    """Exact odds from what the player knows (knowledge.Knowledge), never the true wall."""
    group = know.wall_group
    return exact_odds(group.tiles if group else (), know.discard, dice, target, know.wall_count)
