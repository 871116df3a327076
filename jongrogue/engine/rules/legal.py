"""The legal-action table (§7.2): every command that is legal now, and why one is not."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from jongrogue.data import Rules
from jongrogue.engine.core.queries import room_here

from ..core.commands import Command, cmd
from ..core.memo import Last
from ..core.model import State
from ..core.queries import (
    front_monster,
    has_stairs,
    living_monsters,
    open_sides,
    pcs_room,
    pickable,
    usable_ranged,
)
from ..core.tiles import DIRECTIONS, neighbour
from . import paper
from .camp import can_discard, can_equip, can_unequip, end_camp_discards
from .scrolls import SINGLE_TARGET, scroll_targets

# Commands without arguments (and the two corridor moves), made once: legal_commands lists
# some of them at every state.
BARE = {
    c.type: c
    for c in (
        cmd("abandon"),
        cmd("camp"),
        cmd("continue"),
        cmd("continue_game"),
        cmd("end_camp"),
        cmd("end_ranged_phase"),
        cmd("fight"),
        cmd("flip_wind_plate"),
        cmd("forced_end"),
        cmd("game_over"),
        cmd("move_door_to_corridor"),
        cmd("move_door_to_room"),
        cmd("pass"),
        cmd("rest"),
        cmd("use_stairs"),
    )
}
TOWARD, BACK = cmd("move_corridor_to_door", end="toward"), cmd("move_corridor_to_door", end="back")
# ... and the commands with a side or a slot
TO_DOOR = {d: cmd("move_room_to_door", dir=d) for d in DIRECTIONS}
SEARCH = {d: cmd("search", dir=d) for d in DIRECTIONS}
PICK_UP, ATTACK, MELEE = (
    {i: cmd(kind, slot=i) for i in range(1, 9)} for kind in ("pick_up", "attack", "melee")
)


def _end_commands(state: State) -> list[Command]:
    return [BARE["forced_end"]] if state.options.has("forced_end_bonus") else [BARE["abandon"]]


# The quaff / read commands, kept per items tuple as (what else the answer depends on,
# {that: commands}): the items rarely change from one state to the next. Without a scroll the
# potions are all; the monsters of the PC's room (the targets) matter only for a scroll aimed at
# one.
_QUAFF_READ = Last()
_NOTHING, _NOT_TARGETS, _EVERYTHING = 0, 1, 2


def _quaff_read_plan(items: tuple[Any, ...]) -> tuple[Any, ...]:
    scrolls = [it.kind for it, _ in items if it.sheet == "scrolls"]
    aimed = any(k in SINGLE_TARGET or k.startswith("key:") for k in scrolls)
    return (_EVERYTHING if aimed else _NOT_TARGETS) if scrolls else _NOTHING, {}


def _quaff_read(state: State) -> list[Command]:
    hit = _QUAFF_READ.one(state.items, _quaff_read_plan, state.items)
    depends = hit[0]
    if depends == _NOTHING:
        blind, targets, key = False, [], None
    else:
        blind = state.pc.has("blind")
        targets = [] if blind or depends == _NOT_TARGETS else scroll_targets(state)
        key = (blind, tuple(targets), state.options.has("identification"))
    out = hit[1].get(key)
    if out is None:
        out = hit[1][key] = tuple(_quaff_read_now(state, blind, targets))
    return list(out)


def _quaff_read_now(state: State, blind: bool, targets: list[Any]) -> list[Command]:
    out = [cmd("quaff", kind=it.kind) for it, n in state.items if it.sheet == "potions"]
    if blind:
        return out
    keys = [it.kind for it, n in state.items if it.kind.startswith("key:")]
    for it, _n in state.items:
        if it.sheet != "scrolls":
            continue
        if it.kind in SINGLE_TARGET and targets:
            out += [cmd("read", kind=it.kind, target=t) for t in targets]
        elif it.kind == "identify" and keys and state.options.has("identification"):
            out += [cmd("read", kind=it.kind, target=k) for k in keys]
        elif it.kind.startswith("key:"):
            # unidentified: it may be aimed at a monster or a key before its effect is known
            out.append(cmd("read", kind=it.kind, target=None))
            out += [cmd("read", kind=it.kind, target=t) for t in targets]
            out += [cmd("read", kind=it.kind, target=k) for k in keys if k != it.kind]
        else:
            out.append(cmd("read", kind=it.kind, target=None))
    return out


def _flee(state: State) -> list[Command]:
    pos = state.pc.position
    if pos.kind == "room":
        return [TO_DOOR[d] for d in open_sides(state, room_here(state))]
    if pos.kind == "door":
        return [BARE["move_door_to_corridor"]]
    return []


@lru_cache(maxsize=128)
def _room_moves(room: int, sides: tuple[Any, ...]) -> tuple[Any, ...]:
    """To a door through each open side, search each other side with a neighbour, rest, camp."""
    return (
        tuple(TO_DOOR[d] for d in sides)
        + tuple(SEARCH[d] for d in DIRECTIONS if neighbour(room, d) and d not in sides)
        + (BARE["rest"], BARE["camp"])
    )


def _explore(state: State, rules: Rules) -> list[Command]:
    pc, pos = state.pc, state.pc.position
    if pc.has("asleep"):
        return [BARE["rest"]]
    out: list[Command] = []
    if pos.kind == "room":
        r = room_here(state)
        out += _room_moves(r, tuple(open_sides(state, r)))
        if not pc.has("levitating"):
            out += [PICK_UP[i] for i in pickable(state, r)]
        going_up = pc.has_amulet and pc.wind_plate == "south"
        if has_stairs(state, r) and (going_up or pc.floor < rules.params["floor_cap"]):
            out.append(BARE["use_stairs"])
        out += _quaff_read(state)
        out += [ATTACK[i] for i, _ in living_monsters(state, r)]
    elif pos.kind == "door":
        out += [BARE["move_door_to_room"], BARE["move_door_to_corridor"], BARE["rest"]]
        out += _quaff_read(state)
        if usable_ranged(state):
            out += [ATTACK[i] for i, _ in living_monsters(state, pos.room)]
    else:
        out += [TOWARD, BACK, BARE["rest"]]
        out += _quaff_read(state)
    if pc.has_amulet:
        out.append(BARE["flip_wind_plate"])
    return out


def _ranged(state: State) -> list[Command]:
    room = pcs_room(state)
    out = [
        cmd("shoot", slot=i, ammo=a)
        for i, m in living_monsters(state, room)
        if not m.has("hasted")
        for a in usable_ranged(state)
    ]
    return out + [BARE["end_ranged_phase"]] + _flee(state)


def _melee(state: State) -> list[Command]:
    pc, pos = state.pc, state.pc.position
    if pc.has("asleep") or pc.has("frozen"):
        return [BARE["pass"]]
    room = pcs_room(state)
    if pos.kind == "door":
        f = front_monster(state, room_here(state))
        targets = [f] if f else []
    else:
        targets = [i for i, _ in living_monsters(state, room)]
    return [MELEE[i] for i in targets] + _quaff_read(state)


def _camp(state: State, rules: Rules) -> list[Command]:
    out = []
    for it, n in state.items:
        if can_equip(state, rules, it, n):
            out.append(cmd("equip", item=it))
        if can_unequip(it, n):
            out.append(cmd("unequip", item=it))
        if can_discard(it, n):
            out.append(cmd("discard", item=it))
    # §8.11: the player chooses what to keep — the camp ends only once nothing is over a limit
    return out + ([] if end_camp_discards(state, rules) else [BARE["end_camp"]])


# The last answer, (state, rules, commands): a caller of decide() without its legal list has
# usually just asked for it (to pick a command), and decide checks against the same list. The
# entry keeps its state alive, so the identity test cannot match a new object at a reused
# address; read and replaced as one tuple (the advisor runs games in threads).
_LAST: list[Any] = [(None, None, ())]


def legal_commands(state: State, rules: Rules) -> list[Command]:
    hit = _LAST[0]
    if hit[0] is state and hit[1] is rules:
        return list(hit[2])
    out = _legal_now(state, rules)
    if type(state) is State:  # (never a transaction's draft: that one changes)
        _LAST[0] = (state, rules, tuple(out))
    return out


def _legal_now(state: State, rules: Rules) -> list[Command]:
    c = state.context
    if c == paper.CONTEXT:  # the tile being turned up, or the run's end declared
        return paper.tile_commands(state) + _end_commands(state)
    if c in ("game_over", "victory"):
        return []
    if c == "dead":
        return [BARE["game_over"], BARE["continue_game"]]
    if c == "explore":
        out = _explore(state, rules)
    elif c == "choice":
        out = [BARE["fight"]] + ([] if state.pc.has("asleep") else _flee(state))
    elif c == "ranged_phase":
        out = _ranged(state)
    elif c == "combat_turn":
        out = _melee(state)
    elif c == "turn_end":
        out = [BARE["continue"]] + ([] if state.pc.has("frozen") else _flee(state))
    elif c == "camp":
        out = _camp(state, rules)
    else:
        out = []
    return out + _end_commands(state)


def explain(state: State, rules: Rules, command: Command) -> tuple[str, str]:
    """(code, English reason) for an illegal command."""
    c, pc = state.context, state.pc
    legal_types = {x.type for x in legal_commands(state, rules)}
    if c == paper.CONTEXT:
        if command.type != "tile":
            return (
                "tile_wanted",
                "A tile is being turned up: enter it first (or undo, or end the run).",
            )
        pending = paper.pending_of(state)
        if pending is not None and paper.searching(pending):
            return "not_a_link_row", "That is not a face-down link row of this sheet."
        where = pending.place[0] if pending is not None else "wall"
        return "tile_accounted_for", paper.refusal(str(paper.answer(command)), where, rules)
    if c in ("game_over", "victory"):
        return "run_over", "The run is over."
    if command.type not in legal_types:
        if pc.has("asleep") and c == "explore":
            return "asleep", "The PC is asleep: only rest is possible."
        if pc.has("frozen") and c in ("combat_turn", "turn_end"):
            return "frozen", "The PC is frozen: this turn's action is lost."
        if command.type == "pick_up" and pc.has("levitating"):
            return "levitating", "The PC is levitating and cannot pick anything up."
        if command.type == "read" and pc.has("blind"):
            return "blind", "The PC is blind and cannot read."
        if command.type == "use_stairs":
            return "no_stairs", "There are no stairs in this room."
        if command.type == "end_camp" and c == "camp":
            return (
                "over_carry_limit",
                "Some sheets are over their carry limit: discard what you will not keep first.",
            )
        return (
            "wrong_context",
            f"'{command.type}' is not possible now ({c}, PC {pc.position.kind}).",
        )
    if command.type == "move_room_to_door":
        return (
            "corridor_closed",
            "No known-open corridor leads that way: search for a hidden passage first.",
        )
    if command.type == "search":
        return (
            "corridor_open",
            "That side has no neighbouring room, or its corridor is already open.",
        )
    if command.type in ("equip", "unequip", "discard"):
        return (
            "cursed_or_missing",
            "That item cannot be moved: it is cursed, missing, or the slots are full.",
        )
    if command.type in ("melee", "shoot", "attack", "pick_up"):
        return "bad_target", "That slot holds no valid target."
    return "illegal", f"'{command.type}' is not legal with these arguments."
