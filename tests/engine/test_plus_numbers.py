"""EZ Plus per-option numbers (params.yaml plus_numbers, docs/BALANCE.md "The numbers"): a game
with an option uses that option's numbers (Rules.params_for); EZ and the other options keep the
EZ numbers. Identification: its 81-tile wall turns the food clock faster, so the PC starts with
more food, gains more on first reaching a floor and from a ration (the way back up from the
Amulet gives no arrival food), and monsters hit a little less often (its potions and scrolls
are unknown until learned, so they rescue less)."""

from dataclasses import replace

from jongrogue.data import load_rules
from jongrogue.engine import Game, Options, cmd
from jongrogue.engine.core.model import Slot, in_room
from tests.engine.helpers import rig_pc, set_state
from tests.engine.test_checks_more import combat
from tests.engine.test_legal_table import fresh, put_monster

IDENT = Options(ruleset="ez_plus", plus=("identification",))


def test_the_tuned_identification_numbers():
    rules = load_rules()
    ez, ident = rules.params, rules.params_for(("identification",))
    assert (ez["start"]["food"], ez["food"]["first_arrival"]) == (1, 1)
    assert (ez["food"]["ration"], ez["mon_target_base"]) == (2, 9)
    assert (ident["start"]["food"], ident["food"]["first_arrival"], ident["food"]["ration"]) == (
        2,
        2,
        3,
    )
    assert ident["mon_target_base"] == 10
    # Everything else is EZ's: the block replaces only the numbers it names.
    assert ident["food"]["max"] == ez["food"]["max"] and ident["start"]["hp"] == ez["start"]["hp"]
    assert ident["burn"] == ez["burn"] and ident["window"] == ez["window"]
    assert rules.params_for(()) is ez
    assert rules.params_for(("rings",)) == ez  # an option without a block


def test_several_options_lay_their_blocks_over_each_other():
    rules = load_rules()
    every = rules.params_for(tuple(sorted(("identification", "rings", "curses"))))
    assert every["start"]["food"] == rules.params_for(("identification",))["start"]["food"]


def test_an_identification_game_starts_with_its_food():
    start = load_rules().params_for(("identification",))["start"]["food"]
    assert Game.new(seed=3, options=IDENT).state.pc.food == start
    assert Game.new(seed=3).state.pc.food == load_rules().params["start"]["food"]


def _arrive(options) -> int:
    g = fresh(options=options)  # every room revealed
    stairs = next(
        r for r in range(1, 10) if any(t in ("pR", "sR") for t in g.state.floor.dungeon[r - 1])
    )
    rig_pc(g, position=in_room(stairs), food=3, states=())
    g.execute(cmd("use_stairs"))
    assert g.state.pc.floor == 2
    return g.state.pc.food - 3


def test_first_arrival_food_follows_the_option():
    rules = load_rules()
    assert _arrive(IDENT) == rules.params_for(("identification",))["food"]["first_arrival"] == 2
    assert _arrive(Options()) == rules.params["food"]["first_arrival"] == 1
    assert _arrive(Options(ruleset="ez_plus", plus=("curses",))) == 1


def _monster_target(options) -> int:
    """The hobgoblin's hit target (2d9 >= base + armour − Acc) in a melee turn."""
    g = fresh(options=options)
    put_monster(g, 5, 5, "hobgoblin")
    combat(g)
    g.execute(cmd("melee", slot=5))
    return next(e for e in g.last_events if e.kind == "attack" and e["by"] == "hobgoblin")["target"]


def test_monsters_hit_less_often_with_identification():
    # ring mail 3, hobgoblin Acc 1: 9 + 3 − 1 = 11 in EZ (worked example E9), 10 + 3 − 1 = 12 here
    assert _monster_target(Options()) == 11
    assert _monster_target(IDENT) == 12
    assert _monster_target(Options(ruleset="ez_plus", plus=("rings",))) == 11


def _ration(options) -> int:
    g = fresh(options=options)
    s = g.state
    wall = list(s.wall)
    if "s1" in wall:
        wall.remove("s1")  # the s1 laid in the room comes out of the wall
    set_state(g, replace(s, wall=tuple(wall)).with_slot(5, 7, Slot("s1", "up")))
    rig_pc(g, food=1, states=())
    g.execute(cmd("pick_up", slot=7))
    return g.state.pc.food - 1


def test_a_ration_follows_the_option():
    assert _ration(IDENT) == 3
    assert _ration(Options()) == 2


def test_identification_with_monster_abilities_has_its_own_hit_number():
    """plus_numbers["identification+monster_abilities"]: laid over both options' own numbers,
    only when both are chosen (ring mail 3, hobgoblin Acc 1)."""
    rules = load_rules()
    both = rules.params_for(("identification", "monster_abilities"))
    assert (
        both["mon_target_base"] == 11
        and both["start"]["food"] == rules.params_for(("identification",))["start"]["food"]
    )
    assert (
        rules.params_for(("monster_abilities",))["mon_target_base"]
        == rules.params["mon_target_base"]
    )
    assert (
        _monster_target(Options(ruleset="ez_plus", plus=("identification", "monster_abilities")))
        == 13
    )
    assert _monster_target(Options(ruleset="ez_plus", plus=("monster_abilities",))) == 11
