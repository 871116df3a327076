"""The Hint's legend over the bar wraps to a second line where the bar is narrow (at 170 % its
end was cut: "… (hover a button for its 90 % i…"), in both languages."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.game import Game
from jongrogue.ui import theme
from jongrogue.ui.board import hint_badges
from tests.ui.playflow_app import App, home  # noqa: F401


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "size, scale", [((880, 560), 100), ((1280, 800), 200), ((1600, 1000), 170)]
)
def test_the_legend_is_drawn_whole(home, lang, size, scale, monkeypatch):
    app = App(lang=lang, size=size, scale=scale, game=Game.new(seed=3))
    ctx, bar = app.ctx, app.top.bar
    best = ctx.t("learning.hint_best", what=ctx.name("action.rest"), d="+0.8", lo="+0.2", hi="+1.4")
    bar.legend = f"{best} {ctx.t('learning.hint_legend')}"
    cut = []
    real = theme.ellipsize
    monkeypatch.setattr(theme, "ellipsize", lambda f, t, w: cut.append(t) or real(f, t, w))
    one_line = ctx.s(20)
    hint_badges.draw_legend(pygame.Surface(size), ctx, bar)
    assert cut == []
    strip = hint_badges.legend_rect(ctx, bar)
    fits = ctx.font(12).size(bar.legend)[0] <= bar.rect.w - ctx.s(20)
    assert strip.h == one_line if fits else strip.h > one_line
    assert strip.bottom < bar.rect.top


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size, scale", [((880, 560), 100), ((1280, 800), 200)])
def test_the_panels_end_above_the_legend_while_it_shows(home, lang, size, scale, monkeypatch):
    """The legend covered the encounter map's lower rooms (the monsters of the room the player
    stood in) and the log's last lines; the panels now end above it, and take the room back
    once the Hint is gone."""
    app = App(lang=lang, size=size, scale=scale, game=Game.new(seed=3))
    scene, ctx = app.top, app.ctx
    full = scene.tl.encounter.bottom
    legend = f"{ctx.t('learning.hint_legend')} {ctx.t('learning.hint_legend')}"
    monkeypatch.setattr(type(scene.hint), "legend", lambda self, *a: legend)
    scene.sync()
    app.step()
    strip = hint_badges.legend_rect(ctx, scene.bar)
    panels = [scene.tl.wall, scene.tl.discard, scene.tl.log, scene.tl.dungeon, scene.tl.encounter]
    assert not [p for p in panels + [scene.tl.dock] if p.colliderect(strip)]
    assert scene.tl.encounter.bottom < full
    monkeypatch.setattr(type(scene.hint), "legend", lambda self, *a: None)
    scene.sync()
    app.step()
    assert scene.tl.encounter.bottom == full and scene.tl.reserve == 0
