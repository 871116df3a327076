"""Schema 5's line chain (engine/journal/chain.py): removing, adding or moving any line of a run
file — a hint, an undo, a redo, a command — makes ``verify`` fail, so the undo, redo and hint
counts of a VALID run cannot be changed by hand (by a forger who recomputes the chain, they can:
tests/reliability/test_forged_journals.py); older schemas still load and verify by their own
rules, and say so."""

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from jongrogue.engine import Game
from jongrogue.engine.journal.schema import SCHEMA
from jongrogue.runfiles.summary import VALID, verify_text

FIXTURES = Path(__file__).resolve().parents[1] / "engine" / "fixtures"


def _run() -> str:
    """A short run with every kind of line: commands, hints, undos and redos (some adjacent)."""
    g = Game.new(seed=11, created="2026-12-01")
    for step in range(36):
        if step % 5 == 1:
            g.note_hint()
        if step % 7 == 6 and g.can_undo()[0]:
            g.undo()
            if step % 14 == 13:
                g.redo()
                continue
        legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")]
        g.execute(legal[0])
    g.note_hint()
    g.execute([c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")][0])
    assert g.undos and g.redos and g.hints
    return g.to_text()


TEXT = _run()
LINES = TEXT.splitlines()
BODY = len(LINES) - 1


def _verify(lines) -> int:
    return verify_text("\n".join(lines) + "\n").code


def test_the_untouched_run_verifies_with_its_counts():
    v = verify_text(TEXT)
    assert v.code == VALID and v.summary["schema"] == SCHEMA and v.summary["every_line_chained"]
    assert v.summary["hints"] == sum('"hint"' in x for x in LINES[1:])


def test_deleting_any_line_but_the_last_fails_verify():
    for i in range(1, BODY):  # the last line's removal: see below
        assert _verify(LINES[:i] + LINES[i + 1 :]) != VALID, LINES[i]


def test_cutting_the_tail_leaves_an_earlier_moment_of_the_run_not_a_forgery():
    """No self-contained file can tell a cut tail from a run saved a line earlier: what remains
    verifies as exactly the run it was then (the last command then is not played)."""
    earlier = verify_text("\n".join(LINES[:-1]) + "\n")
    assert (
        earlier.code == VALID
        and earlier.summary["commands"] == verify_text(TEXT).summary["commands"] - 1
    )


def test_deleting_an_adjacent_undo_and_redo_pair_fails_verify():
    pairs = [i for i in range(1, BODY) if '"undo"' in LINES[i] and '"redo"' in LINES[i + 1]]
    assert pairs
    for i in pairs:
        assert _verify(LINES[:i] + LINES[i + 2 :]) != VALID


def test_inserting_a_copy_of_any_line_fails_verify():
    for i in range(1, BODY + 1):
        assert _verify(LINES[: i + 1] + [LINES[i]] + LINES[i + 1 :]) != VALID, LINES[i]


def test_swapping_any_two_neighbours_fails_verify():
    for i in range(1, BODY):
        if LINES[i] != LINES[i + 1]:
            assert _verify(LINES[:i] + [LINES[i + 1], LINES[i]] + LINES[i + 2 :]) != VALID


def test_a_forged_hint_line_with_a_made_up_link_fails_verify():
    at = next(i for i in range(2, BODY) if '"cmd"' in LINES[i])
    n = json.loads(LINES[at - 1]).get("n", 0)
    forged = json.dumps(
        {"hint": n, "chain": json.loads(LINES[at - 1])["chain"]}, separators=(",", ":")
    )
    assert _verify(LINES[:at] + [forged] + LINES[at:]) != VALID


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_any_reordering_of_the_body_but_the_identity_fails_verify(data):
    body = LINES[1:]
    order = data.draw(st.permutations(range(BODY)))
    moved = [body[k] for k in order]
    if moved != body:
        assert _verify(LINES[:1] + moved) != VALID


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, BODY - 2), min_size=1, max_size=4, unique=True))
def test_deleting_any_set_of_lines_before_the_last_fails_verify(gone):
    body = [x for k, x in enumerate(LINES[1:]) if k not in gone]
    assert _verify(LINES[:1] + body) != VALID


def test_an_older_schema_still_verifies_by_its_own_rules_and_says_so(capsys, tmp_path):
    from jongrogue.app import main

    path = FIXTURES / "schema4_ez_seed7.jrlog"
    lines = path.read_text(encoding="utf-8").splitlines()
    v = verify_text(path.read_text(encoding="utf-8"))
    assert v.code == VALID and v.summary["schema"] == 4 and not v.summary["every_line_chained"]
    assert main(["verify", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("VALID") and "schema-4 journal" in out and "not covered" in out
    # the schema-4 rules never covered undo / redo pairs: such a deletion is what they miss
    i = next(
        i for i in range(1, len(lines) - 1) if '"undo"' in lines[i] and '"redo"' in lines[i + 1]
    )
    assert _verify(lines[:i] + lines[i + 2 :]) == VALID
