"""Crafted but VALID journals within the size caps cost work linear in their length.

The crafted journal (``bench.crafted_journal``): commands of random play, undos back past the
states a game keeps near the end of its line of play, then undo + redo pairs there. Each undo
used to replay the commands from the last snapshot (31 here): 50,000 pairs took minutes to
verify, continue, replay or rebuild. The work is counted in commands resolved by the engine
(``actions._resolved``: every command played, redone or replayed), never in seconds.

``JONGROGUE_SOAK=1`` also loads the full-size journal (49,839 pairs, the line cap).
"""

from __future__ import annotations

import os
import shutil

import pytest

from jongrogue.bench.engine import crafted_journal
from jongrogue.engine import Game
from jongrogue.engine.journal.codec import MAX_COMMANDS
from jongrogue.engine.journal.line_states import EVERY
from jongrogue.engine.journal.timeline import Timeline
from jongrogue.engine.rules import actions
from jongrogue.runfiles.rebuild import journal_rows
from jongrogue.runfiles.summary import VALID, verify_text

COMMANDS, BACK = 288, 33  # the generator's defaults: 255 commands in the line of play


@pytest.fixture(scope="module")
def journals():
    return {pairs: crafted_journal(pairs, COMMANDS, BACK) for pairs in (50, 1000)}


@pytest.fixture
def resolved(monkeypatch):
    """Counts the commands the engine resolves (played, redone or replayed)."""
    count = [0]
    real = actions._resolved

    def counting(tx, command):
        count[0] += 1
        return real(tx, command)

    monkeypatch.setattr(actions, "_resolved", counting)
    return count


def _work(resolved, fn) -> int:
    before = resolved[0]
    fn()
    return resolved[0] - before


def _verify(text):
    assert verify_text(text).code == VALID


def _continue(text):
    game = Game.from_text(text)
    game.to_text()  # the first save over the autosave
    list(Timeline(game).walk_public(max(0, len(game.commands) - 20), len(game.commands)))


def _replay(text):
    tl = Timeline(Game.from_text(text, recover=True))
    tl.view(tl.total), tl.view(0), tl.view(tl.total // 2)


def _rebuild(text, folder):
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir()
    (folder / "run.jrlog").write_text(text, encoding="utf-8")
    assert len(journal_rows(folder)) == 1


@pytest.mark.parametrize("path", ["verify", "continue", "replay", "rebuild"])
def test_undo_redo_pairs_cost_no_replayed_commands(journals, resolved, tmp_path, path):
    run = {
        "verify": _verify,
        "continue": _continue,
        "replay": _replay,
        "rebuild": lambda text: _rebuild(text, tmp_path / "saves"),
    }[path]
    few, many = (_work(resolved, lambda t=journals[p]: run(t)) for p in (50, 1000))
    # 950 more pairs, no more commands resolved: a pair costs a constant (an undo that must
    # rebuild a state replays at most EVERY - 1 commands once; the redo's outcome is kept)
    assert many == few
    assert few <= 3 * (COMMANDS + BACK + EVERY)  # the line of play, its undos, one rebuild


def test_the_generator_makes_what_it_says():
    text = crafted_journal(10, COMMANDS, BACK)
    game = Game.from_text(text)
    assert len(game.commands) == COMMANDS - BACK == 255
    assert game.undos == BACK + 10 and game.redos == 10
    assert text.count("\n") == 1 + COMMANDS + BACK + 20


@pytest.mark.skipif(not os.environ.get("JONGROGUE_SOAK"), reason="soak: JONGROGUE_SOAK=1")
def test_the_full_size_crafted_journal_loads_in_linear_work(resolved):
    text = crafted_journal()
    lines = text.count("\n") - 1
    assert lines <= MAX_COMMANDS and len(text) <= 32 * 1024 * 1024
    work = _work(resolved, lambda: _verify(text))
    assert work <= lines // 10  # 49,839 pairs: the old code resolved 31 commands per pair
