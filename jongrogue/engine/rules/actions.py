"""decide(state, command) -> (events, new state) or Rejected: one command, resolved (§6.5)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import repeat
from operator import is_
from typing import Any

from jongrogue.data import Rules
from jongrogue.engine.core.events import Event
from jongrogue.engine.core.model import State
from jongrogue.engine.core.queries import combat_now, room_here

from ..core.commands import Command, Rejected
from ..core.pipeline import Ctx, run_row
from ..core.queries import hostile_monsters, living_monsters, pcs_room
from ..core.tx import PcDied, Tx
from . import camp, combat, endings, items, movement, paper, scrolls, setup
from .attack import pc_attack, shoot
from .check_index import plans_for
from .legal import explain, legal_commands

COMBAT_ACTIONS = ("melee", "pass", "quaff", "read")
UNGATED = ("rest", "forced_end", "abandon")
ENDS = ("forced_end", "abandon")  # declarations outside the game: legal at a paper prompt too


def _in_combat(tx: Tx) -> bool:
    return tx.state.context == "combat_turn"


def _combat_round(tx: Tx, action: Callable[[], object]) -> None:
    """One melee turn (§8.3.3): PC action, monster phase, end of turn."""
    action()
    if tx.state.context != "combat_turn" or tx.state.combat is None:
        return
    combat.monster_phase(tx)
    if tx.state.combat is not None:
        combat.end_turn(tx)


def _after_ranged_shot(tx: Tx) -> None:
    c = tx.state.combat
    if c is None or tx.state.context != "ranged_phase":
        return
    room = pcs_room(tx.state)
    if c.ranged_over or c.shots >= tx.p["ranged_shots"] or not living_monsters(tx.state, room):
        tx.emit("combat", combat=c.evolve(ranged_over=True))
        combat.begin_melee(tx)


def _pass(tx: Tx, command: Command) -> None:
    def lost() -> None:
        if tx.state.pc.has("frozen"):
            tx.emit("combat", combat=combat_now(tx.state).evolve(frozen_spent=True))
        tx.note("action_lost")

    _combat_round(tx, lost)


def _quaff_or_read(tx: Tx, command: Command) -> None:
    a = command.arg
    act: Callable[[], None] = (
        (lambda: items.quaff(tx, a("kind")))
        if command.type == "quaff"
        else (lambda: scrolls.read(tx, a("kind"), a("target")))
    )
    _combat_round(tx, act) if _in_combat(tx) else act()


def _shoot(tx: Tx, command: Command) -> None:
    a = command.arg
    shoot(tx, room_here(tx.state), a("slot"), a("ammo"))
    _after_ranged_shot(tx)


def _end_ranged_phase(tx: Tx, command: Command) -> None:
    tx.emit("combat", combat=combat_now(tx.state).evolve(ranged_over=True))
    combat.begin_melee(tx)


# command type -> its resolution (a table: the bot's commonest commands were far down an if-chain)
_HANDLERS: dict[str, Callable[[Tx, Command], object]] = {
    "move_room_to_door": lambda tx, c: movement.move_room_to_door(tx, c.arg("dir")),
    "move_door_to_room": lambda tx, c: movement.move_door_to_room(tx),
    "move_door_to_corridor": lambda tx, c: movement.move_door_to_corridor(tx),
    "move_corridor_to_door": lambda tx, c: movement.move_corridor_to_door(tx, c.arg("end")),
    "search": lambda tx, c: movement.search(tx, c.arg("dir")),
    "rest": lambda tx, c: movement.rest(tx),
    "use_stairs": lambda tx, c: movement.use_stairs(tx),
    "pick_up": lambda tx, c: items.pick_up(tx, room_here(tx.state), c.arg("slot")),
    "camp": lambda tx, c: tx.emit("context", context="camp", combat=None),
    "end_camp": lambda tx, c: camp.end_camp(tx),
    "equip": lambda tx, c: camp.equip(tx, c.arg("item")),
    "unequip": lambda tx, c: camp.unequip(tx, c.arg("item")),
    "discard": lambda tx, c: camp.discard(tx, c.arg("item")),
    "flip_wind_plate": lambda tx, c: tx.set_pc(
        "flip_wind_plate", wind_plate="south" if tx.state.pc.wind_plate == "east" else "east"
    ),
    "fight": lambda tx, c: combat.start_combat(tx),
    "attack": lambda tx, c: combat.start_combat(tx, deliberate=True),
    "shoot": _shoot,
    "end_ranged_phase": _end_ranged_phase,
    "melee": lambda tx, c: _combat_round(
        tx, lambda: pc_attack(tx, room_here(tx.state), c.arg("slot"))
    ),
    "pass": _pass,
    "quaff": _quaff_or_read,
    "read": _quaff_or_read,
    "continue": lambda tx, c: combat.next_turn(tx),
    "game_over": lambda tx, c: endings.game_over(tx),
    "continue_game": lambda tx, c: endings.continue_game(tx),
    "forced_end": lambda tx, c: endings.forced_end(tx),
    "abandon": lambda tx, c: endings.abandon(tx),
}


def _handle(tx: Tx, command: Command) -> None:
    handler = _HANDLERS.get(command.type)
    if handler is None:  # pragma: no cover - COMMAND_TYPES and this table are kept in step by tests
        raise Rejected(f"unknown command {command.type}", "unknown")
    handler(tx, command)


def settle(tx: Tx) -> None:
    """§6.5 step 7: a pending fight-or-flee choice when a hostile monster is in the PC's room."""
    s = tx.state
    if s.context not in ("explore", "choice"):  # (in a fight, nothing to settle)
        return
    hostile = hostile_monsters(s, pcs_room(s))
    if s.context == "explore" and hostile:
        tx.emit("context", context="choice", combat=None)
    elif s.context == "choice" and not hostile:
        tx.emit("context", context="explore", combat=None)


def decide(
    state: State, command: Command, rules: Rules, legal: list[Command] | None = None
) -> tuple[list[Event], State]:
    """Validate and resolve `command`. Returns (events, new_state); raises Rejected.
    `legal`: legal_commands(state, rules) if the caller has it already."""
    legal = legal if legal is not None else legal_commands(state, rules)
    # Commands are memoised (commands.cmd), so an identity scan usually finds it without
    # calling the dataclass __eq__ on every command before it.
    if not any(map(is_, legal, repeat(command))) and command not in legal:
        code, reason = explain(state, rules, command)
        raise Rejected(reason, code)
    if state.options.tiles == "digital":
        return _resolved(Tx(state, rules, plans_for(rules, state.options)), command)
    answers: tuple[Any, ...] = ()
    resolving: Command | None = command
    if state.paper is not None:  # a tile entered: resolve the waiting command again
        if command.type in ENDS:  # the run ends as the tiles entered left the table
            return _resolved(paper.stopped(state, rules, plans_for(rules, state.options)), command)
        state, pending = paper.resumed(state)
        resolving, answers = pending.command, pending.entered + (paper.answer(command),)
    tx = paper.PaperTx(state, rules, plans_for(rules, state.options), answers)
    try:
        return _resolved(tx, resolving)
    except paper.NeedTile as need:
        return [], paper.waiting(state, resolving, answers, need, tx)


def _resolved(tx: Tx, command: Command | None) -> tuple[list[Event], State]:
    """The command's events and resulting state (command None: the game's opening)."""
    if command is None:
        return _opening(tx)
    state = tx.state
    try:
        if command.type in UNGATED or state.context != "explore":
            # 休憩以外の行動をとる gates actions taken out of combat; a forced fight, a lost
            # combat action (pass) and the death choice are not such actions (§7.2), and
            # forced end / abandon are declarations outside the game: they end it at once.
            _handle(tx, command)
        else:
            run_row(tx, "act_other_than_rest", Ctx(), lambda c: _handle(tx, command))
        settle(tx)
    except PcDied as death:
        endings.on_death(tx, death.cause)
    return tx.events, tx.finish()


def opening(state: State, rules: Rules) -> tuple[list[Event], State]:
    """Game start (§4 step 7): the first floor setup and the start room's encounter. A paper
    run waits for its first tile instead (the opening resumes as its pending command)."""
    plans = plans_for(rules, state.options)
    if state.options.tiles == "digital":
        return _opening(Tx(state, rules, plans))
    tx = paper.PaperTx(state, rules, plans)
    try:
        return _opening(tx)
    except paper.NeedTile as need:
        return [], paper.waiting(state, None, (), need, tx)


def _opening(tx: Tx) -> tuple[list[Event], State]:
    try:
        setup.floor_setup(tx)
        settle(tx)
    except PcDied as death:  # pragma: no cover - a fresh PC cannot die during setup
        endings.on_death(tx, death.cause)
    return tx.events, tx.finish()
