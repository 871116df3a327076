"""The floor-by-floor story of a run, re-derived from its commands' events.

    floors(game) -> [{"floor", "commands", "tiles_drawn", "monsters_met", "monsters_killed",
                      "damage_taken", "items_found"}, ...]   in the order the floors were visited

A command counts for the floor the PC stood on when it was given (the stairs command belongs
to the floor it leaves); its events count for the floor the PC is on when they happen (the
monsters met on arriving belong to the new floor, those of the start room to floor 1). A floor
visited twice gets a second row.

Damage taken counts only HP lost to damage (the engine's lose_hp, poison's included): a rest or
step heal can overshoot and be capped back to the maximum in the same command, and a level
drain lowers the maximum; neither is damage.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from jongrogue.engine import Command, Game
from jongrogue.engine.core.events import Event
from jongrogue.engine.core.model import State


def replay_events(
    game: Game, opening: bool = False
) -> Iterator[tuple[State, Command | None, list[Event]]]:
    """Yield (state before, command, events) for every command of the line of play, on a
    fresh copy (the given game is not touched); with ``opening``, first (the opening state,
    None, the opening's events: the first floor dealt, the start room's encounter)."""
    h = game.header
    fresh = Game.new(
        h["seed"], game.options, h.get("box_order"), h["created"]
    )  # (a paper run's too)
    if opening:
        yield fresh.opening_state, None, list(fresh.last_events)
    for command in game.commands:
        before = fresh.state
        yield before, command, fresh.execute(command)


def _row(floor: int) -> dict[str, Any]:
    return {
        "floor": floor,
        "commands": 0,
        "tiles_drawn": 0,
        "monsters_met": 0,
        "monsters_killed": 0,
        "damage_taken": 0,
        "items_found": 0,
    }


def _met(e: Event) -> bool:
    """A monster comes face up: an encounter tile turned over, or one placed awake (a wandering
    or created monster, straight from the wall into a free slot)."""
    value = e.data.get("value")
    if getattr(value, "monster", None) is None:
        return False
    return (e.kind == "slot" and e.data.get("reason") == "revealed") or e.kind == "hand_to_slot"


def floors(game: Game) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for before, command, events in replay_events(game, opening=True):
        floor = before.pc.floor
        if not rows or rows[-1]["floor"] != floor:
            rows.append(_row(floor))
        row = rows[-1]
        row["commands"] += command is not None
        for e in events:
            d = e.data
            if e.kind == "pc" and "floor" in d.get("set", {}) and d["set"]["floor"] != row["floor"]:
                rows.append(_row(d["set"]["floor"]))
                row = rows[-1]
            if e.kind == "drawn":
                row["tiles_drawn"] += 1
            elif _met(e):
                row["monsters_met"] += 1
            elif e.kind == "slot_discarded" and d.get("reason") == "killed":
                row["monsters_killed"] += 1
            elif e.kind == "pc" and d.get("reason") == "lose_hp":
                row["damage_taken"] += d["old"]["hp"] - d["set"]["hp"]
            elif e.kind == "item" and d.get("reason") == "pick_up" and d.get("delta", 0) > 0:
                row["items_found"] += d["delta"]
    return rows
