"""The floor-by-floor story of a run, re-derived from its commands' events.

    floors(game) -> [{"floor", "commands", "tiles_drawn", "monsters_met", "monsters_killed",
                      "damage_taken", "items_found"}, ...]   in the order the floors were visited

A command counts for the floor the PC stood on when it was given (the stairs command belongs
to the floor it leaves); its events count for the floor the PC is on when they happen (the
monsters met on arriving belong to the new floor). A floor visited twice gets a second row.
"""
from __future__ import annotations

from jongrogue.engine import Game


def replay_events(game):
    """Yield (state before, command, events) for every command of the line of play, on a
    fresh copy (the given game is not touched)."""
    h = game.header
    fresh = Game.new(h["seed"], game.options, h.get("box_order"), h["created"])   # (a paper run's too)
    for command in game.commands:
        before = fresh.state
        yield before, command, fresh.execute(command)


def _row(floor: int) -> dict:
    return {"floor": floor, "commands": 0, "tiles_drawn": 0, "monsters_met": 0, "monsters_killed": 0,
            "damage_taken": 0, "items_found": 0}


def floors(game) -> list[dict]:
    rows: list[dict] = []
    for before, _command, events in replay_events(game):
        floor = before.pc.floor
        if not rows or rows[-1]["floor"] != floor:
            rows.append(_row(floor))
        row = rows[-1]
        row["commands"] += 1
        for e in events:
            d = e.data
            if e.kind == "pc" and "floor" in d.get("set", {}) and d["set"]["floor"] != row["floor"]:
                rows.append(_row(d["set"]["floor"]))
                row = rows[-1]
            if e.kind == "drawn":
                row["tiles_drawn"] += 1
            elif e.kind == "slot" and d.get("reason") == "revealed" and d["value"].monster is not None:
                row["monsters_met"] += 1
            elif e.kind == "slot_discarded" and d.get("reason") == "killed":
                row["monsters_killed"] += 1
            elif e.kind == "pc" and "hp" in d.get("set", {}) and "hp" in d.get("old", {}):
                row["damage_taken"] += max(0, d["old"]["hp"] - d["set"]["hp"])
            elif e.kind == "item" and d.get("reason") == "pick_up" and d.get("delta", 0) > 0:
                row["items_found"] += d["delta"]
    return rows
