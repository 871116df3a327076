"""Headless bots and the balance simulator: they play through the public engine API."""
from .bot import BOT_VERSION, GreedyBot
from .play import RunResult, play_game

__all__ = ["BOT_VERSION", "GreedyBot", "RunResult", "play_game"]
