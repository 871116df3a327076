"""The public headless API (DESIGN §3): Game.new / load / save, execute, undo / redo, views."""
from __future__ import annotations

import hashlib

from jongrogue import RULES_VERSION

from .actions import decide, opening
from .commands import Command, Rejected
from .journal import JournalError, dumps_line, entry, header, parse
from .legal import legal_commands
from .model import Options
from .odds import exact_odds
from .setup import new_state
from .view import census, view

SNAPSHOT_EVERY = 32
REVEALING = {"drawn", "room_revealed", "link_revealed", "mapped", "hand_to_slot", "reshuffled"}


def reveals(event) -> bool:
    """Did this event show hidden information (the information horizon of undo)?"""
    return event.kind in REVEALING or (event.kind == "slot" and event.get("reason") in ("revealed", "unseen"))


def _rules():
    from jongrogue.data import load_rules  # the data layer: YAML tables, loaded once
    return load_rules()


def hash_state(state) -> str:
    """SHA-256 of the state's repr: every field is a tuple / int / str / bool / None / frozen
    dataclass (no sets or dicts), so the repr is canonical on every platform."""
    return hashlib.sha256(repr(state).encode()).hexdigest()


class Game:
    """One run: the opening state plus the command log; the current state is derived."""

    def __init__(self, initial, rules, header_: dict, opening_events):
        self.rules = rules
        self.header = header_
        self._initial = initial
        self._states = {0: initial}          # snapshots: command index -> state
        self._commands: list[Command] = []
        self._hashes: list[str] = []
        self._reveals: list[bool] = []
        self._redo: list[Command] = []
        self._state = initial
        self.last_events = list(opening_events)
        self.load_warning: str | None = None
        self.listeners: list = []            # callables(game, change) for autosave / UI

    # ---- creation -----------------------------------------------------------------------
    @classmethod
    def new(cls, seed: int = 0, options: Options | None = None, box_order=None, created: str = "",
            mode: str | None = None, rules=None) -> "Game":
        """rules: the rule tables to play under (default: the shipped ones; the balance simulator
        passes overridden copies)."""
        options = options or Options()
        if mode is not None:
            options = Options(options.ruleset, options.plus, mode)
        rules = rules if rules is not None else _rules()
        state = new_state(seed, options, rules, box_order, created)
        events, state = opening(state, rules)
        return cls(state, rules, header(seed, options, RULES_VERSION, created, box_order), events)

    @classmethod
    def from_text(cls, text: str, *, recover: bool = False) -> "Game":
        """Replay a journal, verifying every hash. recover=True keeps the good prefix of a
        damaged journal instead of raising."""
        try:
            h, entries, warning = parse(text)
        except JournalError as exc:
            if not recover or exc.good == 0 and "header" in str(exc):
                raise
            h, entries, warning = parse(_good_prefix(text, exc.good))
            warning = f"{exc} — recovered the first {exc.good} commands"
        try:
            options = Options(h["ruleset"], tuple(h["options"]), h["mode"])
            game = cls.new(h["seed"], options, h.get("box_order"), h["created"])
        except (ValueError, TypeError, KeyError) as exc:
            raise JournalError(f"journal header cannot start a game: {exc}") from None
        for i, (command, digest) in enumerate(entries, start=1):
            try:
                game.execute(command)
            except Rejected as exc:
                if recover or i == len(entries):
                    warning = f"command {i} ({command}) is not legal here ({exc.reason}); kept {i - 1} commands"
                    break
                raise JournalError(f"command {i} ({command}) is not legal: {exc.reason}", i - 1) from None
            if game.state_hash() != digest:
                game._pop()
                if recover or i == len(entries):
                    warning = f"command {i} does not reproduce its saved state; kept {i - 1} commands"
                    break
                raise JournalError(f"command {i}: state hash mismatch (wrong rules version or edited file)", i - 1)
        game._redo.clear()
        game.load_warning = warning
        return game

    @classmethod
    def load(cls, path, *, recover: bool = False) -> "Game":
        from jongrogue.storage.journal_file import read_journal  # file I/O lives in storage
        return cls.from_text(read_journal(path), recover=recover)

    def save(self, path) -> None:
        from jongrogue.storage.journal_file import write_atomic  # file I/O lives in storage
        write_atomic(path, self.to_text())

    def to_text(self) -> str:
        lines = [dumps_line(self.header)]
        lines += [dumps_line(entry(i, c, h)) for i, (c, h) in enumerate(zip(self._commands, self._hashes), 1)]
        return "\n".join(lines) + "\n"

    def journal_line(self, index: int) -> str:
        return dumps_line(entry(index, self._commands[index - 1], self._hashes[index - 1]))

    # ---- play ---------------------------------------------------------------------------
    @property
    def state(self):
        return self._state

    @property
    def options(self) -> Options:
        return self._state.options

    @property
    def commands(self) -> list[Command]:
        return list(self._commands)

    def legal_commands(self) -> list[Command]:
        return legal_commands(self._state, self.rules)

    def execute(self, command: Command) -> list:
        events, state = decide(self._state, command, self.rules)
        self._push(command, state, events)
        self._redo.clear()
        self._notify("execute")
        return events

    def _push(self, command, state, events) -> None:
        self._commands.append(command)
        self._state = state
        self._hashes.append(self.state_hash())
        self._reveals.append(any(reveals(e) for e in events))
        if len(self._commands) % SNAPSHOT_EVERY == 0:
            self._states[len(self._commands)] = state
        self.last_events = events

    def _pop(self) -> Command:
        command = self._commands.pop()
        self._hashes.pop()
        self._reveals.pop()
        n = len(self._commands)
        for k in [k for k in self._states if k > n]:
            del self._states[k]
        self._state = self._replay_to(n)
        self.last_events = []
        return command

    def _replay_to(self, n: int):
        base = max(k for k in self._states if k <= n)
        state = self._states[base]
        for command in self._commands[base:n]:
            _, state = decide(state, command, self.rules)
        return state

    def can_undo(self) -> tuple[bool, str]:
        if not self._commands:
            return False, "Nothing to undo."
        if self.options.mode == "challenge" and self._reveals[-1]:
            return False, "Challenge mode: the last action revealed hidden tiles, so it cannot be undone."
        return True, ""

    def undo_crosses_horizon(self) -> bool:
        """True if undoing the last command takes back revealed information (practice mode asks)."""
        return bool(self._commands) and self._reveals[-1]

    def undo(self) -> Command:
        ok, reason = self.can_undo()
        if not ok:
            raise Rejected(reason, "undo_refused")
        command = self._pop()
        self._redo.append(command)
        self._notify("undo")
        return command

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> list:
        if not self._redo:
            raise Rejected("Nothing to redo.", "nothing_to_redo")
        command = self._redo.pop()
        events, state = decide(self._state, command, self.rules)
        self._push(command, state, events)
        self._notify("redo")
        return events

    def _notify(self, change: str) -> None:
        for listener in list(self.listeners):
            listener(self, change)

    # ---- looking ------------------------------------------------------------------------
    def state_hash(self) -> str:
        return hash_state(self._state)

    def view(self, reveal: bool = False) -> dict:
        return view(self._state, self.rules, reveal)

    def census(self) -> dict:
        return census(self._state)

    def odds(self, dice: int, target: int) -> float:
        return float(exact_odds(self._state.wall, self._state.discard, dice, target))


def _good_prefix(text: str, good: int) -> str:
    lines = text.split("\n")
    return "\n".join(lines[: good + 1]) + "\n"
