"""The pure rules engine: no pygame, no file I/O, no clock, no global RNG (DESIGN §2–3)."""
from .core.commands import Command, Rejected, cmd
from .game import Game
from .journal.codec import JournalError
from .core.model import OPTION_IDS, Item, Options
from .views.odds import ideal_odds

SUPPORTED_OPTIONS = frozenset(OPTION_IDS)

__all__ = ["Game", "Options", "Rejected", "Command", "cmd", "Item", "ideal_odds", "JournalError",
           "SUPPORTED_OPTIONS"]
