"""Headless bots and the balance simulator (DESIGN §2): they play through the public engine API."""
from .bot import GreedyBot, RunResult, play_game

__all__ = ["GreedyBot", "RunResult", "play_game"]
