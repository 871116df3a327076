"""The player's information set: what a player at the table knows about the hidden tiles.

Every hidden tile belongs to a *group*: a known multiset of tiles spread uniformly over a known
set of hidden places. The player knows each group's places and multiset, never which tile lies
where. At the start all unseen box tiles form one group over the wall and the face-down encounter
slots; a deal moves places from the wall to face-down slots without changing their group; a
reshuffle makes the (seen) discard pile a new group over the new wall (the slots dealt before it
keep their old group); seeing a tile removes it and its place from its group. The unrevealed
dungeon tiles of the floor and the face-down link tiles of each sheet are groups of their own.

A group's multiset is computed from the true tiles at its places — it equals what the player
deduces (everything the box holds minus everything seen), so nothing hidden is disclosed.
``redeal(state, seed)`` returns a state with every group redealt uniformly: the advisor and any
rollout play on that, never on the true hidden state (in a paper run, never on the engine's
stand-in tiles either: the same knowledge gives the same redealt tables as a digital run's).

Places: ("wall", i) (i = 0 is the top), ("slot", room, index), ("dungeon", room, 0|1),
("potion_link", row), ("scroll_link", row).
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

from jongrogue.engine.core.model import State

from ..core.places import hidden_places, place_order
from ..core.rng import shuffled
from ..core.tiles import number


@dataclass(frozen=True)
class Group:
    """Hidden places whose tiles are known only as a multiset, and that multiset."""

    key: str  # "draw:<reshuffle number>" | "dungeon" | "potion_links" | "scroll_links"
    tiles: tuple[str, ...]  # the multiset, sorted
    places: tuple[Any, ...]  # where those tiles lie, in a canonical order

    def counts(self) -> Counter[Any]:
        return Counter(self.tiles)

    def number_counts(self) -> dict[int, int]:
        """Per-number counts 1–9 of the group's tiles (wall groups only)."""
        c = Counter(number(t) for t in self.tiles)
        return {n: c.get(n, 0) for n in range(1, 10)}

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "tiles": list(self.tiles),
            "places": [list(p) for p in self.places],
        }


@dataclass(frozen=True)
class Knowledge:
    """What the player can know of the hidden tiles: the groups, the wall and the discards."""

    groups: tuple[Group, ...]
    wall_count: int  # tiles left in the wall (the draws before a reshuffle)
    discard: tuple[str, ...]  # the face-up discard pile: the next reshuffle's multiset

    def group_of(self, place: tuple[Any, ...]) -> Group | None:
        return next((g for g in self.groups if place in g.places), None)

    @property
    def wall_group(self) -> Group | None:
        """The group the next draw comes from (None when the wall is empty)."""
        return self.group_of(("wall", 0)) if self.wall_count else None

    @property
    def wall_exact(self) -> bool:
        """True when the wall's group is exactly the wall (no face-down slot shares it), so its
        counts are the wall's own."""
        g = self.wall_group
        return g is None or all(p[0] == "wall" for p in g.places)

    def to_dict(self) -> dict[str, Any]:
        return {
            "groups": [g.to_dict() for g in self.groups],
            "wall_count": self.wall_count,
            "discard": list(self.discard),
            "wall_exact": self.wall_exact,
        }


def knowledge(state: State) -> Knowledge:
    by_key: dict[str, list[Any]] = {}
    for place, (key, tile) in hidden_places(state).items():
        by_key.setdefault(key, []).append((place, tile))
    groups = []
    for key in sorted(by_key):
        members = sorted(by_key[key], key=lambda m: place_order(m[0]))
        groups.append(
            Group(key, tuple(sorted(t for _, t in members)), tuple(p for p, _ in members))
        )
    return Knowledge(tuple(groups), len(state.wall), tuple(state.discard))


def _derived_seed(seed: int, purpose: str) -> int:
    return int.from_bytes(
        hashlib.sha256(f"jongrogue-redeal:{seed}:{purpose}".encode()).digest()[:8], "big"
    )


def redeal(state: State, seed: int, know: Knowledge | None = None) -> State:
    """A state the player cannot tell from `state`: every group's tiles dealt uniformly over its
    places (stream (seed, group key)); the future (reshuffles, dungeon deals) reseeded from
    `seed` and injected dungeon orders dropped, so nothing of the true hidden state survives.
    Every hidden tile is dealt, so the result is a digital table even in a paper run (whose
    engine tiles are arbitrary stand-ins for the player's): played on, it asks for no tile."""
    know = know or knowledge(state)
    placed: dict[tuple[Any, ...], str] = {}
    for g in know.groups:
        for place, tile in zip(g.places, shuffled(seed, "redeal:" + g.key, 0, g.tiles)):
            placed[place] = tile
    wall = tuple(placed[("wall", i)] for i in range(len(state.wall)))
    fl = state.floor
    encounter = tuple(
        tuple(replace(s, tile=placed.get(("slot", r, i), s.tile)) for i, s in enumerate(room, 1))
        for r, room in enumerate(fl.encounter, 1)
    )
    dungeon = tuple(
        tuple(placed.get(("dungeon", r, k), t) for k, t in enumerate(pair))
        for r, pair in enumerate(fl.dungeon, 1)
    )
    potions = tuple(
        (placed.get(("potion_link", row), t), up)
        for row, (t, up) in enumerate(state.potion_links, 1)
    )
    scrolls = tuple(
        (placed.get(("scroll_link", row), t), up)
        for row, (t, up) in enumerate(state.scroll_links, 1)
    )
    return replace(
        state,
        options=replace(state.options, tiles="digital"),
        wall=wall,
        floor=replace(fl, encounter=encounter, dungeon=dungeon),
        potion_links=potions,
        scroll_links=scrolls,
        dungeon_orders=(),
        seed=_derived_seed(seed, "future"),
    )
