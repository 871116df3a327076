"""The Hint button: the advisor's estimate of each action (the run's expected deepest floor after
it), shown on the action bar with
its uncertainty (a 90 % interval in each button's tooltip, and a legend line that names a best
move only when it is significantly better than every other, or says the top moves are about equal).

From the Amulet's depth on, the Hint names the advisor's plan instead (sim/plan_hint.py): the
estimates there still count floors gained and favour diving on, and the plan (find the Amulet,
spare food, climb home) wins more of those runs; the strength benchmark's player does the same.

The advice is computed by spawned processes (sim.advisor_jobs), the plan's move on a thread; both
are polled every frame, so the window never waits; pressing Hint again cancels. Every request is journalled (Game.note_hint), so the
run's hint count in History is real. An estimate belongs to the decision it was asked at and
disappears once the game moves on."""
from __future__ import annotations

from jongrogue.sim.advisor import NEVER, named_best
from jongrogue.sim.advisor_jobs import AdviceJob, hint_job
from jongrogue.sim.advisor_settings import HINT
from jongrogue.sim.plan_hint import PlanJob
from jongrogue.ui.board.action_bar import UiAction

SETTINGS = HINT                       # the same object `python -m jongrogue.sim --player advisor` plays by
JOBS = 2                              # the reference machine has two cores


def lt(ctx, key: str, **fmt) -> str:
    """``ui.learning.<key>`` (ui_learning_<lang>.yaml)."""
    return ctx.t("learning." + key, **fmt)


class HintState:
    def __init__(self):
        self.job: AdviceJob | PlanJob | None = None
        self.advice: list | None = None
        self.plan = None                    # the plan's move (from the Amulet's depth on)
        self.at: int | None = None          # command count the advice (or the job) is for

    def available(self, ctl) -> bool:
        if ctl.finished or ctl.view.get("paper") is not None:    # a tile to enter is no choice
            return False
        return sum(c.type not in NEVER for c in ctl.legal()) > 1

    def extra(self, ctx, ctl) -> list[UiAction]:
        """The Hint button of the action bar (its label tells whether it is thinking)."""
        if not self.available(ctl) and self.job is None:
            return []
        key = ctx.settings.keys.get("hint", "h")
        if self.job is not None:             # another id: the bar relabels the button
            return [UiAction("hint_stop", lt(ctx, "hint_thinking"), key)]
        return [UiAction("hint", lt(ctx, "hint"), key)]

    def toggle(self, ctl) -> None:
        if self.job is not None:
            self.cancel()
            return
        game = ctl.game
        game.note_hint()
        ctl.save_now()
        self.advice, self.plan, self.at = None, None, len(game.commands)
        self.job = hint_job(game, SETTINGS, seed=self.at, jobs=JOBS)

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.job = None

    def poll(self, ctl) -> bool:
        """True when something to show changed (the job finished or the game moved on)."""
        n = len(ctl.game.commands)
        if self.at is not None and self.at != n:
            self.cancel()
            self.advice, self.plan, self.at = None, None, None
            return True
        if self.job is not None and self.job.done():
            if isinstance(self.job, PlanJob):
                self.plan = self.job.result()
            else:
                self.advice = self.job.result()
            self.job = None
            return True
        return False

    def thinking(self) -> bool:
        return self.job is not None

    def advice_for(self, command):
        """The advice covering `command` (its own, or that of a command with the same result)."""
        return next((a for a in self.advice or () if a.command == command or command in a.same), None)

    def badges(self, ctx, commands) -> dict[int, tuple[str, str]]:
        """bar index -> (floor text, kind): "best" (the one significantly best move, or the plan's),
        "top" (about equal to the best) or "worse" (significantly worse)."""
        if self.plan is not None:
            return {i: (lt(ctx, "hint_plan_badge"), "best") for i, c in enumerate(commands) if c == self.plan}
        if not self.advice:
            return {}
        best = named_best(self.advice)
        out = {}
        for i, c in enumerate(commands):
            a = self.advice_for(c)
            if a is not None:
                out[i] = (floors(a.value), "best" if a is best else "top" if a.top else "worse")
        return out

    def tip(self, ctx, command) -> str | None:
        """The tooltip line of a button's estimate: its interval, and how it compares with the best."""
        if self.plan is not None:
            return lt(ctx, "hint_tip_plan") if command == self.plan else None
        a = self.advice_for(command)
        if a is None:
            return None
        line = lt(ctx, "hint_tip", p=floors(a.value), lo=floors(a.low), hi=floors(a.high), n=a.rollouts)
        if a is named_best(self.advice):
            return line + " " + lt(ctx, "hint_tip_best")
        if a.top:
            return line + " " + lt(ctx, "hint_tip_top")
        lo, hi = a.gap.interval()
        return line + " " + lt(ctx, "hint_tip_worse", d=points(a.gap.diff), lo=points(lo), hi=points(hi))

    def legend(self, ctx, describe) -> str | None:
        """The line over the bar: what a badge means and what the advice concludes (`describe`
        names a command)."""
        if self.plan is not None:
            return lt(ctx, "hint_plan", what=describe(self.plan))
        if not self.advice:
            return None
        best = named_best(self.advice)
        if best is not None:
            gap = min((a.gap for a in self.advice if a is not best), key=lambda p: p.diff)
            lo, hi = gap.interval()
            verdict = lt(ctx, "hint_best", what=describe(best.command), d=points(gap.diff), lo=points(lo), hi=points(hi))
        else:
            verdict = lt(ctx, "hint_equal", n=sum(a.top for a in self.advice))
        return verdict + " " + lt(ctx, "hint_legend")      # the verdict first: a narrow bar cuts the end


def floors(x: float) -> str:
    """An expected deepest floor, to a tenth."""
    return f"{x:.1f}"


def points(x: float) -> str:
    """A difference of expected deepest floors, signed, to a tenth."""
    return f"{x:+.1f}"
