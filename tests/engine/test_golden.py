"""Golden journals (tests/golden/*.jrlog) replay with every stored hash verified."""
from pathlib import Path

import pytest

from jongrogue.game import Game

GOLDEN = sorted((Path(__file__).resolve().parents[1] / "golden").glob("*.jrlog"))


def test_there_are_golden_journals():
    assert len(GOLDEN) >= 3


def test_goldens_journal_undos_and_redos():
    games = [Game.load(p) for p in GOLDEN]
    assert sum(g.undos for g in games) >= 10 and sum(g.redos for g in games) >= 5


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.name)
def test_golden_journal_replays(path):
    g = Game.load(path)
    assert g.load_warning is None
    assert g.journal_size == len(path.read_text(encoding="utf-8").splitlines()) - 1
    assert g.to_text() == path.read_text(encoding="utf-8")
