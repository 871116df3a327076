"""Forged run files, made as a determined forger makes them: with this open-source
game, replaying the lines they keep, so every state hash and every link of the line chain is
recomputed (plain SHA-256, no secret). Each case is either caught by ``verify`` now or named in
the README's "What VALID proves" as an attack that remains — and the README claims nothing these
cases disprove."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from jongrogue.app import main
from jongrogue.cli.commands import VALID_MEANS
from jongrogue.data import load_rules
from jongrogue.engine import Game, Options, Rejected
from jongrogue.engine.journal.codec import parse
from jongrogue.runfiles.summary import VALID, verify_text

README = Path(__file__).resolve().parents[2] / "README.md"
NEVER = ("abandon", "forced_end")


def _run(mode: str, seed: int = 11) -> str:
    """A run with hints, undo + redo pairs and undos followed by other commands."""
    g = Game.new(seed=seed, options=Options(mode=mode), created="2026-12-05")
    for step in range(160):
        if g.state.context in ("game_over", "victory"):
            break
        if step % 9 == 4:
            g.note_hint()
        legal = [c for c in g.legal_commands() if c.type not in NEVER]
        if g.state.context == "dead":
            legal = [c for c in legal if c.type == "continue_game"] or legal
        g.execute(legal[step % len(legal)])
        if step % 11 == 10 and g.can_undo()[0]:
            g.undo()
            if step % 22 == 21:
                g.redo()
    assert g.hints and g.undos and g.redos
    return g.to_text()


def _forged(text: str, keep=lambda i, e: True, line_only: bool = False, **header) -> str:
    """The forger's tool: the header edited, the kept lines (or only the line of play, every
    undone command left out) replayed through the game, so every hash and link is the game's
    own, and the file written anew."""
    h, entries, _ = parse(text)
    h = {**h, **header}
    options = Options(h["ruleset"], tuple(h["options"]), h["mode"])
    g = Game._opened(h["seed"], options, None, h["created"], load_rules(), h["schema"])
    if line_only:
        for command in Game.from_text(text).commands:
            g.execute(command)
        return g.to_text()
    for i, e in enumerate(entries):
        if not keep(i, e):
            continue
        if e.kind == "hint":
            g.note_hint()
        elif e.kind == "undo":
            g.undo()
        elif e.kind == "redo":
            g.redo()
        else:
            g.execute(e.command)
    return g.to_text()


def _without_pairs(text: str) -> set:
    """The positions of the entries of every undo + redo pair (an undo the next line redoes)."""
    _, entries, _ = parse(text)
    return {
        k
        for i in range(len(entries) - 1)
        if entries[i].kind == "undo" and entries[i + 1].kind == "redo"
        for k in (i, i + 1)
    }


def _section() -> str:
    text = README.read_text(encoding="utf-8")
    start = text.index("## What VALID proves")
    return text[start : text.index("\n## ", start)]


def _remains(words: str) -> bool:
    """The README's list of attacks that remain names this one."""
    remaining = _section().split("What VALID cannot prove", 1)[1]
    return re.search(words, remaining, re.IGNORECASE | re.DOTALL) is not None


@pytest.fixture(scope="module")
def challenge():
    return _run("challenge")


@pytest.fixture(scope="module")
def practice():
    return _run("practice")


def test_deleted_hints_verify_and_the_readme_says_so(challenge):
    forged = _forged(challenge, keep=lambda i, e: e.kind != "hint")
    verdict = verify_text(forged)
    assert verdict.code == VALID and verdict.summary["hints"] == 0
    assert verify_text(challenge).summary["hints"] > 0
    assert _remains(r"hint lines.*removed")


def test_dropped_undo_redo_pairs_verify_and_the_readme_says_so(challenge):
    pairs = _without_pairs(challenge)
    assert pairs
    forged = _forged(challenge, keep=lambda i, e: i not in pairs)
    verdict = verify_text(forged)
    assert verdict.code == VALID
    assert verdict.summary["undos"] == verify_text(challenge).summary["undos"] - len(pairs) // 2
    assert verdict.summary["commands"] == verify_text(challenge).summary["commands"]
    assert _remains(r"undo \+ redo pairs.*removed")


def test_a_practice_run_relabelled_as_challenge_meets_other_tiles(practice):
    """From schema 6 a challenge run's deal comes from its seed and its mode: the relabelled
    file's hashes do not verify, and its line of play replayed as a challenge run (hashes and
    chain recomputed) is another game, or not a game at all."""
    h = json.loads(practice.splitlines()[0])
    relabelled = "\n".join([json.dumps({**h, "mode": "challenge"})] + practice.splitlines()[1:])
    assert verify_text(relabelled + "\n").code != VALID
    played = Game.from_text(practice)
    dealt = Game.new(seed=h["seed"], options=Options(mode="challenge")).opening_state
    assert dealt.wall != played.opening_state.wall and dealt.floor != played.opening_state.floor
    try:
        forged = Game.from_text(_forged(practice, line_only=True, mode="challenge"))
    except Rejected:
        return  # a command of the practice run is not even legal in the challenge deal
    assert forged.state.wall != played.state.wall


def test_a_practice_run_relabelled_as_an_old_schema_challenge_run_verifies_and_is_named(practice):
    """The downgrade: schema 5 (before the challenge deal was bound to its mode) still loads, so
    a practice run's line of play written as a schema-5 challenge run verifies — and verify,
    and the README, say so."""
    forged = _forged(practice, line_only=True, mode="challenge", schema=5)
    verdict = verify_text(forged)
    assert verdict.code == VALID and verdict.summary["mode"] == "challenge"
    assert verdict.summary["schema"] == 5 and not verdict.summary["challenge_deal_bound"]
    assert Game.from_text(forged).state.wall == Game.from_text(practice).state.wall
    assert _remains(r"schema 5 or older.*relabelled")


def test_a_cut_tail_verifies_as_an_earlier_moment_and_the_readme_says_so(challenge):
    lines = challenge.splitlines()
    verdict = verify_text("\n".join(lines[:-5]) + "\n")
    assert verdict.code == VALID
    assert _remains(r"cut")


def test_the_readme_claims_nothing_these_cases_disprove():
    section = _section()
    proves = section.split("What VALID cannot prove", 1)[0]
    assert not re.search(r"hint.*count|undo.*count|counts", proves, re.IGNORECASE)
    text = README.read_text(encoding="utf-8")
    assert "proves its\nundo, redo and hint counts" not in text
    assert "undo, redo and hint counts too" not in text


def test_verify_prints_what_valid_proves_and_what_it_cannot(challenge, tmp_path, capsys):
    path = tmp_path / "run.jrlog"
    path.write_text(challenge, encoding="utf-8")
    assert main(["verify", str(path)]) == 0
    verdict, means = capsys.readouterr().out.splitlines()
    assert verdict.startswith(f"VALID: {path}: ") and "schema-" not in verdict
    assert means == VALID_MEANS
    for words in ("not damaged", "cannot prove", "hint lines", "undo + redo pairs", "earlier copy"):
        assert words in means
    assert main(["verify", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["rules_hash"].startswith("sha256:") and out["challenge_deal_bound"] is True
