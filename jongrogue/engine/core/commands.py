"""Commands: plain-data player intents with to_dict / from_dict."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .model import Item

COMMAND_TYPES = (
    "move_room_to_door",
    "move_door_to_room",
    "move_door_to_corridor",
    "move_corridor_to_door",
    "search",
    "rest",
    "camp",
    "end_camp",
    "equip",
    "unequip",
    "discard",
    "pick_up",
    "use_stairs",
    "quaff",
    "read",
    "attack",
    "fight",
    "shoot",
    "end_ranged_phase",
    "melee",
    "pass",
    "continue",
    "forced_end",
    "abandon",
    "flip_wind_plate",
    "game_over",
    "continue_game",
    "tile",
)

# Argument name -> accepted Python types (validated when a journal is read).
ARG_TYPES: dict[str, tuple[Any, ...]] = {
    "dir": (str,),
    "end": (str,),
    "slot": (int,),
    "kind": (str,),
    "ammo": (str,),
    "target": (int, str, type(None)),
    "item": (dict,),
    "tile": (str,),
    "row": (int,),
}


class Rejected(Exception):
    """An illegal command: the state is unchanged. `code` is a stable id, `reason` English text."""

    def __init__(self, reason: str, code: str = "illegal") -> None:
        super().__init__(reason)
        self.reason = reason
        self.code = code


@dataclass(frozen=True)
class Command:
    """A player's command: its type and its arguments as (name, value) pairs."""

    type: str
    args: tuple[Any, ...] = ()

    def arg(self, name: str, default: Any = None) -> Any:
        for k, v in self.args:
            if k == name:
                return v
        return default

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"type": self.type}
        for k, v in self.args:
            d[k] = item_to_dict(v) if isinstance(v, Item) else v
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Command:
        if not isinstance(d, dict) or d.get("type") not in COMMAND_TYPES:
            raise ValueError(f"unknown command {d.get('type') if isinstance(d, dict) else d!r}")
        args = {}
        for k, v in d.items():
            if k == "type":
                continue
            if k not in ARG_TYPES or not isinstance(v, ARG_TYPES[k]) or isinstance(v, bool):
                raise ValueError(f"bad argument {k!r} for {d['type']}")
            args[k] = item_from_dict(v) if k == "item" else v
        return cmd(d["type"], **args)

    def __str__(self) -> str:
        inner = ", ".join(
            f"{k}={item_label(v) if isinstance(v, Item) else v}" for k, v in self.args
        )
        return f"{self.type}({inner})"


def cmd(type_: str, **args: Any) -> Command:
    items = tuple(args.items())
    try:
        return _command(type_, items)
    except TypeError:  # an unhashable argument: not memoisable, still a command
        return Command(type_, tuple(sorted(items)))


@lru_cache(maxsize=4096)
def _command(type_: str, items: tuple[Any, ...]) -> Command:
    """Commands are immutable values: the legal-command lists of successive states ask for the
    same few hundred again and again, so each is built once."""
    return Command(type_, tuple(sorted(items)))


def item_to_dict(it: Item) -> dict[str, Any]:
    return {"sheet": it.sheet, "kind": it.kind, "cursed": it.cursed, "equipped": it.equipped}


def item_from_dict(d: dict[str, Any]) -> Item:
    if (
        set(d) != {"sheet", "kind", "cursed", "equipped"}
        or not all(isinstance(d[k], str) for k in ("sheet", "kind"))
        or not all(isinstance(d[k], bool) for k in ("cursed", "equipped"))
    ):
        raise ValueError("bad item")
    return Item(d["sheet"], d["kind"], d["cursed"], d["equipped"])


def item_label(it: Item) -> str:
    return f"{it.sheet}.{it.kind}{'*' if it.cursed else ''}{'[E]' if it.equipped else ''}"
