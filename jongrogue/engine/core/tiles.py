"""Tile codes (spec §0.2) and the box composition per rule set (§3.1, D9).

m1–m9 萬子 (monster), p1–p9 筒子 (p1–p6 trap, p7–p9 gold), s1–s9 索子 (item);
T N S P are the winds 東 南 西 北 — T=east, N=south, S=west, P=north; pR / sR red fives (stairs).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from jongrogue.data import Rules

WIND_DIRECTION = {"T": "east", "N": "south", "S": "west", "P": "north"}
DIRECTIONS = ("east", "south", "west", "north")
STAIRS_TILES = ("pR", "sR")
FACE_DOWN = "U"


# Every number tile's suit and number, looked up (rules ask at every draw).
_NUMBERED = {f"{s}{n}": (s, n) for s in "mps" for n in range(10)}


def suit(tile: str) -> str | None:
    hit = _NUMBERED.get(tile)
    return hit[0] if hit else None


def number(tile: str) -> int:
    """The number of an m/p/s tile (1–9); every wall tile has one [seed §基本事項]."""
    try:
        return _NUMBERED[tile][1]
    except KeyError:
        raise ValueError(f"tile {tile!r} has no number") from None


def number_tiles(copies: int) -> list[str]:
    return [f"{s}{n}" for s in "mps" for n in range(1, 10) for _ in range(copies)]


def box_composition(rules: Rules, identification: bool) -> dict[str, Counter[Any]]:
    """Zone → Counter of tiles at game start: wall, status field, spare, links, dungeon."""
    spec = rules.box["rulesets"]["identification" if identification else "standard"]
    wall = Counter(number_tiles(spec["wall_copies"]))
    set_aside = Counter(dict(spec["set_aside"]))
    if not identification:
        wall.subtract(set_aside)  # the PC's p1 comes out of the 4-copy set
    zones = {
        "wall": +wall,
        "status": Counter({"p1": 1}),
        "spare": Counter({"p1": set_aside["p1"] - 1}) if set_aside["p1"] > 1 else Counter(),
        "links": Counter(number_tiles(1)) if spec["link_tiles"] else Counter(),
        "dungeon": Counter(dict(rules.box["dungeon_tiles"])),
    }
    return zones


def neighbour(room: int, direction: str) -> int | None:
    """Keypad room ids 1–9 (§5.5): row 0 is north, column 0 is west."""
    try:
        return _NEIGHBOURS[room, direction]  # rules ask this a dozen times per command
    except (KeyError, TypeError):
        return _neighbour(room, direction)


def _neighbour(room: int, direction: str) -> int | None:
    row, col = divmod(room - 1, 3)
    if direction == "east":
        return room + 1 if col < 2 else None
    if direction == "west":
        return room - 1 if col > 0 else None
    if direction == "south":
        return room + 3 if row < 2 else None
    if direction == "north":
        return room - 3 if row > 0 else None
    raise ValueError(direction)


def direction_between(a: int, b: int) -> str:
    try:
        return _BETWEEN[a, b]
    except (KeyError, TypeError):
        raise ValueError(f"rooms {a} and {b} are not adjacent") from None


def corridor_key(a: int, b: int) -> str:
    try:
        return _KEYS[a, b]
    except (KeyError, TypeError):
        lo, hi = sorted((a, b))
        return f"{lo}-{hi}"


_NEIGHBOURS = {(r, d): _neighbour(r, d) for r in range(1, 10) for d in DIRECTIONS}
_BETWEEN = {(r, n): d for (r, d), n in _NEIGHBOURS.items() if n is not None}
_KEYS = {(a, b): f"{min(a, b)}-{max(a, b)}" for a in range(1, 10) for b in range(1, 10)}


ALL_CORRIDORS = tuple(
    corridor_key(r, n)
    for r in range(1, 10)
    for d in ("east", "south")
    if (n := neighbour(r, d)) is not None
)
