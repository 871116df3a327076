"""EZ Plus item options: `rings` (§8.9.8, §9.7 s9), `curses` (§8.9.4, §8.9.7, §8.11) and
`identification` (§11.1, §9.9 identify). Injected tiles, exact state changes."""

import pytest

from jongrogue.engine import Item, Rejected, cmd
from jongrogue.engine.core.model import at_door, in_corridor, in_room
from tests.engine.helpers import burn, rig_pc, stack
from tests.engine.plus_helpers import (
    KIT,
    MACE,
    RING_MAIL,
    add_items,
    attacks,
    checks,
    combat,
    drawn,
    mon,
    plus,
    put,
    put_tile,
    ring,
    set_items,
)

TELEPORT_RING = ring("teleportation", cursed=True)


# ---- rings: the teleport-ring trigger ---------------------------------------------------------
# step -> (PC position, command, burn, draws between the burn and the ring roll)
STEPS = {
    "rest": (in_room(5), cmd("rest"), "rest", ["p9"]),  # wandering check 9: none
    "search": (
        in_room(2),
        cmd("search", dir="east"),
        "search",
        ["p4"],
    ),  # corridor 2–3 hidden; 4: not found
    "door_to_corridor": (at_door(5, "east"), cmd("move_door_to_corridor"), "corridor_step", []),
    "corridor_to_door": (
        in_corridor(5, 6),
        cmd("move_corridor_to_door", end="toward"),
        "corridor_step",
        [],
    ),
}


@pytest.mark.parametrize("step", list(STEPS))
@pytest.mark.parametrize("roll,teleported", [("m2", True), ("m3", False)])
def test_teleport_ring_trigger_after_rest_corridor_steps_and_search(step, roll, teleported):
    g = plus("rings")
    add_items(g, (TELEPORT_RING, 1))
    position, command, cost, between = STEPS[step]
    n = burn(g, cost)
    rig_pc(g, position=position)
    stack(g, between + [roll, "s7"], skip=n)  # ring roll; then the teleport roll: room 7
    g.execute(command)
    assert [c["total"] for c in checks(g, "ring_teleport_trigger")] == [int(roll[1])]
    assert drawn(g)[: n + len(between) + 1][n:] == between + [roll]
    if teleported:
        assert g.state.pc.position == in_room(7) and [
            c["total"] for c in checks(g, "teleport")
        ] == [7]
    else:
        assert g.state.pc.position != in_room(7) and checks(g, "teleport") == []


def test_teleport_ring_trigger_stops_after_the_first_teleport():
    g = plus("rings")
    add_items(g, (TELEPORT_RING, 2))
    stack(g, ["p9", "m1", "s7"], skip=burn(g, "rest"))
    g.execute(cmd("rest"))
    assert [c["total"] for c in checks(g, "ring_teleport_trigger")] == [1]
    assert g.state.pc.position == in_room(7)


def test_carried_teleport_ring_never_triggers():
    g = plus("rings")
    add_items(g, (ring("teleportation", cursed=True, equipped=False), 1))
    stack(g, ["p9"], skip=burn(g, "rest"))
    g.execute(cmd("rest"))
    assert checks(g, "ring_teleport_trigger") == [] and len(drawn(g)) == 7


# ---- rings: see invisible ---------------------------------------------------------------------
def test_equipping_see_invisible_clears_invisibility_in_the_pcs_room_only():
    g = plus("rings")
    put(g, 5, 5, "kestrel", states=("asleep", "invisible"))
    put(g, 4, 5, "kestrel", states=("asleep", "invisible"))
    see = ring("see_invisible", equipped=False)
    add_items(g, (see, 1))
    g.execute(cmd("camp"))
    g.execute(cmd("equip", item=see))
    assert g.state.count(ring("see_invisible")) == 1
    assert mon(g, 5, 5).states == ("asleep",)
    assert mon(g, 4, 5).states == ("asleep", "invisible")
    g.execute(cmd("end_camp"))
    rig_pc(g, position=at_door(4, "east"))
    g.execute(cmd("move_door_to_room"))  # see-invisible ring check on door→room (after waking)
    assert mon(g, 4, 5).states == ()


# ---- rings: increase strength -----------------------------------------------------------------
@pytest.mark.parametrize(
    "rings,damage",
    [
        ((), 2),
        ((ring("increase_strength"),), 3),
        ((ring("increase_strength", cursed=True),), 1),
        ((ring("increase_strength"), ring("increase_strength")), 4),
    ],
)
def test_ring_of_increase_strength_changes_melee_damage(rings, damage):
    g = plus("rings")
    put(g, 5, 5, "troll")
    for r in rings:
        add_items(g, (r, 1))
    combat(g)
    stack(g, ["m9", "p8", "s1", "p3"])  # 17 >= 11 hits (mace 2); the troll misses (4 < 9)
    g.execute(cmd("melee", slot=5))
    assert attacks(g, "pc")[0]["damage"] == damage and mon(g, 5, 5).damage == damage


# ---- rings: at most 2 equipped ------------------------------------------------------------------
def test_at_most_two_rings_equipped():
    g = plus("rings")
    third = ring("increase_strength", equipped=False)
    set_items(g, *KIT, (ring("see_invisible"), 1), (third, 1))
    g.execute(cmd("camp"))
    assert cmd("equip", item=ring("adornment", equipped=False)) not in g.legal_commands()
    assert cmd("equip", item=third) in g.legal_commands()
    g.execute(cmd("equip", item=third))
    add_items(g, (ring("adornment", equipped=False), 1))
    assert cmd("equip", item=ring("adornment", equipped=False)) not in g.legal_commands()
    with pytest.raises(Rejected):
        g.execute(cmd("equip", item=ring("adornment", equipped=False)))
    assert sum(n for it, n in g.state.items if it.sheet == "rings" and it.equipped) == 2


# ---- rings: s9 ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "opts,draws,gained",
    [
        (("rings",), ["m3"], ring("see_invisible", equipped=False)),  # kind roll 3
        (
            ("curses",),
            ["m3", "s4"],
            Item("potions", "restore_strength"),
        ),  # no rings: a potion, key s4
    ],
)
def test_s9_is_a_ring_only_with_the_rings_option(opts, draws, gained):
    g = plus(*opts)
    put_tile(g, 5, 2, "s9")
    stack(g, draws)
    g.execute(cmd("pick_up", slot=2))
    assert dict(g.state.items) == dict(KIT + ((gained, 1),))
    assert drawn(g) == draws


# ---- curses ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "tile,opts,draws,item",
    [
        ("s6", ("curses",), ["m5", "p1"], Item("melee", "mace", True)),  # curse roll 1
        ("s6", ("curses",), ["m5", "p2"], Item("melee", "mace")),  # 2: uncursed
        ("s6", ("rings",), ["m5"], Item("melee", "mace")),  # no option: no roll
        ("s7", ("curses",), ["m3", "p1"], Item("ranged", "arrows", True)),
        ("s8", ("curses",), ["m9", "p1"], Item("armour", "plate", True)),
        ("s9", ("curses", "rings"), ["m5", "p1"], ring("increase_strength", True, False)),
        ("s9", ("curses", "rings"), ["m7", "p3"], ring("maintain_armour", False, False)),
    ],
)
def test_curse_roll_at_pick_up(tile, opts, draws, item):
    g = plus(*opts)
    put_tile(g, 5, 2, tile)
    stack(g, draws)
    before = g.state.count(item)
    g.execute(cmd("pick_up", slot=2))
    assert g.state.count(item) == before + 1 and drawn(g) == draws


@pytest.mark.parametrize("opts,cursed", [(("curses", "rings"), True), (("rings",), False)])
def test_ring_of_teleportation_is_always_cursed_under_curses(opts, cursed):
    g = plus(*opts)
    put_tile(g, 5, 2, "s9")
    stack(g, ["m1", "p2"])  # kind roll 1: teleportation
    g.execute(cmd("pick_up", slot=2))
    assert g.state.count(ring("teleportation", cursed, False)) == 1


def test_cursed_equipped_items_stick_and_cursed_carried_ones_can_go():
    g = plus("curses")
    cursed_mace = Item("melee", "mace", True, True)
    cursed_dagger = Item("melee", "dagger", True)
    set_items(
        g, (cursed_mace, 1), (cursed_dagger, 1), (RING_MAIL, 1), (Item("armour", "leather"), 1)
    )
    g.execute(cmd("camp"))
    legal = g.legal_commands()
    assert (
        cmd("unequip", item=cursed_mace) not in legal
        and cmd("discard", item=cursed_mace) not in legal
    )
    assert cmd("equip", item=cursed_dagger) not in legal  # the cursed mace cannot be swapped out
    assert cmd("discard", item=cursed_dagger) in legal
    assert cmd("unequip", item=RING_MAIL) in legal and cmd("discard", item=RING_MAIL) in legal
    for c in (cmd("unequip", item=cursed_mace), cmd("discard", item=cursed_mace)):
        with pytest.raises(Rejected):
            g.execute(c)
    g.execute(cmd("discard", item=cursed_dagger))
    assert dict(g.state.items) == {cursed_mace: 1, RING_MAIL: 1, Item("armour", "leather"): 1}


@pytest.mark.parametrize(
    "item,field,bonus",
    [
        (Item("armour", "leather", True), "armour_bonus", -1),
        (Item("armour", "plate"), "armour_bonus", 0),
        (Item("melee", "dagger", True), "melee_bonus", -1),
        (Item("melee", "long_sword"), "melee_bonus", 0),
    ],
)
def test_equip_sets_the_bonus_track(item, field, bonus):
    g = plus("curses")
    add_items(g, (item, 1))
    rig_pc(g, armour_bonus=2, melee_bonus=2)
    g.execute(cmd("camp"))
    g.execute(cmd("equip", item=item))
    assert getattr(g.state.pc, field) == bonus
    assert g.state.count(Item(item.sheet, item.kind, item.cursed, True)) == 1


def test_remove_curse_uncurses_everything_and_keeps_the_bonus():
    g = plus("curses")
    set_items(
        g,
        (Item("melee", "mace", True, True), 1),
        (Item("armour", "leather", True, True), 1),
        (Item("ranged", "arrows", True), 2),
        (ring("adornment", True, False), 1),
        (Item("scrolls", "remove_curse"), 1),
    )
    rig_pc(g, armour_bonus=-1, melee_bonus=-1)
    g.execute(cmd("read", kind="remove_curse", target=None))
    assert dict(g.state.items) == {
        Item("melee", "mace", False, True): 1,
        Item("armour", "leather", False, True): 1,
        Item("ranged", "arrows"): 2,
        ring("adornment", False, False): 1,
    }
    assert (g.state.pc.armour_bonus, g.state.pc.melee_bonus) == (-1, -1)


@pytest.mark.parametrize(
    "scroll,sheet,field",
    [("enchant_armour", "armour", "armour_bonus"), ("enchant_weapon", "melee", "melee_bonus")],
)
def test_enchant_raises_the_bonus_and_uncurses_the_equipped_item(scroll, sheet, field):
    g = plus("curses")
    worn, spare = {"armour": ("leather", "plate"), "melee": ("dagger", "long_sword")}[sheet]
    other = "melee" if sheet == "armour" else "armour"
    set_items(
        g,
        (Item(sheet, worn, True, True), 1),
        (Item(sheet, spare, True), 1),
        (MACE if other == "melee" else RING_MAIL, 1),
        (Item("scrolls", scroll), 1),
    )
    rig_pc(g, **{field: -1})
    g.execute(cmd("read", kind=scroll, target=None))
    assert getattr(g.state.pc, field) == 0
    assert g.state.count(Item(sheet, worn, False, True)) == 1
    assert g.state.count(Item(sheet, spare, True)) == 1  # a carried cursed item stays cursed


# ---- identification ------------------------------------------------------------------------------
# E13's potion links (s6 = row 4, restore strength); scroll links with m5 = row 5 (identify) and
# p3 = row 11 (magic mapping)
POTION_LINKS = ["s4", "s9", "s1", "s6", "s2", "s8", "s3", "s7", "s5"]
SCROLL_LINKS = [
    "m2",
    "m3",
    "m4",
    "m6",
    "m5",
    "m7",
    "m8",
    "m9",
    "m1",
    "p1",
    "p3",
    "p2",
    "p4",
    "p5",
    "p6",
    "p7",
    "p8",
    "p9",
]
LINKS = {"links": {"potions": POTION_LINKS, "scrolls": SCROLL_LINKS}}


def ident(*more):
    return plus("identification", *more, box_order=LINKS)


@pytest.mark.parametrize(
    "tile,draws,strip",
    [
        ("s2", ["m4", "s6"], Item("potions", "key:s6")),
        ("s4", ["s1", "p3"], Item("scrolls", "key:p3")),
    ],
)
def test_unidentified_items_go_to_the_strip(tile, draws, strip):
    g = ident()
    put_tile(g, 5, 2, tile)
    stack(g, draws)
    g.execute(cmd("pick_up", slot=2))
    assert g.state.count(strip) == 1
    assert all(not up for _, up in g.state.potion_links + g.state.scroll_links)


def test_identify_scroll_targets_one_key_and_moves_its_items():
    g = ident()
    add_items(
        g,
        (Item("scrolls", "identify"), 1),
        (Item("potions", "key:s6"), 2),
        (Item("scrolls", "key:p3"), 1),
    )
    legal = [c for c in g.legal_commands() if c.type == "read"]
    assert {c.arg("target") for c in legal if c.arg("kind") == "identify"} == {"key:s6", "key:p3"}
    g.execute(cmd("read", kind="identify", target="key:s6"))
    assert g.state.count(Item("potions", "restore_strength")) == 2
    assert (
        g.state.count(Item("potions", "key:s6")) == 0
        and g.state.count(Item("scrolls", "key:p3")) == 1
    )
    assert g.state.count(Item("scrolls", "identify")) == 0
    assert [i for i, (_, up) in enumerate(g.state.potion_links) if up] == [3]
    assert not any(up for _, up in g.state.scroll_links)


def test_reading_identifies_the_key_moves_every_same_key_item_and_later_finds_go_to_the_row():
    g = ident()
    add_items(g, (Item("scrolls", "key:p3"), 3))
    g.execute(cmd("read", kind="key:p3", target=None))
    assert g.state.scroll_links[10] == ("p3", True) and g.state.floor.mapped
    assert (
        g.state.count(Item("scrolls", "magic_mapping")) == 2
        and g.state.count(Item("scrolls", "key:p3")) == 0
    )
    put_tile(g, 5, 2, "s5")
    stack(g, ["p3"])
    g.execute(cmd("pick_up", slot=2))
    assert g.state.count(Item("scrolls", "magic_mapping")) == 3


def test_unidentified_identify_scroll_identifies_a_key_even_with_a_monster_in_the_room():
    g = ident()
    put(g, 5, 5, "kestrel", states=("asleep",))
    add_items(g, (Item("scrolls", "key:m5"), 1), (Item("potions", "key:s6"), 1))
    g.execute(cmd("read", kind="key:m5", target=None))
    assert g.state.scroll_links[4] == ("m5", True)  # the scroll identified itself
    assert (
        g.state.count(Item("potions", "restore_strength")) == 1
    )  # and then one carried key (§9.9 m5)


@pytest.mark.parametrize(
    "bow_cursed,arrows_cursed,target",
    [(False, False, 13), (True, False, 14), (False, True, 14), (True, True, 15)],
)
def test_cursed_bow_and_cursed_ammo_each_cost_1_on_the_ranged_roll(
    bow_cursed, arrows_cursed, target
):
    g = plus("curses")
    put(g, 5, 5, "dragon")
    set_items(
        g,
        (MACE, 1),
        (RING_MAIL, 1),
        (Item("ranged", "bow", bow_cursed), 1),
        (Item("ranged", "arrows", arrows_cursed), 1),
    )
    combat(g, "ranged_phase")
    stack(g, ["m1", "p2", "m5"])  # a miss; ammo check 5
    g.execute(cmd("shoot", slot=5, ammo="arrows"))
    assert attacks(g, "pc")[0]["target"] == target  # 10 + Def 3 − AccR
