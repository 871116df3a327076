"""The Hint key on the table: advice computed in background processes, shown on the action bar,
journalled; pressing it again cancels; the window keeps drawing meanwhile. From the Amulet's
depth on it names the plan's move (sim/plan_hint.py), in both languages."""
from __future__ import annotations

import time

import pygame
import pytest

from jongrogue.engine import Game, Options
from jongrogue.sim.advisor import advise, named_best
from jongrogue.sim.advisor_settings import AdvisorSettings
from jongrogue.sim import workers
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.plan_hint import plan_depth, plan_move
from jongrogue.sim.planner import Planner
from jongrogue.runfiles.history import History
from jongrogue.storage.settings import Settings
from jongrogue.ui.app_loop import AppLoop
from jongrogue.ui.board import hint_view
from jongrogue.ui.context import AppContext
from jongrogue.ui.scenes import table_flow
from jongrogue.ui.scenes.table import make_table_scene
from jongrogue.ui.scenes.table_draw import describe_target

SIZE = (1280, 800)
SMALL = AdvisorSettings(rollouts=8, first=4, budget=48)


@pytest.fixture(autouse=True)
def isolated(monkeypatch):
    monkeypatch.setattr(table_flow, "CONTEXT_SCENES", {})
    monkeypatch.setattr(hint_view, "SETTINGS", SMALL)
    yield
    workers.reset()                                  # no worker outlives its test


def table(tmp_path, lang="en"):
    ctx = AppContext(Settings(language=lang, animation_speed="instant", sound=False), size=SIZE, persist=False,
                     history=History(tmp_path / "h.sqlite3"))
    g = Game.new(3, Options())
    bot = GreedyBot()
    for _ in range(12):
        g.execute(bot.choose(g))
    while sum(c.type != "abandon" for c in g.legal_commands()) < 3:     # a real decision
        g.execute(bot.choose(g))
    sc = make_table_scene(ctx, g)
    loop = AppLoop(ctx, pygame.Surface(SIZE), sc)
    loop.step([], dt=1 / 60)
    return g, sc, loop


def deep_table(tmp_path, lang):
    """The planner's run of seed 5015 (it takes the Amulet home) at its first real decision on
    the Amulet's depth, with the planner's own move there."""
    ctx = AppContext(Settings(language=lang, animation_speed="instant", sound=False), size=SIZE, persist=False,
                     history=History(tmp_path / "h.sqlite3"))
    g, bot = Game.new(5015, Options()), Planner()
    own = bot.choose(g)
    while g.view()["pc"]["deepest"] < plan_depth(g) or sum(c.type != "abandon" for c in g.legal_commands()) < 2:
        g.execute(own)
        own = bot.choose(g)
    sc = make_table_scene(ctx, g)
    loop = AppLoop(ctx, pygame.Surface(SIZE), sc)
    loop.step([], dt=1 / 60)
    return g, sc, loop, own


def press(loop, key):
    loop.step([pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)], dt=1 / 60)


def test_hint_key_shows_the_expected_depth_on_the_bar_and_is_journalled(tmp_path):
    g, sc, loop = table(tmp_path)
    before = g.state_hash()
    press(loop, pygame.K_h)
    assert sc.hint.thinking() and g.hints == 1 and '"hint"' in g.to_text()
    frames = 0
    deadline = time.monotonic() + 120
    while sc.hint.thinking() and time.monotonic() < deadline:
        loop.step([], dt=1 / 60)            # the window keeps running while the workers think
        frames += 1
        time.sleep(0.01)
    assert not sc.hint.thinking() and frames > 1
    expected = advise(g, SMALL, seed=len(g.commands))
    assert sc.hint.advice == expected
    shown = {sc.bar.commands[i]: label for i, (label, _) in sc.bar.badges.items()}
    # every command of the bar has a badge, also one with the same result as another (two like monsters)
    assert shown == {c: f"{a.value:.1f}" for a in expected for c in (a.command,) + a.same
                     if c in sc.bar.commands}
    assert set(shown) == {c for c in g.legal_commands() if c.type != "abandon"}
    assert "Each badge is the run's expected deepest floor" in sc.bar.legend
    assert sc.bar.legend.startswith(("Best: ", "No move is significantly best"))   # the verdict first
    assert ("No move is significantly best" in sc.bar.legend) == (named_best(expected) is None)
    for i in sc.bar.badges:                           # each button's tooltip gives its interval
        a = sc.hint.advice_for(sc.bar.commands[i])
        _, body = describe_target(sc, ("action", i))
        assert f"(90 % interval {a.low:.1f}–{a.high:.1f}, {a.rollouts} redealt tables)" in body
    assert g.state_hash() == before
    # the estimate belongs to this decision: gone once the game moves on
    g2 = sc.ctl
    ok, _ = g2.execute(expected[0].command)
    assert ok
    loop.step([], dt=1 / 60)
    assert sc.bar.badges == {}


def test_pressing_hint_again_cancels(tmp_path):
    g, sc, loop = table(tmp_path)
    press(loop, pygame.K_h)
    job = sc.hint.job
    assert job is not None
    press(loop, pygame.K_h)
    assert not sc.hint.thinking() and sc.bar.badges == {} and job.done() and job.result() == []
    assert workers._pool is None                     # the running workers were stopped
    assert g.hints == 1


@pytest.mark.parametrize("lang,legend,badge", [("en", "Plan: ", "plan"), ("ja", "計画: ", "計画")])
def test_from_the_amulets_depth_the_hint_names_the_plans_move(tmp_path, lang, legend, badge):
    g, sc, loop, own = deep_table(tmp_path, lang)
    press(loop, pygame.K_h)
    assert sc.hint.thinking() and g.hints == 1
    deadline = time.monotonic() + 60
    while sc.hint.thinking() and time.monotonic() < deadline:
        loop.step([], dt=1 / 60)
        time.sleep(0.01)
    # the move the advisor player's own planner plays here: no estimates, one badge
    assert sc.hint.plan == own == plan_move(g) and sc.hint.advice is None
    i = sc.bar.commands.index(own)
    assert sc.bar.badges == {i: (badge, "best")}
    assert sc.bar.legend.startswith(legend + sc.bar.labels[i])
    _, body = describe_target(sc, ("action", i))
    assert sc.ctx.t("learning.hint_tip_plan") in body
    g.execute(own)
    loop.step([], dt=1 / 60)
    assert sc.bar.badges == {} and sc.bar.legend is None
