"""Headless bots and the balance simulator: they play through the public engine API.

The package's names load their modules when first used (PEP 562): the app imports the light
parts (the advisor's answer, its settings) at start, and the bot, the advisor and the worker
pool only when a Hint, a Review or a bot game first needs them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .bot import BOT_VERSION, GreedyBot
    from .play import RunResult, play_game

_WHERE = {"BOT_VERSION": "bot", "GreedyBot": "bot", "RunResult": "play", "play_game": "play"}

__all__ = ["BOT_VERSION", "GreedyBot", "RunResult", "play_game"]


def __getattr__(name: str):
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_WHERE[name]}"), name)
