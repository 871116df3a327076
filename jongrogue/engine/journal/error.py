"""JournalError: the one documented error type of journal parsing and loading."""

from __future__ import annotations


class JournalError(ValueError):
    """The journal cannot be used. `good` = number of commands known good before the damage."""

    def __init__(self, message: str, good: int = 0) -> None:
        super().__init__(message)
        self.good = good
