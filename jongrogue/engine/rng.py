"""Deterministic, platform-independent randomness derived from the seed.

Nothing else in the engine is random: the box order is fixed at setup and each reshuffle /
dungeon deal uses a stream derived from (seed, purpose, number). SHA-256 in counter mode keeps
results identical on every OS and Python version (random.Random's algorithms may change).
"""
from __future__ import annotations

import hashlib


class Stream:
    def __init__(self, seed: int, purpose: str, number: int = 0) -> None:
        self._key = f"jongrogue:{seed}:{purpose}:{number}".encode()
        self._counter = 0
        self._buf = b""

    def _bytes(self, n: int) -> bytes:
        while len(self._buf) < n:
            self._buf += hashlib.sha256(self._key + self._counter.to_bytes(8, "big")).digest()
            self._counter += 1
        out, self._buf = self._buf[:n], self._buf[n:]
        return out

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) by rejection sampling (no modulo bias)."""
        if n <= 1:
            return 0
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = int.from_bytes(self._bytes(8), "big")
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
