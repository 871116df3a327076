"""The seed-file helper fails (not skips) in CI when the file is missing."""

from __future__ import annotations

import pytest

from tests import seed_file


def test_missing_seed_fails_in_ci_and_skips_locally(tmp_path, monkeypatch):
    monkeypatch.setattr(seed_file, "SEED", tmp_path / "nope.txt")
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception):
        seed_file.seed_text()
    monkeypatch.delenv("CI")
    with pytest.raises(pytest.skip.Exception):
        seed_file.seed_text()


def test_a_mismatched_seed_is_caught(tmp_path, monkeypatch):
    real = seed_file.seed_text()
    broken = tmp_path / "seed.txt"
    broken.write_text(
        real.replace("|~死亡する| | |得点シートに記入する|", "|~死亡する| | | |"), encoding="utf-8"
    )
    monkeypatch.setattr(seed_file, "SEED", broken)
    rows = {r[0]: r for r in seed_file.check_rows(seed_file.seed_text())}
    assert rows["死亡する"][3] == []  # the parse sees the edit, so the table test would fail
