"""Golden journals (tests/golden/schema6_*.jrlog; the schema-5 goldens beside them and the schema-4
ones in tests/engine/fixtures/schema4_*.jrlog kept from before) replay with every stored hash
verified, to the same end."""

from pathlib import Path

import pytest

from jongrogue.game import Game

GOLDEN = sorted((Path(__file__).resolve().parents[1] / "golden").glob("*.jrlog"))
SCHEMA5 = [p for p in GOLDEN if not p.name.startswith("schema")]
SCHEMA4 = sorted((Path(__file__).resolve().parent / "fixtures").glob("schema4_*.jrlog"))


def test_there_are_golden_journals():
    assert len(GOLDEN) >= 3


def test_goldens_journal_undos_and_redos():
    games = [Game.load(p) for p in GOLDEN]
    assert sum(g.undos for g in games) >= 10 and sum(g.redos for g in games) >= 5


@pytest.mark.parametrize("path", GOLDEN + SCHEMA4, ids=lambda p: p.parent.name + "/" + p.name)
def test_golden_journal_replays(path):
    g = Game.load(path)
    assert g.load_warning is None
    assert g.journal_size == len(path.read_text(encoding="utf-8").splitlines()) - 1
    assert g.to_text() == path.read_text(encoding="utf-8")


@pytest.mark.parametrize("path", SCHEMA4, ids=lambda p: p.name)
def test_schema4_golden_keeps_its_schema_and_reaches_the_new_goldens_end(path):
    old = Game.load(path)
    new = Game.load(path.parents[2] / "golden" / path.name.removeprefix("schema4_"))  # schema 5
    assert old.header["schema"] == 4 and new.header["schema"] == 5
    assert (
        old.commands == new.commands
        and old.state == new.state
        and old.state_hash() == new.state_hash()
    )
    assert (old.undos, old.redos, old.hints) == (new.undos, new.redos, 0) and new.hints > 0


@pytest.mark.parametrize("path", SCHEMA5, ids=lambda p: p.name)
def test_schema6_goldens_play_the_same_games_but_the_challenge_deal(path):
    """The same seeded play (make_golden.py) as schema 6: a practice run is dealt as before, so
    it is the very same game; a challenge run's deal is bound to its mode, so it is another."""
    old = Game.load(path)
    new = Game.load(path.parent / f"schema6_{path.name}")
    assert old.header["schema"] == 5 and new.header["schema"] == 6
    if old.header["mode"] == "practice":
        assert old.commands == new.commands and old.state == new.state
    else:
        assert old.opening_state.wall != new.opening_state.wall
        assert old.commands[:5] != new.commands[:5]
