"""The ceiling (sim/clairvoyant.py): the advisor's search raced on the real table — every table of
a move is the game's own state, so each move's outcomes are one number, the rollout's on the real
tiles — and only the simulator reaches it, never the app."""

from __future__ import annotations

import ast
from pathlib import Path

from jongrogue.engine import Game, Options
from jongrogue.sim.advisor import NEVER, Tables, advise, value_of
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.clairvoyant import SEES_ALL, ClairvoyantPlayer, RealTables
from jongrogue.sim.play import play_game
from jongrogue.sim.rollout import rollout

ROOT = Path(__file__).resolve().parents[2] / "jongrogue"


def decision(seed: int) -> Game:
    """The greedy bot's game of `seed` at its first real choice past the opening."""
    game, bot = Game.new(seed, Options()), GreedyBot()
    while (
        len(game.commands) < 10
        or len([c for c in game.legal_commands() if c.type not in NEVER]) < 2
    ):
        game.execute(bot.choose(game))
    return game


def test_every_table_of_the_ceiling_is_the_real_one():
    game = decision(9)
    tables = RealTables(game, 0)
    assert tables[0] is game.state and tables[5] is game.state
    assert Tables(game, 0)[0] != game.state  # the advisor's own tables are redealt


def test_the_ceiling_scores_each_move_by_its_rollout_on_the_real_tiles():
    game = decision(9)
    value = value_of(game.rules)
    for a in advise(game, SEES_ALL, seed=3, tables_of=RealTables):
        real = rollout(game.state, game.rules, a.command, SEES_ALL.horizon, value)
        assert set(a.outcomes) == {real}


def test_the_clairvoyant_player_plays_whole_games_deterministically():
    one = play_game(9401, ClairvoyantPlayer(), max_commands=120)
    two = play_game(9401, ClairvoyantPlayer(), max_commands=120)
    assert one.game.commands == two.game.commands and one.commands > 0


def test_only_the_simulators_runner_reaches_the_ceiling():
    importers = set()
    for path in ROOT.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and "clairvoyant" in node.module:
                importers.add(path.relative_to(ROOT).as_posix())
    assert importers == {"sim/runner.py"}


def test_the_ceiling_plays_the_move_of_the_highest_value():
    game = decision(9)
    player = ClairvoyantPlayer()
    advice = advise(game, SEES_ALL, seed=3, tables_of=RealTables)
    top = max(a.value for a in advice)
    own = player.bot.choose(game)
    player.seen.add(game.state)
    chosen = player.pick(advice, own, game)
    assert next(a for a in advice if chosen == a.command or chosen in a.same).value == top


def test_the_ceiling_never_goes_round_in_circles():
    """Free moves (into the camp and out) once went round until the command cap."""
    run = play_game(9400, ClairvoyantPlayer(), max_commands=3000)
    assert run.result in ("game_over", "victory"), run.result
