"""The doors the dungeon map draws on a room, read from the view: the room's own wind tiles
(a dead one toward the floor's edge included) and every side where a known open corridor
arrives, even when only the neighbour's wind tile opened it. The map and the room's tooltip
both read this, so the tooltip lists the door you stand at."""

from __future__ import annotations

from typing import Any

from jongrogue.engine.core.tiles import corridor_key, neighbour

SIDES = ("north", "east", "south", "west")


def corridor_open(view: dict[str, Any], r: int, d: str) -> bool:
    n = neighbour(r, d)
    if n is None:
        return False
    return view["dungeon"]["corridors"].get(corridor_key(r, n)) in ("open", "found")


def map_doors(view: dict[str, Any], r: int) -> list[str]:
    """Room r's doors on the map, north, east, south, west."""
    printed = view["dungeon"]["rooms"][str(r)]["doors"]
    return [d for d in SIDES if d in printed or corridor_open(view, r, d)]
