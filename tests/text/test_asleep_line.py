"""A scroll of sleep read from the action bar logged "You are Asleep.": a newcomer took it for the
monsters'. The PC's own sleep says whose it is and what it stops, in both languages."""

from __future__ import annotations

import pytest

from jongrogue.runfiles.log_lines import TextContext
from jongrogue.text import log_format


@pytest.mark.parametrize("lang, who", [("en", "You fall asleep"), ("ja", "PCが眠った")])
def test_falling_asleep_says_who_sleeps_and_what_it_stops(lang, who):
    ctx = TextContext(lang)
    line = log_format._pc_state(ctx, {"state": "asleep", "on": True})
    assert line.text.startswith(who) and line.kind == "bad"
    assert ctx.t("table.log.state_on_asleep") == line.text
    woke = log_format._pc_state(ctx, {"state": "asleep", "on": False})
    assert woke.text == ctx.t("table.log.state_off", state=ctx.name("pc_state.asleep"))
    assert woke.kind == "good"
