"""The engine's one entry: Game.new / from_text / to_text, execute, undo / redo, views (the
journal file itself is jongrogue.game's and jongrogue.storage's: the engine does no file I/O)."""
from __future__ import annotations

import gc
from contextlib import contextmanager

from jongrogue import RULES_VERSION

from .rules.actions import decide, opening
from .views.check_odds import check_odds
from .core.commands import Command, Rejected
from .journal import ops as journal_ops
from .journal.chain import JournalBody
from .journal.codec import JournalError, dumps_line, good_prefix, header, parse
from .rules.legal import legal_commands
from .rules.paper import put_back
from .views.knowledge import knowledge, redeal
from .core.model import Options
from .views.odds import known_odds
from .views.public import public_events
from .rules.setup import new_state
from .journal.state_hash import BY_SCHEMA
from .views.view import census, shown_state, view
from jongrogue.data import load_rules  # the data layer: YAML tables, loaded once

SNAPSHOT_EVERY = 32   # every 32nd state is kept for good ...
RECENT = 32           # ... and so are the last 32, so an undo near the end replays nothing
REVEALING = {"drawn", "room_revealed", "link_revealed", "mapped", "hand_to_slot", "reshuffled"}


def reveals(event) -> bool:
    """Did this event show hidden information (the information horizon of undo)?"""
    return event.kind in REVEALING or (event.kind == "slot" and event.get("reason") in ("revealed", "unseen"))


def _reveals(command, state, events) -> bool:
    """Does the command take back seen information when undone (challenge mode refuses it)? In a
    paper run the player turns the tiles up by hand: a command that stops for one counts from
    then on, and a tile entry never does, so a mistyped tile is always one undo away."""
    if state.options.tiles == "paper":
        return command.type != "tile" and (state.context == "paper_tile" or _any_reveals(events))
    return _any_reveals(events)


def _any_reveals(events) -> bool:
    for e in events:
        if e.kind in REVEALING or e.kind == "slot" and reveals(e):
            return True
    return False


@contextmanager
def _collector_paused():
    """A replay makes hundreds of thousands of objects and no reference cycles: the cyclic
    collector's passes over a heap that grows with the journal would only make a long load
    slower per command than a short one."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _rules():
    return load_rules()


class Game:
    """One run: the opening state plus the command log; the current state is derived."""

    def __init__(self, initial, rules, header_: dict, opening_events):
        self.rules = rules
        self.header = header_
        self._hashing = BY_SCHEMA[header_["schema"]]   # a journal keeps its schema's hashes
        self._initial = initial
        self._states = {0: initial}          # snapshots + recent states: command index -> state
        self._commands: list[Command] = []
        self._hashes: list[str] = []
        self._reveals: list[bool] = []
        self._redo: list[Command] = []
        self._initial_hash: str | None = None
        self._log = JournalBody(header_["schema"], self._start_hash)   # the append-only journal body
        self.undos = self.redos = self.hints = 0
        self._state = initial
        self.last_events = list(opening_events)
        self._last_pre = None                # the state before last_events (for their check odds)
        self.load_warning: str | None = None
        self.listeners: list = []            # callables(game, change) for autosave / UI
        self._legal = (None, [])             # (state, its legal commands), asked for once

    # ---- creation -----------------------------------------------------------------------
    @classmethod
    def new(cls, seed: int = 0, options: Options | None = None, box_order=None, created: str = "",
            mode: str | None = None, rules=None) -> "Game":
        """rules: the rule tables to play under (default: the shipped ones; the balance simulator
        passes overridden copies)."""
        options = options or Options()
        if mode is not None:
            options = Options(options.ruleset, options.plus, mode, options.tiles)
        rules = rules if rules is not None else _rules()
        state = new_state(seed, options, rules, box_order, created)
        events, state = opening(state, rules)
        return cls(state, rules, header(seed, options, RULES_VERSION, created, box_order), events)

    @classmethod
    def from_text(cls, text: str, *, recover: bool = False) -> "Game":
        """Replay a journal, verifying every hash. recover=True keeps the good prefix of a
        damaged journal instead of raising."""
        with _collector_paused():
            return cls._replayed(text, recover)

    @classmethod
    def _replayed(cls, text: str, recover: bool) -> "Game":
        try:
            h, entries, warning = parse(text)
        except JournalError as exc:
            if not recover or exc.good == 0 and "header" in str(exc):
                raise
            h, entries, warning = parse(good_prefix(text, exc.good))
            warning = f"{exc} — recovered the first {exc.good} commands"
        recorded = h.get("rules_version", RULES_VERSION)
        if recorded != RULES_VERSION:
            raise JournalError(f"this run was recorded with the rules of version {recorded}; this copy of "
                               f"the game plays version {RULES_VERSION}, so it cannot be replayed or "
                               f"continued (the file is kept unchanged)")
        try:
            options = Options(h["ruleset"], tuple(h["options"]), h["mode"], h.get("tiles", "digital"))
            game = cls.new(h["seed"], options, h.get("box_order"), h["created"])
        except (ValueError, TypeError, KeyError) as exc:
            raise JournalError(f"journal header cannot start a game: {exc}") from None
        game._use_schema(h["schema"])
        for i, e in enumerate(entries, start=1):
            problem = _replay_entry(game, e)
            if problem is None:
                continue
            what = f"line {i + 1} ({e.kind} {e.n}{': ' + str(e.command) if e.command else ''})"
            if recover or i == len(entries):
                if i > 1:
                    game = cls.from_text(good_prefix(text, i - 1))
                else:
                    game = cls.new(h["seed"], options, h.get("box_order"), h["created"])
                    game._use_schema(h["schema"])
                warning = f"{what} {problem.rstrip('.')} — kept the first {i - 1} entries"
                break
            raise JournalError(f"{what} {problem}", i - 1)
        game.load_warning = warning
        return game

    def to_text(self) -> str:
        lines = [dumps_line(self.header)] + [dumps_line(self._log.line(i)) for i in range(1, len(self._log) + 1)]
        return "\n".join(lines) + "\n"

    @property
    def journal_size(self) -> int:
        """Entries in the journal body (commands, undos, redos, hints): the autosave appends
        the lines past the count it has written."""
        return len(self._log)

    def journal_line(self, index: int) -> str:
        """Line ``index`` (1-based) of the journal body."""
        return dumps_line(self._log.line(index))

    def journal_chain(self) -> str | None:
        """The line chain's link of the last journal line (schema 5; journal_chain.py)."""
        return self._log.chain()

    # ---- play ---------------------------------------------------------------------------
    @property
    def state(self):
        return self._state

    @property
    def opening_state(self):
        """The state before the first command (a replay starts here)."""
        return self._initial

    @property
    def options(self) -> Options:
        return self._state.options

    @property
    def commands(self) -> list[Command]:
        return list(self._commands)

    def legal_commands(self) -> list[Command]:
        return list(self._legal_now())

    def _legal_now(self) -> list[Command]:
        state, legal = self._legal
        if state is not self._state:
            legal = legal_commands(self._state, self.rules)
            self._legal = (self._state, legal)
        return legal

    def execute(self, command: Command) -> list:
        events, state = decide(self._state, command, self.rules, self._legal_now())
        self._last_pre = self._state
        self._push(command, state, events)
        self._redo.clear()
        self._log.append(journal_ops.command_entry(len(self._commands), command, self._hashes[-1]))
        self._notify("execute")
        return events

    def _push(self, command, state, events) -> None:
        previous = self.state_hash()
        self._commands.append(command)
        self._hashes.append(self._hashing.after(previous, len(self._commands), command, state))
        self._state = state
        self._reveals.append(_reveals(command, state, events))
        n = len(self._commands)
        self._states[n] = state
        old = n - RECENT
        if old > 0 and old % SNAPSHOT_EVERY:
            self._states.pop(old, None)
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
        self._last_pre = None
        return command

    def _replay_to(self, n: int):
        base = n
        while base > 0 and base not in self._states:    # at most SNAPSHOT_EVERY steps back
            base -= 1
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
        n = len(self._commands)
        command = self._pop()
        self._redo.append(command)
        self.undos += 1
        self._log.append(journal_ops.undo_entry(n, self.state_hash()))
        self._notify("undo")
        return command

    def _use_schema(self, schema: int) -> None:
        """Verify and write this run's hashes as journal ``schema`` does (a loaded file keeps it)."""
        self.header["schema"] = schema
        self._hashing = BY_SCHEMA[schema]
        self._initial_hash = None
        self._log = JournalBody(schema, self._start_hash)

    def _start_hash(self) -> str:
        if self._initial_hash is None:
            self._initial_hash = self._hashing.start(self._initial)
        return self._initial_hash

    def can_redo(self) -> bool:
        return bool(self._redo)

    def next_redo(self) -> Command | None:
        return self._redo[-1] if self._redo else None

    def redo(self) -> list:
        if not self._redo:
            raise Rejected("Nothing to redo.", "nothing_to_redo")
        command = self._redo.pop()
        events, state = decide(self._state, command, self.rules, self._legal_now())
        self._last_pre = self._state
        self._push(command, state, events)
        self.redos += 1
        self._log.append(journal_ops.command_entry(len(self._commands), command, self._hashes[-1], redo=True))
        self._notify("redo")
        return events

    def note_hint(self) -> None:
        """The advisor was asked (journalled, so a finished run knows how often)."""
        self.hints += 1
        self._log.append(journal_ops.hint_entry(len(self._commands)))
        self._notify("hint")

    def _notify(self, change: str) -> None:
        for listener in list(self.listeners):
            listener(self, change)

    # ---- looking ------------------------------------------------------------------------
    def state_hash(self) -> str:
        """The journal's hash of the current state: its command's line (or the opening's)."""
        return self._hashes[-1] if self._hashes else self._start_hash()

    def view(self, reveal: bool = False) -> dict:
        return view(self._state, self.rules, reveal)

    def census(self) -> dict:
        return census(self._state)

    def put_back(self, undone: Command) -> dict | None:
        """After undoing `undone` in a paper run: what to do at the table (rules/paper.put_back)."""
        return put_back(self._state, undone)

    def knowledge(self):
        """The player's information set (knowledge.Knowledge): groups of hidden places (of the
        table the view shows: a waiting paper run's entries so far)."""
        return knowledge(shown_state(self._state))

    def redealt(self, seed: int):
        """A state consistent with everything the player knows, hidden groups dealt from `seed`."""
        return redeal(self._state, seed)

    def public_events(self) -> list:
        """The last command's events as the player saw them (public.public_events)."""
        return public_events(self.last_events)

    def last_checks(self) -> list:
        """The last command's checks with the odds the player could know before each one."""
        return check_odds(self._last_pre, self.last_events) if self._last_pre is not None else []

    def odds(self, dice: int, target: int) -> float:
        """P(next `dice` draws sum >= target) from the player's knowledge, not the true wall."""
        return float(known_odds(self.knowledge(), dice, target))


def _replay_entry(game, e) -> str | None:
    """Apply one journal entry; None, or why it cannot be (the game is then unchanged only
    for a refused entry, so the caller rebuilds the good prefix)."""
    try:
        journal_ops.apply(game, e)
    except Rejected as exc:
        return f"is not allowed here: {exc.reason}"
    except ValueError as exc:
        return f"does not reproduce its saved state: {exc}"
    return None
