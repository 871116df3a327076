"""The engine's one entry: Game.new / from_text / to_text, execute, undo / redo, views (the
journal file itself is jongrogue.game's and jongrogue.storage's: the engine does no file I/O)."""

from __future__ import annotations

import fractions
import gc
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from jongrogue import RULES_VERSION
from jongrogue.data import Rules, load_rules, rules_hash  # the data layer: YAML tables, loaded once
from jongrogue.engine.core.events import Event
from jongrogue.engine.core.model import State

from .core.commands import Command, Rejected
from .core.model import Options
from .journal import ops as journal_ops
from .journal.chain import JournalBody
from .journal.codec import dumps_line, good_prefix, header, parse
from .journal.error import JournalError
from .journal.line_states import LineStates
from .journal.schema import RULES_HASHED_FROM, SCHEMA, deal_of
from .journal.state_hash import BY_SCHEMA
from .rules.actions import decide, opening
from .rules.legal import explain, legal_commands
from .rules.paper import put_back
from .rules.setup import new_state
from .views import check_odds as check_view
from .views import fight_odds as fight_view
from .views.knowledge import Knowledge, knowledge, redeal
from .views.odds import known_odds
from .views.public import public_events
from .views.view import census, shown_state, view

REDO_KEPT = 64  # undone commands whose redo outcome is kept (the newest)
REVEALING = {"drawn", "room_revealed", "link_revealed", "mapped", "hand_to_slot", "reshuffled"}


def reveals(event: Event) -> bool:
    """Did this event show hidden information (the information horizon of undo)?"""
    return event.kind in REVEALING or (
        event.kind == "slot" and event.get("reason") in ("revealed", "unseen")
    )


def _reveals(command: Command, state: State, events: list[Event]) -> bool:
    """Does the command take back seen information when undone (challenge mode refuses it)? In a
    paper run the player turns the tiles up by hand: a command that stops for one counts from
    then on, and a tile entry never does, so a mistyped tile is always one undo away."""
    if state.options.tiles == "paper":
        return command.type != "tile" and (state.context == "paper_tile" or _any_reveals(events))
    return _any_reveals(events)


def _the_first(n: int, noun: str) -> str:
    """ "the first 3 commands", "the first command", "no entry" (in a load warning)."""
    if n == 0:
        return f"no {noun}"
    if n == 1:
        return f"the first {noun}"
    return f"the first {n} {noun[:-1] + 'ies' if noun.endswith('y') else noun + 's'}"


def _any_reveals(events: list[Event]) -> bool:
    for e in events:
        if e.kind in REVEALING or e.kind == "slot" and reveals(e):
            return True
        if e.kind == "pc_state" and e.get("state") == "clairvoyant" and e.get("on"):
            return True  # every face-down tile of the floor is seen from now on (§7)
    return False


@contextmanager
def _collector_paused() -> Iterator[None]:
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


_T = TypeVar("_T")


def _weak(method: Callable[..., _T]) -> Callable[..., _T]:
    """``method`` for a helper its game owns, without the helper keeping the game alive: a
    strong reference back would make every game a cycle that only the cyclic collector frees,
    late (a long journal's game stays in memory long after it is dropped)."""
    ref = weakref.WeakMethod(method)

    def call(*args: Any) -> _T:
        bound = ref()
        assert bound is not None, "a game's helper outlived its game"
        return bound(*args)

    return call


def _rules() -> Rules:
    return load_rules()


_G = TypeVar("_G", bound="Game")


class Game:
    """One run: the opening state plus the command log; the current state is derived."""

    def __init__(
        self, initial: State, rules: Rules, header_: dict[str, Any], opening_events: list[Event]
    ) -> None:
        self.rules = rules
        self.header = header_
        self._hashing = BY_SCHEMA[header_["schema"]]  # a journal keeps its schema's hashes
        self._initial = initial
        self._line = LineStates(initial, _weak(self._step))  # the states an undo can return to
        self._commands: list[Command] = []
        self._hashes: list[str] = []
        self._reveals: list[bool] = []
        # undone commands, last on top, each with what its redo gives while that is known
        # (state, events, hash, reveals): a redo of the same command from the same state
        # replays nothing (kept for the top REDO_KEPT only, so memory stays bounded)
        self._redo: list[tuple[Command, tuple[State, list[Event], str, bool] | None]] = []
        self._events_of = initial  # the state last_events led to
        self._initial_hash: str | None = None
        # the append-only journal body
        self._log = JournalBody(header_["schema"], _weak(self._start_hash))
        self.undos = self.redos = self.hints = 0
        self._state = initial
        self.last_events = list(opening_events)
        self._last_pre: State | None = None  # the state before last_events (for their odds)
        self.load_warning: str | None = None
        self.listeners: list[Callable[[Game, str], object]] = []  # autosave, the UI
        # (state, its legal commands), asked for once
        self._legal: tuple[State | None, list[Command]] = (None, [])

    # ---- creation -----------------------------------------------------------------------
    @classmethod
    def new(
        cls: type[_G],
        seed: int = 0,
        options: Options | None = None,
        box_order: object = None,
        created: str = "",
        mode: str | None = None,
        rules: Rules | None = None,
    ) -> _G:
        """rules: the rule tables to play under (default: the shipped ones; the balance simulator
        passes overridden copies)."""
        options = options or Options()
        if mode is not None:
            options = Options(options.ruleset, options.plus, mode, options.tiles)
        rules = rules if rules is not None else _rules()
        return cls._opened(seed, options, box_order, created, rules, SCHEMA)

    @classmethod
    def _opened(
        cls: type[_G],
        seed: int,
        options: Options,
        box_order: object,
        created: str,
        rules: Rules,
        schema: int,
    ) -> _G:
        """A new game written as journal ``schema`` does (a loaded file keeps its own): its
        deal (schema.deal_of) and its header."""
        state = new_state(seed, options, rules, box_order, created, deal_of(schema, options.mode))
        events, state = opening(state, rules)
        named = rules_hash(rules) if schema >= RULES_HASHED_FROM else None
        h = header(seed, options, RULES_VERSION, created, box_order, named, schema)
        return cls(state, rules, h, events)

    @classmethod
    def from_text(cls: type[_G], text: str, *, recover: bool = False) -> _G:
        """Replay a journal, verifying every hash. recover=True keeps the good prefix of a
        damaged journal instead of raising."""
        with _collector_paused():
            return cls._replayed(text, recover)

    @classmethod
    def _replayed(cls: type[_G], text: str, recover: bool) -> _G:
        try:
            h, entries, warning = parse(text)
        except JournalError as exc:
            if not recover or exc.good == 0 and "header" in str(exc):
                raise
            h, entries, warning = parse(good_prefix(text, exc.good))
            warning = f"{exc} — recovered {_the_first(exc.good, 'command')}"
        recorded = h.get("rules_version", RULES_VERSION)
        if recorded != RULES_VERSION:
            raise JournalError(
                f"this run was recorded with the rules of version {recorded}; this copy of "
                f"the game plays version {RULES_VERSION}, so it cannot be replayed or "
                f"continued (the file is kept unchanged)"
            )
        rules = _rules()
        if "rules_hash" in h and h["rules_hash"] != rules_hash(rules):
            raise JournalError(
                f"this run was played with other rule numbers than this copy of the game's "
                f"(rules hash {h['rules_hash'][7:19]}… in the file, {rules_hash(rules)[7:19]}… "
                f"here: a changed or damaged rules file or cache), so it cannot be replayed or "
                f"continued (the file is kept unchanged)"
            )

        def opened() -> _G:
            return cls._opened(
                h["seed"], options, h.get("box_order"), h["created"], rules, h["schema"]
            )

        try:
            options = Options(
                h["ruleset"], tuple(h["options"]), h["mode"], h.get("tiles", "digital")
            )
            game = opened()
        except (ValueError, TypeError, KeyError) as exc:
            raise JournalError(f"journal header cannot start a game: {exc}") from None
        for i, e in enumerate(entries, start=1):
            problem = _replay_entry(game, e)
            if problem is None:
                continue
            what = f"line {i + 1} ({e.kind} {e.n}{': ' + str(e.command) if e.command else ''})"
            if recover or i == len(entries):
                game = cls.from_text(good_prefix(text, i - 1)) if i > 1 else opened()
                warning = f"{what} {problem.rstrip('.')} — kept {_the_first(i - 1, 'entry')}"
                break
            raise JournalError(f"{what} {problem}", i - 1)
        game.load_warning = warning
        return game

    def to_text(self) -> str:
        lines = [dumps_line(self.header)] + [
            dumps_line(self._log.line(i)) for i in range(1, len(self._log) + 1)
        ]
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
    def state(self) -> State:
        return self._state

    @property
    def opening_state(self) -> State:
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

    def why_not(self, command: Command) -> str:
        """The stable code of why ``command`` is refused now (locale ``reject.<code>``)."""
        return explain(self._state, self.rules, command)[0]

    def _legal_now(self) -> list[Command]:
        state, legal = self._legal
        if state is not self._state:
            legal = legal_commands(self._state, self.rules)
            self._legal = (self._state, legal)
        return legal

    def execute(self, command: Command) -> list[Event]:
        events, state = decide(self._state, command, self.rules, self._legal_now())
        self._last_pre = self._state
        self._push(command, state, events)
        self._redo.clear()
        self._log.append(journal_ops.command_entry(len(self._commands), command, self._hashes[-1]))
        self._notify("execute")
        return events

    def _push(self, command: Command, state: State, events: list[Event]) -> None:
        previous = self.state_hash()
        self._commands.append(command)
        self._hashes.append(self._hashing.after(previous, len(self._commands), command, state))
        self._state = state
        self._reveals.append(_reveals(command, state, events))
        self._line.push(state)
        self.last_events = events
        self._events_of = state

    def _push_known(
        self, command: Command, state: State, events: list[Event], state_hash: str, reveals: bool
    ) -> None:
        """_push of a redo whose outcome the undo kept: decide is pure, so the same command
        from the same state gives the same state, events and hash."""
        self._commands.append(command)
        self._hashes.append(state_hash)
        self._reveals.append(reveals)
        self._state = state
        self._line.push(state)
        self.last_events = events
        self._events_of = state

    def _pop(self) -> Command:
        self._state = self._line.pop(self._commands)  # (before the command leaves the list)
        command = self._commands.pop()
        self._hashes.pop()
        self._reveals.pop()
        self.last_events = []
        self._last_pre = None
        return command

    def _step(self, state: State, command: Command) -> State:
        return decide(state, command, self.rules)[1]

    def kept_states(self) -> dict[int, State]:
        """{command count: state} of the states this game keeps (the replay's Timeline starts
        from them; a copy)."""
        return self._line.kept()

    def _replay_to(self, n: int) -> State:
        """The state after the first ``n`` commands of the line of play."""
        return self._line.at(n, self._commands)

    def can_undo(self) -> tuple[bool, str]:
        if not self._commands:
            return False, "Nothing to undo."
        if self.options.mode == "challenge" and self._reveals[-1]:
            return (
                False,
                "Challenge mode: the last action revealed hidden tiles, so it cannot be undone.",
            )
        return True, ""

    def undo_crosses_horizon(self) -> bool:
        """True if undoing the last command takes back revealed information (practice mode asks)."""
        return bool(self._commands) and self._reveals[-1]

    def undo(self) -> Command:
        ok, reason = self.can_undo()
        if not ok:
            raise Rejected(reason, "undo_refused")
        n = len(self._commands)
        known = self._events_of is self._state
        redone = (self._state, self.last_events, self._hashes[-1], self._reveals[-1])
        command = self._pop()
        self._redo.append((command, redone if known else None))
        if len(self._redo) > REDO_KEPT:
            older = self._redo[-REDO_KEPT - 1]
            self._redo[-REDO_KEPT - 1] = (older[0], None)
        self.undos += 1
        self._log.append(journal_ops.undo_entry(n, self.state_hash()))
        self._notify("undo")
        return command

    def _start_hash(self) -> str:
        if self._initial_hash is None:
            self._initial_hash = self._hashing.start(self._initial)
        return self._initial_hash

    def can_redo(self) -> bool:
        return bool(self._redo)

    def next_redo(self) -> Command | None:
        return self._redo[-1][0] if self._redo else None

    def redo(self) -> list[Event]:
        if not self._redo:
            raise Rejected("Nothing to redo.", "nothing_to_redo")
        command, redone = self._redo.pop()
        self._last_pre = self._state
        if redone is None:
            events, state = decide(self._state, command, self.rules, self._legal_now())
            self._push(command, state, events)
        else:
            self._push_known(command, *redone)
        self.redos += 1
        self._log.append(
            journal_ops.command_entry(len(self._commands), command, self._hashes[-1], redo=True)
        )
        self._notify("redo")
        return self.last_events

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

    def view(self, reveal: bool = False) -> dict[str, Any]:
        return view(self._state, self.rules, reveal)

    def census(self) -> dict[str, Any]:
        return census(self._state)

    def put_back(self, undone: Command) -> dict[str, Any] | None:
        """After undoing `undone` in a paper run: what to do at the table (rules/paper.put_back)."""
        return put_back(self._state, undone)

    def knowledge(self) -> Knowledge:
        """The player's information set (knowledge.Knowledge): groups of hidden places (of the
        table the view shows: a waiting paper run's entries so far)."""
        return knowledge(shown_state(self._state))

    def redealt(self, seed: int) -> State:
        """A state consistent with everything the player knows, hidden groups dealt from `seed`."""
        return redeal(self._state, seed)

    def public_events(self) -> list[Event]:
        """The last command's events as the player saw them (public.public_events)."""
        return public_events(self.last_events)

    def last_checks(self) -> list[Any]:
        """The last command's checks with the odds the player could know before each one."""
        return (
            check_view.check_odds(self._last_pre, self.last_events)
            if self._last_pre is not None
            else []
        )

    def odds(self, dice: int, target: int) -> float:
        """P(next `dice` draws sum >= target) from the player's knowledge, not the true wall."""
        return float(known_odds(self.knowledge(), dice, target))

    def odds_now(self, dice: int, target: int, op: str = ">=") -> fractions.Fraction:
        """The odds of a check made now (`op` ">=", "<=" or "=="), from the player's knowledge."""
        return check_view.odds_now(self.knowledge(), dice, target, op)

    def fight_odds(self) -> list[fight_view.FightOdds]:
        """The attack rolls of a fight now, each with its odds from the player's knowledge."""
        return fight_view.fight_odds(self._state, self.rules, self.knowledge())


def _replay_entry(game: Game, e: journal_ops.Entry) -> str | None:
    """Apply one journal entry; None, or why it cannot be (the game is then unchanged only
    for a refused entry, so the caller rebuilds the good prefix)."""
    try:
        journal_ops.apply(game, e)
    except Rejected as exc:
        return f"is not allowed here: {exc.reason}"
    except ValueError as exc:
        return f"does not reproduce its saved state: {exc}"
    return None
