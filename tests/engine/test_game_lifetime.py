"""A game dropped is freed at once: no reference cycle keeps it (with its journal, for a long
run tens of megabytes) alive until the cyclic collector happens to run."""

from __future__ import annotations

import gc
import weakref
from pathlib import Path

from jongrogue.engine import Game, Options

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "ez_seed7.jrlog"


def _dropped_is_freed(make) -> bool:
    was = gc.isenabled()
    gc.disable()
    try:
        ref = weakref.ref(make())
        return ref() is None
    finally:
        if was:
            gc.enable()


def test_a_loaded_game_is_freed_when_dropped():
    text = GOLDEN.read_text(encoding="utf-8")
    assert _dropped_is_freed(lambda: Game.from_text(text))


def test_a_played_and_undone_game_is_freed_when_dropped():
    def played():
        game = Game.new(seed=3, options=Options(mode="practice"))
        for _ in range(40):
            legal = [c for c in game.legal_commands() if c.type not in ("abandon", "forced_end")]
            if not legal:
                break
            game.execute(legal[0])
        game.undo()
        game.redo()
        game.note_hint()
        return game

    assert _dropped_is_freed(played)
