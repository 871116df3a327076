"""The menus by ear: on the screens built of a form (the title, Settings, New game, History),
Tab says each control it reaches — its name, its value and what it does — in both languages,
and a key that changes a control's value says the new value."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import registry
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_speech import speaking


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("screen", ["title", "settings", "newgame", "history"])
def test_tab_says_every_control(home, lang, screen):
    app = App(lang=lang)
    sink = speaking(app)
    if screen != "title":
        app.loop.apply(Push(registry.make(screen, app.ctx)))
        app.step()
    reached = {}
    for _ in range(len(app.top.form.focusables())):
        app.key("tab")
        w = app.top.form.focus
        said = sink.texts()[-1]
        assert said and "speech." not in said, said
        reached[id(w)] = said
    assert len(reached) == len(app.top.form.focusables())


def test_a_changed_value_is_said(home):
    app = App()
    sink = speaking(app)
    app.loop.apply(Push(registry.make("settings", app.ctx)))
    app.step()
    app.key("tab")
    first = sink.texts()[-1]
    assert first.startswith("UI scale. 100 %")
    app.key("right")
    assert sink.texts()[-1].startswith("UI scale. 125 %")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_stats_charts_are_said_as_numbers(lang):
    from jongrogue.ui.scenes.stats import StatsScene
    from tests.ui.test_runfiles_ui import Driver, sample_rows

    rows = sample_rows()
    d = Driver(lambda ctx: StatsScene(ctx, rows), lang=lang)
    sink = speaking(d)
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_RIGHT)
    words = d.ctx.spoken()
    said = sink.texts()[-2:]
    tips = [words.speakable(t) for _, t in d.top.spots[1:3]]  # (the first Right: the second)
    assert all(t.rstrip("。.") in s for s, t in zip(said, tips)) and said[0] != said[1]
