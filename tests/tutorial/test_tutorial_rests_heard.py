"""A run of rests that ends a tutorial step: the last rest's outcome (the food check it cost,
hunger, a death) is heard before the next step, in the same frame and never cut off by it."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.speech.backend import RecordingSink
from jongrogue.ui.tutorial.script import load_script
from tests.tutorial.test_tutorial import app, key
from tests.ui.test_speech_blind import spoken_lines


def _step(step_id: str) -> int:
    return next(i for i, s in enumerate(load_script().steps) if s.id == step_id)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("step_id", ["food", "hungry", "starve"])
def test_the_rest_that_ends_a_step_is_heard_whole(lang, step_id):
    ctx, scene, loop = app(lang, _step(step_id))
    sink = RecordingSink()
    ctx.speech.use(sink)
    ctx.speech.enabled = True
    for _ in range(40):
        key(loop, pygame.K_RETURN)  # rest until something happens, again while the step wants
        while scene.resting is not None:
            loop.step([], dt=0.25)
        if scene.index != _step(step_id):
            break
    else:
        raise AssertionError("the step never ended")
    heard = sink.texts()[-1]
    lines = spoken_lines(ctx.spoken(), scene.ctl)
    assert lines and all(line in heard for line in lines), (heard, lines)
