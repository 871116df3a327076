"""The seeded stream is SHA-256(key || 8-byte counter) blocks read as big-endian 64-bit words,
with rejection sampling: saves and goldens depend on every bit of it."""

import hashlib

from jongrogue.engine.core.rng import Stream, shuffled


def spec_words(key: bytes):
    counter = 0
    while True:
        block = hashlib.sha256(key + counter.to_bytes(8, "big")).digest()
        counter += 1
        for i in range(0, 32, 8):
            yield int.from_bytes(block[i : i + 8], "big")


def spec_below(words, n):
    if n <= 1:
        return 0
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        x = next(words)
        if x < limit:
            return x % n


def test_stream_follows_the_spec():
    for seed, purpose, number in [(0, "reshuffle", 1), (7, "dungeon", 3), (-5, "box", 0)]:
        s = Stream(seed, purpose, number)
        words = spec_words(f"jongrogue:{seed}:{purpose}:{number}".encode())
        for n in [2, 3, 136, 1, 7, 1 << 63, 9, 1 << 64 - 3] * 5:
            assert s.below(n) == spec_below(words, n)


def test_shuffle_is_fisher_yates_on_the_stream():
    items = list(range(50))
    words = spec_words(b"jongrogue:3:reshuffle:2")
    expect = list(items)
    for i in range(len(expect) - 1, 0, -1):
        j = spec_below(words, i + 1)
        expect[i], expect[j] = expect[j], expect[i]
    assert shuffled(3, "reshuffle", 2, items) == expect
