"""The rulebook's Hint chapter (ja, en) quotes the advisor's own numbers: the tables of a race, the
playout's length, the floor where its bot starts saving food and a victory's worth. A change of
HINT, the planner or the value model that forgets the text fails here."""

from __future__ import annotations

import pytest

from jongrogue.data import load_rules
from jongrogue.sim.advisor_settings import HINT
from jongrogue.sim.planner import DEEP_FROM
from jongrogue.sim.value import Value
from tests.test_rulebook_numbers import catalog


def hint_paragraph(lang: str) -> str:
    chapter = next(c for c in catalog(lang)["rulebook"] if c["id"] == "hint_review")
    return chapter["paragraphs"][1]


@pytest.mark.parametrize("lang", ("en", "ja"))
def test_the_hint_chapter_quotes_the_advisors_numbers(lang):
    text = hint_paragraph(lang)
    deep = load_rules().params["amulet_depth"] - DEEP_FROM
    victory = int(Value().victory)
    quotes = {
        "en": (
            f"(up to {HINT.rollouts})",
            f"about {HINT.horizon} actions",
            f"from floor {deep}",
            f"plus {victory} times the chance",
            f"a victory {victory} floors more",
        ),
        "ja": (
            f"最大{HINT.rollouts}通り",
            f"{HINT.horizon}手ほど",
            f"{deep}階から先",
            f"持ち帰れる確率×{victory}",
            f"勝利はさらに{victory}階分",
        ),
    }[lang]
    for q in quotes:
        assert q in text, q
