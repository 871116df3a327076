"""The mass simulator plays on bare states (sim/headless.Headless: no journal, no state hash):
the same games as on a real Game, command for command, to the same final state; and the bot's
shortcuts (shared views, odds tables) change nothing it decides."""

from __future__ import annotations

import pytest

from jongrogue.engine import Game, Options, Rejected, cmd
from jongrogue.engine.core.model import OPTION_IDS
from jongrogue.engine.views.view import view
from jongrogue.sim import GreedyBot, play_game
from jongrogue.sim.assess import _p_at_least, _p_crit, p_at_least, p_crit
from jongrogue.sim.headless import Headless
from jongrogue.sim.table import table_of


class Recording:
    """A bot that notes every command it chooses, and the table it chose it from."""

    def __init__(self, bot):
        self.bot, self.commands, self.tables = bot, [], []

    def choose(self, game):
        self.tables.append(table_of(game.view()))
        c = self.bot.choose(game)
        self.commands.append(c)
        return c


CASES = [
    (101, Options(ruleset="ez"), 0),
    (102, Options(ruleset="ez"), 2),
    (103, Options(ruleset="ez"), 0),
    (104, Options(ruleset="ez_plus", plus=OPTION_IDS), 1),
    (105, Options(ruleset="ez_plus", plus=OPTION_IDS), 0),
]


@pytest.mark.parametrize("seed,options,continues", CASES)
def test_headless_plays_the_same_game_as_a_game(seed, options, continues):
    a, b = Recording(GreedyBot(continues=continues)), Recording(GreedyBot(continues=continues))
    journal = play_game(seed, a, options=options)
    bare = play_game(seed, b, options=options, journal=False)
    assert isinstance(journal.game, Game) and isinstance(bare.game, Headless)
    assert b.commands == a.commands == journal.game.commands and len(a.commands) > 100
    assert b.tables == a.tables  # the bot saw the same table at every step
    assert bare.game.state == journal.game.state
    assert {k: v for k, v in vars(bare).items() if k != "game"} == {
        k: v for k, v in vars(journal).items() if k != "game"
    }


def test_headless_starts_where_a_game_starts_and_refuses_what_a_game_refuses():
    options = Options(ruleset="ez_plus", plus=OPTION_IDS)
    game = Game.new(seed=7, options=options)
    bare = Headless.new(7, options, game.rules)
    assert bare.state == game.state and bare.legal_commands() == game.legal_commands()
    assert bare.view() == game.view() == view(bare.state, bare.rules)
    assert bare.view(reveal=True) == game.view(reveal=True)
    bad = cmd("use_stairs")
    assert bad not in game.legal_commands()
    with pytest.raises(Rejected) as refused:
        game.execute(bad)
    with pytest.raises(Rejected) as refused_bare:
        bare.execute(bad)
    assert (
        str(refused_bare.value) == str(refused.value)
        and refused_bare.value.code == refused.value.code
    )
    assert bare.state == game.state


def test_odds_tables_equal_the_sums():
    for target in [*range(-40, 60), 2.5, -3.0, 18.5]:
        assert p_at_least(target) == _p_at_least(target) and p_crit(target) == _p_crit(target)
