"""Regenerate the golden journals (only when a rules change is intended):
    python tests/golden/make_golden.py
Each is a seeded random game with a few undos, redos (journalled as entries since schema 3) and
hints; tests/engine/test_golden.py replays them on every run. This writes the current schema's
goldens (``schema6_<name>``: the rules hash in the header, the challenge deal bound to its mode);
the unprefixed ``<name>`` goldens were written by the schema-5 version and are kept as they are,
as are the schema-4 goldens (without hints) in tests/engine/fixtures/schema4_*.jrlog."""

import random
from pathlib import Path

from jongrogue.engine import Options
from jongrogue.engine.journal.schema import SCHEMA
from jongrogue.game import Game

HERE = Path(__file__).resolve().parent
GAMES = {
    "ez_seed7.jrlog": (7, Options()),
    "ez_plus_all_seed3.jrlog": (
        3,
        Options(
            ruleset="ez_plus",
            plus={
                "identification",
                "forced_end_bonus",
                "victory_bonus",
                "rings",
                "curses",
                "monster_abilities",
                "pincer_attacks",
            },
        ),
    ),
    "ez_challenge_seed11.jrlog": (11, Options(mode="challenge")),
}


def play(g: Game, seed: int, undos: bool = True, hints: bool = False) -> Game:
    """400 steps of seeded random play on `g`, with an undo every 37th step and a redo of every
    second one (unless `undos` is False), and a hint every 29th step when `hints` is True."""
    rnd = random.Random(seed)
    for step in range(400):
        if hints and step % 29 == 28:
            g.note_hint()
        if undos and step % 37 == 36 and g.can_undo()[0]:
            g.undo()
            if step % 74 == 73:
                g.redo()
            continue
        legal = [
            c for c in g.legal_commands() if c.type not in ("abandon", "forced_end", "game_over")
        ]
        if not legal:
            break
        g.execute(rnd.choice(legal))
    return g


def main():
    for name, (seed, options) in GAMES.items():
        g = play(Game.new(seed=seed, options=options, created="2026-11-29"), seed, hints=True)
        g.save(HERE / f"schema{SCHEMA}_{name}")
        print(name, len(g.commands), g.state.context, g.state.pc.floor)


if __name__ == "__main__":
    main()
