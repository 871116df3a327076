"""Unit tests of individual check ids (spec §10.3) and item / trap effects (§8.8, §9.8, §9.9)."""

from dataclasses import replace

import pytest

from jongrogue.engine import Item, cmd
from jongrogue.engine.core.model import Slot, at_door, in_corridor, in_room
from tests.engine.helpers import burn, census_counter, rig, rig_pc, set_state, stack
from tests.engine.test_checks_more import combat
from tests.engine.test_legal_table import fresh, put_monster


def test_gate_pc_confused_aborts_on_low_roll():
    g = fresh()
    side = next(c.arg("dir") for c in g.legal_commands() if c.type == "move_room_to_door")
    rig_pc(g, states=("confused",))
    stack(g, ["m4"])
    g.execute(cmd("move_room_to_door", dir=side))
    assert g.state.pc.position.kind == "room"
    stack(g, ["m5"])
    g.execute(cmd("move_room_to_door", dir=side))
    assert g.state.pc.position.kind == "door"


def test_check_pc_confused_redirect():
    g = fresh()
    rig_pc(g, position=in_corridor(5, 6), states=("confused",))
    stack(g, ["p1"], skip=burn(g, "corridor_step"))  # corridor burn, redirect roll 1 <= 4
    g.execute(cmd("move_corridor_to_door", end="toward"))
    pos = g.state.pc.position
    assert (pos.kind, pos.room, pos.side) == ("door", 5, "east")


HELD_MOVES = [  # (position, command type, tiles burned before the gate — the seed's 直前 order;
    #              the numbers of docs/BALANCE.md: a search burns 3, a corridor step 3)
    ("room", "move_room_to_door", 0),
    ("room", "search", 3),
    ("door", "move_door_to_room", 0),
    ("door", "move_door_to_corridor", 3),
    ("corridor", "move_corridor_to_door", 3),
]


def _can_search(g, room) -> bool:
    rig_pc(g, position=in_room(room))
    return any(c.type == "search" for c in g.legal_commands())


@pytest.mark.parametrize("where,kind,burn", HELD_MOVES, ids=[m[1] for m in HELD_MOVES])
def test_gate_pc_held_blocks_every_move(where, kind, burn):
    """Held: every kind of move is offered, taken and journaled, but the PC stays where it is;
    only the burn listed before the gate is paid."""
    g = fresh()
    side = next(c.arg("dir") for c in g.legal_commands() if c.type == "move_room_to_door")
    other = {"north": 2, "south": 8, "east": 6, "west": 4}[side]
    start = {"room": in_room(5), "door": at_door(5, side), "corridor": in_corridor(5, other)}[where]
    if kind == "search":  # a room with a corridor still to find
        start = next(in_room(r) for r in range(1, 10) if _can_search(g, r))
    rig_pc(g, position=start, states=("held",))
    commands = [c for c in g.legal_commands() if c.type == kind]
    assert commands, f"{kind} is not offered at {where}"
    for c in commands:
        wall, corridors = len(g.state.wall), g.view()["dungeon"]["corridors"]
        g.execute(c)
        assert g.state.pc.position == start and g.state.pc.has("held")
        assert len(g.state.wall) == wall - burn
        assert g.view()["dungeon"]["corridors"] == corridors  # a search finds nothing
        g.undo()


def test_sleep_roll_and_wake_on_entry():
    g = fresh()
    side = "north"
    rig_pc(g, position=at_door(5, side))
    put_monster(g, 5, 5, states=("asleep",))
    put_monster(g, 5, 6, states=("deep_asleep",))
    g.execute(cmd("move_door_to_room"))
    assert not g.state.slot(5, 5).monster.has("asleep")
    assert g.state.slot(5, 6).monster.has("deep_asleep")
    assert g.state.context == "choice"


@pytest.mark.parametrize(
    "face,roll,triggers",
    [("up", "m3", True), ("up", "m4", False), ("unseen", "m6", True), ("unseen", "m7", False)],
)
def test_trap_check_seen_and_unseen(face, roll, triggers):
    g = fresh()
    s = g.state
    wall = list(s.wall)
    wall.remove("p2")
    set_state(g, replace(s, wall=tuple(wall)).with_slot(5, 7, Slot("p2", face)))
    rig_pc(g, position=at_door(5, "north"))
    stack(g, [roll])
    g.execute(cmd("move_door_to_room"))
    assert g.state.pc.has("held") == triggers
    if triggers:
        assert g.state.slot(5, 7).face == "up"


@pytest.mark.parametrize(
    "tile,check",
    [
        ("p2", lambda g: g.state.pc.has("held")),
        ("p3", lambda g: g.state.pc.position.room != 5),
        ("p4", lambda g: g.state.pc.hp == 3 and g.state.pc.strength == -1),
        ("p5", lambda g: g.state.pc.has("asleep")),
        ("p6", lambda g: g.state.pc.armour_bonus == -1),
        ("p1", lambda g: g.state.pc.floor == 2 and g.state.pc.deepest == 2),
    ],
)
def test_trap_effects(tile, check):
    g = fresh()
    s = g.state
    wall = list(s.wall)
    wall.remove(tile)
    set_state(g, replace(s, wall=tuple(wall)).with_slot(5, 7, Slot(tile, "up")))
    rig_pc(g, position=at_door(5, "north"))
    total = census_counter(g)
    stack(g, ["m1", "m2", "m3", "m4", "m5", "m6"] if tile == "p3" else ["m1"])
    g.execute(cmd("move_door_to_room"))
    assert check(g)
    assert census_counter(g) == total


def test_levitation_gates_traps():
    g = fresh()
    s = g.state
    wall = list(s.wall)
    wall.remove("p2")
    set_state(g, replace(s, wall=tuple(wall)).with_slot(5, 7, Slot("p2", "up")))
    rig_pc(g, position=at_door(5, "north"), states=("levitating",))
    stack(g, ["m1"])
    g.execute(cmd("move_door_to_room"))
    assert not g.state.pc.has("held")


def test_poison_turns_recovery_into_damage():
    g = fresh()
    rig_pc(g, hp=3, states=("poisoned",))
    stack(g, ["p9"], skip=burn(g, "rest"))  # rest burn, wandering roll 9: none
    g.execute(cmd("rest"))
    assert g.state.pc.hp == 2 and not g.state.pc.has("poisoned")


def test_rest_heal_and_cap():
    g = fresh()
    rig_pc(g, hp=1, marker=4)  # max 10: heal 1 + 3
    stack(g, ["p9"], skip=burn(g, "rest"))
    g.execute(cmd("rest"))
    assert g.state.pc.hp == 5
    rig_pc(g, hp=9)
    stack(g, ["p9"], skip=burn(g, "rest"))
    g.execute(cmd("rest"))
    assert g.state.pc.hp == 10


def test_wandering_monster_in_a_corridor_goes_to_the_room_left():
    g = fresh()
    rig_pc(g, position=in_corridor(5, 6))
    stack(g, ["p2", "p8", "m1"], skip=burn(g, "rest"))
    g.execute(cmd("rest"))
    assert g.state.slot(5, 5).monster.id == "kestrel"
    assert g.state.context == "explore"  # not the PC's room


@pytest.mark.parametrize(
    "potion,pc,expect",
    [
        ("healing", dict(hp=1, marker=3), dict(hp=5)),
        ("extra_healing", dict(hp=1, marker=3), dict(hp=8)),
        ("extra_healing", dict(hp=8, marker=3), dict(hp=10, marker=4)),
        ("increase_strength", dict(strength=3), dict(strength=3)),
        ("restore_strength", dict(strength=-2), dict(strength=0)),
        ("raise_level", dict(level=1, xp=3), dict(level=2, xp=10, marker=2)),
    ],
)
def test_potions(potion, pc, expect):
    g = fresh()
    rig(g, items=g.state.items + ((Item("potions", potion), 1),))
    rig_pc(g, **pc)
    g.execute(cmd("quaff", kind=potion))
    for k, v in expect.items():
        assert getattr(g.state.pc, k) == v
    assert g.state.count(Item("potions", potion)) == 0


@pytest.mark.parametrize(
    "potion,state",
    [
        ("clairvoyance", "clairvoyant"),
        ("blindness", "blind"),
        ("confusion", "confused"),
        ("levitation", "levitating"),
    ],
)
def test_state_potions(potion, state):
    g = fresh()
    rig(g, items=g.state.items + ((Item("potions", potion), 1),))
    rig_pc(g, states=("blind", "held") if potion in ("clairvoyance", "levitation") else ())
    g.execute(cmd("quaff", kind=potion))
    assert g.state.pc.has(state)
    if potion == "clairvoyance":
        assert not g.state.pc.has("blind")
    if potion == "levitation":
        assert not g.state.pc.has("held")


def test_scrolls_mapping_hold_and_missile():
    g = fresh()
    put_monster(g, 5, 5, "kestrel", states=("asleep",))
    rig(
        g,
        items=g.state.items
        + (
            (Item("scrolls", "magic_mapping"), 1),
            (Item("scrolls", "hold_monster"), 1),
            (Item("scrolls", "magic_missile"), 1),
        ),
    )
    g.execute(cmd("read", kind="hold_monster", target=None))
    assert g.state.slot(5, 5).monster.has("deep_asleep")
    g.execute(cmd("read", kind="magic_mapping", target=None))
    assert g.state.floor.mapped and all(
        v != "hidden" for v in g.view()["dungeon"]["corridors"].values()
    )
    stack(g, ["m9"])
    g.execute(cmd("read", kind="magic_missile", target=5))
    assert g.state.slot(5, 5).empty and g.state.pc.xp == 2


def test_food_ration_and_amulet():
    g = fresh()
    s = g.state
    wall = list(s.wall)
    wall.remove("s1")
    set_state(g, replace(s, wall=tuple(wall)).with_slot(5, 7, Slot("s1", "up")))
    top = g.rules.params["food"]["max"]
    rig_pc(g, food=top - 1, states=("hungry",))  # +ration is capped at the max, then 1 is eaten
    g.execute(cmd("pick_up", slot=7))
    assert g.state.pc.food == top - 1 and not g.state.pc.has("hungry")
    s = g.state
    wall = list(s.wall)
    wall.remove("s1")
    set_state(g, replace(s, wall=tuple(wall)).with_slot(5, 7, Slot("s1", "up")))
    rig_pc(g, floor=13)
    g.execute(cmd("pick_up", slot=7))
    assert g.state.pc.has_amulet and g.state.pc.wind_plate == "south" and g.state.amulet_found
    assert cmd("flip_wind_plate") in g.legal_commands()


def test_continue_restarts_the_floor_with_full_hp():
    """A real death (the hobgoblin's hit), then Continue: the death's row is marked continued;
    full HP, states cleared; items, gold and XP kept; a new map of the same floor is dealt."""
    g = fresh()
    put_monster(g, 5, 5, "hobgoblin")
    rig_pc(g, hp=1, states=("confused",), gold=40, xp=7)
    rig(g, items=g.state.items + ((Item("potions", "healing"), 2),))
    combat(g)
    stack(g, ["m1", "m2", "m9", "p9"])  # the PC misses; the hobgoblin hits
    g.execute(cmd("melee", slot=5))
    assert g.state.context == "dead"
    old_map, old_deals, items = g.state.floor, g.state.deals, g.state.items
    g.execute(cmd("continue_game"))
    pc = g.state.pc
    assert (pc.hp, pc.states, pc.continues, pc.gold, pc.xp, pc.floor) == (4, (), 1, 40, 7, 1)
    assert g.state.items == items
    assert g.state.deals == old_deals + 1 and g.state.floor.dungeon != old_map.dungeon
    assert g.state.floor.encounter != old_map.encounter
    assert sum(g.state.floor.revealed) == 1 and g.state.pc.position.kind == "room"
    assert [r.result for r in g.state.score_card] == ["continued"] and g.state.score_card[
        0
    ].score == 0
    assert g.state.context in ("explore", "choice")
