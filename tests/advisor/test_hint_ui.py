"""The Hint key on the table: advice computed in background processes, shown on the action bar,
journalled once shown (a Hint cancelled or left with the window is not counted); pressing it
again cancels; the window keeps drawing meanwhile. From the Amulet's
depth on it names the plan's move (sim/plan_hint.py), in both languages."""

from __future__ import annotations

import time

import pygame
import pytest

from jongrogue.engine import Game, Options
from jongrogue.runfiles.history import History
from jongrogue.sim import workers
from jongrogue.sim.advisor import advise, named_best
from jongrogue.sim.advisor_settings import AdvisorSettings
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.plan_hint import plan_depth, plan_move
from jongrogue.sim.planner import Planner
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
    workers.reset()  # no worker outlives its test


def table(tmp_path, lang="en"):
    ctx = AppContext(
        Settings(language=lang, animation_speed="instant", sound=False),
        size=SIZE,
        persist=False,
        history=History(tmp_path / "h.sqlite3"),
    )
    g = Game.new(3, Options())
    bot = GreedyBot()
    for _ in range(12):
        g.execute(bot.choose(g))
    while sum(c.type != "abandon" for c in g.legal_commands()) < 3:  # a real decision
        g.execute(bot.choose(g))
    sc = make_table_scene(ctx, g)
    loop = AppLoop(ctx, pygame.Surface(SIZE), sc)
    loop.step([], dt=1 / 60)
    return g, sc, loop


def deep_table(tmp_path, lang):
    """The planner's run of seed 5055 (it takes the Amulet home) at its first real decision on
    the Amulet's depth, with the planner's own move there."""
    ctx = AppContext(
        Settings(language=lang, animation_speed="instant", sound=False),
        size=SIZE,
        persist=False,
        history=History(tmp_path / "h.sqlite3"),
    )
    g, bot = Game.new(5055, Options()), Planner()
    own = bot.choose(g)
    while (
        g.view()["pc"]["deepest"] < plan_depth(g)
        or sum(c.type != "abandon" for c in g.legal_commands()) < 2
    ):
        g.execute(own)
        own = bot.choose(g)
    sc = make_table_scene(ctx, g)
    loop = AppLoop(ctx, pygame.Surface(SIZE), sc)
    loop.step([], dt=1 / 60)
    return g, sc, loop, own


def press(loop, key):
    loop.step(
        [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)], dt=1 / 60
    )


def test_hint_key_shows_the_expected_depth_on_the_bar_and_is_journalled(tmp_path):
    g, sc, loop = table(tmp_path)
    before = g.state_hash()
    press(loop, pygame.K_h)
    assert sc.hint.thinking() and g.hints == 0 and '"hint"' not in g.to_text()
    frames = 0
    deadline = time.monotonic() + 120
    while sc.hint.thinking() and time.monotonic() < deadline:
        loop.step([], dt=1 / 60)  # the window keeps running while the workers think
        frames += 1
        time.sleep(0.01)
    assert not sc.hint.thinking() and frames > 1
    assert g.hints == 1 and '"hint"' in g.to_text()  # counted with its answer shown
    expected = advise(g, SMALL, seed=len(g.commands))
    assert sc.hint.advice == expected
    shown = {sc.bar.commands[i]: label for i, (label, _) in sc.bar.badges.items()}
    # every command of the bar has a badge, also one with the same result as another (two like monsters)
    best = named_best(expected)
    assert shown == {  # green: the estimate; white: how far behind the best, paired
        c: f"{a.value:.1f}" if a.top or a is best else hint_view.points(-a.gap.diff)
        for a in expected
        for c in (a.command,) + a.same
        if c in sc.bar.commands
    }
    assert set(shown) == {c for c in g.legal_commands() if c.type != "abandon"}
    assert "Green: the floor this run is likely to reach" in sc.bar.legend
    assert sc.bar.legend.startswith(("Best: ", "No move is clearly best"))  # the verdict first
    assert ("No move is clearly best" in sc.bar.legend) == (named_best(expected) is None)
    for i in sc.bar.badges:  # each button's tooltip gives its interval
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
    assert workers._pool is None  # the running workers were stopped
    assert g.hints == 0  # no answer was shown


@pytest.mark.parametrize("lang,legend,badge", [("en", "Plan: ", "plan"), ("ja", "計画: ", "計画")])
def test_from_the_amulets_depth_the_hint_names_the_plans_move(tmp_path, lang, legend, badge):
    g, sc, loop, own = deep_table(tmp_path, lang)
    press(loop, pygame.K_h)
    assert sc.hint.thinking() and g.hints == 0
    deadline = time.monotonic() + 60
    while sc.hint.thinking() and time.monotonic() < deadline:
        loop.step([], dt=1 / 60)
        time.sleep(0.01)
    # the move the advisor player's own planner plays here: no estimates, one badge
    assert sc.hint.plan == own == plan_move(g) and sc.hint.advice is None and g.hints == 1
    i = sc.bar.commands.index(own)
    assert sc.bar.badges == {i: (badge, "best")}
    assert sc.bar.legend.startswith(legend + sc.bar.labels[i])
    _, body = describe_target(sc, ("action", i))
    assert sc.ctx.t("learning.hint_tip_plan") in body
    g.execute(own)
    loop.step([], dt=1 / 60)
    assert sc.bar.badges == {} and sc.bar.legend is None


def test_a_hint_left_with_the_window_before_its_answer_is_not_counted_in_the_run_file(tmp_path):
    g, sc, loop = table(tmp_path)
    path = tmp_path / "run.jrlog"
    sc.ctl.save_path = path
    sc.ctl.save_now()
    press(loop, pygame.K_h)
    assert sc.hint.thinking()
    loop.step([pygame.event.Event(pygame.QUIT)], dt=1 / 60)  # the window's close button
    assert not loop.running
    workers.shutdown()  # what the app does last
    sc.ctl.save_now()
    assert Game.from_text(path.read_text(encoding="utf-8")).hints == 0


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_leaders_tooltip_never_calls_it_about_equal_to_the_best(tmp_path, lang):
    """No significantly best move: the leader is the highest estimate, tied with the others."""
    from jongrogue.sim.advisor import Advice
    from jongrogue.sim.paired import Paired

    g, sc, loop = table(tmp_path, lang)
    a, b, c = [x for x in g.legal_commands() if x.type != "abandon"][:3]
    tie = Paired(16, 0.0, 0.5, 0)
    sc.hint.advice = [
        Advice(a, 6.2, 16, 5.9, 6.5, True, tie),
        Advice(b, 6.1, 16, 5.8, 6.4, True, Paired(16, 0.1, 0.5, 4)),
        Advice(c, 4.0, 16, 3.7, 4.3, False, Paired(16, 2.2, 0.5, 16)),
    ]
    sc.hint.at = len(g.commands)
    ctx = sc.ctx
    assert named_best(sc.hint.advice) is None
    lead, second = sc.hint.tip(ctx, a), sc.hint.tip(ctx, b)
    assert ctx.t("learning.hint_tip_top") not in lead
    assert lead.endswith(ctx.t("learning.hint_tip_lead"))
    assert second.endswith(ctx.t("learning.hint_tip_top"))
    sc.hint.advice = sc.hint.advice[:1]  # every move has the same result
    assert sc.hint.tip(ctx, a).endswith(ctx.t("learning.hint_tip_only"))


def test_a_rest_the_hint_rates_best_is_not_argued_against_by_the_full_hp_prompt(tmp_path):
    from jongrogue.engine import cmd
    from jongrogue.sim.advisor import Advice
    from jongrogue.sim.paired import Paired
    from jongrogue.ui.scene import Push
    from jongrogue.ui.scenes.table_flow import rest_is_pointless

    g, sc, loop = table(tmp_path)
    rest = cmd("rest")
    bot = GreedyBot()
    while not (rest_is_pointless(sc.ctl, rest) and rest in g.legal_commands()):
        sc.ctl.execute(bot.choose(g))
    other = next(c for c in g.legal_commands() if c.type not in ("rest", "abandon"))
    sc.hint.at = len(g.commands)
    sc.hint.advice = [
        Advice(other, 7.0, 16, 6.8, 7.2, True, Paired(16, 0.0, 0.5, 0)),
        Advice(rest, 6.2, 16, 6.0, 6.4, False, Paired(16, 0.8, 0.3, 16)),
    ]
    asked = sc.run(rest)  # the Hint rates it significantly worse: the prompt asks
    assert isinstance(asked, Push) and asked.scene.tag == "confirm_rest"
    sc.hint.advice = [
        Advice(rest, 7.0, 16, 6.8, 7.2, True, Paired(16, 0.0, 0.5, 0)),
        Advice(other, 6.2, 16, 6.0, 6.4, False, Paired(16, 0.8, 0.3, 16)),
    ]
    n = len(g.commands)
    assert sc.run(rest) is None and g.commands[n] == rest  # "Best: Rest" is followed at once


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_legend_counts_the_green_badges_on_the_bar(tmp_path, lang):
    """Moves with the same result share one estimate, each with its own badge: the legend's
    "the n green moves" counts the badges the player sees, not the estimates."""
    from jongrogue.sim.advisor import Advice
    from jongrogue.sim.paired import Paired

    g, sc, loop = table(tmp_path, lang)
    a, b, c, d = [x for x in g.legal_commands() if x.type != "abandon"][:4]
    sc.hint.advice = [
        Advice(a, 6.2, 16, 5.9, 6.5, True, Paired(16, 0.0, 0.5, 0), same=(c,)),
        Advice(b, 6.1, 16, 5.8, 6.4, True, Paired(16, 0.1, 0.5, 4)),
        Advice(d, 4.0, 16, 3.7, 4.3, False, Paired(16, 2.2, 0.5, 16)),
    ]
    sc.hint.at = len(g.commands)
    sc.sync()
    green = [i for i, (_, kind) in sc.bar.badges.items() if kind == "top"]
    assert len(green) == 3
    assert sc.bar.legend.startswith(sc.ctx.t("learning.hint_equal", n=3))
    tips = [sc.hint.tip(sc.ctx, x) for x in (a, b, c, d)]
    if lang == "ja":  # sentences follow each other without a space
        assert all("。 " not in t for t in [sc.bar.legend, *tips]), [sc.bar.legend, *tips]


def test_no_estimate_of_the_last_decision_shows_on_a_button_the_next_one_keeps(tmp_path):
    """The Hint's badges belong to their decision: as the table rebuilds its bar after a move, a
    button that is there again (Flee, before and after Fight) shows no badge of the move before,
    not even for the frames before the table next updates (a scene on top may hold it)."""
    from jongrogue.sim.advisor import Advice
    from jongrogue.sim.paired import Paired

    g, sc, loop = table(tmp_path)
    move = next(c for c in g.legal_commands() if c.type != "abandon")
    n = len(g.commands)
    ok, _ = sc.ctl.execute(move)
    assert ok
    kept = next(c for c in sc.ctl.legal() if c.type != "abandon")
    sc.hint.advice = [Advice(kept, 8.5, 16, 8.0, 9.0, True, Paired(16, 0.0, 0.5, 0))]
    sc.hint.at = n  # (the advice of the decision before the move)
    sc.sync()
    assert sc.hint.advice is None and sc.bar.badges == {} and sc.bar.legend is None
