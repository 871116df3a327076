"""A Hint or Review whose worker fails never ends the game: the table (or the replay) says it is
unavailable and why, in one line and in both languages; the crash log gets the report; play goes
on and the failed Hint is not counted. The failure is a real one, raised in a spawned worker: a
horizon the rollouts cannot count to."""

from __future__ import annotations

import time

import pygame
import pytest

from jongrogue.engine import Game, Options
from jongrogue.runfiles.history import History
from jongrogue.sim import workers
from jongrogue.sim.advisor_settings import AdvisorSettings
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.play import play_game
from jongrogue.storage import paths
from jongrogue.storage.settings import Settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.board import hint_view
from jongrogue.ui.context import AppContext
from jongrogue.ui.replay import review_view
from jongrogue.ui.scenes import table_flow
from jongrogue.ui.scenes.replay import ReplayScene
from jongrogue.ui.scenes.table import make_table_scene

SIZE = (1280, 800)
BROKEN = AdvisorSettings(rollouts=4, first=4, budget=8, horizon=None)  # TypeError in a worker
LINE = {"en": "Hint unavailable: ", "ja": "ヒントは使えません："}
REVIEW_LINE = {"en": "Review unavailable: ", "ja": "振り返りは使えません："}


@pytest.fixture(autouse=True)
def isolated(monkeypatch):
    monkeypatch.setattr(table_flow, "CONTEXT_SCENES", {})
    yield
    workers.shutdown()


def context(tmp_path, lang):
    return AppContext(
        Settings(language=lang, animation_speed="instant", sound=False),
        size=SIZE,
        persist=False,
        history=History(tmp_path / "h.sqlite3"),
    )


def press(loop, key, unicode=""):
    loop.step(
        [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0)],
        dt=1 / 60,
    )


def wait(loop, thinking) -> None:
    deadline = time.monotonic() + 120
    while thinking() and time.monotonic() < deadline:
        loop.step([], dt=1 / 60)
        time.sleep(0.01)


def crash_reports() -> list:
    return sorted(paths.log_dir().glob("crash-*.txt"))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_failing_hint_worker_says_why_reports_and_play_goes_on(tmp_path, monkeypatch, lang):
    monkeypatch.setattr(hint_view, "SETTINGS", BROKEN)
    g, bot = Game.new(3, Options()), GreedyBot()
    for _ in range(12):
        g.execute(bot.choose(g))
    while sum(c.type != "abandon" for c in g.legal_commands()) < 3:
        g.execute(bot.choose(g))
    sc = make_table_scene(context(tmp_path, lang), g)
    loop = AppLoop(sc.ctx, pygame.Surface(SIZE), sc)
    loop.step([], dt=1 / 60)
    press(loop, pygame.K_h)
    assert sc.hint.thinking()
    wait(loop, sc.hint.thinking)  # the worker's exception reaches the table here
    loop.step([], dt=1 / 60)
    assert loop.running and not sc.hint.thinking()
    legend = sc.bar.legend
    assert legend.startswith(LINE[lang]) and "TypeError" in legend and "\n" not in legend
    reports = crash_reports()
    assert len(reports) == 1 and reports[0].name in legend
    assert "TypeError" in reports[0].read_text(encoding="utf-8")
    assert g.hints == 0 and '"hint"' not in g.to_text()  # no answer was shown
    assert workers._pool is None  # the failed pool is gone; the next Hint starts a new one
    command = bot.choose(g)
    assert sc.ctl.execute(command)[0]  # play goes on
    loop.step([], dt=1 / 60)
    assert sc.bar.legend is None  # the line belonged to that decision


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_failing_review_worker_says_why_reports_and_the_replay_goes_on(
    tmp_path, monkeypatch, lang
):
    monkeypatch.setattr(review_view, "SETTINGS", BROKEN)
    monkeypatch.setattr(review_view, "MOST", 4)
    death = next(
        run.game
        for seed in range(1, 40)
        if (run := play_game(seed, GreedyBot(), max_commands=150)).result == "game_over"
    )
    ctx = context(tmp_path, lang)
    scene = ReplayScene(ctx, death, position=0)
    loop = AppLoop(ctx, pygame.Surface(SIZE), scene)
    loop.step([], dt=1 / 60)
    press(loop, pygame.K_v, "v")
    assert scene.review.thinking()
    wait(loop, scene.review.thinking)
    loop.step([], dt=1 / 60)
    assert loop.running and scene.review.moments is None
    assert scene.review.button.label == ctx.t("learning.review_failed")
    said = [t.text for t in ctx.toasts if t.text.startswith(REVIEW_LINE[lang])]
    reports = crash_reports()
    assert len(said) == 1 and "TypeError" in said[0] and len(reports) == 1
    assert reports[0].name in said[0]
    press(loop, pygame.K_RIGHT)  # the replay goes on
    assert scene.player.position == 1


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size,scale", [((1280, 800), 100), ((880, 560), 100), ((1280, 800), 200)])
def test_the_unavailable_line_fits_the_table(tmp_path, monkeypatch, lang, size, scale):
    from jongrogue.ui import theme

    cut, real = [], theme.ellipsize

    def spy(font, words, max_width):
        out = real(font, words, max_width)
        if out != words:
            cut.append(words)
        return out

    monkeypatch.setattr(theme, "ellipsize", spy)
    ctx = AppContext(
        Settings(language=lang, sound=False, ui_scale=scale),
        size=size,
        persist=False,
        history=History(tmp_path / "h.sqlite3"),
    )
    g, bot = Game.new(3, Options()), GreedyBot()
    for _ in range(14):
        g.execute(bot.choose(g))
    sc = make_table_scene(ctx, g)
    loop = AppLoop(ctx, pygame.Surface(size), sc)
    sc.hint.at, sc.hint.failed = len(g.commands), ("TypeError", "crash-20261205-171234-2.txt")
    sc.sync()
    loop.step([], dt=1 / 60)
    assert sc.bar.legend.startswith(LINE[lang]) and sc.bar.legend not in cut
