"""The worked examples of spec §14 as deterministic scenario tests (ruleset EZ)."""

from collections import Counter
from dataclasses import replace

import pytest

from jongrogue.engine import Game, Item, Options, cmd
from jongrogue.engine.core.model import Monster, Slot
from jongrogue.engine.core.queries import monster_for
from tests.engine.helpers import census_counter, filler, rig, rig_pc, set_state, stack
from tests.engine.test_setup import E2_DUNGEON

ROOM2 = ["m1", "p8", "s3", "m7"]
ROOM5 = ["p2", "s8", "p5", "s1"]
# Draws of E3–E9 after the deal and the start draw, in order ("*" = any tile, burned unseen).
DRAWS = (
    ["p4", "m6"]  # E3 sleep rolls
    + ["s5", "m5", "p9", "m2", "p3", "s1", "m8", "s4"]  # E4 two shots + ammo checks, melee kill
    + ["m3", "s7"]  # E5 potion key
    + ["*"] * 3
    + ["p6"]  # E6 burn 3, search roll
    + ["*"] * 3
    + ["*"] * 3  # E7 corridor steps (burn 3 each)
    + ["m3", "s7", "p9"]  # E8 trap rolls, armour kind
    + ["*"] * 6
    + ["s2", "p1", "m9"]  # E8 rest: burn 6, wandering roll, draw-until m
    + ["m1", "m2", "m6", "p5", "s9", "m9"]
)  # E9 PC miss, hobgoblin hit, PC critical kill


def build_chain(options: Options = Options()) -> Game:
    specific = [t for t in ROOM2 + ROOM5 + ["s2"] + DRAWS if t != "*"]
    fill = iter(filler(Counter(specific), 60))
    deal = []
    for room in range(1, 10):
        deal += ROOM2 if room == 2 else ROOM5 if room == 5 else [next(fill) for _ in range(4)]
    draws = [next(fill) if t == "*" else t for t in DRAWS]
    return Game.new(
        seed=1, options=options, box_order={"wall": deal + ["s2"] + draws, "dungeon": E2_DUNGEON}
    )


def slot(g, room, i):
    return g.state.slot(room, i)


def test_e3_start_room_encounter():
    g = build_chain()
    assert g.state.pc.position.room == 2
    kestrel, bat = slot(g, 2, 1).monster, slot(g, 2, 4).monster
    assert kestrel.id == "kestrel" and not kestrel.has("asleep")
    assert bat.id == "bat" and bat.has("asleep")
    assert slot(g, 2, 2).face == "up" and slot(g, 2, 3).face == "up"
    assert g.state.context == "choice"
    assert (
        cmd("fight") in g.legal_commands()
        and cmd("move_room_to_door", dir="west") in g.legal_commands()
    )


def test_e4_to_e9_chain():
    g = build_chain()
    wall0 = len(g.state.wall)
    # E3/E4: fight -> ranged phase
    g.execute(cmd("fight"))
    assert g.state.context == "ranged_phase"
    g.execute(cmd("shoot", slot=1, ammo="arrows"))
    k = slot(g, 2, 1).monster
    assert k.damage == 2  # critical 1 x 2
    assert g.state.count(Item("ranged", "arrows")) == 1  # ammo p9 kept
    g.execute(cmd("shoot", slot=1, ammo="arrows"))  # m2 p3 = 5 miss; ammo s1 -> removed
    assert g.state.count(Item("ranged", "arrows")) == 0
    assert g.state.context == "combat_turn" and g.state.combat.turn == 1
    g.execute(cmd("melee", slot=1))  # m8 s4 = 12 -> hit, kestrel 4/3 killed
    assert slot(g, 2, 1).empty and "m1" in g.state.discard
    assert g.state.pc.xp == 2 and g.state.pc.level == 1
    assert g.state.context == "explore" and g.state.combat is None  # the bat sleeps
    assert wall0 - len(g.state.wall) == 8  # 8 draws here (+2 sleep rolls before)
    # E5: pick-ups
    g.execute(cmd("pick_up", slot=2))
    assert g.state.pc.gold == 80 and slot(g, 2, 2).empty
    g.execute(cmd("pick_up", slot=3))
    assert g.state.count(Item("potions", "blindness")) == 1
    assert g.state.discard[-3:] == ("m3", "s7", "s3")
    # E6: search south
    assert cmd("search", dir="south") in g.legal_commands()
    g.execute(cmd("search", dir="south"))
    assert "2-5" in g.state.floor.found
    # E7
    g.execute(cmd("move_room_to_door", dir="south"))
    assert g.state.pc.position.kind == "door" and g.state.context == "explore"
    g.execute(cmd("move_door_to_corridor"))
    assert g.state.pc.position.kind == "corridor" and g.state.pc.hp == 4
    g.execute(cmd("move_corridor_to_door", end="toward"))
    pos = g.state.pc.position
    assert (pos.kind, pos.room, pos.side) == ("door", 5, "north")
    v = g.view()
    assert (
        v["dungeon"]["rooms"]["5"]["tiles"] == ["N", "N"]
        and v["dungeon"]["corridors"]["5-8"] == "open"
    )
    assert [slot(g, 5, i).face for i in range(1, 5)] == ["up"] * 4
    # E8: trap, pick-ups, held, rest, wandering monster
    g.execute(cmd("move_door_to_room"))
    assert g.state.pc.has("held")
    g.execute(cmd("pick_up", slot=2))
    assert g.state.count(Item("armour", "plate")) == 1
    g.execute(cmd("pick_up", slot=4))
    assert g.state.pc.food == 3
    before = g.state
    n_wall = len(g.state.wall)
    g.execute(cmd("move_room_to_door", dir="north"))  # hold gate aborts, no draws
    assert len(g.state.wall) == n_wall and g.state.pc.position.kind == "room"
    assert g.state == before
    g.execute(cmd("rest"))
    assert not g.state.pc.has("held") and g.state.pc.hp == 4
    hob = slot(g, 5, 5)
    assert hob.monster.id == "hobgoblin" and hob.face == "up" and not hob.monster.has("asleep")
    assert g.state.context == "choice"
    # E9: monster attack (target 9 + 3 - 1 = 11; m6 p5 = 11 hits)
    g.execute(cmd("fight"))  # no arrows left: straight to melee
    assert g.state.context == "combat_turn"
    g.execute(cmd("melee", slot=5))  # m1 m2 misses; hobgoblin hits
    attacks = [e for e in g.last_events if e.kind == "attack" and e["by"] == "hobgoblin"]
    assert attacks and attacks[0]["target"] == 11 and attacks[0]["total"] == 11
    assert g.state.pc.hp == 3 and g.state.context == "turn_end"
    g.execute(cmd("continue"))
    g.execute(cmd("melee", slot=5))  # s9 m9 = 18, doubles -> critical 4 -> killed
    assert slot(g, 5, 5).empty and g.state.pc.xp == 5 and g.state.context == "explore"
    g.execute(cmd("camp"))
    g.execute(cmd("equip", item=Item("armour", "plate")))
    assert g.state.count(Item("armour", "plate", equipped=True)) == 1
    assert g.state.count(Item("armour", "ring_mail")) == 1
    from jongrogue.engine.core.queries import armour_value

    assert armour_value(g.state, g.rules) == 7
    g.execute(cmd("end_camp"))
    assert (
        g.state.count(Item("armour", "ring_mail")) == 1
    )  # 2 armours <= limit 2: nothing discarded


def test_e10_wall_exhaustion_mid_burn_and_starvation():
    g = Game.new(seed=4)
    s = g.state
    # leave exactly 2 tiles in the wall; the PC rests (burn 6)
    rig(g, wall=s.wall[:2], discard=s.discard + s.wall[2:], context="explore", combat=None)
    rig_pc(g, food=3, states=())
    pos = g.state.pc.position
    total = census_counter(g)
    g.execute(cmd("rest"))
    assert g.state.pc.food == 2 and g.state.reshuffles == 1
    burns = [e for e in g.last_events if e.kind == "drawn" and e["purpose"] == "burn_rest"]
    assert len(burns) == 6
    assert census_counter(g) == total
    # food 0, not hungry: exhaustion makes the PC hungry
    s = g.state
    rig(g, wall=s.wall[:1], discard=s.discard + s.wall[1:], context="explore", combat=None)
    rig_pc(g, food=0, states=(), position=pos)
    g.execute(cmd("rest"))
    assert g.state.pc.has("hungry") and g.state.context != "dead"
    # still food 0 at the next exhaustion -> starved
    s = g.state
    rig(g, wall=s.wall[:1], discard=s.discard + s.wall[1:], context="explore", combat=None)
    g.execute(cmd("rest"))
    assert g.state.context == "dead" and g.state.death_cause == "starved"
    g.execute(cmd("game_over"))
    row = g.state.score_card[-1]
    assert (row.result, row.cause) == ("game_over", "starved") and g.state.context == "game_over"


def clear_monsters(g, room):
    s = g.state
    discard = list(s.discard)
    for i in range(1, 9):
        sl = s.slot(room, i)
        if sl.monster is not None:
            discard.append(sl.tile)
            s = s.with_slot(room, i, Slot())
    set_state(g, replace(s, discard=tuple(discard)))


def place(g, room, index, monster_id, damage=0, states=()):
    clear_monsters(g, room) if index >= 5 else None
    d = g.rules.monster_by_id(monster_id)
    tile = next(t for t in g.state.wall if t[0] == "m")
    s = g.state
    wall = list(s.wall)
    wall.remove(tile)
    set_state(
        g,
        replace(s, wall=tuple(wall)).with_slot(
            room, index, Slot(tile, "up", Monster(monster_id, d["hp"], damage, states))
        ),
    )


def test_e12_level_up():
    g = Game.new(seed=9)
    room = g.state.pc.position.room
    rig(g, context="combat_turn")
    from jongrogue.engine.core.model import Combat

    rig(g, combat=Combat(phase="melee", turn=1, ranged_over=True))
    rig_pc(g, xp=8, hp=3, states=())
    free = next(i for i in range(5, 9) if g.state.slot(room, i).empty)
    place(g, room, free, "rattlesnake", damage=4)
    stack(g, ["m9", "p8"])  # 17: a hit
    g.execute(cmd("melee", slot=free))
    pc = g.state.pc
    assert (pc.xp, pc.level, pc.marker, pc.hp) == (18, 2, 2, 5)


def test_e15_monster_window():
    from jongrogue.data import load_rules

    r = load_rules()
    # s(F) = min(3F - 6, 18), idx = max(1, s + N - 1)
    assert monster_for(r, 6, "m5")["id"] == "venus_flytrap"  # s = 12 -> idx 16
    assert monster_for(r, 2, "m3")["id"] == "emu"  # s = 0 -> idx 2
    assert monster_for(r, 13, "m1")["id"] == "wraith"
    assert monster_for(r, 13, "m9")["id"] == "jabberwock"
    assert monster_for(r, 16, "m8")["id"] == "dragon"
    assert [monster_for(r, 1, f"m{n}")["id"] for n in range(1, 10)] == ["kestrel"] * 5 + [
        "emu",
        "bat",
        "snake",
        "hobgoblin",
    ]


def test_e15_forced_end_score():
    g = Game.new(seed=3, options=Options(ruleset="ez_plus", plus={"forced_end_bonus"}))
    rig_pc(g, gold=12345)
    g.execute(cmd("forced_end"))
    assert g.state.score_card[-1].score == 13579 and g.state.context == "game_over"


@pytest.mark.parametrize(
    "options,score",
    [(Options(), 22093), (Options(ruleset="ez_plus", plus={"victory_bonus"}), 24093)],
)
def test_e15_victory_score(options, score):
    g = Game.new(seed=3, options=options)
    stairs_room = next(
        r for r in range(1, 10) if any(t in ("pR", "sR") for t in g.state.floor.dungeon[r - 1])
    )
    fl = g.state.floor
    rig(
        g, floor=replace(fl, revealed=tuple(True for _ in range(9))), context="explore", combat=None
    )
    from jongrogue.engine.core.model import in_room

    items = (
        (Item("melee", "long_sword", False, True), 1),
        (Item("armour", "plate", False, True), 1),
        (Item("potions", "healing"), 2),
        (Item("scrolls", "remove_curse"), 1),
        (Item("rings", "adornment"), 1),
        (Item("melee", "dagger", True, False), 1),
    )
    rig(g, items=items, amulet_found=True)
    rig_pc(
        g,
        gold=20000,
        has_amulet=True,
        wind_plate="south",
        floor=1,
        position=in_room(stairs_room),
        states=(),
    )
    g.execute(cmd("use_stairs"))
    assert g.state.context == "victory"
    sheet = dict(g.state.victory_sheet)
    assert sheet["items_total"] == 2093 and sheet["score"] == score
    assert g.state.score_card[-1].result == "victory"


def test_e16_draw_until_failure_means_no_drop():
    g = Game.new(seed=9)
    room = g.state.pc.position.room
    from jongrogue.engine.core.model import Combat

    rig(g, context="combat_turn", combat=Combat(phase="melee", turn=1, ranged_over=True))
    rig_pc(g, states=())
    free = next(i for i in range(5, 9) if g.state.slot(room, i).empty)
    place(g, room, free, "troll", damage=18)
    stack(g, ["m9", "p8", "s7"])  # hit (17), drop check 7 >= 7 passes
    s = g.state
    # then the wall holds m3 p4 only
    rest = list(s.wall[3:])
    for t in ("m3", "p4"):
        rest.remove(t)
    rig(g, wall=s.wall[:3] + ("m3", "p4"), discard=s.discard + tuple(rest))
    g.execute(cmd("melee", slot=free))
    assert g.state.slot(room, free).empty  # no item dropped
    assert g.state.reshuffles == 1
    drops = [e for e in g.last_events if e.kind == "check" and e["check"] == "item_drop"]
    assert (
        drops[0]["success"] is True and drops[-1]["op"] == "until" and drops[-1]["success"] is False
    )
