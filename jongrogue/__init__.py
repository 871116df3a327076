"""JongRogue Digital — 雀ローグEZ / 雀ローグEZプラス for the desktop."""

__version__ = "0.1.0"
RULES_VERSION = "ez-0.1.0-spec-v1"
