"""Check odds: the seed's idealised tables (§9.1) and exact odds from the player's knowledge of the wall."""

from __future__ import annotations

import fractions
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache, lru_cache
from typing import Any

from ..core.tiles import number
from .knowledge import Knowledge


@cache
def ideal_odds(dice: int, target: int) -> fractions.Fraction:
    """P(sum of `dice` independent uniform 1–9 >= target), as the seed's tables assume."""
    dist = Counter({0: 1})
    for _ in range(dice):
        nxt: Counter[int] = Counter()
        for total, ways in dist.items():
            for n in range(1, 10):
                nxt[total + n] += ways
        dist = nxt
    hits = sum(w for t, w in dist.items() if t >= target)
    return fractions.Fraction(hits, 9**dice)


def ideal_exact(dice: int, value: int) -> fractions.Fraction:
    return ideal_odds(dice, value) - ideal_odds(dice, value + 1)


def _dist(tiles: Iterable[str]) -> Counter[int]:
    return Counter(number(t) for t in tiles)


def exact_odds(
    pool: Iterable[str],
    discard: Sequence[str],
    dice: int,
    target: int,
    wall_count: int | None = None,
) -> fractions.Fraction:
    """P(sum >= target) for the next `dice` draws. The first `wall_count` draws (default: all of
    `pool`) come without replacement from `pool` — the wall's information-set group, spread
    uniformly over the wall and maybe some face-down slots, so any `wall_count` of its places
    hold a uniform sample of it; the rest come from the reshuffled discard pile (§6.4)."""
    pool = tuple(pool)
    wall = len(pool) if wall_count is None else wall_count
    first = min(dice, wall)
    reserve = len(discard)
    if dice - first > reserve:
        return fractions.Fraction(0)
    hits = _hits(_counts(pool), first, _counts(discard), dice - first, target)
    return fractions.Fraction(hits, _falling(len(pool), first) * _falling(reserve, dice - first))


def _counts(tiles: Iterable[str]) -> tuple[int, ...]:
    c = _dist(tiles)
    return tuple(c.get(n, 0) for n in range(1, 10))


def _falling(n: int, k: int) -> int:
    out = 1
    for i in range(k):
        out *= n - i
    return out


@lru_cache(maxsize=65536)
def _hits(pool: tuple[Any, ...], left: int, reserve: tuple[Any, ...], after: int, need: int) -> int:
    """Ordered draw sequences (`left` from `pool`, then `after` from `reserve`) summing >= need."""
    if need <= 0:  # every way on from here succeeds
        return _falling(sum(pool), left) * _falling(sum(reserve), after)
    if need > 9 * (left + after):
        return 0
    if left == 0:
        return _hits(reserve, after, (0,) * 9, 0, need)
    total = 0
    for i, c in enumerate(pool):
        if c:
            rest = pool[:i] + (c - 1,) + pool[i + 1 :]
            total += c * _hits(rest, left - 1, reserve, after, need - i - 1)
    return total


def known_odds(know: Knowledge, dice: int, target: int) -> fractions.Fraction:
    """Exact odds from what the player knows (knowledge.Knowledge), never the true wall."""
    group = know.wall_group
    return exact_odds(group.tiles if group else (), know.discard, dice, target, know.wall_count)
