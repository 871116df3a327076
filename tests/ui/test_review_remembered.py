"""A Review with no turning point says what that means, and a run's Review is remembered: the
replay reopened on the same run shows it at once, and V does not review it anew; a run that
changed is reviewed again."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.paired import Paired
from jongrogue.sim.play import play_game
from jongrogue.sim.review import Moment, turning_points
from jongrogue.storage.settings import Settings
from jongrogue.ui import theme
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.context import AppContext
from jongrogue.ui.replay import review_view
from jongrogue.ui.scenes.replay import ReplayScene

SIZE = (1280, 800)


class Reviewing:
    """A review job that has finished: every decision's move played was about as good as the
    best (no significant drop). Counts how many reviews were started."""

    started = 0

    def __init__(self, game, most, settings):
        type(self).started += 1
        first = game.commands[0]
        self.moments = [Moment(n, first, 4.0, first, 4.1, Paired(8, 0.1, 0.5, 3)) for n in (1, 2)]

    def done(self):
        return True

    def marks(self):
        return turning_points(self.moments)

    def progress(self):
        return 2, 2

    def cancel(self):
        pass


def a_death(seeds):
    return next(
        run.game
        for seed in seeds
        if (run := play_game(seed, GreedyBot(), max_commands=150)).result == "game_over"
    )


@pytest.fixture(scope="module")
def death():
    return a_death(range(1, 40))


@pytest.fixture(autouse=True)
def fake_job(monkeypatch):
    Reviewing.started = 0
    monkeypatch.setattr(review_view, "ReviewJob", Reviewing)


def press_v(loop):
    loop.step(
        [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v", scancode=0)],
        dt=1 / 60,
    )
    loop.step([], dt=1 / 60)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("scale", [100, 200])
def test_no_turning_point_is_explained_and_remembered(death, lang, scale, monkeypatch):
    cut, real = [], theme.ellipsize

    def spy(font, words, max_width):
        out = real(font, words, max_width)
        if out != words:
            cut.append(words)
        return out

    monkeypatch.setattr(theme, "ellipsize", spy)
    ctx = AppContext(Settings(language=lang, sound=False, ui_scale=scale), size=SIZE, persist=False)
    scene = ReplayScene(ctx, death, position=0)
    loop = AppLoop(ctx, pygame.Surface(SIZE), scene)
    loop.step([], dt=1 / 60)
    press_v(loop)
    assert Reviewing.started == 1 and scene.review.marks == []
    label, tip = scene.review.button.label, scene.review.button.tooltip
    assert label == ctx.t("learning.reviewed_none", n=2) and label not in cut
    assert tip == ctx.t("learning.reviewed_none_tip", n=2)
    assert [t.text for t in ctx.toasts] == [tip]  # said once, when it is done

    again = ReplayScene(ctx, death, position=0)  # the replay reopened on the same run
    loop = AppLoop(ctx, pygame.Surface(SIZE), again)
    loop.step([], dt=1 / 60)
    assert again.review.button.label == label and again.review.button.tooltip == tip
    press_v(loop)
    assert Reviewing.started == 1 and again.review.job is None  # shown, not reviewed anew


def test_another_run_is_reviewed_anew(death):
    other = a_death(range(40, 80))
    ctx = AppContext(Settings(language="en", sound=False), size=SIZE, persist=False)
    for game in (death, other, death):
        loop = AppLoop(ctx, pygame.Surface(SIZE), ReplayScene(ctx, game, position=0))
        press_v(loop)
    assert Reviewing.started == 2
