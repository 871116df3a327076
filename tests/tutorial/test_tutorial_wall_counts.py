"""The tutorial's counts of the wall are what the table does: a search burns its tiles and its
roll draws one more (47 → 43 where the card said "burns 3"), a rest likewise with its
wandering-monster check."""

from __future__ import annotations

import pytest

from jongrogue.data import load_rules
from jongrogue.engine import cmd
from jongrogue.i18n.catalog import load_catalog
from tests.engine.test_legal_table import fresh


def _burned_and_rolled(events, check: str) -> tuple[int, int]:
    burned = sum(e.kind == "drawn" and e.data["purpose"].startswith("burn") for e in events)
    (roll,) = [e for e in events if e.kind == "check" and e.data["check"] == check]
    return burned, len(roll.data["tiles"])


def test_a_search_and_a_rest_draw_their_burn_and_one_more():
    burn = load_rules().params["burn"]
    for seed in range(20, 60):  # a room with a wall that may hide a passage
        g = fresh(seed)
        search = next((c for c in g.legal_commands() if c.type == "search"), None)
        if search is not None:
            break
    assert search is not None
    assert _burned_and_rolled(g.execute(search), "search") == (burn["search"], 1)
    g = fresh()
    rest = g.execute(cmd("rest"))
    assert _burned_and_rolled(rest, "wandering_monster_check") == (burn["rest"], 1)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_cards_say_so(lang):
    burn = load_rules().params["burn"]
    steps = load_catalog(lang)["ui"]["tutorial"]["step"]
    search, food = steps["search"], steps["food"]
    assert str(burn["search"]) in search and ("one more" in search or "もう1枚" in search)
    assert str(burn["rest"]) in food and ("one more" in food or "もう1枚" in food)
