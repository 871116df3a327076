"""Schema 3: the journal is append-only — undo, redo and hints are entries, older files upcast."""

import json
from pathlib import Path

import pytest

from jongrogue import RULES_VERSION
from jongrogue.engine import JournalError, Options
from jongrogue.game import Game
from jongrogue.storage.journal_file import append_line, read_journal

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "schema2_ez_seed7.jrlog"


def played(n=12, **kw):
    g = Game.new(seed=11, created="2026-11-29", **kw)
    for _ in range(n):
        legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")]
        g.execute(legal[0])
    return g


def test_undo_and_redo_are_appended_not_rewritten():
    g = played(10)
    before = g.to_text()
    g.undo()
    g.undo()
    g.redo()
    text = g.to_text()
    assert text.startswith(before)  # nothing before was rewritten
    tail = [json.loads(x) for x in text.splitlines()[-3:]]
    assert tail[0] == {
        "undo": 10,
        "hash": json.loads(before.splitlines()[9])["hash"],
        "chain": tail[0]["chain"],
    }
    assert tail[1]["undo"] == 9 and tail[2]["n"] == 9 and tail[2]["redo"] is True
    loaded = Game.from_text(text)
    assert (loaded.undos, loaded.redos, len(loaded.commands)) == (2, 1, 9)
    assert loaded.state_hash() == g.state_hash() and loaded.to_text() == text
    assert loaded.next_redo() == g.next_redo()  # the undone command can still be redone


def test_a_new_command_after_undo_keeps_the_abandoned_line_in_the_file():
    g = played(8)
    undone = g.undo()
    other = [c for c in g.legal_commands() if c != undone][0]
    g.execute(other)
    loaded = Game.from_text(g.to_text())
    assert loaded.commands[-1] == other and loaded.undos == 1 and not loaded.can_redo()
    assert any(
        json.loads(x).get("n") == 8 and Game.from_text(g.to_text())
        for x in g.to_text().splitlines()[1:]
    )
    assert g.journal_size == 10


def test_crash_during_undo_loses_nothing(tmp_path):
    """The autosave appends the undo line; a crash half-way through writing it leaves the run
    exactly as before the undo, every command kept."""
    g = played(15)
    path = tmp_path / "current.jrlog"
    path.write_text(g.to_text(), encoding="utf-8")
    before = g.state_hash()
    g.undo()
    line = g.journal_line(g.journal_size)
    with open(path, "a", encoding="utf-8") as fh:  # the process dies mid-write
        fh.write(line[: len(line) // 2])
    crashed = Game.from_text(read_journal(path), recover=True)
    assert len(crashed.commands) == 15 and crashed.state_hash() == before and crashed.undos == 0
    assert crashed.load_warning and "line 17" in crashed.load_warning
    path.write_text(
        crashed.to_text(), encoding="utf-8"
    )  # and the line written whole: the undo is kept
    append_line(path, line)
    done = Game.from_text(read_journal(path))
    assert done.undos == 1 and len(done.commands) == 14 and done.can_redo()


def test_schema_2_fixture_loads_and_keeps_its_schema():
    """A schema-2 save loads, keeps its schema (and its hash) and takes undo lines appended."""
    text = FIXTURE.read_text(encoding="utf-8")
    assert json.loads(text.splitlines()[0])["schema"] == 2
    g = Game.load(FIXTURE)
    assert g.load_warning is None and len(g.commands) == len(text.splitlines()) - 1
    assert g.undos == 0 and g.header["schema"] == 2 and g.to_text() == text
    g.undo()
    again = Game.from_text(g.to_text())
    assert again.undos == 1 and again.state_hash() == g.state_hash() and again.header["schema"] == 2


def test_schema_1_header_upcasts_to_the_schema_2_layout():
    """Schema 1 differs from schema 2 in the header only (its lines hash like schema 2)."""
    lines = FIXTURE.read_text(encoding="utf-8").splitlines()[:7]
    h = json.loads(lines[0])
    old = {
        "format": h["format"],
        "schema": 1,
        "rules_version": h["rules_version"],
        "seed": h["seed"],
        "created": h["created"],
        "options": {"ruleset": "ez", "plus": [], "mode": "practice"},
    }
    g1 = Game.from_text("\n".join([json.dumps(old)] + lines[1:]) + "\n")
    assert g1.state_hash() == json.loads(lines[-1])["hash"] and g1.header["schema"] == 2


def test_a_run_of_older_rules_is_refused_with_a_clear_message():
    """A save of the first release (rules 0.1) cannot replay under today's rules: it is refused
    by name, before any line is tried, rather than reported as a damaged or edited file."""
    old = FIXTURE.parent / "release1_ez_seed7.jrlog"
    with pytest.raises(JournalError) as err:
        Game.load(old)
    assert "ez-0.1.0-spec-v1" in str(err.value) and RULES_VERSION in str(err.value)
    with pytest.raises(JournalError):
        Game.load(old, recover=True)


def test_challenge_mode_undo_past_the_horizon_in_a_file_is_rejected():
    g = Game.new(seed=11, options=Options(mode="challenge"), created="x")
    while not g.undo_crosses_horizon():
        legal = g.legal_commands()
        g.execute(([x for x in legal if x.type == "rest"] or legal)[0])
    n = len(g.commands)
    forged = (
        g.to_text()
        + json.dumps({"undo": n, "hash": "0" * 64, "chain": "0" * 32})
        + "\n"
        + json.dumps({"n": n, "cmd": {"type": "rest"}, "hash": "0" * 64, "chain": "0" * 32})
        + "\n"
    )
    with pytest.raises(JournalError) as err:
        Game.from_text(forged)
    assert "not allowed" in str(err.value) and err.value.good == g.journal_size


@pytest.mark.parametrize(
    "bad",
    [
        {"undo": 99, "hash": "x"},
        {"undo": 5},
        {"hint": 3},
        {"n": 6, "cmd": {"type": "rest"}, "hash": "x", "redo": "yes"},
    ],
)
def test_malformed_entries_are_journal_errors(bad):
    g = played(5)
    text = g.to_text() + json.dumps(bad) + "\n" + g.journal_line(5) + "\n"
    with pytest.raises(JournalError):
        Game.from_text(text)


def test_redo_must_match_the_undone_command():
    g = played(6)
    g.undo()
    wrong = [c for c in g.legal_commands() if c != g.next_redo()][0]
    line = json.dumps(
        {"n": 6, "cmd": wrong.to_dict(), "hash": "0" * 64, "redo": True, "chain": "0" * 32}
    )
    with pytest.raises(JournalError) as err:
        Game.from_text(
            g.to_text() + line + "\n" + json.dumps({"hint": 6, "chain": "0" * 32}) + "\n"
        )
    assert "redo" in str(err.value)
    last = Game.from_text(g.to_text() + line + "\n")  # a bad last line is cut off, not fatal
    assert "redo" in last.load_warning and last.state_hash() == g.state_hash()


def test_hints_are_journalled():
    g = played(4)
    g.note_hint()
    g.execute(g.legal_commands()[0])
    loaded = Game.from_text(g.to_text())
    assert loaded.hints == 1 and loaded.to_text() == g.to_text()
