"""Opening a run file in the replay viewer: its game read only, or a message saying why not. The
viewer itself loads through the registry, so the screens that open run files (History, a file
dropped on the window, Open run) do not load it, nor the Review, until a run is opened."""

from __future__ import annotations

import os
from pathlib import Path

from jongrogue.game import Game
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import registry
from jongrogue.ui.scenes.message import MessageScene


def load_journal(path, *, recover: bool = True):
    """``Game.load`` (read-only); returns (game, None) or (None, the exception)."""
    try:
        return Game.load(path, recover=recover), None
    except Exception as exc:  # JournalError, OSError, a damaged header ...
        return None, exc


def error_words(ctx, path: Path, exc: Exception) -> str:
    """Why the file cannot be replayed, in the player's language (the system's words and the
    parser's are English; they follow as details)."""
    if not os.path.lexists(path):
        return ctx.t("replay.error_missing")
    if path.is_dir():
        return ctx.t("replay.error_folder")
    if not os.access(path, os.R_OK):
        return ctx.t("replay.error_permission")
    return ctx.t("replay.error_damaged", detail=str(exc) or type(exc).__name__)


def open_journal(
    ctx, path, position: int | None = 0, row_id: int | None = None, follow: bool = False
):
    """The replay of the run file at ``path``; ``follow``: it is being played by another copy,
    and the replay takes in its new moves as they are saved."""
    game, error = load_journal(path)
    if game is None:
        assert error is not None
        path = Path(path)
        missing = not os.path.lexists(path)
        return Push(
            MessageScene(
                ctx,
                ctx.t("replay.not_found_title" if missing else "replay.load_failed_title"),
                ctx.t(
                    "replay.load_failed_body", path=str(path), error=error_words(ctx, path, error)
                ),
                kind="error",
                tag="replay_failed",
            )
        )
    return Push(
        registry.make(
            "replay", ctx, game, position=position, source=path, row_id=row_id, follow=follow
        )
    )
