"""Helpers for the EZ Plus option tests (test_ez_plus_*.py): a rigged floor with chosen options,
rooms emptied or filled with face-down tiles, items, and readers for a command's events."""

from __future__ import annotations

from dataclasses import replace

from jongrogue.engine import Item, Options
from jongrogue.engine.core.model import Combat, Monster, Slot, in_corridor, item_key
from tests.engine.helpers import rig, rig_pc, set_state
from tests.engine.test_legal_table import fresh

MISS = ["m1", "m2"]  # a PC melee roll of 3: misses every monster, not doubles


def plus(*opts, seed=21, box_order=None):
    """fresh() (floor 1, every room revealed and explored, no monsters, PC in room 5) under EZ
    Plus with `opts`; rooms 4, 5 and 6 are emptied so no trap or loot interferes."""
    g = fresh(seed=seed, options=Options(ruleset="ez_plus", plus=tuple(opts)), box_order=box_order)
    for room in (4, 5, 6):
        empty_room(g, room)
    return g


def _take(state, tile):
    """The state with one `tile` taken from the wall (or else the discard pile)."""
    wall, discard = list(state.wall), list(state.discard)
    if tile in wall:
        wall.remove(tile)
    else:
        discard.remove(tile)
    return replace(state, wall=tuple(wall), discard=tuple(discard))


def empty_room(g, room):
    s = g.state
    tiles = tuple(sl.tile for sl in s.floor.encounter[room - 1] if sl.tile)
    rooms = list(s.floor.encounter)
    rooms[room - 1] = (Slot(),) * 8
    set_state(
        g, replace(s, discard=s.discard + tiles, floor=replace(s.floor, encounter=tuple(rooms)))
    )


def put_tile(g, room, slot, tile, face="up"):
    """A loot / trap tile (taken from the wall or discard) in a slot."""
    set_state(g, _take(g.state, tile).with_slot(room, slot, Slot(tile, face)))


def put(g, room, slot, mid, states=(), damage=0, tile=None):
    """A revealed monster `mid` with `states` (tile: the wall's first m tile unless given)."""
    s = g.state
    tile = tile or next(t for t in s.wall if t[0] == "m")
    d = g.rules.monster_by_id(mid)
    m = Monster(mid, d["hp"], damage, tuple(sorted(states)))
    set_state(g, _take(s, tile).with_slot(room, slot, Slot(tile, "up", m)))


def unexplored(g, room, tiles):
    """Room `room` holds `tiles` face down in slots 1.. and is not explored yet."""
    empty_room(g, room)
    for i, t in enumerate(tiles, 1):
        put_tile(g, room, i, t, face="down")
    fl = g.state.floor
    explored = list(fl.explored)
    explored[room - 1] = False
    set_state(g, replace(g.state, floor=replace(fl, explored=tuple(explored))))


def walk_in(g, frm, to):
    """PC in corridor frm→to; the caller stacks the draws (the corridor burn first)."""
    rig_pc(g, position=in_corridor(frm, to))


def set_items(g, *entries):
    """Replace the item sheets: entries are (Item, count)."""
    rig(g, items=tuple(sorted(entries, key=item_key)))


def add_items(g, *entries):
    set_items(g, *(g.state.items + tuple(entries)))


def combat(g, context="combat_turn", turn=1):
    if context == "ranged_phase":
        rig(g, context=context, combat=Combat(phase="ranged"))
    else:
        rig(g, context=context, combat=Combat(phase="melee", turn=turn, ranged_over=True))


def checks(g, name=None):
    return [e for e in g.last_events if e.kind == "check" and (name is None or e["check"] == name)]


def attacks(g, by=None):
    return [e for e in g.last_events if e.kind == "attack" and (by is None or e["by"] == by)]


def mon(g, room, slot):
    return g.state.slot(room, slot).monster


def drawn(g):
    return [e["tile"] for e in g.last_events if e.kind == "drawn"]


def sturdy(g, hp=10):
    """A PC that survives a few hits: max-HP marker 4 (max 10)."""
    rig_pc(g, marker=4, hp=hp)


MACE = Item("melee", "mace", False, True)
RING_MAIL = Item("armour", "ring_mail", False, True)
BOW = Item("ranged", "bow")
ARROWS = Item("ranged", "arrows")
KIT = ((MACE, 1), (RING_MAIL, 1), (BOW, 1), (ARROWS, 1))


def ring(kind, cursed=False, equipped=True):
    return Item("rings", kind, cursed, equipped)
