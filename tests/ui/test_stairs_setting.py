"""Stairs tiles: the deal is two pR (the seed); a setting draws one place as sR, by a real click."""

from __future__ import annotations

import pygame  # noqa: E402
import pytest  # noqa: E402

from jongrogue.engine import Game  # noqa: E402
from jongrogue.storage.settings import Settings, load_settings, save_settings  # noqa: E402
from jongrogue.ui.app_loop import AppLoop  # noqa: E402
from jongrogue.ui.board.map_view import shown_stairs  # noqa: E402
from jongrogue.ui.context import AppContext  # noqa: E402
from jongrogue.ui.scenes.settings import SettingsScene  # noqa: E402


@pytest.fixture(autouse=True)
def xdg(tmp_path, monkeypatch):
    monkeypatch.delenv("JONGROGUE_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def test_every_deal_has_two_pr_and_no_sr():
    for seed in range(20):
        tiles = [t for pair in Game.new(seed=seed).state.floor.dungeon for t in pair]
        assert tiles.count("pR") == 2 and "sR" not in tiles


def test_the_stairs_setting_is_chosen_by_click_and_kept():
    ctx = AppContext(Settings(language="en", sound=False), size=(1280, 800))
    loop = AppLoop(ctx, pygame.Surface((1280, 800)), SettingsScene(ctx))
    loop.step([], dt=1 / 60)
    scene = loop.top
    assert shown_stairs(ctx, "pR", 1) == "pR"
    seg = scene.stairs_w._segments()[1]
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        loop.step([pygame.event.Event(kind, pos=seg.center, button=1)], dt=1 / 60)
    assert ctx.settings.stairs_tile == "sR"
    assert [shown_stairs(ctx, "pR", i) for i in (0, 1)] == ["pR", "sR"]
    assert shown_stairs(ctx, "T", 1) == "T"
    assert load_settings()[0].stairs_tile == "sR"  # saved
    save_settings(Settings(stairs_tile="xR"))
    assert load_settings()[0].stairs_tile == "pR"  # an invalid value falls back
