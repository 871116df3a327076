"""The Hint says why a move is worse in the game's terms where its rollouts show it: how often
the run was lost (died or starved) within the rollout's horizon after it, beside the leading
move — a newcomer saw "Flee" advised and could not tell why. The count comes from the same
rollouts as the estimates (values unchanged) and from redealt tables only."""

from __future__ import annotations

import pytest

from jongrogue.engine import Game, cmd
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.sim.advice import Advice
from jongrogue.sim.advisor import Tables, advise, outcomes, played
from jongrogue.sim.advisor_settings import AdvisorSettings
from jongrogue.sim.bot import GreedyBot
from jongrogue.sim.paired import Paired
from jongrogue.ui.board.hint_view import HintState, why

FLEE, FIGHT, REST = cmd("move_door_to_corridor"), cmd("continue"), cmd("rest")
EVEN = Paired(16, 0.0, 0.0)


def _advice(lost_flee: int, lost_fight: int) -> list[Advice]:
    return [
        Advice(FLEE, 6.8, 16, 6.1, 7.5, True, EVEN, lost=lost_flee),
        Advice(FIGHT, 4.6, 16, 3.9, 5.3, False, Paired(16, 2.2, 0.6, 12), lost=lost_fight),
    ]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_move_lost_after_clearly_more_often_is_named_with_both_counts(lang):
    ctx = TextContext(lang)
    line = why(ctx, lambda c: ctx.name(f"action.{c.type}"), _advice(1, 10))
    assert line == [
        ctx.t(
            "learning.hint_why",
            worse=ctx.name("action.continue"),
            kw=10,
            nw=16,
            best=ctx.name("action.move_door_to_corridor"),
            kb=1,
            nb=16,
        )
    ]
    hint = HintState()
    hint.advice = _advice(1, 10)
    legend = hint.legend(ctx, lambda c: ctx.name(f"action.{c.type}"), [FLEE, FIGHT])
    assert line[0] in legend and legend.index(line[0]) < legend.index(ctx.t("learning.hint_legend"))
    assert ctx.t("learning.hint_tip_lost", k=10, n=16) in hint.tip(ctx, FIGHT)


@pytest.mark.parametrize("lost_flee, lost_fight", [(0, 0), (0, 1), (3, 5), (6, 2)])
def test_no_reason_is_given_where_the_counts_do_not_show_one(lost_flee, lost_fight):
    """One lost run, or a share within 15 points of the leader's, or the leader lost more: no
    line (the estimate says the rest)."""
    ctx = TextContext("en")
    assert why(ctx, str, _advice(lost_flee, lost_fight)) == []
    hint = HintState()
    hint.advice = _advice(lost_flee, 0)
    assert "lost" not in (hint.tip(ctx, FIGHT) or "")


def _deadly_choice() -> Game:
    """The greedy bot's seed-1 run at its fight-or-flee with half its HP gone or worse."""
    g, bot = Game.new(1), GreedyBot()
    while True:
        v = g.view()
        if g.state.context in ("choice", "turn_end") and v["pc"]["hp"] * 2 <= v["pc"]["max_hp"]:
            return g
        g.execute(bot.choose(g))


def test_the_lost_count_comes_from_the_same_rollouts_as_the_values():
    g = _deadly_choice()
    settings = AdvisorSettings(rollouts=8, first=8, budget=64)
    advice = advise(g, settings, seed=len(g.commands))
    tables = Tables(g, len(g.commands))
    for a in advice:
        values, lost = played(g, a.command, tables, range(a.rollouts), settings.horizon)
        assert tuple(values) == a.outcomes and lost == a.lost
        assert values == outcomes(g, a.command, tables, range(a.rollouts), settings.horizon)
    assert any(a.lost for a in advice)  # this fight loses some runs


def test_a_reviewed_moment_keeps_the_runs_lost_after_the_move_played_and_the_best():
    from jongrogue.engine.journal.timeline import Timeline
    from jongrogue.sim.review import moment

    g = _deadly_choice()
    n = len(g.commands)
    g.execute(FIGHT if FIGHT in g.legal_commands() else g.legal_commands()[0])
    settings = AdvisorSettings(rollouts=8, first=8, budget=64)
    m = moment(Timeline(g), n, settings, seed=n)
    before = Game.new(1)
    for c in g.commands[:n]:
        before.execute(c)
    advice = advise(before, settings, seed=n, keep=g.commands[n])
    mine = next(a for a in advice if a.command == m.played or m.played in a.same)
    best = next(a for a in advice if a.command == m.best)
    assert m.lost == (mine.lost, mine.rollouts, best.lost, best.rollouts)
