"""The pure rules engine: no pygame, no file I/O, no clock, no global RNG. core/ holds the state
and its transactions, rules/ the rules, views/ what a player may see, journal/ the save file as
text; Game (game.py) is the one entry (jongrogue.game adds its journal file)."""
from .core.commands import Command, Rejected, cmd
from .game import Game
from .journal.codec import JournalError
from .core.model import OPTION_IDS, Item, Options
from .views.odds import ideal_odds

SUPPORTED_OPTIONS = frozenset(OPTION_IDS)

__all__ = ["Game", "Options", "Rejected", "Command", "cmd", "Item", "ideal_odds", "JournalError",
           "SUPPORTED_OPTIONS"]
