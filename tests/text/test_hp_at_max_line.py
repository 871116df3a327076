"""Healing at full HP is said as what it is ("HP stays 4 (already at Max HP)"), not as a change
from 4 to 4; healing capped part-way still shows the change."""

from __future__ import annotations

import pytest

from jongrogue.engine.core.events import Event
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.text import log_format


def _heal(ctx, old: int, healed: int, cap: int) -> list[str]:
    events = [
        Event("pc", {"set": {"hp": healed}, "old": {"hp": old}}),
        Event("pc", {"set": {"hp": cap}, "old": {"hp": healed}, "reason": "cap_hp_at_max"}),
    ]
    return [e.text for e in log_format.entries_for(ctx, "", events, 1) if e.kind != "command"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_healing_at_full_hp_says_it_stays(lang):
    ctx = TextContext(lang)
    hp, most = ctx.t("table.stat.hp"), ctx.t("table.stat.max_hp")
    assert _heal(ctx, 4, 6, 4) == [ctx.t("table.log.hp_stays_max", hp=hp, n=4, max=most)]
    assert _heal(ctx, 2, 6, 4) == [f"{hp} 2 → 4 ({most})"]
