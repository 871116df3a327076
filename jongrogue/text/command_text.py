"""Readable labels and keyboard keys for engine commands (the action bar and the menus)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from jongrogue.data import load_table
from jongrogue.engine import Command
from jongrogue.text.fight_words import attack_label, end_label
from jongrogue.text.paper_words import tile_named
from jongrogue.text.strings import Texts
from jongrogue.text.tile_words import tile_word
from jongrogue.text.words import (
    ARROW,
    OPPOSITE,
    item_name,
    monster_name,
    room_slot,
    side_towards,
    tt,
)

# command types that never get a button of their own (they live in the pause menu)
MENU_ONLY = ("abandon", "forced_end")
FLEE_CONTEXTS = ("choice", "ranged_phase", "turn_end")
ARROW_KEYS = {"north": "up", "east": "right", "south": "down", "west": "left"}
EXTRA_KEYS = {
    "end_ranged_phase": "x",
    "attack": "a",
    "pick_up": "p",
    "game_over": "g",
    "continue_game": "c",
    "end_camp": None,
    "continue": None,
    "melee": None,
}
# hitting a monster: the number keys choose its slot (1–4); nothing else ever gets a number
SLOT_KINDS = ("melee", "attack")


class KeySpec:
    """A key (pygame key name) with an optional Shift. ``menu``: the key of a kind with several
    commands (it opens a menu of them; not part of equality); ``then``: the number that picks
    this command in that menu (shown as "P→2")."""

    def __init__(
        self, name: str, shift: bool = False, menu: bool = False, then: int | None = None
    ) -> None:
        self.name, self.shift, self.menu, self.then = name, shift, menu, then

    def __eq__(self, other: object) -> bool:
        return isinstance(other, KeySpec) and (self.name, self.shift) == (other.name, other.shift)

    def __hash__(self) -> int:
        return hash((self.name, self.shift))

    def __repr__(self) -> str:
        return f"KeySpec({self.name!r}, shift={self.shift})"


def _slot_thing(ctx: Texts, view: dict[str, Any], slot: object, spelt: bool = False) -> str:
    """What is in ``slot`` of the PC's room with its number ("Kestrel #2"); ``spelt``: the slot
    in words ("Kestrel in slot 2"), where a menu's number beside it is not the slot's."""
    thing = ""
    s = room_slot(view, slot)
    if s is not None:
        if s.get("monster"):
            thing = monster_name(ctx, s["monster"]["id"])
        elif s.get("gold"):
            thing = f"{tt(ctx, 'gold')} {s['gold']}"
        elif s.get("tile") and s["tile"] != "U":
            # the tile as the language writes it: its code in English ("Item (s9)", as typed),
            # its name in Japanese (「アイテム（九索）」)
            code = s["tile"]
            tile = tile_word(ctx, code) if ctx.lang == "ja" else code
            thing = tt(ctx, "slot_tile", meaning=_tile_meaning(ctx, code), tile=tile)
    if spelt:
        return tt(ctx, "slot_of", thing=thing, n=slot) if thing else tt(ctx, "slot_n", n=slot)
    return f"{thing} #{slot}" if thing else f"#{slot}"


def _tile_meaning(ctx: Texts, code: str) -> str:
    suit, n = code[0], code[1:]
    if suit == "p" and n.isdigit() and int(n) >= 7:
        return tt(ctx, "gold")
    if suit == "s":
        return tt(ctx, "item")
    return ctx.name(f"tile.{suit}") if suit in "mps" else code


@lru_cache(maxsize=1)
def _held_blocks() -> frozenset[Any]:
    """Command types a held PC cannot perform (their check row has the gate_pc_held gate)."""
    return frozenset(
        row["id"]
        for row in load_table("checks")["check_table"]
        if "gate_pc_held" in row.get("before", ())
    )


def cannot_succeed(command: Command, view: dict[str, Any]) -> bool:
    """True when the command is legal but certain to fail (fleeing while held)."""
    return "held" in (view["pc"].get("states") or ()) and command.type in _held_blocks()


def label(ctx: Texts, command: Command, view: dict[str, Any], spelt: bool = False) -> str:
    """A short readable label: 'To the door ▶ East', 'Melee: Kestrel #5'; ' · 0 %' when the
    command cannot succeed; ``spelt``: a slot in words ('Shoot: Kestrel in slot 2 (Arrows)')."""
    text = _label(ctx, command, view, spelt)
    return f"{text} · 0 %" if cannot_succeed(command, view) else text


def menu_labels(ctx: Texts, commands: Sequence[Command], view: dict[str, Any]) -> list[str]:
    """The labels of a kind's menu (its number keys: ``menu_numbers``). Where the numbers are
    not the slots' (two kinds of ammo: 1 and 2 both shoot at slot 2) each says its slot in
    words, so that no "#2" stands beside the number 1."""
    slotted = [c.arg("slot") for c in commands]
    spelt = any(isinstance(s, int) for s in slotted) and menu_numbers(commands) != slotted
    return [label(ctx, c, view, spelt) for c in commands]


def _label(ctx: Texts, command: Command, view: dict[str, Any], spelt: bool = False) -> str:
    t = command.type
    name = ctx.name(f"action.{t}")
    context = view.get("context")
    pos = view["pc"]["position"]
    if t in ("move_room_to_door", "search"):
        d = command.arg("dir")
        text = f"{name} {ARROW.get(d, '')} {ctx.name(f'direction.{d}')}"
        return _flee(ctx, text, t, context)
    if t == "move_door_to_corridor":
        return _flee(ctx, name, t, context)
    if t == "end_ranged_phase":  # "End shooting (the fight ends)" when no melee follows
        return end_label(ctx, name, view)
    if t == "move_corridor_to_door":
        end = command.arg("end")
        room = pos.get("to") if end == "toward" else pos.get("from")
        d = _corridor_dir(pos, end)
        return f"{name} {ARROW.get(d, '') if d else ''} {tt(ctx, 'room_n', n=room)}"
    if t == "tile":  # a paper run's entered tile, or a link row
        if command.arg("row") is not None:
            return f"{name}: {tt(ctx, 'paper.row')} {command.arg('row')}"
        return f"{name}: {tile_named(ctx, command.arg('tile'))}"
    if t == "attack":  # from a doorway it opens a fight of shots alone (fight_words.py)
        return (
            f"{attack_label(ctx, name, view)}: {_slot_thing(ctx, view, command.arg('slot'), spelt)}"
        )
    if t in ("melee", "pick_up"):
        return f"{name}: {_slot_thing(ctx, view, command.arg('slot'), spelt)}"
    if t == "shoot":
        ammo = ctx.name(f"ranged.{command.arg('ammo')}")
        return f"{name}: {_slot_thing(ctx, view, command.arg('slot'), spelt)} ({ammo})"
    if t in ("quaff", "read"):
        sheet = "potions" if t == "quaff" else "scrolls"
        text = f"{name}: {item_name(ctx, sheet, command.arg('kind'))}"
        target = command.arg("target")
        if target is not None:
            text += f" → {_slot_thing(ctx, view, target) if isinstance(target, int) else target}"
        return text
    if t in ("equip", "unequip", "discard"):
        it = command.arg("item")
        return f"{name}: {item_name(ctx, it.sheet, it.kind)}{tt(ctx, 'cursed_suffix') if it.cursed else ''}"
    return name


def _flee(ctx: Texts, text: str, t: str, context: str | None) -> str:
    if context in FLEE_CONTEXTS and t != "search":
        # from a room the flight is two steps: the fight goes on at the door (RULES §8.2)
        key = "flee_first" if t == "move_room_to_door" else "flee"
        return tt(ctx, key, flee=ctx.name("action.flee"), what=text)
    return text


def _corridor_dir(pos: dict[str, Any], end: str) -> str | None:
    a, b = pos.get("from"), pos.get("to")
    if a is None or b is None:
        return None
    d = side_towards(a, b)
    return d if end == "toward" or d is None else OPPOSITE.get(d)


def direction_of(command: Command, view: dict[str, Any]) -> tuple[str | None, bool]:
    """(direction, shift) of a command that an arrow key performs, else (None, False)."""
    t, pos = command.type, view["pc"]["position"]
    if t == "move_room_to_door":
        return command.arg("dir"), False
    if t == "search":
        return command.arg("dir"), True
    if t == "move_door_to_room":
        return OPPOSITE.get(pos.get("side")), False
    if t == "move_door_to_corridor":
        return pos.get("side"), False
    if t == "move_corridor_to_door":
        return _corridor_dir(pos, command.arg("end")), False
    return None, False


def assign_keys(
    commands: Sequence[Command], view: dict[str, Any], keys: dict[str, Any]
) -> list[KeySpec | None]:
    """Keys bound to kinds of action, so a key never silently changes kind between turns:
    arrows move (Shift+arrow searches); the number keys hit the monster in that slot (melee,
    or attack: "2" is always "hit slot 2"); every other kind has
    its own letter (settings), which opens a menu when the kind has several commands. Kinds
    without a letter get no key (Tab / mouse): no key ever falls through to another kind."""
    out: list[KeySpec | None] = [None] * len(commands)
    used: set[Any] = set()
    for i, c in enumerate(commands):
        d, shift = direction_of(c, view)
        if d:
            spec = KeySpec(keys.get(f"move_{d}", ARROW_KEYS[d]), shift)
            if spec not in used:
                out[i] = spec
                used.add(spec)
    types = [c.type for c in commands]
    numbered = next((t for t in SLOT_KINDS if t in types), None)
    for i, c in enumerate(commands):
        if out[i] is None and c.type == numbered and isinstance(c.arg("slot"), int):
            out[i] = KeySpec(str(c.arg("slot")))
    letters = {t: _type_key(t, keys) for t in types}
    for i, c in enumerate(commands):
        name = letters[c.type]
        if out[i] is not None or not name or KeySpec(name) in used:
            continue
        if c.type == numbered and types.count(c.type) > 1:
            continue  # the numbers choose among its slots
        group = [x for x in commands if letters[x.type] == name]
        then = menu_numbers(group)[group.index(c)] if len(group) > 1 else None
        out[i] = KeySpec(name, menu=len(group) > 1, then=then)
    return out


def menu_numbers(commands: Sequence[Command]) -> list[int]:
    """The numbers that pick ``commands`` in the menu of their key: their slot numbers when each
    has its own slot (P then 2 picks up slot #2, as the labels say), else 1, 2, 3 …"""
    slots = [c.arg("slot") for c in commands]
    if all(isinstance(s, int) for s in slots) and len(set(slots)) == len(slots):
        return slots
    return list(range(1, len(commands) + 1))


def kind_of(command: Command) -> str:
    """The kind of action a key stands for (moves and flights are one kind, so are hits)."""
    t = command.type
    if t.startswith("move_"):
        return "move"
    if t == "end_camp":
        return "camp"  # one key opens the camp and closes it again
    return "hit" if t in SLOT_KINDS else t


def _type_key(t: str, keys: Mapping[str, str | None]) -> str | None:
    if t in keys:
        return keys[t]
    if t in ("end_camp",):
        return keys.get("camp")
    if t in ("continue", "melee"):
        return keys.get("fight")
    return EXTRA_KEYS.get(t)


# the action bar's order: what a fight needs first, so it is never on a second page
BAR_FIRST = (
    "fight",
    "continue",
    "melee",
    "attack",
    "shoot",
    "end_ranged_phase",
    "game_over",
    "continue_game",
    "pick_up",
)


def bar_commands(commands: Iterable[Command]) -> list[Command]:
    """The bar's commands: by kind, and a potion's or scroll's in its sheet's row order, so Q 2
    is the second potion on the sheet (they came in the order of their ids)."""
    shown = [c for c in commands if c.type not in MENU_ONLY]
    rank = {t: i for i, t in enumerate(BAR_FIRST)}
    return sorted(shown, key=lambda c: (rank.get(c.type, len(BAR_FIRST)), _sheet_row(c)))


@lru_cache(maxsize=2)
def _rows(table: str) -> dict[str, int]:
    return {row["id"]: i for i, row in enumerate(load_table(table)[table])}


def _sheet_row(command: Command) -> tuple[int, str]:
    """A potion's or scroll's row on its sheet; an unidentified one (``key:m3``) after the known
    ones, by its key tile (the sheet's rows run m1 … p9, s1 … s9); (0, "") for other commands."""
    table = {"quaff": "potions", "read": "scrolls"}.get(command.type)
    kind = command.arg("kind")
    if table is None or not isinstance(kind, str):
        return (0, "")
    if kind.startswith("key:"):
        return (len(_rows(table)), kind)
    return (_rows(table).get(kind, len(_rows(table))), "")
