"""The hidden places of a state and the tile at each (the information-set model's places).

Places: ("wall", i) (i = 0 is the top), ("slot", room, index), ("dungeon", room, 0|1),
("potion_link", row), ("scroll_link", row). Every hidden place belongs to a group keyed
"draw:<reshuffle number>" | "dungeon" | "potion_links" | "scroll_links" (views/knowledge.py).
A paper run (rules/paper.py) puts the tile the player entered at a place with ``with_tile``.
"""

from __future__ import annotations

from typing import Any

from jongrogue.engine.core.model import State

HIDDEN_FACES = ("down", "unseen")
DEALT_SLOTS = 4  # slots 1–4 of every room are dealt face down (§5.4)


def _slot_epoch(state: State, room: int, index: int) -> int:
    epochs = state.deal_epochs
    k = (room - 1) * DEALT_SLOTS + index - 1
    return epochs[k] if index <= DEALT_SLOTS and k < len(epochs) else state.reshuffles


def hidden_places(state: State) -> dict[tuple[Any, ...], tuple[str, str]]:
    """place -> (group key, true tile) for every hidden place of `state` (engine-internal)."""
    out: dict[tuple[Any, ...], tuple[str, str]] = {}
    draw = f"draw:{state.reshuffles}"
    for i, tile in enumerate(state.wall):
        out[("wall", i)] = (draw, tile)
    fl = state.floor
    if not state.pc.has("clairvoyant"):  # clairvoyance shows every face-down tile (§7)
        for r, room in enumerate(fl.encounter, 1):
            for i, slot in enumerate(room, 1):
                if slot.tile is not None and slot.face in HIDDEN_FACES:
                    out[("slot", r, i)] = (f"draw:{_slot_epoch(state, r, i)}", slot.tile)
    if fl.dungeon:
        for r, pair in enumerate(fl.dungeon, 1):
            if not fl.revealed[r - 1]:
                for k, tile in enumerate(pair):
                    out[("dungeon", r, k)] = ("dungeon", tile)
    for name, links in (("potion_link", state.potion_links), ("scroll_link", state.scroll_links)):
        for row, (tile, up) in enumerate(links, 1):
            if not up:
                out[(name, row)] = (name + "s", tile)
    return out


def face_down_slots(state: State) -> tuple[Any, ...]:
    """The places of the floor's face-down encounter tiles (what clairvoyance shows)."""
    return tuple(
        ("slot", r, i)
        for r, room in enumerate(state.floor.encounter, 1)
        for i, slot in enumerate(room, 1)
        if slot.tile is not None and slot.face == "down"
    )


def dungeon_pair(room: int) -> tuple[Any, ...]:
    """The places of a room's two dungeon tiles."""
    return ("dungeon", room, 0), ("dungeon", room, 1)


def place_order(place: tuple[Any, ...]) -> tuple[Any, ...]:
    kinds = ("wall", "slot", "dungeon", "potion_link", "scroll_link")
    return (kinds.index(place[0]),) + tuple(place[1:])


def tile_at(s: State, place: tuple[Any, ...]) -> str | None:
    """The tile at a hidden `place` (None at a slot without one)."""
    where = place[0]
    i: int = place[1]
    if where == "wall":
        return s.wall[i]
    if where == "slot":
        return s.slot(i, place[2]).tile
    if where == "dungeon":
        k: int = place[2]
        return s.floor.dungeon[i - 1][k]
    tile: str = getattr(s, where + "s")[i - 1][0]
    return tile


def with_tile(state: State, place: tuple[Any, ...], tile: str | None) -> State:
    """`state` with `tile` at hidden `place` (a draft changes in place)."""
    where = place[0]
    if where == "wall":
        wall: list[str | None] = list(state.wall)
        wall[place[1]] = tile
        return state.evolve(wall=tuple(wall))
    if where == "slot":
        slot = state.slot(place[1], place[2])
        return state.with_slot(place[1], place[2], slot.evolve(tile=tile))
    if where == "dungeon":
        pairs = [list(p) for p in state.floor.dungeon]
        pairs[place[1] - 1][place[2]] = tile
        return state.with_floor(dungeon=tuple(map(tuple, pairs)))
    field = place[0] + "s"  # potion_links / scroll_links
    links = list(getattr(state, field))
    links[place[1] - 1] = (tile, links[place[1] - 1][1])
    return state.evolve(**{field: tuple(links)})
