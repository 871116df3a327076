"""The advisor player of ``python -m jongrogue.sim --player advisor``: a player who asks for a
Hint at every real choice (``advise`` with the app's Hint settings, ``HINT``, and the app's seed:
the number of commands played) and plays the move it names; where it names none (the top moves
are about equal) the player keeps to its own plan, the greedy bot's choice when that is a top
move (``prefer``), else the leader. Like the bot, it sees only what the player sees."""
from __future__ import annotations

from .advisor import NEVER, OVER, advise
from .advisor_settings import HINT, AdvisorSettings
from .bot import GreedyBot


class AdvisorPlayer:
    def __init__(self, settings: AdvisorSettings = HINT, *, continues: int = 0, rules=None, **bot):
        self.settings = settings
        self.bot = GreedyBot(continues=continues, rules=rules, **bot)
        self.played = 0                  # commands played so far (the Hint's seed in the app)
        self.hints = 0

    def choose(self, game):
        own = self.bot.choose(game)
        n, self.played = self.played, self.played + 1
        if game.state.context in OVER or sum(c.type not in NEVER for c in game.legal_commands()) < 2:
            return own
        self.hints += 1
        return advise(game, self.settings, seed=n, prefer=own)[0].command
