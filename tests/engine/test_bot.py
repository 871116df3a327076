"""The frozen greedy bot: it completes games through the public API, plays only from the
public view, replays from its journal, and its exact results on 100 fixed seeds are pinned so
that any unintended rules change (or bot change) shows up here.

After an intended rules change: `python -m tests.engine.test_bot` prints the new PINNED block
(and bump BOT_VERSION in jongrogue/sim/bot.py when the bot itself changed)."""
from __future__ import annotations

from collections import Counter

import pytest

from jongrogue.engine import Game
from jongrogue.sim import BOT_VERSION, GreedyBot, play_game
from jongrogue.sim.table import table_of

PIN_SEEDS = range(5000, 5100)
MAX_COMMANDS = 20_000

# Frozen bot greedy-2 under the tuned rules of docs/BALANCE.md.
PINNED = {
    'bot_version': 'greedy-2',
    'results': {'game_over': 100},
    'causes': {'bat': 4, 'black_unicorn': 7, 'centaur': 3, 'dragon': 9, 'emu': 2, 'griffin': 4, 'hobgoblin': 1,
               'ice_monster': 1, 'jabberwock': 3, 'kestrel': 7, 'leprechaun': 2, 'medusa': 9, 'phantom': 3,
               'rattlesnake': 5, 'starved': 20, 'troll': 4, 'vampire': 2, 'venus_flytrap': 11, 'yeti': 3},
    'deepest': {1: 12, 2: 7, 3: 4, 4: 4, 5: 4, 6: 6, 7: 6, 8: 5, 9: 7, 10: 10, 11: 17, 12: 7, 13: 10, 14: 1},
    'commands': 50485,
    'per_seed_deepest': ('=<98:2::236=8<763;=2:1;15<8<4;;1=;;1;6;:98;2;97<2;'
                         ';1<=319692:1475;>482=5==4;:7975;319:;1;1:6=67:=11<'),
}


def pin_rows():
    rows = []
    for seed in PIN_SEEDS:
        r = play_game(seed, GreedyBot(), max_commands=MAX_COMMANDS)
        rows.append((r.seed, r.result, r.cause, r.deepest, r.commands))
    return rows


def pin_summary(rows) -> dict:
    return {
        "bot_version": BOT_VERSION,
        "results": dict(sorted(Counter(r[1] for r in rows).items())),
        "causes": dict(sorted(Counter(r[2] for r in rows if r[2]).items())),
        "deepest": dict(sorted(Counter(r[3] for r in rows).items())),
        "commands": sum(r[4] for r in rows),
        "per_seed_deepest": "".join(chr(ord("0") + min(r[3], 40)) for r in rows),
    }


@pytest.fixture(scope="module")
def rows():
    return pin_rows()


def test_bot_completes_every_pinned_game(rows):
    bad = [(seed, result) for seed, result, *_ in rows if result not in ("game_over", "victory")]
    assert not bad, f"bot games stuck or capped (a bot loop to investigate): {bad}"
    assert all(cause for _, result, cause, *_ in rows if result == "game_over")


def test_frozen_bot_results_are_pinned(rows):
    assert pin_summary(rows) == PINNED


def test_bot_reads_only_the_public_view():
    """The bot never touches game.state: it plays a game whose `state` property is removed."""
    class ViewOnly:
        def __init__(self, game):
            self._game = game

        def view(self):
            return self._game.view()

        def legal_commands(self):
            return self._game.legal_commands()

    game = Game.new(seed=9)
    bot = GreedyBot()
    for _ in range(300):
        if game.state.context in ("game_over", "victory"):
            break
        game.execute(bot.choose(ViewOnly(game)))
    assert game.commands


def test_bot_game_journal_saves_loads_and_replays(tmp_path):
    next(s for s in range(100, 200)
                if (r := play_game(s, GreedyBot(continues=1), max_commands=MAX_COMMANDS)).result == "game_over"
                and r.game.state.pc.continues == 1)
    game = r.game
    path = tmp_path / "bot.jrj"
    game.save(path)
    loaded = Game.load(path)                    # replays every command, verifying every hash
    assert loaded.load_warning is None
    assert loaded.state_hash() == game.state_hash()
    assert loaded.commands == game.commands
    assert loaded.state.context == "game_over"
    assert loaded.to_text() == game.to_text()
    again = Game.from_text(path.read_text(encoding="utf-8"))
    assert again.state_hash() == game.state_hash() and again.load_warning is None


def test_bot_is_deterministic():
    a = play_game(7, GreedyBot(), max_commands=MAX_COMMANDS)
    b = play_game(7, GreedyBot(), max_commands=MAX_COMMANDS)
    assert a.game.commands == b.game.commands and a.game.state_hash() == b.game.state_hash()


def test_food_clock_counts_draws_left():
    game = Game.new(seed=1)
    bot = GreedyBot()
    s = table_of(game.view())
    left = bot.tiles_left(s)
    assert left > s.wall_count and left == s.wall_count + (s.pc.food + 1) * bot._cycle(s)


if __name__ == "__main__":
    print("PINNED =", pin_summary(pin_rows()))
