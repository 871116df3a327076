"""Glue between the menu scenes, the engine and the table scene (built through the registry).

* ``engine_status()`` -> (module or None, error text)
* ``supported_options()`` -> frozenset of EZ Plus option ids the engine can play
* ``start_new_game(ctx, seed, ruleset, plus, mode, tiles)`` -> Transition (table scene, or a message)
* ``continue_game(ctx)`` -> Transition (loads the autosave; a damaged save offers recovery)
* ``begin_run(ctx, game)`` -> Home(the table of a new run, over the title) (``archive_current``
  first lets the table writing the autosave go and moves the autosave aside, recording an
  unfinished run in History)
* ``unless_declined(ctx, yes, go)`` -> ``go()``, or first "Set the run in progress aside?" while a run
  is in progress (declining changes nothing)
* ``table_transition(ctx, game, home=)`` -> the table scene (``registry`` "table"), pushed or
  over the title; ``ctx.game`` / ``ctx.save_path`` are set first.

Every way that starts, resumes, branches or replaces a run takes the instance lock
(``claim_autosave``) before it moves anything; a second running copy is told so (``in_use``).
"""

from __future__ import annotations

import inspect
import random
import time

import jongrogue.engine as engine
from jongrogue.game import Game
from jongrogue.runfiles import origin
from jongrogue.runfiles.record import record_abandoned
from jongrogue.storage import journal_file, paths
from jongrogue.storage.instance_lock import autosave_lock, claim_autosave
from jongrogue.storage.run_journals import read_header
from jongrogue.ui.scene import Home, Push, Replace
from jongrogue.ui.scenes import registry
from jongrogue.ui.scenes.confirm import ConfirmScene
from jongrogue.ui.scenes.message import MessageScene
from jongrogue.ui.scenes.replay_open import open_journal

SEED_MAX = 999_999_999  # nine digits: fits the seed field and a 32-bit int


def random_seed() -> int:
    return random.SystemRandom().randrange(1, SEED_MAX)


def engine_status():
    try:
        if not all(hasattr(engine, n) for n in ("Game", "Options")):
            return None, "jongrogue.engine has no Game / Options yet"
        return engine, ""
    except Exception as exc:  # ImportError, or an engine bug at import time
        return None, f"{type(exc).__name__}: {exc}"


def supported_options() -> frozenset:
    engine, _ = engine_status()
    value = getattr(engine, "SUPPORTED_OPTIONS", None) if engine else None
    try:
        return frozenset(value or ())
    except TypeError:
        return frozenset()


def _error(ctx, title_key: str, detail: str):
    scene = MessageScene(ctx, ctx.t(title_key), detail, kind="error", tag="error")
    return Push(scene)


def in_use(ctx, starting: str | None = None):
    """The autosave cannot be taken (another running copy has it, or its lock cannot be used:
    fail closed): say why, touch nothing; the run may still be watched read-only. ``starting``:
    the words of what was asked for instead of going on with that run (a new game, a resumed
    History row …): the other copy's run is then named as the one in the way, not as the run
    asked for."""
    path = paths.autosave_path()
    problem = autosave_lock().problem
    folder = paths.folder_problem(path.parent)
    if problem is None and starting is not None:
        title = ctx.t("launch.busy_title")
        body = ctx.t("launch.busy_body", starting=ctx.t(starting), path=str(path))
    elif problem is None:
        title, body = ctx.t("launch.in_use_title"), ctx.t("launch.in_use_body", path=str(path))
    elif folder:
        title = ctx.t("launch.saves_blocked_title")
        body = ctx.t("launch.saves_blocked_body", path=str(path.parent), detail=folder)
    else:
        title = ctx.t("launch.lock_blocked_title")
        body = ctx.t(
            "launch.lock_blocked_body",
            path=str(path),
            lock=str(autosave_lock().path),
            detail=problem,
        )
    buttons = [("ok", ctx.t("common.ok"), "primary")]
    if paths.has_autosave():
        watch = "launch.watch_other" if starting is not None else "launch.watch_run"
        buttons.append(("replay", ctx.t(watch), "normal"))

    def chosen(result):
        if result != "replay":
            return None
        return instead(open_journal(ctx, path, position=None, follow=problem is None))

    scene = MessageScene(
        ctx, title, body, buttons, kind="error", tag="error", cancel_id="ok", on_result=chosen
    )
    return Push(scene)


def table_transition(ctx, game, *, home: bool = False):
    """The table of ``game``: pushed, or over the title (``home``)."""
    try:
        make_table_scene = registry.scene_class("table")
    except Exception as exc:
        return _error(
            ctx,
            "launch.no_table_title",
            ctx.t("launch.no_table_body", detail=f"{type(exc).__name__}: {exc}"),
        )
    ctx.game = game
    try:
        scene = make_table_scene(ctx, game)
    except Exception as exc:
        return _error(
            ctx,
            "launch.no_table_title",
            ctx.t("launch.no_table_body", detail=f"{type(exc).__name__}: {exc}"),
        )
    return Home(scene=scene) if home else Push(scene)


def create_game(seed: int, ruleset: str, plus, mode: str, tiles: str = "digital"):
    """Build a new engine Game (raises when the engine is missing or refuses the options);
    `tiles` "paper": the player's own tiles, entered as they turn up."""
    engine, err = engine_status()
    if engine is None:
        raise RuntimeError(err)
    options = engine.Options(ruleset=ruleset, plus=frozenset(plus), mode=mode, tiles=tiles)
    return engine.Game.new(seed=seed, options=options, created=now_stamp())


def now_stamp() -> str:
    """Local time to the second with its UTC offset, as ``datetime``'s ``isoformat`` writes it
    (2026-12-07T10:30:00+09:00), made with ``time``: the start need not load ``datetime``."""
    now = time.localtime()
    minutes = abs(now.tm_gmtoff) // 60
    sign = "-" if now.tm_gmtoff < 0 else "+"
    return time.strftime("%Y-%m-%dT%H:%M:%S", now) + f"{sign}{minutes // 60:02d}:{minutes % 60:02d}"


def start_new_game(ctx, seed: int, ruleset: str, plus, mode: str, tiles: str = "digital"):
    engine, err = engine_status()
    if engine is None:
        return _error(ctx, "launch.no_engine_title", ctx.t("launch.no_engine_body", detail=err))
    try:
        game = create_game(seed, ruleset, plus, mode, tiles)
    except Exception as exc:
        return _error(ctx, "launch.start_failed_title", f"{type(exc).__name__}: {exc}")
    if not claim_autosave():
        return in_use(ctx, "title.starting_new")
    return begin_run(ctx, game)


def run_in_progress(ctx) -> bool:
    """An unfinished run holds the autosave (its table may be open beneath this scene)."""
    writer = ctx.autosave_writer
    return not writer.finished if writer is not None else paths.has_autosave()


def unless_declined(ctx, yes: str, go, starting: str = "title.starting_new"):
    """``go()`` -> Transition at once, or after "Set the run in progress aside?" (``yes``: the button
    that goes on; ``starting``: the words naming what takes the run's place) while a run is in
    progress; No leaves everything as it was."""
    if not run_in_progress(ctx):
        return go()
    # the promise is what archive_current does: a run with a move is kept in History
    kept = played(ctx)  # nothing played: no run for History, it is only replaced
    body = ctx.t("title.set_aside_body" if kept else "title.replace_body", starting=ctx.t(starting))
    if kept and _daily_in_progress(ctx):
        body += "\n\n" + ctx.t("daily.set_aside_note")
    return Push(
        ConfirmScene(
            ctx,
            ctx.t("title.set_aside_title" if kept else "title.replace_title"),
            body,
            yes=yes,
            no=ctx.t("common.cancel"),
            tag="confirm_replace_run",
            danger=True,
            on_result=lambda ok: instead(go()) if ok else None,
        )
    )


def _daily_in_progress(ctx) -> bool:
    """Is the run in progress a daily run (its journal's origin stamp)?"""
    writer = ctx.autosave_writer
    header = writer.game.header if writer is not None else read_header(paths.autosave_path())
    return (origin.parse((header or {}).get("created")) or {}).get("kind") == "daily"


def played(ctx) -> bool:
    """Has the run in progress a move (runfiles/record.record_abandoned keeps only such a run
    in History)? A file that cannot be read counts as played (it is kept, and said so)."""
    writer = ctx.autosave_writer
    if writer is not None:
        return bool(writer.game.commands)
    try:
        return bool(Game.load(paths.autosave_path(), recover=True).commands)
    except Exception:  # noqa: BLE001  a damaged save: the question stays the careful one
        return True


def instead(tr):
    """What comes after a dialog takes the dialog's place (it does not stay beneath)."""
    return Replace(tr.scene) if isinstance(tr, Push) else tr


def archive_current(ctx) -> None:
    """Move the autosave aside before another run takes its place: the table writing it lets go
    first (a finished run is archived there and its History row follows); an unfinished run is
    recorded in History (resumable, replayable). A finished run left as the autosave (the
    window closed at its end) keeps its History row, which now names the archived file."""
    if ctx.autosave_writer is not None:
        ctx.autosave_writer.close()
    if not paths.has_autosave():
        return
    current = str(paths.autosave_path())
    try:
        archived = paths.archive_autosave("unfinished")  # set aside, resumable
    except OSError as exc:
        ctx.notify(ctx.t("warn.archive_failed", error=str(exc)), "warning")
        return
    if archived is None:
        return
    for row in ctx.history.rows():
        if row.get("journal") == current and row.get("id") is not None:
            ctx.warn(ctx.history.set_journal(row["id"], archived))
    record_abandoned(ctx.history, archived)


def begin_run(ctx, game):
    """A new run takes the autosave (the previous one is archived) and opens on the table, over
    the title (no table of the old run stays beneath). The caller holds the lock."""
    archive_current(ctx)
    ctx.save_path = paths.autosave_path()
    return table_transition(ctx, game, home=True)


def _load(engine, path, recover: bool):
    load = Game.load
    if recover:
        params = inspect.signature(load).parameters
        if "recover" not in params:
            raise RuntimeError("this engine cannot recover damaged saves")
        return load(path, recover=True)
    return load(path)


def can_recover() -> bool:
    engine, _ = engine_status()
    try:
        return engine is not None and "recover" in inspect.signature(Game.load).parameters
    except (TypeError, ValueError):
        return False


def continue_game(ctx, *, recover: bool = False):
    engine, err = engine_status()
    if engine is None:
        return _error(ctx, "launch.no_engine_title", ctx.t("launch.no_engine_body", detail=err))
    path = paths.autosave_path()
    if not claim_autosave():
        return in_use(ctx)
    unusable = journal_file.unreadable(path)  # (damage a recovery cannot mend)
    if unusable:
        return _error(
            ctx,
            "launch.load_failed_title",
            ctx.t("launch.load_failed_body", path=str(path), detail=unusable),
        )
    try:
        game = _load(engine, path, recover)
    except Exception as exc:
        detail = f"{type(exc).__name__}: {exc}"
        if not recover and can_recover():
            buttons = [
                ("recover", ctx.t("launch.recover"), "primary"),
                ("cancel", ctx.t("common.cancel"), "normal"),
            ]
            body = ctx.t("launch.damaged_body", path=str(path), detail=detail)
            return Push(
                MessageScene(
                    ctx,
                    ctx.t("launch.damaged_title"),
                    body,
                    buttons,
                    tag="damaged_save",
                    kind="error",
                    on_result=lambda r: _after_recover_choice(ctx, r),
                )
            )
        return _error(
            ctx,
            "launch.load_failed_title",
            ctx.t("launch.load_failed_body", path=str(path), detail=detail),
        )
    ctx.save_path = path
    warning = getattr(game, "load_warning", None)
    if warning:
        ctx.notify(ctx.t("launch.recovered", detail=str(warning)), "warning", 10.0)
    return table_transition(ctx, game)


def _after_recover_choice(ctx, result):
    if result != "recover":
        return None
    return instead(continue_game(ctx, recover=True))  # (the table, or an error)
