"""The parsed-YAML cache: same result as PyYAML, keyed by content, checked against a digest of
its own content before use, never fatal."""

from __future__ import annotations

import marshal

import pytest
import yaml

from jongrogue import data
from jongrogue.system import yamlcache
from jongrogue.system.cachedir import DIGEST_BYTES
from jongrogue.system.resources import data_path


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.delenv("JONGROGUE_NO_CACHE", raising=False)
    monkeypatch.setenv("JONGROGUE_HOME", str(tmp_path / "home"))
    return tmp_path / "home" / "cache" / "yaml"


def test_warm_load_equals_pyyaml_and_does_not_parse(cache, monkeypatch):
    path = data_path("locale/ja.yaml")
    with open(path, encoding="utf-8") as fh:
        expected = yaml.safe_load(fh)
    assert yamlcache.load_yaml(path) == expected  # cold: parsed, then stored
    assert len(list(cache.glob("ja-*.marshal"))) == 1

    def no_parse(data):
        raise AssertionError("a warm cache must not parse")

    monkeypatch.setattr(yamlcache, "parse", no_parse)
    warm = yamlcache.load_yaml(path)
    assert warm == expected and list(warm) == list(expected)  # same keys, same order


def test_an_edited_file_is_parsed_again(cache, tmp_path):
    f = tmp_path / "t.yaml"
    f.write_text("a: 1\nb: [x, y]\n", encoding="utf-8")
    assert yamlcache.load_yaml(f) == {"a": 1, "b": ["x", "y"]}
    f.write_text("a: 2\n", encoding="utf-8")
    assert yamlcache.load_yaml(f) == {"a": 2}
    assert len(list(cache.glob("t-*.marshal"))) == 2


def test_a_corrupt_cache_file_is_ignored(cache, tmp_path):
    f = tmp_path / "t.yaml"
    f.write_text("k: v\n", encoding="utf-8")
    yamlcache.load_yaml(f)
    (entry,) = cache.glob("t-*.marshal")
    entry.write_bytes(b"\x00garbage")
    assert yamlcache.load_yaml(f) == {"k": "v"}


def test_an_unwritable_cache_still_loads(tmp_path, monkeypatch):
    blocker = tmp_path / "home"
    blocker.write_text("a file where the cache folder should be")
    monkeypatch.setenv("JONGROGUE_HOME", str(blocker))
    f = tmp_path / "t.yaml"
    f.write_text("k: [1, 2]\n", encoding="utf-8")
    assert yamlcache.load_yaml(f) == {"k": [1, 2]}


def test_bad_yaml_names_line_and_column(cache, tmp_path):
    f = tmp_path / "bad.yaml"
    f.write_text("a: 1\nb: [unclosed\n", encoding="utf-8")
    with pytest.raises(yamlcache.YamlError) as err:
        yamlcache.load_yaml(f)
    assert err.value.line is not None and err.value.line >= 2
    assert not list(cache.glob("bad-*"))


def test_the_cache_can_be_turned_off(cache, tmp_path, monkeypatch):
    monkeypatch.setenv("JONGROGUE_NO_CACHE", "1")
    f = tmp_path / "t.yaml"
    f.write_text("k: v\n", encoding="utf-8")
    assert yamlcache.load_yaml(f) == {"k": "v"}
    assert not cache.exists()


# -- every cache file is checked against a digest of its own content ------------------------------
KESTREL_HP = 3  # monsters.yaml


def _monsters(cache):
    """The cache file of the real monsters.yaml, made by a cold load."""
    path = data_path("monsters.yaml")
    assert _kestrel(yamlcache.load_yaml(path))["hp"] == KESTREL_HP
    (entry,) = cache.glob("monsters-*.marshal")
    return path, entry


def _kestrel(doc) -> dict:
    return next(m for m in doc["monsters"] if m["id"] == "kestrel")


def _rules_from_a_fresh_load():
    data.load_rules.cache_clear()
    try:
        return data.load_rules()
    finally:
        data.load_rules.cache_clear()


def test_a_cache_file_with_one_value_changed_is_ignored(cache, monkeypatch):
    """The issue's case: the kestrel's HP changed to 99 in the cache file, its seal kept."""
    path, entry = _monsters(cache)
    stored = entry.read_bytes()
    doc = marshal.loads(stored[:-DIGEST_BYTES])
    _kestrel(doc)["hp"] = 99
    entry.write_bytes(marshal.dumps(doc) + stored[-DIGEST_BYTES:])
    parsed = []
    real = yamlcache.parse
    monkeypatch.setattr(yamlcache, "parse", lambda data: parsed.append(1) or real(data))
    assert _kestrel(yamlcache.load_yaml(path))["hp"] == KESTREL_HP  # from the YAML
    assert parsed == [1]
    assert entry.read_bytes() == stored  # and the cache is sound again
    assert _rules_from_a_fresh_load().monster_by_id("kestrel")["hp"] == KESTREL_HP


def test_a_cache_file_with_a_value_changed_and_no_seal_is_ignored(cache):
    """A marshal file as the first cache format wrote it (no seal) is not used either."""
    path, entry = _monsters(cache)
    doc = marshal.loads(entry.read_bytes()[:-DIGEST_BYTES])
    _kestrel(doc)["hp"] = 99
    entry.write_bytes(marshal.dumps(doc))
    assert _kestrel(yamlcache.load_yaml(path))["hp"] == KESTREL_HP
    assert _rules_from_a_fresh_load().monster_by_id("kestrel")["hp"] == KESTREL_HP


@pytest.mark.parametrize("where", [0.0, 0.5, 0.999, -1])  # the content's start, middle, the seal
def test_a_cache_file_with_one_byte_flipped_is_ignored(cache, where):
    path, entry = _monsters(cache)
    stored = bytearray(entry.read_bytes())
    i = len(stored) - 1 if where == -1 else int(where * (len(stored) - DIGEST_BYTES))
    stored[i] ^= 0x01
    entry.write_bytes(bytes(stored))
    assert yamlcache.load_yaml(path) == yaml.safe_load(path.read_text(encoding="utf-8"))
    assert _rules_from_a_fresh_load().monster_by_id("kestrel")["hp"] == KESTREL_HP


def test_another_files_cache_under_this_name_is_ignored(cache):
    """A sealed file is bound to its YAML's digest: a copy of another table's cache is refused."""
    path, entry = _monsters(cache)
    yamlcache.load_yaml(data_path("weapons.yaml"))
    (other,) = cache.glob("weapons-*.marshal")
    entry.write_bytes(other.read_bytes())
    assert _kestrel(yamlcache.load_yaml(path))["hp"] == KESTREL_HP


def test_a_merged_group_is_built_once_per_content(cache, tmp_path):
    """``load_merged``: one cache file for what several files make together (a text catalog)."""
    a, b = tmp_path / "a.yaml", tmp_path / "b.yaml"
    a.write_text("x: 1\n", encoding="utf-8")
    b.write_text("y: 2\n", encoding="utf-8")
    built = []

    def build(paths):
        built.append(paths)
        return {k: v for p in paths for k, v in yamlcache.load_yaml(p).items()}

    assert yamlcache.load_merged("group", [a, b], build) == {"x": 1, "y": 2}
    assert yamlcache.load_merged("group", [a, b], build) == {"x": 1, "y": 2}
    assert len(built) == 1 and len(list(cache.glob("group-*.marshal"))) == 1
    b.write_text("y: 3\n", encoding="utf-8")  # one file edited: built again
    assert yamlcache.load_merged("group", [a, b], build) == {"x": 1, "y": 3} and len(built) == 2
    assert yamlcache.load_merged("group", [b, a], build) == {"y": 3, "x": 1} and len(built) == 3


def test_a_merged_group_that_fails_to_build_is_not_kept(cache, tmp_path):
    a = tmp_path / "a.yaml"
    a.write_text("x: 1\n", encoding="utf-8")

    def fail(paths):
        raise ValueError("not a catalog")

    with pytest.raises(ValueError):
        yamlcache.load_merged("group", [a], fail)
    assert list(cache.glob("group-*.marshal")) == []
    assert yamlcache.load_merged("group", [a], lambda p: {"ok": True}) == {"ok": True}


def test_a_catalog_from_its_merged_cache_equals_the_one_built(cache):
    from jongrogue.i18n import catalog

    catalog.load_catalog.cache_clear()
    try:
        built = catalog.load_catalog("ja")
        catalog.load_catalog.cache_clear()
        assert len(list(cache.glob("catalog-ja-*.marshal"))) == 1
        warm = catalog.load_catalog("ja")
        assert warm == built and warm is not built
    finally:
        catalog.load_catalog.cache_clear()
