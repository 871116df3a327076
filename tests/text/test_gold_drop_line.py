"""A leprechaun's drop is a gold counter without a tile: the log read "Slot 2: it dropped ."."""

from __future__ import annotations

import pytest

from jongrogue.engine.core.model import Slot
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.text import log_format


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_gold_drop_names_the_gold(lang):
    ctx = TextContext(lang)
    out: list = []
    d = {"room": 3, "slot": 2, "value": Slot(None, "up", None, 90), "reason": "gold_drop"}
    log_format._slot(ctx, d, out, {}, {})
    assert len(out) == 1 and "90" in out[0].text
    assert out[0].text == ctx.t("table.log.drop_gold", n=2, gold=90)


@pytest.mark.parametrize("lang, word", [("en", "4 of Bamboo"), ("ja", "四索")])
def test_a_dropped_item_is_named_as_players_say_tiles(lang, word):
    """Not by its code: "スロット4：s4を落とした。" """
    ctx = TextContext(lang)
    out: list = []
    d = {"room": 3, "slot": 4, "value": Slot("s4", "up"), "reason": "drop"}
    log_format._slot(ctx, d, out, {}, {})
    assert len(out) == 1 and word in out[0].text and "s4" not in out[0].text
