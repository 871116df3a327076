"""More check-id unit tests (spec §10.3): combat gates, clears, stairs, camp limits, blind and
aggravated encounters, and the EZ Plus examples E11, E13, E14."""

from dataclasses import replace

import pytest

from jongrogue.engine import Item, Options, Rejected, cmd
from jongrogue.engine.core.model import Combat, Slot, at_door, in_room  # noqa: F401
from tests.engine.helpers import burn, rig, rig_pc, set_state, stack
from tests.engine.test_legal_table import fresh, put_monster


def combat(g, context="combat_turn", turn=1):
    rig(
        g,
        context=context,
        combat=Combat(
            phase="melee" if context != "ranged_phase" else "ranged",
            turn=turn,
            ranged_over=context != "ranged_phase",
        ),
    )


def test_monster_gates_asleep_deep_asleep_confused():
    g = fresh()
    put_monster(g, 5, 5, "hobgoblin", states=("confused",))
    put_monster(g, 5, 6, "hobgoblin", states=("deep_asleep",))
    combat(g)
    stack(g, ["m1", "m2", "m4"])  # PC misses (3); confused gate roll 4 <= 4: the attack is lost
    g.execute(cmd("melee", slot=5))  # the deep-asleep one is not hostile and does not attack
    attacks = [e for e in g.last_events if e.kind == "attack" and e["by"] != "pc"]
    assert attacks == []
    assert g.state.pc.hp == 4


def test_mod_target_invisible_and_sleeping():
    g = fresh()
    put_monster(g, 5, 5, "kestrel", states=("invisible",))
    combat(g)
    stack(g, ["m1", "m2"])
    g.execute(cmd("melee", slot=5))
    pc_attack = [e for e in g.last_events if e.kind == "attack" and e["by"] == "pc"][0]
    assert pc_attack["target"] == 13  # 10 + 0 + 3 - 0
    g2 = fresh()
    put_monster(g2, 5, 5, "kestrel", states=("asleep",))
    combat(g2)
    stack(g2, ["m1", "m2"])
    g2.execute(cmd("melee", slot=5))
    pc_attack = [e for e in g2.last_events if e.kind == "attack" and e["by"] == "pc"][0]
    assert pc_attack["target"] == 6  # sleeping: -4
    assert not g2.state.slot(5, 5).monster.has("asleep")  # wake_target_asleep


def test_kill_clears_confused_and_held_and_death_check():
    g = fresh()
    put_monster(g, 5, 5, "snake")
    rig_pc(g, states=("confused", "held"))
    combat(g)
    stack(g, ["m9", "p9"])  # 18, critical: 4 damage kills the snake (HP 2)
    g.execute(cmd("melee", slot=5))
    assert not g.state.pc.has("confused") and not g.state.pc.has("held")
    g = fresh()
    put_monster(g, 5, 5, "hobgoblin")
    rig_pc(g, hp=1)
    combat(g)
    stack(g, ["m1", "m2", "m9", "p9"])  # PC misses; hobgoblin hits
    g.execute(cmd("melee", slot=5))
    assert g.state.context == "dead" and g.state.death_cause == "hobgoblin" and g.state.pc.hp == 0


def test_frozen_pass_and_clear_if_spent():
    g = fresh()
    put_monster(g, 5, 5, "kestrel", states=("asleep",))
    put_monster(g, 5, 6, "kestrel")
    rig_pc(g, states=("frozen",))
    combat(g)
    stack(g, ["m1", "m2"])  # kestrel misses
    g.execute(cmd("pass"))
    assert not g.state.pc.has("frozen") and g.state.context == "turn_end"


def test_ranged_gates_blind_and_hasted():
    g = fresh()
    put_monster(g, 5, 5, "kestrel", states=("hasted",))
    put_monster(g, 5, 6, "kestrel")
    combat(g, "ranged_phase")
    shots = [c for c in g.legal_commands() if c.type == "shoot"]
    assert {c.arg("slot") for c in shots} == {6}  # gate_target_hasted
    rig_pc(g, states=("blind",))
    g.execute(cmd("shoot", slot=6, ammo="arrows"))
    assert g.state.context == "combat_turn"  # gate_pc_blind_ranged: no shot, the phase ends
    assert g.state.slot(5, 6).monster.damage == 0


def test_flee_during_ranged_phase_ends_it_and_fight_goes_on_at_the_door():
    g = fresh()
    put_monster(g, 5, 5, "kestrel")
    combat(g, "ranged_phase")
    side = next(c.arg("dir") for c in g.legal_commands() if c.type == "move_room_to_door")
    g.execute(cmd("move_room_to_door", dir=side))
    assert g.state.pc.position.kind == "door" and g.state.context == "combat_turn"
    assert g.state.combat.ranged_over
    g.execute(cmd("melee", slot=5))
    if g.state.context == "turn_end":
        g.execute(cmd("move_door_to_corridor"))
        assert g.state.context == "explore" and g.state.combat is None


def test_rest_clears_states_and_monster_confusion():
    g = fresh()
    put_monster(g, 2, 5, "kestrel", states=("asleep", "confused"))
    rig_pc(g, states=("asleep", "confused", "held", "levitating"))
    stack(g, ["p9"], skip=burn(g, "rest"))
    g.execute(cmd("rest"))
    assert g.state.pc.states == ()
    assert not g.state.slot(2, 5).monster.has("confused")


def test_stairs_clear_floor_states_and_deal_a_new_floor():
    g = fresh()
    stairs = next(
        r for r in range(1, 10) if any(t in ("pR", "sR") for t in g.state.floor.dungeon[r - 1])
    )
    rig_pc(g, position=in_room(stairs), states=("blind", "clairvoyant", "aggravating", "poisoned"))
    g.execute(cmd("use_stairs"))
    pc = g.state.pc
    assert pc.floor == 2 and pc.deepest == 2
    assert set(pc.states) <= {"poisoned"}
    assert sum(g.state.floor.revealed) == 1 and g.state.deals == 2


def test_blind_encounter_processing_and_aggravation():
    g = fresh()
    s = g.state
    wall = list(s.wall)
    for t in ("m1", "p8", "s3", "m2"):
        wall.remove(t)
    rooms = list(s.floor.encounter)
    rooms[5] = (Slot("m1", "down"), Slot("p8", "down"), Slot("s3", "down"), Slot("m2", "down")) + (
        Slot(),
    ) * 4
    fl = replace(
        s.floor,
        encounter=tuple(rooms),
        explored=s.floor.explored[:5] + (False,) + s.floor.explored[6:],
    )
    set_state(g, replace(s, wall=tuple(wall), floor=fl))
    rig_pc(g, position=at_door(5, "east"), states=("blind", "aggravating"))
    from jongrogue.engine.core.model import in_corridor

    rig_pc(g, position=in_corridor(5, 6))
    g.execute(cmd("move_corridor_to_door", end="toward"))
    slots = [g.state.slot(6, i) for i in range(1, 5)]
    assert [x.face for x in slots] == ["up", "unseen", "unseen", "up"]
    assert all(
        not x.monster.has("asleep") for x in (slots[0], slots[3])
    )  # aggravating: no sleep roll
    assert g.state.context == "choice"
    assert not any(c.type == "pick_up" for c in g.legal_commands())


def test_end_camp_over_the_limit_waits_for_the_players_choice():
    """§8.11: the player chooses what to keep. end_camp is refused while a sheet is over its
    limit; after the player's own discards (here the plate goes, the leather stays — not the
    engine's suggestion) the camp ends with exactly those items."""
    g = fresh()
    extra = (
        (Item("armour", "plate"), 1),
        (Item("armour", "leather"), 1),
        (Item("potions", "healing"), 6),
    )
    rig(g, items=g.state.items + extra)
    g.execute(cmd("camp"))
    assert cmd("end_camp") not in g.legal_commands()
    with pytest.raises(Rejected) as refused:
        g.execute(cmd("end_camp"))
    assert refused.value.code == "over_carry_limit"
    suggested = g.view()["sheets"]["end_camp_discards"]
    assert {(d["sheet"], d["kind"]) for d in suggested} == {
        ("armour", "leather"),
        ("potions", "healing"),
    }
    g.execute(cmd("discard", item=Item("armour", "plate")))
    g.execute(cmd("discard", item=Item("potions", "healing")))
    g.execute(cmd("end_camp"))
    armour = {(it.kind, it.equipped): n for it, n in g.state.items if it.sheet == "armour"}
    assert armour == {("ring_mail", True): 1, ("leather", False): 1}
    assert g.state.count(Item("potions", "healing")) == 5 and g.state.context == "explore"


def test_e11_fumble_and_level_drain():
    g = fresh_plus({"monster_abilities"})
    put_monster(g, 5, 5, "wraith")
    rig_pc(g, level=3, xp=25, marker=3, hp=7)
    combat(g)
    stack(g, ["m4", "p4", "m1", "m2"])  # fumble (8, doubles); wraith misses
    g.execute(cmd("melee", slot=5))
    pc = g.state.pc
    assert (pc.level, pc.xp, pc.marker, pc.hp) == (2, 19, 2, 6)


def test_e13_identification():
    links = ["s4", "s9", "s1", "s6", "s2", "s8", "s3", "s7", "s5"]
    g2 = fresh(
        seed=5,
        options=Options(ruleset="ez_plus", plus={"identification"}),
        box_order={"links": {"potions": links}},
    )
    s = g2.state
    wall = list(s.wall)
    wall.remove("s2")
    set_state(g2, replace(s, wall=tuple(wall)).with_slot(5, 7, Slot("s2", "up")))
    stack(g2, ["m4", "p2", "s6"])
    rig_pc(g2, strength=-1)
    g2.execute(cmd("pick_up", slot=7))
    assert g2.state.count(Item("potions", "key:s6")) == 1
    g2.execute(cmd("quaff", kind="key:s6"))
    assert g2.state.pc.strength == 0
    assert g2.state.potion_links[3] == ("s6", True)


def test_e14_pincer():
    """Spec E14, the whole example, with the numbers written out (not read from the data file):
    those of docs/BALANCE.md — monsters hit on 2d9 >= 9 + armour − Acc, a corridor step burns 3."""
    g = fresh_plus({"pincer_attacks"})
    put_monster(g, 4, 6, "zombie")
    put_monster(g, 5, 5, "orc")
    rig_pc(g, position=at_door(4, "east"), floor=3)
    rig(g, context="choice")
    assert g.view()["pc"]["hp"] == 4
    # move_door_to_corridor: burn 3; pincer: zombie s2 m9 = 11 >= 9 + 3 - 1 = 11 hits, orc p1 m3 = 4 misses
    stack(g, ["s2", "m9", "p1", "m3"], skip=3)
    wall = len(g.state.wall)
    g.execute(cmd("move_door_to_corridor"))
    attacks = [e for e in g.last_events if e.kind == "attack"]
    assert [(a["by"], a["total"], a["target"], a["hit"]) for a in attacks] == [
        ("zombie", 11, 11, True),
        ("orc", 4, 11, False),
    ]
    assert len(g.state.wall) == wall - 7  # burn 3 + 2 + 2 attack tiles
    pos = g.state.pc.position
    assert (pos.kind, pos.frm, pos.to) == (
        "corridor",
        4,
        5,
    ) and g.state.pc.hp == 4  # hit 1, recover 1
    # move_corridor_to_door(toward 5): burn 3; the post-list pincer fires again: two more attacks
    stack(g, ["m1", "m1", "m1", "m2"], skip=3)
    g.execute(cmd("move_corridor_to_door", end="toward"))
    attacks = [e for e in g.last_events if e.kind == "attack"]
    assert [(a["by"], a["total"], a["hit"]) for a in attacks] == [
        ("zombie", 2, False),
        ("orc", 3, False),
    ]
    pos = g.state.pc.position
    assert (pos.kind, pos.room, pos.side) == ("door", 5, "west")
    assert g.state.context == "choice"  # then a choice vs the orc
    assert g.state.pc.hp == 4


def fresh_plus(plus):
    return fresh(options=Options(ruleset="ez_plus", plus=plus))
