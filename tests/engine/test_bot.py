"""The greedy bot plays full games headless through the public API, and a bot game's journal
saves, loads and replays with every hash verified."""
from __future__ import annotations

from collections import Counter

from jongrogue.engine import Game
from jongrogue.sim import GreedyBot, play_game

GAMES = 200
MAX_COMMANDS = 20_000


def test_greedy_bot_completes_games():
    results = [play_game(seed, GreedyBot(), max_commands=MAX_COMMANDS) for seed in range(GAMES)]
    stuck_not_asleep = [r.seed for r in results if r.result == "stuck" and not r.game.state.pc.has("asleep")]
    for r in results:
        r.game = None
    assert not stuck_not_asleep, f"the bot repeats a command that changes nothing: seeds {stuck_not_asleep}"
    ends = Counter(r.result for r in results)
    capped = [r.seed for r in results if r.result == "capped"]
    assert not capped, f"bot hit the {MAX_COMMANDS}-command cap (a bot loop to investigate): seeds {capped}"
    odd = [(r.seed, r.result) for r in results if r.result not in ("game_over", "victory", "stuck")]
    assert not odd, odd
    for r in results:
        if r.result == "game_over":
            assert r.cause, r
        assert 1 <= r.floor <= r.deepest and r.level >= 1
    assert sum(r.deepest for r in results) / GAMES > 4.5, "the bot should get below floor 4 on average"
    starved = sum(1 for r in results if r.cause == "starved")
    assert starved < 0.85 * GAMES, f"food play regressed: {starved}/{GAMES} games starved"
    stuck = [r.seed for r in results if r.result == "stuck"]
    assert stuck == [], f"bot games stuck (no state change for 25 commands): seeds {stuck[:10]}"
    assert ends["game_over"] + ends["victory"] == GAMES


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


def test_bot_is_deterministic_and_importable_from_bot_module():
    from jongrogue.sim.bot import GreedyBot as B
    from jongrogue.sim.play import RunResult, play_game as pg
    a, b = pg(7, B(), max_commands=MAX_COMMANDS), pg(7, B(), max_commands=MAX_COMMANDS)
    assert isinstance(a, RunResult)
    assert a.game.commands == b.game.commands and a.game.state_hash() == b.game.state_hash()


def test_food_clock_counts_draws_left():
    game = Game.new(seed=1)
    bot = GreedyBot()
    s = game.state
    left = bot.tiles_left(s)
    assert left > len(s.wall) and left == len(s.wall) + (s.pc.food + 1) * bot._cycle(s)
