"""GameController: the one place where the table turns intents into engine commands.

    ctl = GameController(ctx, game, save_path)
    ok, reason = ctl.execute(command)      # Rejected is caught: (False, reason)
    ok, reason = ctl.undo(); ctl.redo()
    ctl.view, ctl.knowledge, ctl.legal(), ctl.events, ctl.checks, ctl.log, ctl.warning

The table learns only what the player may know: ``view()``, ``knowledge()``, the public
projection of the events and the checks' known odds — never the game's hidden state.

Every change is autosaved by appending its journal line (execute, undo, redo: the journal is
append-only, so a crash in the middle of an undo loses nothing). A failing disk (OSError) never loses the in-memory game: the problem is kept in
``warning`` (and toasted) and the next successful save rewrites the whole journal.
When the run ends (game over / victory) it is recorded once in the run history.
"""
from __future__ import annotations

from pathlib import Path

from jongrogue.engine import Rejected
from jongrogue.runfiles.record import row_for
from jongrogue.storage import journal_file
from jongrogue.storage.aside import copy_aside
from jongrogue.text import command_text, log_format
from jongrogue.ui.board.common import tt
from jongrogue.ui.replay.log import ReplayLog
from jongrogue.ui.replay.player import Timeline
from jongrogue.runfiles.summary import TERMINAL

LOG_LIMIT = 600


class GameController:
    def __init__(self, ctx, game, save_path=None):
        self.ctx = ctx
        self.game = game
        self.save_path = Path(save_path) if save_path else None
        self.warning: str | None = None
        self.save_failed = False
        self.events: list = game.public_events()
        self.checks: list = []
        self.log: list = []
        self.change = 0                   # bumped on every change (views cache on it)
        self.recorded = False
        self.run_id: int | None = None   # history row of this run, once finished
        self._view = None
        self._view_key = None
        self._knowledge = None
        self._knowledge_key = None
        self._dirty_file = True           # the file must be rewritten whole before appending
        self._written = 0                 # journal entries known to be in the file
        self.listeners: list = []         # callables(controller, change_kind)
        if game.load_warning:
            self.warning = game.load_warning
            self._keep_damaged_file()
        self._save_all()
        self.log = self._initial_log()
        self._maybe_record()

    def _initial_log(self) -> list:
        """A new run starts with one line; a continued run rebuilds its last commands' lines
        from the journal, as they were written while playing."""
        seed = self.game.header.get("seed")
        if not self.game.commands:
            return [log_format.LogEntry(tt(self.ctx, "log.started", seed=seed), "command")]
        entries = ReplayLog(Timeline(self.game), seed).entries(self.ctx, len(self.game.commands))
        if entries and entries[0].index == 0:          # the replay's own first line
            entries[0] = log_format.LogEntry(tt(self.ctx, "log.started", seed=seed), "command")
        return entries + [log_format.LogEntry(tt(self.ctx, "log.resumed", n=len(self.game.commands)), "warn")]

    # -- reading -------------------------------------------------------------------------------
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
        return self.game.can_undo()

    def undo_needs_confirmation(self) -> bool:
        return self.game.options.mode != "challenge" and self.game.undo_crosses_horizon()

    # -- changing ------------------------------------------------------------------------------
    def execute(self, command):
        pre_view = self.view
        label = command_text.label(self.ctx, command, pre_view)
        try:
            self.game.execute(command)
        except Rejected as exc:
            return False, exc.reason
        self._after(pre_view, label, "execute")
        self._append_last()
        return True, None

    def undo(self):
        ok, reason = self.can_undo()
        if not ok:
            return False, reason
        n = len(self.game.commands)
        try:
            command = self.game.undo()
        except Rejected as exc:
            return False, exc.reason
        self.events, self.checks = [], []
        self._bump("undo")
        # the undone command's lines go (its number is used again by the next command)
        self.log = [e for e in self.log if not (e.index == n and e.kind != "undone")]
        what = command_text.label(self.ctx, command, self.view)
        self._add_log([log_format.LogEntry(tt(self.ctx, "log.undone", what=what), "undone", index=n)])
        self._append_last()
        return True, None

    def redo(self):
        if not self.game.can_redo():
            return False, tt(self.ctx, "nothing_to_redo")
        pre_view = self.view
        command = self.game.next_redo()
        label = command_text.label(self.ctx, command, pre_view) if command else ""
        try:
            self.game.redo()
        except Rejected as exc:
            return False, exc.reason
        self._after(pre_view, label, "redo")
        self._append_last()
        return True, None

    def _after(self, pre_view, label, kind) -> None:
        self.events = events = self.game.public_events()
        self.checks = self.game.last_checks()
        monsters = {(int(r), i): s["monster"]["id"] for r, slots in pre_view["encounter"]["rooms"].items()
                    for i, s in enumerate(slots, 1) if s.get("monster")}
        n = len(self.game.commands)
        self._bump(kind)
        self._add_log(log_format.entries_for(self.ctx, label, events, n, monsters))
        self._maybe_record()

    def _bump(self, kind: str) -> None:
        self.change += 1
        for fn in list(self.listeners):
            fn(self, kind)

    def _add_log(self, entries) -> None:
        for e in entries:
            last = self.log[-1] if self.log else None
            if last and last.text == e.text and last.kind == e.kind and e.kind != "command":
                last.count += e.count
            else:
                self.log.append(e)
        del self.log[:-LOG_LIMIT]

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
        first = not self.save_failed
        self.save_failed = True
        self.warning = tt(self.ctx, "autosave_failed", error=exc.strerror or str(exc))
        if first:
            self.ctx.notify(self.warning, "warning", 8.0)

    def _ok(self) -> None:
        if self.save_failed:
            self.save_failed = False
            self.warning = None
            self.ctx.notify(tt(self.ctx, "autosave_ok"), "info")

    # -- the end of a run ----------------------------------------------------------------------
    def _maybe_record(self) -> None:
        v = self.view
        if self.recorded or v["context"] not in TERMINAL:
            return
        self.recorded = True
        data = row_for(self.game, self.save_path)
        try:
            problem = self.ctx.history.record_run(data)
            self.run_id = getattr(self.ctx.history, "last_id", None)
        except Exception as exc:          # history is a convenience: never break the table
            problem = None
            self.ctx.notify(f"history: {exc}", "warning")
        if problem is not None:
            self.ctx.warn(problem)

    @property
    def finished(self) -> bool:
        return self.view["context"] in TERMINAL
