"""EZ Plus option `monster_abilities` (spec §8.7, §8.6, §8.3) and `pincer_attacks` (§8.3.10).

Every test injects the wall tiles it needs (helpers.stack) and asserts exact state changes.
Monster attacks in combat: the PC first misses with MISS (m1+m2 = 3), then each hostile monster
attacks in slot order (target 8 + armour − Acc; ring mail = 3)."""

import pytest

from jongrogue.engine import Item, cmd
from jongrogue.engine.core.model import at_door, in_corridor, in_room
from tests.engine.helpers import burn, rig, rig_pc, stack
from tests.engine.plus_helpers import (
    KIT,
    MISS,
    add_items,
    attacks,
    checks,
    combat,
    drawn,
    empty_room,
    mon,
    plus,
    put,
    put_tile,
    ring,
    set_items,
    sturdy,
    unexplored,
    walk_in,
)

MA = "monster_abilities"


# ---- glare (medusa) -------------------------------------------------------------------------
@pytest.mark.parametrize("roll,confused", [("m4", True), ("m5", False)])
def test_glare_confuses_on_1d9_at_most_4_with_one_roll_per_check_event(roll, confused):
    g = plus(MA)
    put(g, 5, 5, "medusa")
    put(g, 5, 6, "medusa")  # two medusas: still one roll for the door→room glare check
    rig_pc(g, position=at_door(5, "north"))
    stack(g, [roll])
    g.execute(cmd("move_door_to_room"))
    assert [c["total"] for c in checks(g, "check_glare")] == [int(roll[1])]
    assert g.state.pc.has("confused") is confused
    assert g.state.context == "choice"


def test_glare_at_the_end_of_a_combat_turn():
    g = plus(MA)
    put(g, 5, 5, "medusa")
    sturdy(g)
    combat(g)
    stack(g, MISS + ["s1", "p3", "s2"])  # medusa misses (4 < 8); end-of-turn glare 2 <= 4
    g.execute(cmd("melee", slot=5))
    assert [c["total"] for c in checks(g, "check_glare")] == [2]
    assert g.state.pc.has("confused") and g.state.context == "turn_end"


@pytest.mark.parametrize("case", ["blind", "sealed", "asleep_at_room_to_door", "option_off"])
def test_no_glare_when_blind_sealed_or_asleep(case):
    g = plus(MA) if case != "option_off" else plus("rings")
    put(
        g,
        5,
        5,
        "medusa",
        states={"sealed": ("sealed",), "asleep_at_room_to_door": ("asleep",)}.get(case, ()),
    )
    if case == "blind":
        rig_pc(g, states=("blind",))
    if case == "asleep_at_room_to_door":
        g.execute(cmd("move_room_to_door", dir="north"))  # room→door does not wake it
    else:
        rig_pc(g, position=at_door(5, "north"))
        g.execute(cmd("move_door_to_room"))
    assert checks(g, "check_glare") == [] and drawn(g) == []
    assert not g.state.pc.has("confused")


# ---- gold lover (orc) -----------------------------------------------------------------------
@pytest.mark.parametrize("gold,guarding", [(True, True), (False, False)])
def test_gold_lover_guards_when_its_room_holds_gold(gold, guarding):
    g = plus(MA)
    rig_pc(g, floor=3)  # floor 3: m6 = orc
    unexplored(g, 6, ["m6", "p8" if gold else "s3"])
    walk_in(g, 5, 6)
    stack(g, ["m1"], skip=burn(g, "corridor_step"))  # corridor burn; sleep roll 1 -> awake
    g.execute(cmd("move_corridor_to_door", end="toward"))
    orc = mon(g, 6, 1)
    assert orc.id == "orc" and orc.has("guarding") is guarding and not orc.has("asleep")
    assert g.state.context == ("explore" if guarding else "choice")


def test_gold_pick_up_is_aborted_and_the_guarding_orc_wakes_hostile():
    g = plus(MA)
    put(g, 5, 5, "orc", states=("asleep", "guarding"))
    put_tile(g, 5, 2, "p8")
    before = len(g.state.wall)
    g.execute(cmd("pick_up", slot=2))
    assert g.state.pc.gold == 0 and g.state.slot(5, 2).tile == "p8"
    assert mon(g, 5, 5).states == ()
    assert g.state.context == "choice" and len(g.state.wall) == before


@pytest.mark.parametrize("pc_roll", [MISS, ["m9", "p8"]])
def test_attacking_a_gold_lover_seals_it_hit_or_miss(pc_roll):
    g = plus(MA)
    put(g, 5, 5, "orc", states=("guarding",))
    combat(g)
    stack(g, pc_roll + ["s1", "p3"])  # then the orc, now hostile, misses (4 < 10)
    g.execute(cmd("melee", slot=5))
    orc = mon(g, 5, 5)
    assert orc.states == ("sealed",)
    assert orc.damage == (2 if pc_roll != MISS else 0)
    assert [a["by"] for a in attacks(g)] == ["pc", "orc"]


# ---- gold thief (leprechaun) ----------------------------------------------------------------
def test_gold_thief_steals_50_per_floor_and_vanishes_without_xp():
    g = plus(MA)
    put(g, 5, 5, "leprechaun")
    rig_pc(g, floor=2, gold=130)
    combat(g)
    stack(g, MISS + ["m9", "p9"])  # leprechaun hits (18 >= 9)
    tile = g.state.slot(5, 5).tile
    g.execute(cmd("melee", slot=5))
    pc = g.state.pc
    assert (pc.gold, pc.xp, pc.hp) == (30, 0, 3)  # min(130, 100) stolen; 1 damage still taken
    assert g.state.slot(5, 5).empty and g.state.discard[-1] == tile
    assert g.state.context == "explore" and g.state.combat is None


def test_gold_thief_steals_at_most_what_the_pc_has_and_nothing_at_zero():
    g = plus(MA)
    put(g, 5, 5, "leprechaun")
    put(g, 5, 6, "leprechaun")
    rig_pc(g, floor=2, gold=40)
    sturdy(g)
    combat(g)
    stack(g, MISS + ["m9", "p9", "s9", "p8"])  # both hit
    g.execute(cmd("melee", slot=5))
    assert g.state.pc.gold == 0 and g.state.slot(5, 5).empty  # the first took all 40 and left
    assert mon(g, 5, 6) is not None  # gold 0: the second steals nothing and stays
    assert g.state.pc.hp == 8


def test_killed_gold_thief_leaves_90_per_floor_gold():
    g = plus(MA)
    put(g, 5, 5, "leprechaun", damage=4)
    rig_pc(g, floor=2)
    combat(g)
    stack(g, ["m9", "p8"])  # 17 >= 11: 2 damage kills it (HP 6)
    g.execute(cmd("melee", slot=5))
    slot = g.state.slot(5, 5)
    assert (slot.tile, slot.face, slot.monster, slot.gold) == (None, "up", None, 180)
    assert g.state.pc.xp == 21 and g.state.context == "explore"
    g.execute(cmd("pick_up", slot=5))
    assert g.state.pc.gold == 180 and g.state.slot(5, 5).empty


# ---- level drain (wraith) at level 1 (E11 covers level > 1) -----------------------------------
def test_level_drain_at_level_1_sets_xp_to_0():
    g = plus(MA)
    put(g, 5, 5, "wraith")
    rig_pc(g, xp=7)
    combat(g)
    stack(g, ["m4", "p4", "s1", "p2"])  # fumble (8, doubles, < 12); wraith misses (3 < 9)
    g.execute(cmd("melee", slot=5))
    pc = g.state.pc
    assert (pc.level, pc.xp, pc.marker, pc.hp) == (1, 0, 1, 4)


# ---- mimic (xeroc) --------------------------------------------------------------------------
@pytest.mark.parametrize("opts,disguised", [((MA,), True), (("rings",), False)])
def test_mimic_is_disguised_at_reveal(opts, disguised):
    g = plus(*opts)
    rig_pc(g, floor=12)  # floor 12: m3 = xeroc
    unexplored(g, 6, ["m3", "s3"])
    walk_in(g, 5, 6)
    stack(g, ["m1"], skip=burn(g, "corridor_step"))  # awake
    g.execute(cmd("move_corridor_to_door", end="toward"))
    x = mon(g, 6, 1)
    assert x.id == "xeroc" and x.has("disguised") is disguised
    assert g.state.context == ("explore" if disguised else "choice")


@pytest.mark.parametrize("loot", ["s3", "p8"])
def test_pick_up_near_a_disguised_mimic_is_aborted_with_one_surprise_attack(loot):
    g = plus(MA)
    put(g, 5, 5, "xeroc", states=("asleep", "disguised"))
    put_tile(g, 5, 2, loot)
    sturdy(g)
    items = g.state.items
    stack(g, ["m9", "p9"])  # the xeroc's one attack hits (18 >= 9): 4 damage
    g.execute(cmd("pick_up", slot=2))
    assert [a["by"] for a in attacks(g)] == ["xeroc"]
    assert g.state.pc.hp == 6 and g.state.items == items and g.state.pc.gold == 0
    assert g.state.slot(5, 2).tile == loot
    assert mon(g, 5, 5).states == () and g.state.context == "choice"


@pytest.mark.parametrize("pc_roll,still_disguised", [(["m9", "p8"], False), (MISS, True)])
def test_hitting_a_mimic_ends_its_disguise(pc_roll, still_disguised):
    g = plus(MA)
    put(g, 5, 5, "xeroc", states=("disguised",))
    combat(g)
    stack(g, pc_roll + ["s1", "p3"])  # after a hit the xeroc is hostile and misses (4 < 9)
    g.execute(cmd("melee", slot=5))
    assert mon(g, 5, 5).has("disguised") is still_disguised
    assert [a["by"] for a in attacks(g)] == (["pc"] if still_disguised else ["pc", "xeroc"])


# ---- fire breath (dragon) -------------------------------------------------------------------
@pytest.mark.parametrize(
    "states,opts,breath", [((), (MA,), 3), (("sealed",), (MA,), 0), ((), ("rings",), 0)]
)
def test_fire_breath_after_a_shot_at_an_awake_dragon(states, opts, breath):
    g = plus(*opts)
    put(g, 5, 5, "dragon", states=states)
    sturdy(g)
    combat(g, "ranged_phase")
    stack(g, ["m1", "p2", "m5", "p3"])  # shot 3 < 13 misses; ammo check 5 keeps the stack; 1d9 = 3
    g.execute(cmd("shoot", slot=5, ammo="arrows"))
    assert g.state.pc.hp == 10 - breath
    assert [c["total"] for c in checks(g, "fire_breath")] == ([3] if breath else [])
    assert [a["by"] for a in attacks(g)] == ["pc"]  # no hit roll for the breath


def test_fire_breath_from_a_dragon_asleep_before_the_shot():
    """Spec order: the shot is an attack on a monster whose after-list wakes the target, and the
    fire-breath counter runs in the ranged attack's post list, so the woken dragon breathes."""
    g = plus(MA)
    put(g, 5, 5, "dragon", states=("asleep",))
    sturdy(g)
    combat(g, "ranged_phase")
    stack(g, ["m1", "p2", "m5", "p3"])  # 3 < 9 misses
    g.execute(cmd("shoot", slot=5, ammo="arrows"))
    assert not mon(g, 5, 5).has("asleep")
    assert g.state.pc.hp == 7


def test_no_fire_breath_from_a_dragon_killed_by_the_shot():
    g = plus(MA)
    put(g, 5, 5, "dragon", damage=35)
    sturdy(g)
    combat(g, "ranged_phase")
    # 17 >= 13 hits: 1 damage kills it; drop check 2 >= 2, draw until s: s4; ammo check 5
    stack(g, ["m9", "p8", "s2", "s4", "m5"])
    g.execute(cmd("shoot", slot=5, ammo="arrows"))
    assert g.state.slot(5, 5).monster is None and g.state.slot(5, 5).tile == "s4"
    assert checks(g, "fire_breath") == []


# ---- freeze (ice monster) -------------------------------------------------------------------
def test_freeze_then_frozen_again_is_death_by_freezing():
    g = plus(MA)
    put(g, 5, 5, "ice_monster")
    sturdy(g)
    combat(g)
    stack(g, MISS + ["m9", "p9", "s2"])  # hit (18 >= 10); freeze 2 <= 2
    g.execute(cmd("melee", slot=5))
    assert g.state.pc.has("frozen") and g.state.pc.hp == 9 and g.state.context == "turn_end"
    g.execute(cmd("continue"))
    assert [c.type for c in g.legal_commands() if c.type != "abandon"] == ["pass"]
    stack(g, ["s9", "p8", "s1"])  # hit; freeze 1 while frozen -> 凍死
    g.execute(cmd("pass"))
    assert g.state.context == "dead" and g.state.death_cause == "frozen_to_death"


def test_freeze_roll_above_2_does_nothing():
    g = plus(MA)
    put(g, 5, 5, "ice_monster")
    sturdy(g)
    combat(g)
    stack(g, MISS + ["m9", "p9", "s3"])
    g.execute(cmd("melee", slot=5))
    assert not g.state.pc.has("frozen") and g.state.pc.hp == 9


# ---- poison (rattlesnake) -------------------------------------------------------------------
@pytest.mark.parametrize("roll,poisoned", [("s4", True), ("s5", False)])
def test_poison_roll_and_the_next_recovery_becomes_1_damage(roll, poisoned):
    g = plus(MA)
    put(g, 5, 5, "rattlesnake")
    sturdy(g)
    combat(g)
    stack(g, MISS + ["m9", "p9", roll])  # hit (18 >= 10): 2 damage; poison roll
    g.execute(cmd("melee", slot=5))
    assert g.state.pc.has("poisoned") is poisoned and g.state.pc.hp == 8
    empty_room(g, 5)
    rig(g, context="explore", combat=None)
    stack(g, ["p9"], skip=burn(g, "rest"))  # rest burn; no wandering monster
    g.execute(cmd("rest"))
    assert g.state.pc.hp == (7 if poisoned else 10) and not g.state.pc.has("poisoned")
    stack(g, ["p9"], skip=burn(g, "rest"))
    g.execute(cmd("rest"))
    assert g.state.pc.hp == 10  # poison ended: a normal recovery (1 + 10 // 3 = 4, capped)


# ---- rust (aquator) -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "armour,pc_states,extra,bonus,after",
    [
        ("ring_mail", (), None, 0, -1),
        ("leather", (), None, 0, 0),  # leather never rusts
        ("ring_mail", ("armour_protected",), None, 0, 0),
        ("ring_mail", (), ring("maintain_armour"), 0, 0),  # worn ring negates
        ("ring_mail", (), ring("maintain_armour", cursed=True), 0, 0),
        ("ring_mail", (), ring("maintain_armour", equipped=False), 0, -1),  # carried only: rusts
        ("ring_mail", (), None, -3, -3),  # minimum −3
    ],
)
def test_rust_lowers_the_armour_bonus(armour, pc_states, extra, bonus, after):
    g = plus(MA, "rings")
    put(g, 5, 5, "aquator")
    entries = [(Item("melee", "mace", False, True), 1), (Item("armour", armour, False, True), 1)]
    if extra:
        entries.append((extra, 1))
    set_items(g, *entries)
    rig_pc(g, states=pc_states, armour_bonus=bonus)
    sturdy(g)
    combat(g)
    stack(g, MISS + ["m9", "p9"])  # hit (18)
    g.execute(cmd("melee", slot=5))
    assert g.state.pc.armour_bonus == after and g.state.pc.hp == 9


# ---- item thief (nymph) ---------------------------------------------------------------------
def _thief(items, opts=(MA, "rings", "identification")):
    g = plus(*opts)
    put(g, 5, 5, "nymph")
    set_items(g, *items)
    combat(g)
    return g


@pytest.mark.parametrize("equipped", [False, True])
def test_item_thief_takes_the_adornment_ring_first_without_a_roll(equipped):
    adorn = ring("adornment", equipped=equipped)
    g = _thief(KIT + ((adorn, 1), (Item("potions", "healing"), 2)))
    stack(g, MISS + ["m9", "p9"])  # nymph hits (18 >= 9)
    tile = g.state.slot(5, 5).tile
    g.execute(cmd("melee", slot=5))
    assert g.state.count(adorn) == 0 and g.state.count(Item("potions", "healing")) == 2
    assert checks(g, "item_theft") == []
    assert g.state.slot(5, 5).empty and g.state.discard[-1] == tile and g.state.pc.xp == 0


SHEET_ORDER = (  # carried units in sheet order (9): rings, potions (rows, then the strip), scrolls,
    (ring("see_invisible", equipped=False), 1),  # ranged, melee, armour
    (Item("potions", "restore_strength"), 1),
    (Item("potions", "key:s3"), 1),
    (Item("scrolls", "identify"), 1),
    (Item("ranged", "bow"), 1),
    (Item("ranged", "arrows"), 1),
    (Item("melee", "dagger"), 1),
    (Item("melee", "dagger", True), 1),
    (Item("armour", "leather"), 1),
)
EQUIPPED = ((Item("melee", "mace", False, True), 1), (Item("armour", "ring_mail", False, True), 1))


@pytest.mark.parametrize(
    "items,roll,stolen",
    [
        (SHEET_ORDER, "s1", ring("see_invisible", equipped=False)),
        (SHEET_ORDER, "s2", Item("potions", "restore_strength")),
        (SHEET_ORDER, "s3", Item("potions", "key:s3")),  # the strip comes after the sheet's rows
        (SHEET_ORDER, "s7", Item("melee", "dagger")),  # uncursed before cursed
        (SHEET_ORDER, "s8", Item("melee", "dagger", True)),
        (SHEET_ORDER, "s9", Item("armour", "leather")),
        (
            ((Item("ranged", "bow"), 1), (Item("ranged", "arrows"), 1)),
            "s5",
            Item("ranged", "bow"),
        ),  # (5-1) mod 2 = 0
        (
            ((Item("ranged", "bow"), 1), (Item("ranged", "arrows"), 1)),
            "s6",
            Item("ranged", "arrows"),
        ),
    ],
)
def test_item_thief_steals_unit_d_minus_1_mod_count_in_sheet_order(items, roll, stolen):
    g = _thief(EQUIPPED + tuple(items))
    stack(g, MISS + ["m9", "p9", roll])
    before = {it: n for it, n in g.state.items}
    g.execute(cmd("melee", slot=5))
    after = {it: n for it, n in g.state.items}
    assert {
        it: before[it] - after.get(it, 0) for it in before if before[it] != after.get(it, 0)
    } == {stolen: 1}
    assert [c["total"] for c in checks(g, "item_theft")] == [int(roll[1])]
    assert g.state.slot(5, 5).empty and g.state.pc.xp == 0


def test_item_thief_with_nothing_to_steal_does_nothing():
    g = _thief(EQUIPPED)  # only equipped items
    stack(g, MISS + ["m9", "p9"])
    g.execute(cmd("melee", slot=5))
    assert dict(g.state.items) == dict(EQUIPPED)
    assert checks(g, "item_theft") == [] and mon(g, 5, 5) is not None and g.state.pc.hp == 3


# ---- hold (venus flytrap) -------------------------------------------------------------------
def test_hold_makes_the_pc_held():
    g = plus(MA)
    put(g, 5, 5, "venus_flytrap")
    sturdy(g)
    combat(g)
    stack(g, MISS + ["m9", "p9"])  # 18 >= 8: 4 damage
    g.execute(cmd("melee", slot=5))
    assert g.state.pc.has("held") and g.state.pc.hp == 6
    g.execute(cmd("move_room_to_door", dir="north"))  # a flee: the hold gate aborts it
    assert g.state.pc.position == in_room(5)


# ---- strength drain (vampire) ---------------------------------------------------------------
@pytest.mark.parametrize(
    "roll,worn,strength,after",
    [
        ("s4", None, 0, -1),
        ("s5", None, 0, 0),
        ("s1", ring("increase_strength"), 0, 0),  # uncursed ring: negated
        ("s1", ring("increase_strength", cursed=True), 0, -1),  # cursed ring: no protection
        ("s1", None, -3, -3),  # minimum −3
    ],
)
def test_strength_drain(roll, worn, strength, after):
    g = plus(MA, "rings")
    put(g, 5, 5, "vampire")
    if worn:
        add_items(g, (worn, 1))
    rig_pc(g, strength=strength)
    sturdy(g)
    combat(g)
    stack(g, MISS + ["m9", "p9", roll])  # 18 >= 8: 3 damage; drain roll
    g.execute(cmd("melee", slot=5))
    assert g.state.pc.strength == after and g.state.pc.hp == 7
    assert [c["total"] for c in checks(g, "strength_drain_roll")] == [int(roll[1])]


# ---- innate invisibility (phantom) and haste on deep floors ----------------------------------
@pytest.mark.parametrize(
    "opts,worn,invisible",
    [((MA, "rings"), False, True), ((MA, "rings"), True, False), (("rings",), False, False)],
)
def test_phantom_is_invisible_unless_a_see_invisible_ring_is_worn(opts, worn, invisible):
    g = plus(*opts)
    rig_pc(g, floor=12)  # floor 12: m2 = phantom
    if worn:
        add_items(g, (ring("see_invisible"), 1))
    unexplored(g, 6, ["m2"])
    walk_in(g, 5, 6)
    stack(g, ["m1"], skip=burn(g, "corridor_step"))
    g.execute(cmd("move_corridor_to_door", end="toward"))
    assert mon(g, 6, 1).id == "phantom" and mon(g, 6, 1).has("invisible") is invisible


@pytest.mark.parametrize(
    "opts,floor,hasted", [((MA,), 16, True), ((MA,), 15, False), (("rings",), 16, False)]
)
def test_monsters_are_hasted_from_floor_16_under_monster_abilities(opts, floor, hasted):
    g = plus(*opts)
    rig_pc(g, floor=floor)  # floors 15 and 16: m1 = wraith
    unexplored(g, 6, ["m1"])
    walk_in(g, 5, 6)
    stack(g, ["m1"], skip=burn(g, "corridor_step"))
    g.execute(cmd("move_corridor_to_door", end="toward"))
    assert mon(g, 6, 1).id == "wraith" and mon(g, 6, 1).has("hasted") is hasted


# ---- sealed monsters (and the option off) use no abilities ----------------------------------
# Damage per hit from the spec's monster table (§9.6), not from monsters.yaml (the file under test).
SPEC_DAMAGE = {
    "ice_monster": 1,
    "rattlesnake": 2,
    "leprechaun": 1,
    "aquator": 1,
    "nymph": 1,
    "venus_flytrap": 4,
    "vampire": 3,
}


@pytest.mark.parametrize(
    "mid",
    ["ice_monster", "rattlesnake", "leprechaun", "aquator", "nymph", "venus_flytrap", "vampire"],
)
@pytest.mark.parametrize("how", ["sealed", "option_off"])
def test_sealed_monsters_and_plain_fighters_use_no_ability_on_a_hit(mid, how):
    g = plus(MA, "rings") if how == "sealed" else plus("rings")
    put(g, 5, 5, mid, states=("sealed",) if how == "sealed" else ())
    add_items(g, (ring("adornment", equipped=False), 1))
    rig_pc(g, gold=100, marker=10, hp=20)
    combat(g)
    stack(g, MISS + ["m9", "p9"])
    items, pc = g.state.items, g.state.pc
    g.execute(cmd("melee", slot=5))
    assert len(drawn(g)) == 4  # the two attack rolls only: no ability roll
    new = g.state.pc
    assert (new.states, new.gold, new.strength, new.armour_bonus) == (pc.states, 100, 0, 0)
    assert g.state.items == items and mon(g, 5, 5) is not None
    assert new.hp == 20 - SPEC_DAMAGE[mid]


def test_sealed_wraith_does_not_drain_and_sealed_leprechaun_leaves_no_gold():
    g = plus(MA)
    put(g, 5, 5, "wraith", states=("sealed",))
    rig_pc(g, level=3, xp=25, marker=3, hp=7)
    combat(g)
    stack(g, ["m4", "p4", "s1", "p2"])  # fumble; wraith misses
    g.execute(cmd("melee", slot=5))
    assert (g.state.pc.level, g.state.pc.xp) == (3, 25)
    g = plus(MA)
    put(g, 5, 5, "leprechaun", states=("sealed",), damage=4)
    combat(g)
    stack(g, ["m9", "p8"])  # kills it
    g.execute(cmd("melee", slot=5))
    assert g.state.slot(5, 5).empty and g.state.pc.xp == 21


# ---- pincer (option pincer_attacks) ----------------------------------------------------------
PINCER_MISSES = ["m1", "p2", "m3", "p1"]  # 3 and 4: every pincer attack misses


@pytest.mark.parametrize(
    "room4,room5,attackers",
    [
        ([("zombie", ())], [("orc", ())], ["zombie", "orc"]),
        ([("zombie", ())], [("venus_flytrap", ())], []),  # stationary: no candidate
        ([("zombie", ())], [("orc", ("slowed",))], []),  # slowed: never pincers
        ([("zombie", ())], [("orc", ("asleep",))], []),  # asleep: no move
        ([("zombie", ())], [("orc", ("deep_asleep",))], []),
        ([("zombie", ())], [("orc", ("guarding",))], []),  # not hostile
        ([("zombie", ())], [], []),  # Y holds nobody
        (
            [("zombie", ())],
            [("venus_flytrap", ()), ("orc", ())],
            ["zombie", "orc"],
        ),  # lowest candidate
        ([("zombie", ("asleep",)), ("hobgoblin", ())], [("orc", ())], ["hobgoblin", "orc"]),
        ([], [("orc", ())], []),  # X holds nobody
    ],
)
def test_pincer_only_when_both_rooms_hold_candidates(room4, room5, attackers):
    g = plus("pincer_attacks")
    for i, (mid, st) in enumerate(room4, 1):
        put(g, 4, i, mid, states=st)
    for i, (mid, st) in enumerate(room5, 1):
        put(g, 5, i, mid, states=st)
    rig_pc(g, position=at_door(4, "east"), floor=3)
    hostile4 = any(not st for _, st in room4)
    rig(g, context="choice" if hostile4 else "explore")
    stack(g, PINCER_MISSES, skip=burn(g, "corridor_step"))
    g.execute(cmd("move_door_to_corridor"))
    assert [a["by"] for a in attacks(g)] == attackers
    assert g.state.pc.position == in_corridor(4, 5)
    assert len(drawn(g)) == burn(g, "corridor_step") + 2 * len(attackers)


def test_pincer_option_off_means_no_pincer():
    g = plus(MA)
    put(g, 4, 1, "zombie")
    put(g, 5, 1, "orc")
    rig_pc(g, position=at_door(4, "east"), floor=3)
    rig(g, context="choice")
    g.execute(cmd("move_door_to_corridor"))
    assert attacks(g) == [] and len(drawn(g)) == burn(g, "corridor_step")


def test_pincer_on_corridor_to_door_x_is_the_room_come_from():
    g = plus("pincer_attacks")
    put(g, 4, 1, "zombie")
    put(g, 5, 1, "orc")
    rig_pc(g, position=in_corridor(4, 5), floor=3)
    stack(g, PINCER_MISSES, skip=burn(g, "corridor_step"))
    g.execute(cmd("move_corridor_to_door", end="toward"))
    assert [a["by"] for a in attacks(g)] == ["zombie", "orc"]
    assert g.state.pc.position == at_door(5, "west") and g.state.context == "choice"


# ---- gate order on a gold pick-up (§8.9.1) ----------------------------------------------------
def test_gold_lover_gate_comes_before_the_mimic_gate():
    g = plus(MA)
    put(g, 5, 5, "orc", states=("guarding",))
    put(g, 5, 6, "xeroc", states=("disguised",))
    put_tile(g, 5, 2, "p8")
    sturdy(g)
    stack(g, ["m1", "p2"])  # used only if the xeroc (wrongly) attacks: a miss
    g.execute(cmd("pick_up", slot=2))
    assert attacks(g) == []  # the gold-lover gate aborted the pick-up first
    assert mon(g, 5, 5).states == () and mon(g, 5, 6).states == ("disguised",)
    assert g.state.pc.gold == 0 and g.state.context == "choice"


# ---- every guarding / disguised monster of the room reacts (§8.6: "in its room") -----------------
def test_a_gold_pick_up_wakes_every_guarding_orc_of_the_room():
    g = plus(MA)
    put(g, 5, 5, "orc", states=("asleep", "guarding"))
    put(g, 5, 6, "orc", states=("guarding",))
    put_tile(g, 5, 2, "p8")
    g.execute(cmd("pick_up", slot=2))
    assert mon(g, 5, 5).states == () and mon(g, 5, 6).states == ()


def test_a_pick_up_springs_every_disguised_mimic_of_the_room():
    g = plus(MA)
    put(g, 5, 5, "xeroc", states=("disguised",))
    put(g, 5, 6, "xeroc", states=("disguised",))
    put_tile(g, 5, 2, "s3")
    sturdy(g)
    stack(g, ["m1", "p2", "s1", "p3"])  # two misses
    g.execute(cmd("pick_up", slot=2))
    assert [a["slot"] for a in attacks(g)] == [5, 6]
    assert mon(g, 5, 5).states == () and mon(g, 5, 6).states == ()
