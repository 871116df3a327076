"""Starting runs that come from somewhere: the daily run, a branch of a replay, a resumed
unfinished run from History. Each takes the instance lock before anything is moved (a second
running copy is refused), asks before a run in progress gives way (``launch.unless_declined``),
marks its journal's ``created`` (``runfiles.origin``) and opens the table over the title
(``launch.begin_run``: the previous autosave is archived first).

    start_daily(ctx, day)                    -> Transition (the table, or "already played")
    branch_refusal(ctx, timeline)           -> why no branch can be played (None: it can)
    branch_from(ctx, timeline, n, row_id, parent_key)
                                             -> Transition (a practice run after command n)
    resume_row(ctx, row, path[, starting])   -> Transition (the run continues as the autosave)
"""

from __future__ import annotations

import os
from datetime import date

from jongrogue.engine import Game, Options, deal_of
from jongrogue.runfiles import origin
from jongrogue.runfiles.daily import daily
from jongrogue.storage import paths
from jongrogue.storage.instance_lock import claim_autosave
from jongrogue.storage.run_journals import journal_for, read_header
from jongrogue.ui.run_table import cell_text
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import launch
from jongrogue.ui.scenes.message import MessageScene


def todays_attempt(ctx, day: date) -> dict | None:
    """The History row of ``day``'s daily run, if it was recorded (finished or abandoned)."""
    stamp = origin.daily_stamp(day)
    return next((r for r in ctx.history.rows() if r.get("started") == stamp), None)


def start_daily(ctx, day: date | None = None):
    day = day or date.today()
    info = daily(day)
    stamp = origin.daily_stamp(day)
    if not claim_autosave():
        return launch.in_use(ctx, "launch.starting_daily")
    if paths.has_autosave() and (read_header(paths.autosave_path()) or {}).get("created") == stamp:
        return launch.continue_game(ctx)  # today's attempt is in progress: go on with it
    row = todays_attempt(ctx, day)
    if row is not None and row.get("result") == "unfinished":
        return _daily_unfinished(ctx, info, row)
    if row is not None:
        return Push(
            MessageScene(
                ctx,
                ctx.t("daily.done_title"),
                ctx.t(
                    "daily.done_body",
                    date=info["date"],
                    seed=info["seed"],
                    result=cell_text(ctx, row, "result"),
                    score=cell_text(ctx, row, "score"),
                ),
                tag="daily_done",
            )
        )
    options = Options(info["ruleset"], tuple(info["options"]), info["mode"])

    def start():
        ctx.notify(
            ctx.t("daily.started", date=info["date"]), "info", 10.0
        )  # what challenge mode means
        return launch.begin_run(ctx, Game.new(info["seed"], options, created=stamp))

    return launch.unless_declined(
        ctx, ctx.t("launch.replace_daily"), start, "launch.starting_daily"
    )


def _daily_unfinished(ctx, info: dict, row: dict):
    """Today's attempt was set aside unfinished: it is still today's one attempt, and it can go
    on (from its journal, as History's Resume does)."""
    path, _reason = journal_for(row)
    buttons = [("ok", ctx.t("common.ok"), "primary")]
    if path is not None:
        buttons = [
            ("resume", ctx.t("daily.resume"), "primary"),
            ("ok", ctx.t("common.cancel"), "normal"),
        ]
    body = ctx.t(
        "daily.unfinished_body" if path is not None else "daily.unfinished_lost_body",
        date=info["date"],
        seed=info["seed"],
    )

    def chosen(result):
        if result != "resume":
            return None
        return launch.instead(resume_row(ctx, row, path, "launch.starting_daily_resume"))

    scene = MessageScene(
        ctx,
        ctx.t("daily.unfinished_title"),
        body,
        buttons,
        tag="daily_unfinished",
        cancel_id="ok",
        on_result=chosen,
    )
    return Push(scene)


def branch_game(timeline, n: int, row_id: int | None, parent_key: str | None = None):
    """A new practice Game that has played the first ``n`` commands of ``timeline``; its origin
    names the parent by its History row number (when known) and its key (``record.run_key``)."""
    h = timeline.header
    options = Options(
        h["ruleset"], tuple(h["options"]), "practice", tiles=h.get("tiles", "digital")
    )
    created = origin.branch_stamp(row_id, n, parent_key)
    game = Game.new(h["seed"], options, h.get("box_order"), created=created)
    for command in timeline.commands[:n]:
        game.execute(command)
    return game


def branch_refusal(ctx, timeline) -> str | None:
    """Why `timeline`'s run cannot be played from any point (None: it can): a branch is a
    practice run, and a challenge run's tiles come from its seed and its mode."""
    h = timeline.header
    return (
        None if deal_of(h["schema"], h["mode"]) == "seed" else ctx.t("replay.no_branch_challenge")
    )


def branch_from(ctx, timeline, n: int, row_id: int | None, parent_key: str | None = None):
    """The branch becomes the run in progress (``branch_refusal`` said it may); the replayed
    run's table, if open beneath, lets the autosave go first (a finished run is archived, an
    unfinished one is recorded)."""
    if not claim_autosave():
        return launch.in_use(ctx, "launch.starting_branch")
    return launch.unless_declined(
        ctx,
        ctx.t("launch.replace_branch"),
        lambda: launch.begin_run(ctx, branch_game(timeline, n, row_id, parent_key)),
        "launch.starting_branch",
    )


def resume_row(ctx, row: dict, path, starting: str = "launch.starting_resume"):
    """``starting``: the words naming the resumed run where a run in progress gives way."""
    if not claim_autosave():
        return launch.in_use(ctx, starting)
    return launch.unless_declined(
        ctx, ctx.t("launch.replace_resume"), lambda: _resume(ctx, row, path), starting
    )


def _resume(ctx, row: dict, path):
    """An unfinished run from History becomes the autosave again; its row is forgotten (the run
    is recorded anew when it ends or is abandoned again)."""
    launch.archive_current(ctx)
    try:
        paths.saves_dir()
        os.replace(path, paths.autosave_path())
    except OSError as exc:
        ctx.notify(ctx.t("warn.archive_failed", error=str(exc)), "warning")
        return None
    if row.get("id") is not None:
        ctx.warn(ctx.history.delete_run(row["id"]))
    ctx.notify(ctx.t("history.resumed"), "info")
    return launch.continue_game(ctx)
