"""JongRogue Digital — 雀ローグEZ / 雀ローグEZプラス for the desktop."""

import os

# Every entry point (the app, the CLI's log formatters, the simulator's sweep chart) may import
# pygame: its greeting must not mix with their output.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

__version__ = "0.1.0"
# Bumped with every change to what a command does: a journal replays only under the rules it was
# recorded with (0.1: the first release; 0.2: the seed-fidelity fixes and the retuned balance).
RULES_VERSION = "ez-0.2.0"
