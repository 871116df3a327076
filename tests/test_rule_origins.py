"""The rulebook tells a paper player what this edition added (issue: every rule marked as the
paper game's or this edition's, and a "Differences from the paper game" page that quotes the
numbers the game really plays with)."""

from __future__ import annotations

from collections.abc import Mapping
from types import SimpleNamespace

import pytest

from jongrogue import i18n
from jongrogue.data import load_rules
from jongrogue.i18n import origins, rulebook_text
from jongrogue.i18n.catalog import load_catalog
from jongrogue.i18n.origins import ORIGINS, entry_origin

LANGS = ("en", "ja")


@pytest.mark.parametrize("lang", LANGS)
def test_every_paragraph_and_entry_is_marked(lang):
    for chapter in i18n.rulebook(lang):
        assert len(chapter["origins"]) == len(chapter["paragraphs"])
        assert all(o in ORIGINS for o in chapter["origins"]), (chapter["id"], chapter["origins"])
        assert all(o in ORIGINS for o in chapter["entry_origins"]), chapter["id"]


def test_both_languages_have_the_same_chapters_and_paragraph_counts():
    shape = {
        lang: [
            (c["id"], len(c["paragraphs"]), [k for k, _, _ in c["entries"]])
            for c in i18n.rulebook(lang)
        ]
        for lang in LANGS
    }
    assert shape["en"] == shape["ja"]


def test_every_override_names_a_real_entry_and_chapter():
    cat = load_catalog("en")
    table = origins._table()
    for key in table["entries"]:
        group, _, name = key.partition(".")
        assert name in (cat.get(group) or {}), f"origins.yaml names {key}, which the catalog lacks"
    ids = {c["id"] for c in cat["rulebook"]}
    assert set(table["chapters"]) == ids


def test_seed_checks_are_the_paper_games_and_designed_ones_are_ours():
    rules = load_rules()
    for row in rules.checks["check_table"]:
        assert entry_origin(f"event.{row['id']}") == "paper"
        for part in ("before", "after", "post"):
            for check in row[part]:
                assert entry_origin(f"check.{check}") in ("paper", "mixed"), check
    for ext in ("gate_disguised_mimic", "clear_pc_frozen_if_spent", "arrival", "reset_ranged_flag"):
        assert entry_origin(f"check.{ext}") == "edition"
    assert entry_origin("check.burn_rest") == "mixed"  # the seed's cost, our number of tiles


def test_what_the_issue_found_unmarked_is_marked():
    """The four designed options, the Amulet depth's monsters and items, s1 as food, hunger and
    the trap effects no longer read as the paper game's rules."""
    for key in (
        "option.rings",
        "option.curses",
        "option.monster_abilities",
        "option.pincer_attacks",
        "monster.kestrel",
        "item.food_ration",
        "pc_state.hungry",
        "trap.bear_trap",
        "melee.mace",
        "potion.healing",
        "scroll.identify",
    ):
        assert entry_origin(key) == "edition", key
    for key in ("option.forced_end_bonus", "option.victory_bonus", "check.death_check", "tile.m"):
        assert entry_origin(key) == "paper", key
    assert entry_origin("option.identification") == "mixed"


def differences(lang):
    return next(c for c in i18n.rulebook(lang) if c["id"] == "differences")


@pytest.mark.parametrize("lang", LANGS)
def test_the_differences_page_quotes_the_tuned_numbers(lang):
    p = load_rules().params
    text = "\n".join(differences(lang)["paragraphs"])
    assert "{" not in text and "}" not in text
    for number in (
        p["amulet_depth"],
        p["burn"]["rest"],
        p["burn"]["corridor_step"],
        p["food"]["ration"],
        p["mon_target_base"],
        p["pc_target_base"],
        p["floor_cap"],
        p["haste_floor"],
    ):
        assert str(number) in text
    assert "107" in text and "81" in text
    assert set(differences(lang)["origins"]) == {"edition"}


def test_a_retune_changes_the_differences_page(monkeypatch):
    real = load_rules()
    params = dict(real.params, amulet_depth=77, burn=dict(real.params["burn"], rest=41))
    monkeypatch.setattr(rulebook_text, "load_rules", lambda: SimpleNamespace(params=params))
    text = "\n".join(differences("en")["paragraphs"])
    assert "floor 77 or deeper" in text and "a rest 41" in text


def test_the_differences_page_lists_every_designed_area():
    text = "\n".join(differences("en")["paragraphs"])
    for words in (
        "107 tiles",
        "Amulet of Yendor lies on floor",
        "food ration",
        "hungry",
        "first time you reach a floor",
        "Rings, curses",
        "monster abilities",
        "pincer attacks",
        "26-monster table",
        "six trap effects",
        "Combat:",
        "Items:",
        "Carry limits",
        "abandon",
    ):
        assert words in text, words


def test_search_finds_the_differences_page_with_its_numbers():
    hits = [k for k, _, _ in i18n.search("en", "differences paper")]
    assert "rulebook.differences" in hits
    depth = str(load_rules().params["amulet_depth"])
    assert depth in i18n.text("en", "rulebook.differences")


@pytest.mark.parametrize(
    "lang,words", [("en", "cannot end the camp"), ("ja", "キャンプを終えられません")]
)
def test_the_camp_page_says_what_the_engine_does(lang, words):
    """The engine refuses end_camp over a carry limit (tests/engine/test_checks_more.py); the
    page must not promise an automatic discard."""
    camp = next(c for c in i18n.rulebook(lang) if c["id"] == "camp")
    assert words in camp["paragraphs"][0]


def _leaves(prefix: str, value):
    if isinstance(value, Mapping):
        for key, sub in value.items():
            yield from _leaves(f"{prefix}[{key}]", sub)
    else:
        yield prefix


@pytest.mark.parametrize("lang", LANGS)
def test_the_differences_page_quotes_every_options_own_number(lang):
    """plus_numbers (an option's numbers of its own) are this edition's too: the page names each
    by its params path, so a retune or a new option number cannot be missed."""
    paths = [
        p
        for opt, block in load_rules().params["plus_numbers"].items()
        for p in _leaves(f"plus_numbers[{opt}]", block)
    ]
    raw = "\n".join(
        str(p)
        for c in load_catalog(lang)["rulebook"]
        if c["id"] == "differences"
        for p in c["paragraphs"]
    )
    assert paths and [p for p in paths if "{" + p + "}" not in raw] == []
