"""The check overlay's target line says what meeting the target means ("1d9: exactly 1 → the
ammo is used up"), so the chance under it is not read as the outcome's ("the ammo is kept"
beside "chance now 11.1 %"); every check's line fits its row in both languages."""

from __future__ import annotations

import pytest

from jongrogue.data import load_rules
from jongrogue.storage.settings import Settings
from jongrogue.system.resources import data_path
from jongrogue.system.yamlcache import load_yaml
from jongrogue.ui import theme
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes.check_overlay import CheckOverlay, goal_line

ROW = 600 - 24  # the overlay's row, logical px (its panel is 600 wide in every window)


def test_the_ammo_checks_line_names_the_loss_and_the_sleep_rolls_the_sleep():
    ctx = AppContext(Settings(language="en"), persist=False)
    assert goal_line(ctx, "ammo_check", 1, "==", 1) == "1d9: exactly 1 → the ammo is used up"
    assert goal_line(ctx, "sleep_roll", 1, ">=", 5) == "1d9: 5 or more → it is asleep"
    ja = AppContext(Settings(language="ja"), persist=False)
    assert "矢弾を使い切った" in goal_line(ja, "ammo_check", 1, "==", 1)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size, scale", [((1280, 800), 100), ((2560, 1600), 200)])
def test_every_checks_target_line_fits_its_row(lang, size, scale):
    ctx = AppContext(Settings(language=lang, ui_scale=scale), size=size, persist=False)
    CheckOverlay(ctx, []).layout(size)
    room = ctx.s(ROW) // 2 - ctx.s(14)
    table = load_rules().checks["check_table"]
    outcomes = load_yaml(data_path("locale/ui_table_en.yaml"))["ui"]["table"]["outcome"]
    checks = {c for row in table for part in ("before", "after", "post") for c in row[part]}
    checks |= {k for k, v in outcomes.items() if isinstance(v, dict)}
    assert {"ammo_check", "sleep_roll", "search"} <= checks
    for check in sorted(checks):
        for op in (">=", "<=", "=="):
            line = goal_line(ctx, check, 2, op, 18)
            font = theme.fit_font(ctx, line, 13, room, min_size=10, bold=True)
            assert font.size(line)[0] <= room, line
