"""The pincer option's own number (params.yaml plus_numbers.pincer_attacks): a monster met in a
pincer game is asleep on one more face of the 1d9 than in EZ, and only there."""

from jongrogue.data import load_rules
from jongrogue.engine import Options
from tests.engine.test_examples import build_chain

PINCER = Options(ruleset="ez_plus", plus=("pincer_attacks",))


def test_the_pincer_option_sleeps_monsters_on_a_lower_roll_and_no_other_option_does():
    rules = load_rules()
    ez = rules.params["sleep_roll"]["at_least"]
    assert rules.params_for(("pincer_attacks",))["sleep_roll"]["at_least"] == ez - 1
    others = (
        "identification",
        "rings",
        "curses",
        "monster_abilities",
        "forced_end_bonus",
        "victory_bonus",
    )
    assert all(rules.params_for((o,))["sleep_roll"]["at_least"] == ez for o in others)
    assert rules.params_for(others + ("pincer_attacks",))["sleep_roll"]["at_least"] == ez - 1


def _start_room(options) -> tuple:
    """Worked example E3's deal: the kestrel's sleep roll turns up p4, the bat's m6."""
    g = build_chain(options)
    kestrel, bat = g.state.slot(2, 1).monster, g.state.slot(2, 4).monster
    return kestrel.has("asleep"), bat.has("asleep"), g.state.context


def test_a_four_puts_a_monster_to_sleep_with_pincer_attacks_and_not_in_ez():
    assert _start_room(Options()) == (False, True, "choice")  # 4 < 5: the kestrel wakes
    assert _start_room(PINCER) == (True, True, "explore")  # 4 >= 4: both sleep
