"""The pure rules engine: no pygame, no file I/O, no clock, no global RNG (DESIGN §2–3)."""
from .commands import Command, Rejected, cmd
from .game import Game
from .journal import JournalError
from .model import Item, Options
from .odds import ideal_odds

SUPPORTED_OPTIONS = frozenset({"identification", "forced_end_bonus", "victory_bonus", "rings", "curses",
                               "monster_abilities", "pincer_attacks"})

__all__ = ["Game", "Options", "Rejected", "Command", "cmd", "Item", "ideal_odds", "JournalError",
           "SUPPORTED_OPTIONS"]
