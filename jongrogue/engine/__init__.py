"""The pure rules engine: no pygame, no file I/O, no clock, no global RNG. core/ holds the state
and its transactions, rules/ the rules, views/ what a player may see, journal/ the save file as
text; Game (game.py) is the one entry (jongrogue.game adds its journal file)."""

from .core.commands import Command, Rejected, cmd
from .core.model import OPTION_IDS, Item, Options
from .core.queries import PEACEFUL
from .core.tx import DRAWN_UNTIL
from .game import Game
from .journal.error import JournalError
from .journal.schema import deal_of
from .views.odds import ideal_odds

SUPPORTED_OPTIONS = frozenset(OPTION_IDS)

__all__ = [
    "deal_of",
    "Game",
    "Options",
    "Rejected",
    "Command",
    "cmd",
    "Item",
    "ideal_odds",
    "JournalError",
    "SUPPORTED_OPTIONS",
    "PEACEFUL",  # a monster's states that make it not hostile (the view shows its states)
    "DRAWN_UNTIL",  # the draws that go on until a suit turns up (a paper prompt says so)
]
