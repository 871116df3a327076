"""A driven app for the play-flow tests: real pygame events through AppLoop.step() (dummy
drivers), settings in memory, saves and history in a temporary folder (fixture ``home``)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

pygame.init()

from jongrogue.storage.settings import Settings  # noqa: E402
from jongrogue.ui.app_loop import AppLoop  # noqa: E402
from jongrogue.ui.context import AppContext  # noqa: E402
from jongrogue.ui.scenes.table import make_table_scene  # noqa: E402
from jongrogue.ui.scenes.title import TitleScene  # noqa: E402


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.delenv("JONGROGUE_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return tmp_path


class App:
    def __init__(
        self, lang="en", size=(1280, 800), game=None, scale=100, persist=False, **settings
    ):
        settings.setdefault("animation_speed", "instant")
        st = Settings(language=lang, ui_scale=scale, sound=False, **settings)
        self.ctx = AppContext(st, size=size, persist=persist)
        self.ctx.toasts.clear()
        first = make_table_scene(self.ctx, game) if game is not None else TitleScene(self.ctx)
        self.loop = AppLoop(self.ctx, pygame.Surface(size), first)
        self.step()

    @property
    def top(self):
        return self.loop.top

    def names(self):
        return [s.name for s in self.loop.stack]

    def step(self, *events):
        self.loop.step(list(events), dt=1 / 60)

    def key(self, name: str, shift=False, ctrl=False, text=None):
        code = pygame.key.key_code(name)
        mod = (pygame.KMOD_SHIFT if shift else 0) | (pygame.KMOD_CTRL if ctrl else 0)
        self.step(
            pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=text or "", scancode=0)
        )
        if text:
            self.step(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.step(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0))

    def move(self, pos):
        self.step(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))

    def click(self, pos, button=1):
        self.move(pos)
        self.step(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        self.step(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))

    def widget(self, wid):
        return next(w for w in self.top.form.widgets if w.id == wid)
