"""The dataclasses' generated methods from the cache of an earlier start: the same classes, no
compilation when warm, never fatal, and ``dataclasses`` left as it was."""

from __future__ import annotations

import dataclasses
import marshal

import pytest

from jongrogue.system import startcode
from jongrogue.system.cachedir import DIGEST_BYTES, write_sealed


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.delenv("JONGROGUE_NO_CACHE", raising=False)
    monkeypatch.setenv("JONGROGUE_HOME", str(tmp_path / "home"))
    yield startcode.cache_file()
    startcode.release()


def make_class():
    @dataclasses.dataclass(frozen=True)
    class Point:
        """A frozen point."""

        x: int
        y: int = 0
        tags: tuple = dataclasses.field(default_factory=tuple)

    return Point


def check(cls) -> None:
    p = cls(1)
    assert (p.x, p.y, p.tags) == (1, 0, ())
    assert p == cls(1, 0) and p != cls(2) and hash(p) == hash(cls(1))
    assert repr(p).endswith("Point(x=1, y=0, tags=())")
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 3  # type: ignore[misc]


def started(monkeypatch) -> list[str]:
    """hold() with compile() recorded: the texts compiled while held."""
    compiled: list[str] = []
    real = compile

    def recording(source, *args, **kwargs):
        compiled.append(source)
        return real(source, *args, **kwargs)

    monkeypatch.setattr(startcode, "compile", recording, raising=False)
    startcode.hold()
    return compiled


def test_a_warm_start_compiles_nothing_and_makes_the_same_class(cache, monkeypatch):
    compiled = started(monkeypatch)
    check(make_class())
    assert len(compiled) == 6  # __init__, __repr__, __eq__, __hash__, __setattr__, __delattr__
    startcode.release()
    assert "exec" not in vars(dataclasses)
    assert cache.exists()

    compiled = started(monkeypatch)
    cls = make_class()
    assert compiled == []
    check(cls)
    uncached = make_class()  # released: dataclasses' own exec
    startcode.release()
    for name in ("__init__", "__eq__", "__hash__", "__setattr__", "__repr__"):
        assert getattr(cls, name).__code__.co_code == getattr(uncached, name).__code__.co_code


def test_a_damaged_or_foreign_file_is_compiled_again(cache, monkeypatch):
    started(monkeypatch)
    make_class()
    startcode.release()
    blob = bytearray(cache.read_bytes())
    blob[len(blob) // 2] ^= 1
    cache.write_bytes(bytes(blob))
    assert startcode.read(cache) == {}
    cache.write_bytes(b"")
    assert startcode.read(cache) == {}
    compiled = started(monkeypatch)
    check(make_class())
    assert len(compiled) == 6
    startcode.release()
    assert len(cache.read_bytes()) > DIGEST_BYTES  # written anew


def test_nothing_new_writes_nothing_and_no_cache_means_compiling(cache, monkeypatch):
    started(monkeypatch)
    make_class()
    startcode.release()
    before = cache.stat().st_mtime_ns
    started(monkeypatch)
    make_class()
    startcode.release()
    assert cache.stat().st_mtime_ns == before
    monkeypatch.setenv("JONGROGUE_NO_CACHE", "1")
    compiled = started(monkeypatch)
    check(make_class())
    startcode.release()
    assert len(compiled) == 6


def test_the_cache_holds_only_code(cache):
    cache.parent.mkdir(parents=True)
    write_sealed(cache, marshal.dumps({"def f(): pass": "not code", 3: None}), startcode.KEY)
    assert startcode.read(cache) == {}


def test_the_texts_of_an_earlier_start_are_kept(cache, monkeypatch):
    started(monkeypatch)
    make_class()
    startcode.release()
    first = set(startcode.read(cache))

    started(monkeypatch)

    @dataclasses.dataclass
    class Other:
        """Another start's class."""

        name: str

    startcode.release()
    kept = set(startcode.read(cache))
    assert first < kept and len(kept) == len(first) + 3  # Other's __init__, __repr__, __eq__
