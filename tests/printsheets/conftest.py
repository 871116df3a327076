import pytest

from jongrogue.game import Game, Options
from jongrogue.sim import GreedyBot

RICH = Options("ez_plus", ("identification", "rings"))


@pytest.fixture(scope="session")
def played():
    """A run some way in (EZ Plus, identification and rings; the greedy bot's commands, two
    continues): items, XP, gold, a score card with rows."""
    g = Game.new(11, RICH)
    bot = GreedyBot(continues=2)
    for _ in range(260):
        if g.state.context in ("game_over", "victory"):
            break
        g.execute(bot.choose(g))
    return g
