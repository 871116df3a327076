"""Runs the disk refused, kept in memory until they are on disk: ``ctx.unsaved_runs``.

A table whose journal still lacks part of its run when it closes (a full or failing disk) does
not archive the stale file, record a row or forget the run: ``hold`` keeps its Game here and
says so. ``retry`` (the title tries it whenever it comes back, and offers Retry / Save
elsewhere while runs are held) writes each held run whole — a finished one as
``saves/<stamp>-<result>.jrlog``, an unfinished one back as the autosave while that is still its
own (else as ``-unfinished``) — then sets aside the older, shorter copies of it (a stale autosave,
or that autosave archived meanwhile: ``.superseded``, out of History) and only then records it
in History (a row never names a journal that does not exist). ``save_elsewhere`` writes them
to a folder on another disk (``paths.elsewhere_dir``) and records them there.

    hold(ctx, game, error)          -> None (toasted)
    retry(ctx, folder=None)         -> the error of the first run still held, or None
    offer(ctx)                      -> Transition | None (the title, whenever it comes back)
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

from jongrogue.game import Game
from jongrogue.runfiles.record import row_for
from jongrogue.runfiles.summary import summarize
from jongrogue.storage import paths
from jongrogue.storage.aside import move_aside
from jongrogue.storage.atomic import write_atomic
from jongrogue.storage.safe_open import TooLarge, read_limited
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes.message import MessageScene

log = logging.getLogger(__name__)


@dataclass
class UnsavedRun:
    """A run whose journal could not be written, kept to save again later."""

    game: Game
    error: str


def held(ctx) -> list[UnsavedRun]:
    return ctx.unsaved_runs


def hold(ctx, game, error: str) -> None:
    held(ctx).append(UnsavedRun(game, error))
    log.warning("run of seed %s not saved (%s): kept in memory", game.header.get("seed"), error)
    ctx.notify(ctx.t("unsaved.held", error=error), "warning", 10.0)


def _copies(folder: Path, data: bytes) -> list[Path]:
    """The run files in ``folder`` that hold a beginning of ``data`` (or all of it): older
    copies of the same run, cut where the disk refused the rest."""
    out: list[Path] = []
    try:
        files = sorted(folder.glob("*.jrlog"))
    except OSError:
        return out
    for f in files:
        try:
            content = read_limited(f, len(data))
        except (OSError, TooLarge):
            continue
        if content and data.startswith(content):
            out.append(f)
    return out


def _write(ctx, run: UnsavedRun, folder: Path | None) -> None:
    """Write one held run (raises OSError), set its older copies aside, record it."""
    text = run.game.to_text()
    saves = paths.saves_dir()
    copies = _copies(saves, text.encode("utf-8"))
    auto = paths.autosave_path()
    result = summarize(run.game)["result"]
    own_autosave = ctx.autosave_writer is None and (not auto.exists() or auto in copies)
    if folder is None and result == "unfinished" and own_autosave:
        dst = auto  # Continue resumes it
    else:
        dst = paths.unique_run_path(folder or saves, result)  # -unfinished: resumable
    write_atomic(dst, text)
    for old in copies:
        if old != dst:
            move_aside(old, "superseded")
    if dst != auto:
        ctx.warn(ctx.history.record_run(row_for(run.game, dst)))
    ctx.history.reconcile()
    log.warning("run of seed %s saved at last as %s", run.game.header.get("seed"), dst)


def retry(ctx, folder: Path | None = None) -> str | None:
    """Write every held run (to ``saves/``, or to ``folder``); -> None when all are written,
    else why the first one still held could not be."""
    first = None
    for run in list(held(ctx)):
        try:
            _write(ctx, run, folder)
        except OSError as exc:
            run.error = exc.strerror or str(exc)
            first = first or run.error
            continue
        held(ctx).remove(run)
    return first


def offer(ctx):
    """Whenever the title comes back: the held runs are written if the disk takes them now;
    else the player is asked (Retry, Save elsewhere, Later)."""
    runs = held(ctx)
    if not runs:
        return None
    n = len(runs)
    error = retry(ctx)
    if error is None:
        ctx.notify(ctx.t("unsaved.saved", count=n), "info", 6.0)
        return None
    folder = paths.elsewhere_dir()
    buttons = [
        ("retry", ctx.t("unsaved.retry"), "primary"),
        ("elsewhere", ctx.t("unsaved.elsewhere"), "normal"),
        ("later", ctx.t("unsaved.later"), "normal"),
    ]
    body = ctx.t("unsaved.body", count=len(runs), error=error, folder=str(folder))
    return Push(
        MessageScene(
            ctx,
            ctx.t("unsaved.title"),
            body,
            buttons,
            tag="unsaved_runs",
            kind="error",
            cancel_id="later",
            on_result=lambda choice: _chosen(ctx, choice, folder),
        )
    )


def _chosen(ctx, choice, folder: Path):
    if choice not in ("retry", "elsewhere"):
        ctx.notify(ctx.t("unsaved.kept", count=len(held(ctx))), "warning", 8.0)
        return None
    n = len(held(ctx))
    error = retry(ctx, folder if choice == "elsewhere" else None)
    if error is None:
        where = str(folder) if choice == "elsewhere" else str(paths.saves_dir(create=False))
        ctx.notify(ctx.t("unsaved.saved_in", count=n, folder=where), "info", 8.0)
    else:
        ctx.notify(ctx.t("unsaved.still", count=len(held(ctx)), error=error), "warning", 10.0)
    return None
