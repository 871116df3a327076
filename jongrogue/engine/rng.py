"""Deterministic, platform-independent randomness derived from the seed.

Nothing else in the engine is random: the box order is fixed at setup and each reshuffle /
dungeon deal uses a stream derived from (seed, purpose, number). SHA-256 in counter mode keeps
results identical on every OS and Python version (random.Random's algorithms may change).
"""
from __future__ import annotations

import hashlib
import struct

_WORDS = struct.Struct(">4Q")


class Stream:
    def __init__(self, seed: int, purpose: str, number: int = 0) -> None:
        self._key = f"jongrogue:{seed}:{purpose}:{number}".encode()
        self._counter = 0
        self._words: list[int] = []          # unread 64-bit words of the last digest, reversed

    def _word(self) -> int:
        """The next 8 bytes of SHA-256(key || counter) blocks, as a big-endian integer."""
        if not self._words:
            digest = hashlib.sha256(self._key + self._counter.to_bytes(8, "big")).digest()
            self._counter += 1
            self._words = list(_WORDS.unpack(digest))[::-1]
        return self._words.pop()

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) by rejection sampling (no modulo bias)."""
        if n <= 1:
            return 0
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self._word()
            if x < limit:
                return x % n

    def shuffled(self, items) -> list:
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out


def shuffled(seed: int, purpose: str, number: int, items) -> list:
    return Stream(seed, purpose, number).shuffled(items)
