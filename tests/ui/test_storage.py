"""Storage: paths, settings (atomic, damaged files) and run history (SQLite, damaged DB)."""

from __future__ import annotations

import errno
import json
import os

import pytest

from jongrogue.runfiles import history as history_mod
from jongrogue.runfiles.history import History
from jongrogue.storage import paths
from jongrogue.storage.settings import (
    DEFAULT_KEYS,
    Settings,
    clamp_scale,
    load_settings,
    save_settings,
)


def test_paths_follow_xdg(xdg):
    assert paths.data_dir() == xdg / "data" / "jongrogue"
    assert paths.config_dir() == xdg / "config" / "jongrogue"
    assert paths.settings_path() == xdg / "config" / "jongrogue" / "settings.json"
    assert paths.history_path() == xdg / "data" / "jongrogue" / "history.sqlite3"
    assert paths.autosave_path().parent == xdg / "data" / "jongrogue" / "saves"


def test_jongrogue_home_overrides(tmp_path, monkeypatch):
    monkeypatch.setenv("JONGROGUE_HOME", str(tmp_path / "portable"))
    assert paths.data_dir() == tmp_path / "portable" / "data"
    assert paths.config_dir() == tmp_path / "portable" / "config"


def test_autosave_detection_and_archive():
    assert not paths.has_autosave()
    paths.saves_dir().mkdir(parents=True, exist_ok=True)
    paths.autosave_path().write_text('{"format": "x"}\n', encoding="utf-8")
    assert paths.has_autosave()
    moved = paths.archive_autosave("abandoned")
    assert moved is not None and moved.exists() and moved.suffix == ".jrlog"
    assert not paths.has_autosave()
    assert paths.archive_autosave() is None


def test_settings_defaults_when_missing():
    s, problem = load_settings()
    assert problem is None
    assert s == Settings()
    assert s.keys == DEFAULT_KEYS


def test_settings_round_trip():
    s = Settings(
        language="ja",
        ui_scale=150,
        fullscreen=True,
        window_size=(1600, 900),
        animation_speed="fast",
        sound=False,
        volume=30,
    )
    s.keys["rest"] = "k"
    assert save_settings(s) is None
    loaded, problem = load_settings()
    assert problem is None
    assert loaded == s
    data = json.loads(paths.settings_path().read_text(encoding="utf-8"))
    assert data["format"] == "jongrogue-settings" and data["version"] == 1
    assert not list(paths.settings_path().parent.glob("*.tmp"))


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        "[1, 2, 3]",
        '{"format": "other"}',
        "\x00\xff",
        '{"format": "jongrogue-settings", "version": 99}',
    ],
)
def test_damaged_settings_give_defaults_and_a_problem(content):
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8", errors="surrogateescape")
    s, problem = load_settings()
    assert s == Settings()
    assert problem is not None and problem.key == "settings_damaged"
    assert path.with_name("settings.json.damaged").exists()  # kept for the player
    assert save_settings(s) is None and load_settings()[1] is None


HEAD = '{"format": "jongrogue-settings", "version": 1, '
HOSTILE_SETTINGS = {
    "invalid_utf8": HEAD.encode() + b'"language": "\xff\xfe"}',
    "latin1": HEAD.encode() + '"language": "é"}'.encode("latin-1"),
    "huge_number": (HEAD + '"ui_scale": 1e400}').encode(),
    "one_element_size": (HEAD + '"window_size": [800]}').encode(),
    "deep_nesting": (HEAD + '"keys": ' + "[" * 100000 + "]" * 100000 + "}").encode(),
    "mapping_size": (HEAD + '"window_size": {"a": 1}}').encode(),
    "volume_1e400": (HEAD + '"volume": 1e400}').encode(),
    "size_1e400": (HEAD + '"window_size": [1e400, 1e400]}').encode(),
    "size_is_1e400": (HEAD + '"window_size": 1e400}').encode(),
    "bare_mapping": b'{"a": 1}',
    "version_1e400": b'{"format": "jongrogue-settings", "version": 1e400}',
}


@pytest.mark.parametrize("name", sorted(HOSTILE_SETTINGS))
def test_hostile_settings_never_raise(name):
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(HOSTILE_SETTINGS[name])
    s, problem = load_settings()
    assert isinstance(s, Settings) and s.window_size == (1280, 800) and 0 <= s.volume <= 100
    assert problem is not None and problem.args["moved"]
    kept = [p for p in path.parent.iterdir() if p.name.startswith("settings.json.")]
    assert len(kept) == 1 and kept[0].read_bytes() == HOSTILE_SETTINGS[name]  # kept for the player


def test_damaged_settings_never_overwrite_an_earlier_damaged_copy():
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for i in range(3):
        path.write_text("{broken %d" % i, encoding="utf-8")
        assert load_settings()[1].key == "settings_damaged"
    kept = sorted(p.read_text(encoding="utf-8") for p in path.parent.glob("settings.json.damaged*"))
    assert kept == ["{broken 0", "{broken 1", "{broken 2"]


def test_partly_invalid_settings_keep_the_good_fields():
    path = paths.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        json.dumps(
            {
                "format": "jongrogue-settings",
                "version": 1,
                "language": "ja",
                "ui_scale": "huge",
                "animation_speed": "warp",
                "keys": {"rest": "k", "no_such_action": "x"},
                "future": 1,
            }
        ),
        encoding="utf-8",
    )
    s, problem = load_settings()
    assert s.language == "ja" and s.keys["rest"] == "k"
    assert s.ui_scale == 100 and s.animation_speed == "normal"
    assert problem is not None and problem.key == "settings_partly_invalid"


def test_scale_is_clamped_to_steps():
    assert clamp_scale(10) == 100 and clamp_scale(130) == 125 and clamp_scale(999) == 200


def test_full_disk_on_save_is_a_problem_not_a_crash(monkeypatch):
    def boom(*a, **k):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    problem = save_settings(Settings(language="en"))
    assert problem is not None and problem.key == "settings_save_failed"
    assert "space" in problem.args["error"]
    assert not list(paths.config_dir().glob("*.tmp"))  # temp file cleaned up


def _row(**kw):
    row = dict(
        seed=42,
        ruleset="ez_plus",
        options=["rings", "curses"],
        mode="practice",
        result="game_over",
        floor=3,
        deepest=4,
        level=2,
        gold=120,
        score=120,
        cause="kestrel",
        continues=1,
        started="2025-01-01T10:00:00",
        ended="2025-01-01T11:00:00",
        journal="/tmp/x.jrlog",
    )
    row.update(kw)
    return row


def test_history_round_trip():
    assert history_mod.rows() == []
    assert history_mod.record_run(_row()) is None
    assert (
        history_mod.record_run(_row(seed=7, result="victory", options=[], cause="victory")) is None
    )
    rows = history_mod.rows()
    assert [r["id"] for r in rows] == [1, 2]
    first = rows[0]
    assert first["seed"] == "42" and first["options"] == ["curses", "rings"]
    assert first["gold"] == 120 and first["continues"] == 1 and first["cause"] == "kestrel"
    assert rows[1]["result"] == "victory"


def test_history_row_needs_the_key_fields():
    with pytest.raises(ValueError):
        History().record_run({"seed": 1})


def test_damaged_history_is_moved_aside():
    path = paths.history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a database" * 100)
    h = History()
    assert h.rows() == []
    assert h.problem is not None and h.problem.key == "history_damaged"
    assert list(path.parent.glob("history.sqlite3.damaged-*"))
    assert h.record_run(_row()) is None
    assert len(History().rows()) == 1
