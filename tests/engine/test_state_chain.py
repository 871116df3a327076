"""Schema 4's hash chain (engine/journal/state_chain.py): it follows its written definition through
undos, redos, deaths and continues; an edited command is caught at its line even when it leads
to the same state; a replay that reaches other states is caught at the next checkpoint."""

import hashlib
import json
import random

import pytest

from jongrogue.engine import Game, JournalError, Rejected, cmd
from jongrogue.engine.core import tx as tx_module
from jongrogue.engine.core.rng import shuffled
from jongrogue.engine.journal.state_chain import CHECK_EVERY
from jongrogue.engine.rules.actions import decide

from .test_canonical import dataclass_repr, spec_v3


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def spec_chain(game: Game) -> list[str]:
    """Every line's hash of the line of play, straight from the definition, by replaying it."""
    g = Game.new(game.header["seed"], game.options, created=game.header["created"])
    hashes = [spec_v3(g.state)]
    for k, command in enumerate(game.commands, start=1):
        g.execute(command)
        text = hashes[-1] + "\n" + dataclass_repr(command)
        if k % CHECK_EVERY == 0 or g.state.context in ("game_over", "victory"):
            text += "\n" + spec_v3(g.state)
        hashes.append(_sha(text))
    return hashes


def _random_run(seed: int, steps: int) -> Game:
    g, rng = Game.new(seed=seed, created="2026-11-30"), random.Random(seed)
    for step in range(steps):
        if step % 23 == 22 and g.can_undo()[0]:
            g.undo()
            if step % 46 == 45:
                g.redo()
            continue
        legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")]
        if g.state.context == "dead":
            legal = [c for c in legal if c.type == "continue_game"]
        if not legal:
            break
        g.execute(rng.choice(legal))
    return g


def test_the_chain_follows_its_definition_through_undos_deaths_and_continues():
    g = _random_run(12, 500)
    assert g.header["schema"] >= 5 and g.undos and g.redos and g.state.score_card
    spec = spec_chain(g)
    assert [g._start_hash()] + g._hashes == spec
    again = Game.from_text(g.to_text())
    assert again.state_hash() == spec[-1] and again.state == g.state


def test_an_edited_command_with_the_same_outcome_is_caught_at_its_line():
    """Schema 3 could not see this: every state was the same. The chain holds the commands."""
    g = Game.new(seed=2, created="2026-11-30")
    east, south = cmd("search", dir="east"), cmd("search", dir="south")
    assert decide(g.state, east, g.rules)[1] == decide(g.state, south, g.rules)[1]
    g.execute(east)
    g.execute(g.legal_commands()[0])  # (a damaged last line is cut off with a warning)
    lines = g.to_text().splitlines()
    e = json.loads(lines[1])
    e["cmd"] = south.to_dict()
    lines[1] = json.dumps(e, separators=(",", ":"), sort_keys=True)
    with pytest.raises(JournalError) as err:
        Game.from_text("\n".join(lines) + "\n")
    assert err.value.good == 0 and "line 2" in str(err.value)


def test_a_replay_reaching_other_states_is_caught_at_the_next_checkpoint(monkeypatch):
    """As a changed engine would: here every reshuffle deals the wall in reverse. The file is
    refused at the first checkpoint at or after the first different state (or earlier, if a
    recorded command is not even legal in the other game)."""
    g = _random_run(21, 200)
    text = g.to_text()
    assert g.state.reshuffles >= 2
    monkeypatch.setattr(tx_module, "shuffled", lambda *args: list(reversed(shuffled(*args))))
    other = Game.new(g.header["seed"], g.options, created=g.header["created"])
    first = None
    for k, command in enumerate(g.commands, start=1):
        try:
            other.execute(command)
        except Rejected:
            first = k
            break
        if other.state != _replayed(g, k):
            first = k
            break
    assert first is not None
    with pytest.raises(JournalError) as err:
        Game.from_text(text)
    failed_at = _command_count(text, err.value.good + 1)
    assert first <= failed_at < first + CHECK_EVERY


def _replayed(game: Game, k: int):
    return game._replay_to(k)


def _command_count(text: str, line: int) -> int:
    """The command a body line (1-based) is about: a command line's n, an undo line's k."""
    e = json.loads(text.splitlines()[line])
    return e["undo"] if "undo" in e else e["n"]
