"""Opening table (spec §3.1, §4, §5, E1, E2): box, wall, maps, start room, determinism."""

from collections import Counter

import pytest

from jongrogue.engine import Game, Options
from jongrogue.engine.core.queries import known_open
from tests.engine.helpers import census_counter

IDENT = Options(ruleset="ez_plus", plus={"identification"})


def test_same_seed_same_table_and_different_seeds_differ():
    assert Game.new(seed=7).state_hash() == Game.new(seed=7).state_hash()
    hashes = {Game.new(seed=s).state_hash() for s in range(12)}
    assert len(hashes) == 12
    assert (
        Game.new(seed=1).view(reveal=True)["wall"]["tiles"]
        != Game.new(seed=2).view(reveal=True)["wall"]["tiles"]
    )


@pytest.mark.parametrize(
    "options,wall,suits,aside",
    [
        (Options(), 107, {"m": 36, "p": 35, "s": 36}, {"status": 1, "links": 0}),
        (IDENT, 81, {"m": 27, "p": 27, "s": 27}, {"status": 2, "links": 27}),
    ],
)
def test_e1_box_composition(options, wall, suits, aside):
    g = Game.new(seed=3, options=options)
    c = census_counter(g)
    number = Counter({t: n for t, n in c.items() if t[0] in "mps" and t[1].isdigit()})
    census = g.census()
    assert len(census["status_field"]) == aside["status"]
    assert len(census["link_slots"]) == aside["links"]
    in_play = sum(number.values()) - aside["status"] - aside["links"]
    assert in_play == wall
    # per-suit counts of the wall composition (the set-aside p1s are not in the wall)
    for suit, n in suits.items():
        in_suit = sum(v for t, v in number.items() if t[0] == suit)
        extra = (aside["status"] if suit == "p" else 0) + (9 if aside["links"] else 0)
        assert in_suit - extra == n
    assert sorted(census["dungeon_map"]) == sorted(
        ["T"] * 4 + ["N"] * 4 + ["S"] * 4 + ["P"] * 4 + ["pR", "pR"]
    )


@pytest.mark.parametrize("options", [Options(), IDENT])
def test_opening_table(options):
    for seed in range(10):
        g = Game.new(seed=seed, options=options)
        v = g.view()
        pc = v["pc"]
        assert (
            pc["level"],
            pc["xp"],
            pc["max_hp"],
            pc["hp"],
            pc["strength"],
            pc["gold"],
            pc["food"],
            pc["floor"],
            pc["wind_plate"],
        ) == (1, 0, 4, 4, 0, 0, 2 if options == IDENT else 1, 1, "east")
        # (identification starts with 2 food: params.yaml plus_numbers, docs/BALANCE.md "The numbers")
        items = {
            (i["sheet"], i["kind"], i["equipped"], i["cursed"]): i["count"]
            for i in v["sheets"]["items"]
        }
        assert items == {
            ("melee", "mace", True, False): 1,
            ("ranged", "bow", False, False): 1,
            ("ranged", "arrows", False, False): 1,
            ("armour", "ring_mail", True, False): 1,
        }
        start = pc["position"]["room"]
        assert pc["position"]["kind"] == "room"
        for r in range(1, 10):
            room = v["dungeon"]["rooms"][str(r)]
            assert len(room["tiles"]) == 2
            assert room["revealed"] == (r == start)
            if r != start:
                assert room["tiles"] == ["U", "U"]
            slots = v["encounter"]["rooms"][str(r)]
            dealt = [s for s in slots[:4]]
            assert all(s["tile"] is not None for s in dealt)
            if r != start:
                assert all(s["face"] == "down" and s["tile"] == "U" for s in dealt)
            assert all(s["face"] == "empty" for s in slots[4:])
        assert v["dungeon"]["rooms"][str(start)]["explored"]


def test_start_room_is_keypad_number_of_the_discarded_draw():
    for seed in range(15):
        g = Game.new(seed=seed)
        start_checks = [
            e for e in g.last_events if e.kind == "check" and e["check"] == "start_room"
        ]
        assert len(start_checks) == 1
        tile = start_checks[0]["tiles"][0]
        assert g.state.pc.position.room == int(tile[1])
        assert tile in g.state.discard


E2_DUNGEON = [
    "T",
    "N",
    "S",
    "P",
    "P",
    "T",
    "T",
    "pR",
    "N",
    "N",
    "S",
    "P",
    "P",
    "T",
    "S",
    "pR",
    "N",
    "S",
]


def test_e2_dungeon_deal_and_corridors():
    wall = (
        ["s9"] * 4
        + ["s8"] * 4
        + ["s7"] * 4
        + ["s6"] * 4
        + ["m9"] * 4
        + ["m8"] * 4
        + ["m7"] * 4
        + ["m6"] * 4
        + ["m5"] * 4
        + ["s2"]
    )
    g = Game.new(seed=1, box_order={"wall": wall, "dungeon": E2_DUNGEON})
    s = g.state
    assert s.pc.position.room == 2  # start draw s2 -> room 2 (N)
    v = g.view()
    assert v["dungeon"]["rooms"]["2"]["doors"] == ["north", "west"]
    assert v["dungeon"]["rooms"]["2"]["dead_doors"] == ["north"]
    assert [k for k, c in v["dungeon"]["corridors"].items() if c != "hidden"] == ["1-2"]
    # with every room revealed
    from dataclasses import replace

    full = replace(s, floor=replace(s.floor, revealed=(True,) * 9))
    opened = sorted(
        k
        for k in [
            "1-2",
            "2-3",
            "4-5",
            "5-6",
            "7-8",
            "8-9",
            "1-4",
            "2-5",
            "3-6",
            "4-7",
            "5-8",
            "6-9",
        ]
        if known_open(full, *map(int, k.split("-")))
    )
    assert opened == sorted(["1-2", "1-4", "3-6", "4-5", "4-7", "5-6", "5-8", "7-8", "8-9"])
    from jongrogue.engine.core.queries import doors, has_stairs

    expect = {
        1: {"east", "south"},
        2: {"west", "north"},
        3: {"north", "east"},
        4: {"east"},
        5: {"south"},
        6: {"west", "north"},
        7: {"north", "east"},
        8: {"west"},
        9: {"south", "west"},
    }
    for r, d in expect.items():
        assert doors(full, r) == d
    assert [r for r in range(1, 10) if has_stairs(full, r)] == [4, 8]


def test_invalid_options_rejected():
    with pytest.raises(ValueError):
        Options(ruleset="chess")
    with pytest.raises(ValueError):
        Game.new(seed=1, box_order={"wall": ["p1"] * 4})
