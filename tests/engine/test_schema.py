"""Journal schemas: schema-2 and schema-3 saves (committed fixtures written the way those
versions wrote them) still load, verify and keep their schema; new games write schema 6; an
edited command or an edited hash anywhere in a file is caught at its line."""

import json
from pathlib import Path

import pytest

from jongrogue.data import load_rules
from jongrogue.data.digest import rules_hash
from jongrogue.engine import Game, JournalError, Options
from jongrogue.engine.journal.codec import SCHEMA
from jongrogue.engine.journal.state_hash import hash_v2, hash_v3
from jongrogue.engine.rules.actions import decide

FIXTURES = sorted((Path(__file__).resolve().parent / "fixtures").glob("schema[23]_*.jrlog"))
WHOLE_STATE = {2: hash_v2, 3: hash_v3}  # the old schemas hash every whole state


def _lines(path):
    return path.read_text(encoding="utf-8").splitlines()


def _schema(path) -> int:
    return json.loads(_lines(path)[0])["schema"]


def test_there_are_fixtures_of_both_old_schemas():
    assert sorted({_schema(p) for p in FIXTURES}) == [2, 3] and len(FIXTURES) >= 4
    assert any('"undo"' in p.read_text(encoding="utf-8") for p in FIXTURES if _schema(p) == 3)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_old_fixture_loads_with_its_final_hash(path):
    lines, schema = _lines(path), _schema(path)
    g = Game.from_text(path.read_text(encoding="utf-8"))
    assert g.load_warning is None and g.journal_size == len(lines) - 1
    assert g.state_hash() == json.loads(lines[-1])["hash"] == WHOLE_STATE[schema](g.state)
    assert g.header["schema"] == schema and g.to_text() == path.read_text(encoding="utf-8")
    # The same commands in a new (schema 6) game reach the very same state.
    h = json.loads(lines[0])
    fresh = Game.new(
        h["seed"], Options(h["ruleset"], tuple(h["options"]), h["mode"]), created=h["created"]
    )
    for c in g.commands:
        fresh.execute(c)
    assert fresh.state == g.state and fresh.header["schema"] == SCHEMA == 6
    assert fresh.state_hash() != g.state_hash()


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_a_loaded_old_game_goes_on_in_its_schema(path):
    """Autosave appends lines to the file it came from, so the new lines must hash alike."""
    g = Game.from_text(path.read_text(encoding="utf-8"))
    legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")]
    g.execute(legal[0])
    g.undo()
    g.redo()
    again = Game.from_text(g.to_text())
    schema = _schema(path)
    assert (
        again.header["schema"] == schema
        and again.state_hash() == WHOLE_STATE[schema](g.state) == g.state_hash()
    )


def test_new_games_write_schema_6_and_load_it():
    g = Game.new(seed=4)
    for _ in range(30):
        g.execute([c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")][0])
    text = g.to_text()
    h = json.loads(text.splitlines()[0])
    assert h["schema"] == 6 and h["rules_hash"] == rules_hash(load_rules())
    loaded = Game.from_text(text)
    assert (
        loaded.load_warning is None
        and loaded.state_hash() == g.state_hash()
        and loaded.state == g.state
    )


def _journals():
    g = Game.new(seed=4)
    for _ in range(60):
        g.execute([c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")][-1])
    return [g.to_text()] + [p.read_text(encoding="utf-8") for p in FIXTURES]


@pytest.mark.parametrize("k", [2, 17, 31, 40])
def test_an_edited_hash_in_the_middle_is_caught(k):
    for text in _journals():
        lines = text.splitlines()
        e = json.loads(lines[k])
        e["hash"] = e["hash"][:-1] + ("0" if e["hash"][-1] != "0" else "1")
        lines[k] = json.dumps(e, separators=(",", ":"), sort_keys=True)
        with pytest.raises(JournalError) as err:
            Game.from_text("\n".join(lines) + "\n")
        assert err.value.good == k - 1 and str(err.value).startswith(f"line {k + 1} (")


@pytest.mark.parametrize("k", [3, 20, 33])
def test_an_edited_command_in_the_middle_is_caught(k):
    """Schemas 2 and 3 hash every state, so any other command is caught unless it has the very same
    outcome (e.g. any action of a sleeping PC is cancelled): then the file is as valid as the
    original. Schema 4 chains the commands, so it is caught at its line either way."""
    for text in _journals():
        lines = text.splitlines()
        before = Game.from_text("\n".join(lines[:k]) + "\n")
        original = json.loads(lines[k])
        outcome = Game.from_text("\n".join(lines[: k + 1]) + "\n").state
        other = next(
            c
            for c in before.legal_commands()
            if decide(before.state, c, before.rules)[1] != outcome
        )
        lines[k] = json.dumps(
            {**original, "cmd": other.to_dict()}, separators=(",", ":"), sort_keys=True
        )
        with pytest.raises(JournalError) as err:
            Game.from_text("\n".join(lines) + "\n")
        assert err.value.good == k - 1
