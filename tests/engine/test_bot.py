"""The frozen greedy bot: it completes games through the public API, plays only from the
public view, replays from its journal, and its exact results on 100 fixed seeds are pinned so
that any unintended rules change (or bot change) shows up here.

After an intended rules change: `python -m tests.engine.test_bot` prints the new PINNED block
(and bump BOT_VERSION in jongrogue/sim/bot.py when the bot itself changed)."""

from __future__ import annotations

from collections import Counter

import pytest

from jongrogue.game import Game
from jongrogue.sim import BOT_VERSION, GreedyBot, play_game
from jongrogue.sim.table import table_of

PIN_SEEDS = range(5000, 5100)
MAX_COMMANDS = 20_000

# Frozen bot greedy-3 under the tuned rules of docs/BALANCE.md (greedy-3 plays EZ exactly as greedy-2:
# its changes are for EZ Plus options, so every EZ figure but the version is unchanged).
PINNED = {
    "bot_version": "greedy-3",
    "results": {"game_over": 97, "victory": 3},
    "causes": {
        "bat": 1,
        "black_unicorn": 5,
        "centaur": 6,
        "dragon": 7,
        "griffin": 4,
        "hobgoblin": 3,
        "jabberwock": 6,
        "leprechaun": 1,
        "medusa": 8,
        "orc": 2,
        "phantom": 3,
        "poison_dart_trap": 1,
        "rattlesnake": 2,
        "starved": 33,
        "troll": 6,
        "vampire": 2,
        "venus_flytrap": 6,
        "yeti": 1,
    },
    "deepest": {
        1: 4,
        2: 7,
        3: 9,
        4: 7,
        5: 10,
        6: 9,
        7: 14,
        8: 16,
        9: 9,
        10: 2,
        11: 1,
        13: 7,
        14: 2,
        16: 1,
        17: 1,
        18: 1,
    },
    "commands": 51094,
    "per_seed_deepest": (
        "79569:457766>6=A59=471=873=2738583@485778634978137"
        "=17;5875>8972835846289634:8594682127=962383829B58="
    ),
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
    next(
        s
        for s in range(100, 200)
        if (r := play_game(s, GreedyBot(continues=1), max_commands=MAX_COMMANDS)).result
        == "game_over"
        and r.game.state.pc.continues == 1
    )
    game = r.game
    path = tmp_path / "bot.jrj"
    path.write_text(game.to_text(), encoding="utf-8")
    loaded = Game.load(path)  # replays every command, verifying every hash
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
