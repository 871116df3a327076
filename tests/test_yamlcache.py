"""The parsed-YAML cache: same result as PyYAML, keyed by content, never fatal."""
from __future__ import annotations

import pytest
import yaml

from jongrogue import yamlcache
from jongrogue.resources import data_path


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.delenv("JONGROGUE_NO_CACHE", raising=False)
    monkeypatch.setenv("JONGROGUE_HOME", str(tmp_path / "home"))
    return tmp_path / "home" / "cache" / "yaml"


def test_warm_load_equals_pyyaml_and_does_not_parse(cache, monkeypatch):
    path = data_path("locale/ja.yaml")
    with open(path, encoding="utf-8") as fh:
        expected = yaml.safe_load(fh)
    assert yamlcache.load_yaml(path) == expected                  # cold: parsed, then stored
    assert len(list(cache.glob("ja-*.marshal"))) == 1

    def no_parse(data):
        raise AssertionError("a warm cache must not parse")
    monkeypatch.setattr(yamlcache, "parse", no_parse)
    warm = yamlcache.load_yaml(path)
    assert warm == expected and list(warm) == list(expected)      # same keys, same order


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
