"""Numbers in the log read as on the sheets: thousands grouped (Gold 1,150 → 1,430)."""

from __future__ import annotations

import pytest

from jongrogue.engine.core.events import Event
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.text import log_format


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_gold_change_groups_its_thousands(lang):
    events = [Event("pc", {"set": {"gold": 1430}, "old": {"gold": 1150}})]
    lines = [e.text for e in log_format.entries_for(TextContext(lang), "", events, 1)]
    assert any(line.endswith("1,150 → 1,430") for line in lines), lines
