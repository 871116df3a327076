"""A control's tip shown for the keyboard's focus sits above it: Tab walks down a form, and New
game's seed tip, drawn below, hid the Rules row the next Tab went to. The mouse's tip stays
below the pointer's control."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import registry
from jongrogue.ui.widgets import form as form_module
from tests.ui.playflow_app import App, home  # noqa: F401


def _tips(monkeypatch) -> list[pygame.Rect]:
    boxes: list[pygame.Rect] = []
    draw = form_module.draw_tooltip

    def record(*args, **kw):
        boxes.append(draw(*args, **kw))
        return boxes[-1]

    monkeypatch.setattr(form_module, "draw_tooltip", record)
    return boxes


@pytest.mark.parametrize("lang, scale, size", [("en", 100, (1280, 800)), ("ja", 200, (2400, 1500))])
def test_the_focus_tip_covers_the_row_done_not_the_next(home, monkeypatch, lang, scale, size):
    app = App(lang, size, None, scale)
    app.loop.apply(Push(registry.make("newgame", app.ctx)))
    app.step()
    boxes = _tips(monkeypatch)
    app.key("tab")
    app.key("tab")  # Start the run → Back → the seed
    seed, rules = app.widget("seed"), app.widget("ruleset")
    assert app.top.form.focus is seed
    app.step()
    assert boxes and boxes[-1].bottom <= seed.rect.top and not boxes[-1].colliderect(rules.rect)
    boxes.clear()
    app.key("tab")
    app.key("tab")  # Reroll → the rules
    app.step()
    assert app.top.form.focus is rules and boxes[-1].bottom <= rules.rect.top


def test_the_mouses_tip_stays_below(home, monkeypatch):
    app = App("en", (1280, 800), None, 100)
    app.loop.apply(Push(registry.make("newgame", app.ctx)))
    app.step()
    boxes = _tips(monkeypatch)
    rules = app.widget("ruleset")
    app.move(rules.rect.center)
    for _ in range(60):
        app.step()
    assert boxes and boxes[-1].top >= rules.rect.bottom
