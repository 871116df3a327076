"""The check overlay's rows name the monster a check is about: a room of three monsters showed
three rows of "Sleep roll" (the log said "Sleep roll for the Bat"), and every such title fits its
row in both languages."""

from __future__ import annotations

import random

import pytest

from jongrogue.data import load_rules
from jongrogue.engine import Game, Options
from jongrogue.engine.core.queries import floor_monsters
from jongrogue.storage.settings import Settings
from jongrogue.text.log_format import check_name
from jongrogue.text.words import monster_name, tt
from jongrogue.ui import theme
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.check_overlay import CheckOverlay

ROW = 600 - 24  # the overlay's row, logical px (tests/ui/test_check_goal_line.py)


def test_each_sleep_roll_names_the_monster_at_its_slot():
    seen = 0
    for seed in range(1, 30):
        rng, g = random.Random(seed), Game.new(seed, Options())
        for _ in range(150):
            if g.state.context in ("game_over", "victory"):
                break
            g.execute(rng.choice([c for c in g.legal_commands() if c.type != "abandon"]))
            events = [e for e in g.last_events if e.kind == "check"]
            rolls = [c for c in g.last_checks() if c.check == "sleep_roll"]
            data = [e.data for e in events if e.data["check"] == "sleep_roll"]
            assert len(rolls) == len(data)
            now = {(r, s): m.id for r, s, m in floor_monsters(g.state)}
            for c, d in zip(rolls, data):
                assert c.who is not None and c.who == now[(d["room"], d["slot"])]
                seen += 1
        if seen >= 6:
            return
    assert seen, "no sleep roll in 30 random games"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size, scale", [((1280, 800), 100), ((2560, 1600), 200)])
def test_every_monsters_sleep_roll_title_fits_its_row(lang, size, scale):
    ctx = AppContext(Settings(language=lang, ui_scale=scale), size=size, persist=False)
    CheckOverlay(ctx, []).layout(size)
    room = ctx.s(ROW) // 2 - ctx.s(14)
    for m in load_rules().monsters["monsters"]:
        title = tt(
            ctx,
            "log.check_for",
            check=check_name(ctx, "sleep_roll"),
            who=monster_name(ctx, m["id"]),
        )
        font = theme.fit_font(ctx, title, 14, room, min_size=10, bold=True)
        assert font.size(title)[0] <= room, title
