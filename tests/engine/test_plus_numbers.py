"""EZ Plus per-option numbers (params.yaml plus_numbers, docs/BALANCE.md "EZ Plus"): a game
with an option uses that option's numbers (Rules.params_for); EZ and the other options keep the
EZ numbers. Identification: its 81-tile wall turns the food clock faster, so the PC starts with
more food and gains more on first reaching a floor."""
from jongrogue.data import load_rules
from jongrogue.engine import Game, Options, cmd
from jongrogue.engine.model import in_room
from tests.engine.helpers import rig_pc
from tests.engine.test_legal_table import fresh

IDENT = Options(ruleset="ez_plus", plus=("identification",))


def test_the_tuned_identification_numbers():
    rules = load_rules()
    ez, ident = rules.params, rules.params_for(("identification",))
    assert (ez["start"]["food"], ez["food"]["first_arrival"]) == (1, 1)
    assert (ident["start"]["food"], ident["food"]["first_arrival"]) == (2, 2)
    # Everything else is EZ's: the block replaces only the numbers it names.
    assert ident["food"]["ration"] == ez["food"]["ration"] and ident["food"]["max"] == ez["food"]["max"]
    assert ident["start"]["hp"] == ez["start"]["hp"] and ident["burn"] == ez["burn"]
    assert rules.params_for(()) is ez
    assert rules.params_for(("rings",)) == ez         # an option without a block


def test_several_options_lay_their_blocks_over_each_other():
    rules = load_rules()
    every = rules.params_for(tuple(sorted(("identification", "rings", "curses"))))
    assert every["start"]["food"] == rules.params_for(("identification",))["start"]["food"]


def test_an_identification_game_starts_with_its_food():
    start = load_rules().params_for(("identification",))["start"]["food"]
    assert Game.new(seed=3, options=IDENT).state.pc.food == start
    assert Game.new(seed=3).state.pc.food == load_rules().params["start"]["food"]


def _arrive(options) -> int:
    g = fresh(options=options)                  # every room revealed
    stairs = next(r for r in range(1, 10) if any(t in ("pR", "sR") for t in g.state.floor.dungeon[r - 1]))
    rig_pc(g, position=in_room(stairs), food=3, states=())
    g.execute(cmd("use_stairs"))
    assert g.state.pc.floor == 2
    return g.state.pc.food - 3


def test_first_arrival_food_follows_the_option():
    rules = load_rules()
    assert _arrive(IDENT) == rules.params_for(("identification",))["food"]["first_arrival"] == 2
    assert _arrive(Options()) == rules.params["food"]["first_arrival"] == 1
    assert _arrive(Options(ruleset="ez_plus", plus=("curses",))) == 1
