"""The Hint by ear: its advice with its uncertainty is said when it is ready and again on the
review key, in the words of the hint view (each move's estimate and 90 % interval)."""

from __future__ import annotations

import time

import pygame
import pytest

from jongrogue.sim import workers
from jongrogue.sim.advice import Advice
from jongrogue.sim.paired import Paired
from jongrogue.speech.backend import RecordingSink
from jongrogue.text.command_text import label
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
        a = sc.hint.advice_for(c)
        if a is not None:  # each move by name with its expected floor
            assert words.speakable(f"{label(words, c, sc.ctl.view)}: ") in said
            assert f"{a.value:.1f}" in said
    assert "90 %" in said
    ctrl(loop, "v")  # the same advice again (without "The Hint is ready")
    ready = loop.ctx.t("speech.review.hint_ready")
    assert said.startswith(ready) and said.endswith(sink.texts()[-1])
    assert sink.spoken[-1].interrupt


def decided(tmp_path, lang, verbosity="normal"):
    """A table whose Hint has answered (as the blind player heard it): the leader and a move with
    the same rounded estimate that is significantly worse on the shared tables, Rest at 7.7
    significantly worse and a move at 7.6 about equal (few tables, a wide interval)."""
    g, sc, loop = table(tmp_path, lang)
    loop.ctx.settings.speech_verbosity = verbosity
    a, b, c, d = [x for x in g.legal_commands() if x.type != "abandon"][:4]
    sc.hint.advice = [
        Advice(a, 7.94, 32, 7.6, 8.2, True, Paired(32, 0.0, 0.0, 0)),
        Advice(b, 7.86, 32, 7.5, 8.2, False, Paired(32, 0.2, 0.3, 12)),
        Advice(c, 7.7, 16, 7.3, 8.1, False, Paired(16, 0.3, 0.4, 10)),
        Advice(d, 7.6, 8, 6.9, 8.3, True, Paired(8, 0.3, 0.9, 5)),
    ]
    sc.hint.at = len(g.commands)
    sc.sync()
    sink = RecordingSink()
    loop.ctx.speech.use(sink)
    loop.ctx.speech.enabled = True
    return sc, loop, sink, (a, b, c, d)


def said_for(loop, sc, text, command, after):
    """The words said of `command`: from its name up to the next move's name."""
    words = loop.ctx.spoken()
    start = text.index(words.speakable(label(words, command, sc.ctl.view) + ": "))
    rest = [text.index(words.speakable(label(words, x, sc.ctl.view) + ": ")) for x in after]
    return text[start : min([i for i in rest if i > start], default=len(text))]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_each_verdict_is_said_with_the_paired_difference_that_decides_it(tmp_path, lang):
    sc, loop, sink, (a, b, c, d) = decided(tmp_path, lang)
    ctrl(loop, "v")
    said = sink.texts()[-1]
    t = loop.ctx.t
    worse = said_for(loop, sc, said, b, (c, d))
    # 7.9 like the best, and significantly worse: the reason is said with it
    assert "7.9" in worse
    below = t("speech.review.hint_below", d="0.2")
    assert below in worse and t("speech.review.hint_verdict_worse") in worse
    lo, hi = Paired(32, 0.2, 0.3, 12).interval()
    assert f"{lo:.1f}" in worse and f"{hi:.1f}" in worse
    equal = said_for(loop, sc, said, d, (a, b, c))
    assert t("speech.review.hint_below", d="0.3") in equal
    assert t("speech.review.hint_verdict_top") in equal
    # colour means nothing by ear
    assert "green" not in said.lower() and "緑" not in said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_explanation_is_said_once_and_the_verbosity_decides_how_much(tmp_path, lang):
    lengths = {}
    for verbosity in ("brief", "normal", "full"):
        sc, loop, sink, moves = decided(tmp_path / verbosity, lang, verbosity)
        ctrl(loop, "v")
        said = sink.texts()[-1]
        lengths[verbosity] = len(said)
        t = loop.ctx.t
        normal, full = (
            t("speech.review.hint_explain_normal", key="V"),
            t("speech.review.hint_explain_full", key="V"),
        )
        if verbosity == "brief":  # name, floor and verdict only
            assert normal not in said and full not in said and "90 %" not in said
        else:
            explained = normal if verbosity == "normal" else full
            assert said.count(explained) == 1
        if verbosity == "normal":  # the full explanation on its key (with Shift)
            key = pygame.key.key_code("v")
            for kind in (pygame.KEYDOWN, pygame.KEYUP):
                mod = pygame.KMOD_CTRL | pygame.KMOD_SHIFT
                e = pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0)
                loop.step([e], dt=1 / 60)
            assert full in sink.texts()[-1]
    assert lengths["brief"] < lengths["normal"] < lengths["full"]
    assert lengths["normal"] < 900, lengths


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_in_full_the_best_move_comes_first_then_the_rest_then_the_explanation(tmp_path, lang):
    """Heard in full the Hint named the moves in the bar's order, the best one last, after a
    long explanation: now the verdict, the best move (its verdict before its numbers), the
    others, and the explanation at the end."""
    g, sc, loop = table(tmp_path, lang)
    loop.ctx.settings.speech_verbosity = "full"
    a, b, c = [x for x in g.legal_commands() if x.type != "abandon"][:3]
    sc.hint.advice = [  # c is significantly best, and last of the three on the bar
        Advice(c, 8.4, 32, 8.1, 8.7, True, Paired(32, 0.0, 0.0, 0)),
        Advice(a, 7.9, 32, 7.5, 8.2, False, Paired(32, 0.5, 0.3, 20)),
        Advice(b, 7.7, 32, 7.3, 8.1, False, Paired(32, 0.7, 0.4, 20)),
    ]
    sc.hint.at = len(g.commands)
    sc.sync()
    assert sc.bar.commands.index(c) > sc.bar.commands.index(a)
    sink = RecordingSink()
    loop.ctx.speech.use(sink)
    loop.ctx.speech.enabled = True
    ctrl(loop, "v")
    said = sink.texts()[-1]
    words, t = loop.ctx.spoken(), loop.ctx.t

    def at(command):
        return said.index(words.speakable(label(words, command, sc.ctl.view) + ": "))

    assert at(c) < at(a) < at(b), said
    explained = said.index(t("speech.review.hint_explain_full", key="V"))
    assert explained > at(b), said
    best = said_for(loop, sc, said, c, (a, b))
    verdict = best.index(t("speech.review.hint_verdict_best").split("。")[0])
    assert verdict < best.index("8.4"), best  # what it is, then its numbers


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_minus_zero_and_a_gap_that_rounds_to_nothing_is_about_equal_alone(tmp_path, lang):
    """Heard: "about equal … 0.0 floors below the best", "90 % minus 0.0 to 1.0": a difference
    that rounds to 0 says "about equal" with no number against it, and no bound is minus 0."""
    g, sc, loop = table(tmp_path, lang)
    a, b, c, d = [x for x in g.legal_commands() if x.type != "abandon"][:4]
    sc.hint.advice = [
        Advice(a, 8.6, 32, 8.3, 8.9, True, Paired(32, 0.0, 0.0, 0)),
        Advice(b, 8.58, 32, 8.2, 8.9, True, Paired(32, 0.02, 0.2, 6)),  # rounds to 0.0
        Advice(c, 8.1, 32, 7.6, 8.5, True, Paired(32, 0.5, 1.3, 20)),  # 90 %: -0.0 to 1.0
        Advice(d, 8.56, 32, 8.2, 8.9, False, Paired(32, 0.04, 0.01, 30)),  # worse, below 0.1
    ]
    sc.hint.at = len(g.commands)
    sc.sync()
    sink = RecordingSink()
    loop.ctx.speech.use(sink)
    loop.ctx.speech.enabled = True
    ctrl(loop, "v")
    said, t = sink.texts()[-1], loop.ctx.t
    assert "-0.0" not in said and "minus 0.0" not in said and "マイナス0.0" not in said, said
    equal = said_for(loop, sc, said, b, (a, c, d))
    assert t("speech.review.hint_verdict_top") in equal and "0.0" not in equal.split(":")[-1][:4]
    assert t("speech.review.hint_below", d="0.0") not in said and "90 %" not in equal, equal
    tiny = said_for(loop, sc, said, d, (a, b, c))
    assert t("speech.review.hint_below_tiny") in tiny, tiny


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_finished_hint_is_said_however_long_the_voice_was_busy(tmp_path, lang):
    _, sc, loop = table(tmp_path, lang)
    sink, now = RecordingSink(), [0.0]
    sp = loop.ctx.speech
    sp.use(sink)
    sp.enabled = True
    sp.clock = lambda: now[0]
    sc.hint.toggle(sc.ctl)
    sink.busy = True  # the player listens to something long while the Hint thinks
    deadline = time.monotonic() + 300
    while sc.hint.thinking() and time.monotonic() < deadline:
        now[0] += 0.5
        loop.step([], dt=1 / 60)
        time.sleep(0.02)
    for _ in range(40):  # and for long after it is ready
        now[0] += 1.0
        loop.step([], dt=1 / 60)
    assert sc.hint.advice
    sink.busy = False
    now[0] += 0.1
    loop.step([], dt=1 / 60)
    words = loop.ctx.spoken()
    best = sc.hint.advice[0].command
    said = sink.texts()[-1]
    assert said.startswith(loop.ctx.t("speech.review.hint_ready")), said
    assert words.speakable(label(words, best, sc.ctl.view)) in said
