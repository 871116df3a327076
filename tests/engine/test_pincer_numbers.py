"""The pincer option's own number (params.yaml plus_numbers.pincer_attacks): a monster met in a
pincer game is asleep on one more face of the 1d9 than in EZ, and only there."""
from jongrogue.data import load_rules


def test_the_pincer_option_sleeps_monsters_on_a_lower_roll_and_no_other_option_does():
    rules = load_rules()
    ez = rules.params["sleep_roll"]["at_least"]
    assert rules.params_for(("pincer_attacks",))["sleep_roll"]["at_least"] == ez - 1
    others = ("identification", "rings", "curses", "monster_abilities", "forced_end_bonus", "victory_bonus")
    assert all(rules.params_for((o,))["sleep_roll"]["at_least"] == ez for o in others)
    assert rules.params_for(others + ("pincer_attacks",))["sleep_roll"]["at_least"] == ez - 1
