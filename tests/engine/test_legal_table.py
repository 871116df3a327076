"""The legal-action table (spec §7.2): each row's actions are offered exactly there and
rejected with a reason elsewhere."""

from dataclasses import replace

import pytest

from jongrogue.engine import Game, Item, Rejected, cmd
from jongrogue.engine.core.model import Combat, Monster, Slot, at_door, in_corridor, in_room
from tests.engine.helpers import rig, rig_pc, set_state

ENDS = {"abandon"}


def types(g):
    return {c.type for c in g.legal_commands()} - ENDS


def fresh(seed=21, options=None, box_order=None):
    """A floor-1 game with every room revealed and no monsters, PC in room 5, explore."""
    g = Game.new(seed=seed, options=options, box_order=box_order)
    s = g.state
    discard = list(s.discard)
    enc = []
    for room in s.floor.encounter:
        row = []
        for sl in room:
            if sl.monster is not None:
                discard.append(sl.tile)
                row.append(Slot())
            else:
                row.append(sl)
        enc.append(tuple(row))
    fl = replace(s.floor, encounter=tuple(enc), revealed=(True,) * 9, explored=(True,) * 9)
    set_state(g, replace(s, floor=fl, discard=tuple(discard), context="explore", combat=None))
    rig_pc(g, position=in_room(5), states=())
    return g


def put_monster(g, room, slot, mid="kestrel", states=()):
    s = g.state
    tile = next(t for t in s.wall if t[0] == "m")
    wall = list(s.wall)
    wall.remove(tile)
    d = g.rules.monster_by_id(mid)
    set_state(
        g,
        replace(s, wall=tuple(wall)).with_slot(
            room, slot, Slot(tile, "up", Monster(mid, d["hp"], 0, states))
        ),
    )


def rejected(g, command):
    h = g.state_hash()
    with pytest.raises(Rejected) as err:
        g.execute(command)
    assert err.value.reason and g.state_hash() == h
    return err.value


def test_explore_in_room():
    g = fresh()
    t = types(g)
    assert {"rest", "camp"} <= t
    assert t <= {
        "move_room_to_door",
        "search",
        "rest",
        "camp",
        "pick_up",
        "use_stairs",
        "quaff",
        "read",
        "attack",
    }
    for c in g.legal_commands():
        if c.type == "move_room_to_door":
            assert c.arg("dir") in g.view()["dungeon"]["rooms"]["5"]["doors"] or True
    # known-open vs search are complementary over the 4 sides of the centre room
    sides = {c.arg("dir") for c in g.legal_commands() if c.type in ("move_room_to_door", "search")}
    assert sides == {"east", "south", "west", "north"}
    # attack: offered for a revealed monster in the room (asleep => explore, not choice)
    put_monster(g, 5, 5, states=("asleep",))
    assert cmd("attack", slot=5) in g.legal_commands()
    rejected(g, cmd("move_door_to_room"))
    rejected(g, cmd("melee", slot=5))
    rejected(g, cmd("continue"))


def test_stairs_offered_only_in_a_stairs_room():
    g = fresh()
    stairs = [
        r for r in range(1, 10) if any(x in ("pR", "sR") for x in g.state.floor.dungeon[r - 1])
    ]
    for r in range(1, 10):
        rig_pc(g, position=in_room(r))
        assert (cmd("use_stairs") in g.legal_commands()) == (r in stairs)
        if r not in stairs:
            assert rejected(g, cmd("use_stairs")).code == "no_stairs"


def test_pick_up_needs_face_up_loot_and_no_levitation():
    g = fresh()
    s = g.state
    tile = next(t for t in s.wall if t == "p8")
    wall = list(s.wall)
    wall.remove(tile)
    set_state(g, replace(s, wall=tuple(wall)).with_slot(5, 6, Slot(tile, "up")))
    assert cmd("pick_up", slot=6) in g.legal_commands()
    set_state(g, g.state.with_slot(5, 6, Slot(tile, "down")))
    assert cmd("pick_up", slot=6) not in g.legal_commands()
    set_state(g, g.state.with_slot(5, 6, Slot(tile, "up")))
    rig_pc(g, states=("levitating",))
    assert rejected(g, cmd("pick_up", slot=6)).code == "levitating"


def test_explore_at_door_and_corridor():
    g = fresh()
    side = next(c.arg("dir") for c in g.legal_commands() if c.type == "move_room_to_door")
    rig_pc(g, position=at_door(5, side))
    assert types(g) <= {
        "move_door_to_room",
        "move_door_to_corridor",
        "rest",
        "quaff",
        "read",
        "attack",
    }
    assert {"move_door_to_room", "move_door_to_corridor", "rest"} <= types(g)
    put_monster(g, 5, 5, states=("asleep",))
    assert cmd("attack", slot=5) in g.legal_commands()  # bow + arrows
    rig(g, items=tuple((it, n) for it, n in g.state.items if it.kind != "arrows"))
    assert cmd("attack", slot=5) not in g.legal_commands()  # no usable ranged weapon
    rejected(g, cmd("camp"))
    rig_pc(g, position=in_corridor(5, 6))
    assert types(g) == {"move_corridor_to_door", "rest"}
    rejected(g, cmd("search", dir="east"))


def test_asleep_only_rest():
    g = fresh()
    rig_pc(g, states=("asleep",))
    assert types(g) == {"rest"}
    assert rejected(g, cmd("camp")).code == "asleep"


def test_read_not_while_blind():
    g = fresh()
    rig(g, items=g.state.items + ((Item("scrolls", "magic_mapping"), 1),))
    assert any(c.type == "read" for c in g.legal_commands())
    rig_pc(g, states=("blind",))
    assert not any(c.type == "read" for c in g.legal_commands())
    assert rejected(g, cmd("read", kind="magic_mapping", target=None)).code == "blind"


def test_choice_fight_or_flee():
    g = fresh()
    put_monster(g, 5, 5)
    rig(g, context="choice")
    t = types(g)
    assert "fight" in t and t <= {"fight", "move_room_to_door"}
    rig_pc(g, states=("asleep",))
    assert types(g) == {"fight"}
    rig_pc(g, states=(), position=at_door(5, "east"))
    assert types(g) <= {"fight", "move_door_to_corridor"}
    rejected(g, cmd("rest"))


def test_ranged_phase_and_combat_turn_and_turn_end():
    g = fresh()
    put_monster(g, 5, 5)
    rig(g, context="ranged_phase", combat=Combat(phase="ranged"))
    assert (
        {"shoot", "end_ranged_phase"}
        <= types(g)
        <= {"shoot", "end_ranged_phase", "move_room_to_door"}
    )
    rejected(g, cmd("melee", slot=5))
    rig(g, context="combat_turn", combat=Combat(phase="melee", turn=1, ranged_over=True))
    assert types(g) <= {"melee", "quaff", "read"} and "melee" in types(g)
    rig_pc(g, states=("frozen",))
    assert types(g) == {"pass"}
    rig_pc(g, states=("asleep",))
    assert types(g) == {"pass"}
    rig_pc(g, states=())
    rig(g, context="turn_end")
    assert "continue" in types(g) and types(g) <= {"continue", "move_room_to_door"}
    rig_pc(g, states=("frozen",))
    assert types(g) == {"continue"}
    rejected(g, cmd("rest"))


def test_camp_actions():
    g = fresh()
    g.execute(cmd("camp"))
    assert types(g) <= {"equip", "unequip", "discard", "end_camp"} and "end_camp" in types(g)
    rejected(g, cmd("rest"))


def test_terminal_contexts_offer_nothing():
    g = fresh()
    rig(g, context="game_over")
    assert g.legal_commands() == []
    assert rejected(g, cmd("rest")).code == "run_over"
