"""The Hint by ear: its advice with its uncertainty is said when it is ready and again on the
review key, in the words of the hint view (each move's estimate and 90 % interval)."""

from __future__ import annotations

import time

import pygame
import pytest

from jongrogue.sim import workers
from jongrogue.speech.backend import RecordingSink
from jongrogue.ui.board import hint_view
from tests.advisor.test_hint_ui import SMALL, table


@pytest.fixture(autouse=True)
def isolated(monkeypatch):
    monkeypatch.setattr(hint_view, "SETTINGS", SMALL)
    yield
    workers.reset()


def ctrl(loop, name):
    key = pygame.key.key_code(name)
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        e = pygame.event.Event(kind, key=key, mod=pygame.KMOD_CTRL, unicode="", scancode=0)
        loop.step([e], dt=1 / 60)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hints_advice_is_said_with_its_interval(tmp_path, lang):
    _, sc, loop = table(tmp_path, lang)
    sink = RecordingSink()
    loop.ctx.speech.use(sink)
    loop.ctx.speech.enabled = True
    sc.hint.toggle(sc.ctl)
    ctrl(loop, "v")
    assert sink.texts()[-1] == loop.ctx.t("speech.review.hint_thinking", key="H")
    deadline = time.monotonic() + 300
    while sc.hint.thinking() and time.monotonic() < deadline:
        loop.step([], dt=1 / 60)
        time.sleep(0.02)
    loop.step([], dt=1 / 60)
    assert sc.hint.advice
    said = sink.texts()[-1]  # said by itself when ready
    words = loop.ctx.spoken()
    for c in sc.bar.commands:
        tip = sc.hint.tip(words, c)
        if tip:
            assert words.speakable(tip) in said
    assert "90 %" in said
    ctrl(loop, "v")
    assert sink.texts()[-1] == said and sink.spoken[-1].interrupt
