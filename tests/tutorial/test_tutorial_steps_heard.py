"""The tutorial's steps by ear with a voice that takes its time: a step's card waits for a long
outcome to end and is said after it (never dropped as stale), Enter never skips a step whose card
the voice has not begun, the first words are short (the opening's lines wait at the log key), and
the encounter card's count of Ctrl+↓ presses is the count that reaches a slot."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.i18n import load_catalog
from jongrogue.speech.backend import RecordingSink
from jongrogue.ui.tutorial.script import load_script
from jongrogue.ui.voice import outcomes, screens
from tests.tutorial.test_tutorial import app, key

CTRL = pygame.KMOD_CTRL


def voiced(ctx):
    """A recording voice that says it is speaking until told otherwise, on a clock the test
    moves."""
    sink, now = RecordingSink(), [0.0]
    ctx.speech.use(sink)
    ctx.speech.enabled = True
    ctx.speech.clock = lambda: now[0]
    return sink, now


def frames(loop, now, seconds: float, dt: float = 0.1) -> None:
    for _ in range(round(seconds / dt)):
        now[0] += dt
        loop.step([], dt=dt)


def step_said(lang: str, i: int) -> str:
    return load_catalog(lang)["ui"]["tutorial"]["say"]["step"].format(i=i, n=22)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_step_is_said_after_a_long_outcome(lang):
    ctx, scene, loop = app(lang, 4, animation="normal")  # step 5: walk on to room 6
    sink, now = voiced(ctx)
    frames(loop, now, 0.2)
    sink.busy = True  # the outcome takes long to say (a room revealed, its sleep roll …)
    key(loop, pygame.K_RIGHT)
    frames(loop, now, 20.0)
    assert scene.index == 5
    assert not any(step_said(lang, 6) in t for t in sink.texts())
    sink.busy = False
    frames(loop, now, 0.5)
    last = sink.spoken[-1]
    assert step_said(lang, 6) in last.text and not last.interrupt, sink.texts()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_enter_does_not_skip_a_step_not_yet_said(lang):
    ctx, scene, loop = app(lang, 0)
    sink, now = voiced(ctx)
    screens.entered(ctx, scene)  # the tutorial opens: its announcement is a screen's
    frames(loop, now, 0.2)
    sink.busy = True  # … and still being said
    key(loop, pygame.K_RETURN)  # step 2: its card waits for the announcement
    assert scene.index == 1
    key(loop, pygame.K_RETURN)  # pressed again before step 2 was heard: it is not skipped
    key(loop, pygame.K_RETURN)
    assert scene.index == 1
    sink.busy = False
    frames(loop, now, 0.3)
    assert step_said(lang, 2) in sink.texts()[-1]
    key(loop, pygame.K_RETURN)  # heard: Enter goes on
    assert scene.index == 2


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_first_words_are_short_and_the_opening_waits_in_the_log(lang):
    ctx, scene, loop = app(lang, 0)
    sink, now = voiced(ctx)
    screens.entered(ctx, scene)
    frames(loop, now, 0.2)
    first = sink.texts()[0]
    assert step_said(lang, 1) in first and len(first) < 400, first
    opening = outcomes.lines(ctx, scene.ctl)  # the floor laid out, the sleep rolls …
    assert len(opening) > 3 and not any(line in first for line in opening)
    heard = []
    for _ in range(len(opening) + 2):  # Ctrl+L: the log line by line, newest first
        key(loop, pygame.K_l, CTRL)
        frames(loop, now, 0.1)
        heard.append(sink.texts()[-1])
    assert all(any(line in h for h in heard) for line in opening), (opening, heard)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_encounter_card_counts_the_presses_to_a_slot(lang):
    ctx, scene, loop = app(lang, 5)  # step 6: the encounter
    sink, now = voiced(ctx)
    frames(loop, now, 0.2)
    card = sink.texts()[-1]
    assert ("4 times" if lang == "en" else "4回") in card, card
    for _ in range(4):
        key(loop, pygame.K_DOWN, CTRL)
        frames(loop, now, 0.1)
    assert ("slot 1" if lang == "en" else "スロット1") in sink.texts()[-1], sink.texts()[-1]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(("step_id", "said"), [("food", "paid"), ("hungry", "hungry")])
def test_a_food_check_is_said_however_long_the_voice_is_busy(lang, step_id, said):
    steps = [s.id for s in load_script().steps]
    ctx, scene, loop = app(lang, steps.index(step_id))
    sink, now = voiced(ctx)
    frames(loop, now, 0.2)
    sink.busy = True  # each rest's outcome takes seconds to say
    for _ in range(40):
        key(loop, pygame.K_RETURN)  # rest until something happens, again while the step wants
        while scene.resting is not None:
            frames(loop, now, 3.0, dt=1.0)
        if scene.index != steps.index(step_id):
            break
    frames(loop, now, 20.0, dt=1.0)
    sink.busy = False
    frames(loop, now, 0.3)
    words = ctx.t(f"speech.food_check.{said}", n=0)
    assert any(words in t for t in sink.texts()), sink.texts()
    assert step_said(lang, steps.index(step_id) + 2) in sink.texts()[-1]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_last_step_says_how_to_finish_once(lang):
    ctx, scene, loop = app(lang, len(load_script().steps) - 1)
    sink, now = voiced(ctx)
    frames(loop, now, 0.2)
    said = sink.texts()[-1]
    assert step_said(lang, 22) in said
    finish = {"en": "to finish", "ja": "終"}[lang]
    assert said.count(finish) == 1, said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_monsters_formula_is_said_as_a_sum_without_its_terms_of_zero(lang):
    ctx, scene, loop = app(lang, 5)  # step 6: the Kestrel in slot 4
    sink, now = voiced(ctx)
    for k in [pygame.K_DOWN] * 4 + [pygame.K_RIGHT] * 3:
        key(loop, k, CTRL)
        frames(loop, now, 0.1)
    said = sink.texts()[-1]
    words = {"en": "at least 9 plus armour,", "ja": "9プラス鎧以上"}[lang]
    assert words in said and "− 0" not in said and "−0" not in said, said
