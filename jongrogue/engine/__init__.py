"""The pure rules engine: no pygame, no file I/O, no clock, no global RNG (DESIGN §2–3)."""
from .commands import Command, Rejected, cmd
from .game import Game
from .journal import JournalError
from .model import OPTION_IDS, Item, Options
from .odds import ideal_odds

SUPPORTED_OPTIONS = frozenset(OPTION_IDS)

__all__ = ["Game", "Options", "Rejected", "Command", "cmd", "Item", "ideal_odds", "JournalError",
           "SUPPORTED_OPTIONS"]
