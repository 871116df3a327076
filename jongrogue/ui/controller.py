"""GameController: the one place where the table turns intents into engine commands.

    ctl = GameController(ctx, game, save_path)
    ok, reason = ctl.execute(command)      # Rejected is caught: (False, reason)
    ok, reason = ctl.undo(); ctl.redo()
    ctl.view, ctl.knowledge, ctl.legal(), ctl.events, ctl.checks, ctl.log, ctl.warning

The table learns only what the player may know: ``view()``, ``knowledge()``, the public
projection of the events and the checks' known odds — never the game's hidden state.

Every change is autosaved by appending its journal line (execute, undo, redo: the journal is
append-only, so a crash in the middle of an undo loses nothing). A failing disk (OSError)
never loses the in-memory game: the problem is kept in ``warning`` and toasted at every failed
write, and the next successful save rewrites the whole journal.
When the run ends (game over / victory) it is recorded once in the run history, after its
journal is on disk to the last line (never a row ahead of its journal).
The controller that writes the autosave is ``ctx.autosave_writer`` until ``close()``: a table
that gives way (to the title, or to another run taking the autosave) never writes it again.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from jongrogue.engine import Rejected
from jongrogue.runfiles.record import row_for
from jongrogue.runfiles.summary import TERMINAL, summarize
from jongrogue.storage import journal_file, paths
from jongrogue.storage.aside import copy_aside
from jongrogue.text import command_text, log_format
from jongrogue.text.paper_words import seed_key
from jongrogue.ui import unsaved_runs
from jongrogue.ui.board.common import tt
from jongrogue.ui.board.log_book import LogBook
from jongrogue.ui.replay import player
from jongrogue.ui.replay.log import ReplayLog, opening_entries, opening_of

log = logging.getLogger(__name__)


class GameController:
    def __init__(self, ctx, game, save_path=None):
        self.ctx = ctx
        self.game = game
        self.save_path = Path(save_path) if save_path else None
        self.warning: str | None = None
        self.save_failed = False
        self.save_error = ""
        self.events: list = game.public_events()
        self.checks: list = []
        self.put_back: dict | None = None  # what the last undo asks of a paper table
        self.book = LogBook()  # the log as data, worded in the language of the moment
        self.change = 0  # bumped on every change (views cache on it)
        self.recorded = False
        self.run_id: int | None = None  # history row of this run, once finished
        self._view: dict[str, Any] = {}  # (made at the first look: the key below never matches)
        self._view_key = None
        self._knowledge = None
        self._knowledge_key = None
        self._dirty_file = True  # the file must be rewritten whole before appending
        self._written = 0  # journal entries known to be in the file
        self.listeners: list = []  # callables(controller, change_kind), once the log has it
        if game.load_warning:
            self.warning = game.load_warning
            self._keep_damaged_file()
        self._save_all()
        if self.save_path is not None and self.save_path == paths.autosave_path():
            ctx.autosave_writer = self
        self._initial_log()
        self._maybe_record()

    def _initial_log(self) -> None:
        """A new run starts with its line and what the opening did (the floor laid out, the
        start room's draw, what turned up there); a continued run rebuilds its last commands'
        lines from the journal, as they were written while playing."""
        seed, n = self.game.header.get("seed"), len(self.game.commands)
        key = seed_key("log.started", self.game.options.tiles)

        def started(ctx):
            return [log_format.LogEntry(tt(ctx, key, seed=seed), "command")]

        if not n:
            opening = list(self.events)  # (the opening's public events)
            self.book.add("started", 0, lambda ctx: started(ctx) + opening_entries(ctx, opening))
            return
        replay = ReplayLog(player.Timeline(self.game), opening_of(self.game))

        def continued(ctx):
            entries = list(replay.entries(ctx, n))
            if entries and entries[0].index == 0:  # the replay's own first line
                entries[0:1] = started(ctx)
            return entries + [log_format.LogEntry(tt(ctx, "log.resumed", n=n), "warn")]

        self.book.add("continued", 0, continued)

    # -- reading -------------------------------------------------------------------------------
    @property
    def log(self) -> list:
        """The log's lines (LogEntry), worded in the current language."""
        return self.book.lines(self.ctx)

    @property
    def view(self) -> dict:
        key = (self.change, len(self.game.commands))
        if key != self._view_key:
            self._view = self.game.view()
            self._view_key = key
        return self._view

    @property
    def knowledge(self):
        """The player's information set (engine knowledge.Knowledge), cached like the view."""
        key = (self.change, len(self.game.commands))
        if key != self._knowledge_key:
            self._knowledge = self.game.knowledge()
            self._knowledge_key = key
        return self._knowledge

    def legal(self) -> list:
        return self.game.legal_commands()

    def state_hash(self) -> str:
        return self.game.state_hash()

    def can_undo(self):
        """The rulebook's rule: game over and victory are final; before that (the death choice
        included) undo follows the mode."""
        if self.finished:
            return False, tt(self.ctx, "undo_final")
        ok, reason = self.game.can_undo()
        if ok:
            return ok, reason
        if not self.game.commands:
            return False, self.ctx.text("reject.nothing_to_undo")
        # challenge mode's refusal, in the player's words (a paper run: the action asked for a
        # tile from the table; its entries can always be taken back)
        paper = self.game.options.tiles == "paper"
        return False, self.ctx.text("reject.undo_refused_paper" if paper else "reject.undo_refused")

    def undo_needs_confirmation(self) -> bool:
        return self.game.options.mode != "challenge" and self.game.undo_crosses_horizon()

    # -- changing ------------------------------------------------------------------------------
    def execute(self, command):
        pre_view = self.view
        try:
            self.game.execute(command)
        except Rejected as exc:
            return False, exc.reason
        self._after(pre_view, command, "execute")
        self._append_last()
        self._maybe_record()
        return True, None

    def undo(self):
        ok, reason = self.can_undo()
        if not ok:
            return False, reason
        n = len(self.game.commands)
        told = (self.view.get("paper") or {}).get("procedures", ())  # the table work it led to
        try:
            command = self.game.undo()
        except Rejected as exc:
            return False, exc.reason
        self.events, self.checks = [], []
        self.put_back = self.game.put_back(command)  # a paper run: the tile back at the table
        if self.put_back is not None and told:  # that work is taken back too
            self.put_back = dict(self.put_back, then=list(told))
        self.change += 1
        # the undone command's lines go (its number is used again by the next command)
        self.book.drop_command(n)
        view = self.view
        self.book.add(
            "undone",
            n,
            lambda ctx: [
                log_format.LogEntry(
                    tt(ctx, "log.undone", what=command_text.label(ctx, command, view)),
                    "undone",
                    index=n,
                )
            ],
        )
        self._told("undo")
        self._append_last()
        return True, None

    def redo(self):
        if not self.game.can_redo():
            return False, tt(self.ctx, "nothing_to_redo")
        pre_view = self.view
        command = self.game.next_redo()
        try:
            self.game.redo()
        except Rejected as exc:
            return False, exc.reason
        self._after(pre_view, command, "redo")
        self._append_last()
        self._maybe_record()
        return True, None

    def _after(self, pre_view, command, kind) -> None:
        self.events = events = self.game.public_events()
        self.checks = self.game.last_checks()
        monsters = log_format.monsters_in(pre_view)
        n = len(self.game.commands)
        self.change += 1
        self.book.add(
            "command",
            n,
            lambda ctx: log_format.entries_for(
                ctx,
                command_text.label(ctx, command, pre_view) if command else "",
                events,
                n,
                monsters,
            ),
        )
        self._told(kind)

    def _told(self, kind: str) -> None:
        """The listeners learn of a change once the log has its lines."""
        for fn in list(self.listeners):
            fn(self, kind)

    # -- saving --------------------------------------------------------------------------------
    def _append_last(self) -> None:
        if self.save_path is None:
            return
        if self._dirty_file:
            self._save_all()
            return
        try:
            while self._written < self.game.journal_size:
                journal_file.append_line(self.save_path, self.game.journal_line(self._written + 1))
                self._written += 1
        except OSError as exc:
            self._dirty_file = True
            self._fail(exc)
        else:
            self._ok()

    def _save_all(self) -> None:
        if self.save_path is None:
            return
        try:
            journal_file.write_atomic(self.save_path, self.game.to_text())
        except OSError as exc:
            self._dirty_file = True
            self._fail(exc)
        else:
            self._dirty_file = False
            self._written = self.game.journal_size
            self._ok()

    def _keep_damaged_file(self) -> None:
        """A game recovered from a damaged file is about to be written over it: keep the file as
        it was next to it first (``<name>.damaged``). If even that fails, this run is not saved
        over it: the file stays as it was."""
        if self.save_path is None or not self.save_path.exists():
            return
        kept = copy_aside(self.save_path, "damaged")
        if kept is None:
            self.warning = tt(self.ctx, "damaged_not_kept", path=str(self.save_path))
            self.save_path = None
            self.ctx.notify(self.warning, "warning", 10.0)
        else:
            self.warning = f"{self.warning} — {tt(self.ctx, 'damaged_kept', path=str(kept))}"

    def save_now(self) -> bool:
        self._dirty_file = True
        self._save_all()
        return not self._dirty_file

    def _fail(self, exc: OSError) -> None:
        """Every failed write is said (a toast each time) until one succeeds; the log once."""
        if not self.save_failed:
            log.warning("autosave to %s failed: %s", self.save_path, exc)
        self.save_failed = True
        self.save_error = exc.strerror or str(exc)
        self.warning = tt(self.ctx, "autosave_failed", error=self.save_error)
        self.ctx.notify(self.warning, "warning", 8.0)

    def _ok(self) -> None:
        if self.save_failed:
            self.save_failed = False
            self.warning = None
            self.ctx.notify(tt(self.ctx, "autosave_ok"), "info")
            self._maybe_record()  # a run that ended while the disk refused it

    # -- the end of a run ----------------------------------------------------------------------
    def _maybe_record(self) -> None:
        """A finished run's History row, written only once its journal is on disk to its last
        line (a row is never ahead of its journal: killed in between, the next start adds the
        row from the journal, runfiles/reconcile.py). An end the disk refused is recorded at
        the next save that succeeds (``retry_save``, ``save_elsewhere``)."""
        v = self.view
        if self.recorded or v["context"] not in TERMINAL or self.unsaved:
            return
        self.recorded = True
        data = row_for(self.game, self.save_path)
        try:
            problem = self.ctx.history.record_run(data)
            self.run_id = getattr(self.ctx.history, "last_id", None)
        except Exception as exc:  # history is a convenience: never break the table
            problem = None
            self.ctx.notify(f"history: {exc}", "warning")
        if problem is not None:
            self.ctx.warn(problem)

    def close(self) -> None:
        """The run leaves the table: saved once more, then never written by this controller. A
        finished run's autosave is archived (``saves/<stamp>-<result>.jrlog``, named by how it
        ended: game_over, victory, abandoned, forced_end) and its History row follows the file; an unfinished one stays the autosave (Continue resumes it). A run
        the disk refused is kept in memory (ui/unsaved_runs.py) and nothing is archived."""
        if self.save_path is None:
            return
        saved = self.save_now()
        path, self.save_path = self.save_path, None
        if getattr(self.ctx, "autosave_writer", None) is self:
            self.ctx.autosave_writer = None
        if not saved:  # the file lacks part of the run: kept in memory, offered again
            unsaved_runs.hold(self.ctx, self.game, self.save_error)
            return
        if not self.finished or path != paths.autosave_path():
            return
        try:
            archived = paths.archive_autosave(summarize(self.game)["result"])
        except OSError as exc:
            self.ctx.notify(str(exc), "warning")
            return
        if archived is not None and self.run_id is not None:
            self.ctx.warn(self.ctx.history.set_journal(self.run_id, archived))

    @property
    def unsaved(self) -> bool:
        """The journal on disk lacks some of this run (the disk refused it)."""
        return self.save_path is not None and self._dirty_file

    @property
    def finished(self) -> bool:
        return self.view["context"] in TERMINAL
