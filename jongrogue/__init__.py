"""JongRogue Digital — 雀ローグEZ / 雀ローグEZプラス for the desktop."""

__version__ = "0.1.0"
# Bumped with every change to what a command does: a journal replays only under the rules it was
# recorded with (0.1: the first release; 0.2: the seed-fidelity fixes and the retuned balance).
RULES_VERSION = "ez-0.2.0"
