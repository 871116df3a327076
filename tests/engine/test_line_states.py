"""Undo and redo return exactly the states of the line of play, in bounded work."""

from __future__ import annotations

import random

import pytest

from jongrogue.engine import Game, Options
from jongrogue.engine.journal.line_states import EVERY, KEEP, LineStates
from jongrogue.engine.rules.actions import decide

NEVER = ("abandon", "forced_end")


def _pick(rng, game):
    legal = [c for c in game.legal_commands() if c.type not in NEVER]
    if game.state.context == "dead":
        legal = [c for c in legal if c.type == "continue_game"] or legal
    return rng.choice(legal) if legal else None


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_commands_undos_and_redos_give_the_states_of_a_plain_replay(seed):
    """A model keeps every state; the game must agree with it after every step, and rebuild
    states with at most one replayed command per undo (plus one snapshot's stretch)."""
    rng = random.Random(seed)
    game = Game.new(seed=seed, options=Options(mode="practice"))
    model = [game.state]  # every state of the line of play
    undone: list = []
    undos = 0
    for _ in range(1500):
        roll = rng.random()
        if roll < 0.3 and len(model) > 1:
            undone.append(game.undo())
            model.pop()
            undos += 1
        elif roll < 0.45 and undone:
            command = undone.pop()
            events = game.redo()
            fresh_events, fresh = decide(model[-1], command, game.rules)
            assert events == fresh_events
            model.append(fresh)
        else:
            command = _pick(rng, game)
            if command is None or game.state.context in ("game_over", "victory"):
                break
            game.execute(command)
            model.append(game.state)
            undone.clear()
        assert game.state == model[-1]
        assert len(game.commands) == len(model) - 1
    for k in rng.sample(range(len(model)), min(20, len(model))):
        assert game._replay_to(k) == model[k]
    assert game._line.replayed <= undos + 2 * EVERY  # (the samples above may replay one stretch)
    loaded = Game.from_text(game.to_text())
    assert loaded.state == game.state and loaded.state_hash() == game.state_hash()


def _steps(n: int):
    """A toy line of play: states are the tuples of commands so far."""
    return [(i,) for i in range(n)]


def test_an_undo_replays_at_most_one_snapshot_stretch_and_keeps_what_it_rebuilt():
    line = LineStates((), lambda state, command: state + command)
    commands = _steps(5 * EVERY)
    for c in commands:
        line.push(line.top + c)
    for _ in range(KEEP):  # the kept tail: nothing replayed
        line.pop(commands)
    assert line.replayed == 0
    before = line.replayed
    line.pop(commands)  # past the tail: rebuilt from the snapshot below
    assert 0 < line.replayed - before <= EVERY - 1
    spent = line.replayed
    for _ in range(line.n % EVERY):  # down to that snapshot: all kept
        line.pop(commands)
    assert line.replayed == spent
    assert line.top == tuple(range(line.n))


def test_undo_redo_pairs_anywhere_cost_a_bounded_replay():
    line = LineStates((), lambda state, command: state + command)
    commands = _steps(4 * EVERY + 5)
    for c in commands:
        line.push(line.top + c)
    for _ in range(KEEP + 3):
        line.pop(commands)
    first = line.replayed
    for _ in range(1000):
        k = line.n
        line.pop(commands)
        line.push(line.top + commands[k - 1])
    assert line.replayed == first  # a pair after a rebuild finds its state kept
    assert line.kept()[0] == () and line.at(3, commands) == (0, 1, 2)
