"""The headless API (README): the engine's Game with its journal kept in a file. The engine does
no file I/O (its Game reads and writes journal text: from_text / to_text); reading and writing the
file is jongrogue.storage's (size-limited, streamed reads; atomic writes)."""

from __future__ import annotations

import os

from jongrogue.engine import Command, JournalError, Options, Rejected, cmd
from jongrogue.engine import Game as EngineGame
from jongrogue.storage.journal_file import read_journal, write_atomic

__all__ = ["Game", "Options", "Rejected", "Command", "cmd", "JournalError"]


class Game(EngineGame):
    @classmethod
    def load(cls, path: str | os.PathLike[str], *, recover: bool = False) -> Game:
        """Replay the journal file at ``path`` (see EngineGame.from_text)."""
        return cls.from_text(read_journal(path), recover=recover)

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the whole journal to ``path`` atomically."""
        write_atomic(path, self.to_text())
