"""Deterministic, platform-independent randomness derived from the seed.

Nothing else in the engine is random: the box order is fixed at setup and each reshuffle /
dungeon deal uses a stream derived from (seed, purpose, number), where "seed" is the state's
``deal_seed``: the seed, or "challenge:<seed>" for a challenge run from journal schema 6. SHA-256 in counter mode keeps
results identical on every OS and Python version (random.Random's algorithms may change).
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Iterable
from typing import TypeVar

_T = TypeVar("_T")

_WORDS = struct.Struct(">4Q")
_SPAN = 1 << 64


class Stream:
    def __init__(self, seed: int | str, purpose: str, number: int = 0) -> None:
        self._key = f"jongrogue:{seed}:{purpose}:{number}".encode()
        self._counter = 0
        self._words: list[int] = []  # unread 64-bit words of the last digest, reversed

    def _word(self) -> int:
        """The next 8 bytes of SHA-256(key || counter) blocks, as a big-endian integer."""
        if not self._words:
            self._word_refill()
        return self._words.pop()

    def _word_refill(self, blocks: int = 1) -> None:
        """The next `blocks` digests' words (a shuffle asks for all it will need at once)."""
        key, first = self._key, self._counter
        words: list[int] = []
        for counter in range(first, first + blocks):
            words += _WORDS.unpack(hashlib.sha256(key + counter.to_bytes(8, "big")).digest())
        self._counter = first + blocks
        words.reverse()
        self._words = words

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) by rejection sampling (no modulo bias)."""
        if n <= 1:
            return 0
        limit = _SPAN - _SPAN % n
        while True:
            x = self._word()
            if x < limit:
                return x % n

    def shuffled(self, items: Iterable[_T]) -> list[_T]:
        """Fisher–Yates from the back, j = below(i + 1): below() and _word() written out in the
        loop (a reshuffle draws about 130 numbers; the calls were most of its time)."""
        out = list(items)
        if not self._words:  # about one word per item: all the blocks in one go
            self._word_refill(len(out) // 4 + 1)
        words = self._words
        for i in range(len(out) - 1, 0, -1):
            n = i + 1
            limit = _SPAN - _SPAN % n
            while True:
                if not words:
                    self._word_refill()
                    words = self._words
                x = words.pop()
                if x < limit:
                    break
            j = x % n
            out[i], out[j] = out[j], out[i]
        return out


def shuffled(seed: int | str, purpose: str, number: int, items: Iterable[_T]) -> list[_T]:
    return Stream(seed, purpose, number).shuffled(items)
