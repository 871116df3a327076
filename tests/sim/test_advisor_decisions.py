"""tools/advisor_decisions.py: which decisions the check collects, and how it names them."""

from __future__ import annotations

from jongrogue.data import load_rules
from jongrogue.sim.advisor_player import at_stake
from tests.build_script import load_script

RULES = load_rules()
KINDS = {
    "choice",
    "ranged_phase",
    "turn_end",
    "explore: low HP",
    "explore: use_stairs",
    "explore: attack",
    "explore: use_stairs and attack",
}


def test_the_asked_decisions_are_named_by_why_they_are_asked():
    check = load_script("advisor_decisions")
    rows = check.collect(5000, 2, 1, RULES)
    assert rows and {r["ctx"] for r in rows} <= KINDS
    assert any(r["ctx"].startswith("explore") for r in rows) and any(
        r["ctx"] == "choice" for r in rows
    )


def test_an_unasked_kind_collects_only_decisions_the_player_does_not_ask_about():
    check = load_script("advisor_decisions")
    rows = check.collect(5000, 2, 1, RULES, check.ASKS["stairs"])
    assert rows and {r["ctx"] for r in rows} == {"explore: use_stairs"}
    walks = check.collect(5000, 1, 1, RULES, check.ASKS["shallow_walk"])
    assert walks and all(r["ctx"] == "explore: walk" for r in walks)
    assert set(check.ASKS) >= {"deep_walk", "stairs", "mid_hp", "ranged", "camp", "door_monsters"}
    assert at_stake not in check.ASKS.values()
