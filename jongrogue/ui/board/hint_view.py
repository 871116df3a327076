"""The Hint button: the advisor's estimate of each action (the run's expected deepest floor after
it), shown on the action bar with
its uncertainty (a 90 % interval in each button's tooltip, and a legend line that names a best
move only when it is significantly better than every other, or says the top moves are about equal).

From the Amulet's depth on, the Hint names the advisor's plan instead (sim/plan_hint.py): the
estimates there still count floors gained and favour diving on, and the plan (find the Amulet,
spare food, climb home) wins more of those runs; the strength benchmark's player does the same.

The advice is computed by spawned processes (sim.advisor_jobs), the plan's move on a thread; both
are polled every frame, so the window never waits; pressing Hint again cancels. Every answer
shown is journalled (Game.note_hint; a request cancelled, failed or left with the window is
not), so the run's hint count in History is real. An estimate belongs to the decision it was
asked at and disappears once the game moves on. A Hint that fails (a worker's exception) never
ends the game: its report goes to the crash log and the legend says why the Hint is unavailable.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from jongrogue.sim.advice import NEVER, named_best
from jongrogue.sim.advisor_settings import HINT
from jongrogue.speech.speaker import joined
from jongrogue.storage import crash
from jongrogue.ui.board.action_bar import UiAction

if TYPE_CHECKING:
    from jongrogue.sim.advisor_jobs import AdviceJob
    from jongrogue.sim.plan_hint import PlanJob

SETTINGS = HINT  # the same object `python -m jongrogue.sim --player advisor` plays by
JOBS = 2  # the reference machine has two cores
WHY_SHARE = 0.15  # the lost-run share by which a move must trail the leading one to be named


def _jobs():
    """sim.advisor_jobs, loaded at the first Hint: the search, the bot it plays with and the
    worker pool (multiprocessing) are not part of any start."""
    return importlib.import_module("jongrogue.sim.advisor_jobs")


def lt(ctx, key: str, **fmt) -> str:
    """``ui.learning.<key>`` (ui_learning_<lang>.yaml)."""
    return ctx.t("learning." + key, **fmt)


class HintState:
    def __init__(self):
        self.job: AdviceJob | PlanJob | None = None
        self.advice: list | None = None
        self.plan = None  # the plan's move (from the Amulet's depth on)
        self.at: int | None = None  # command count the advice (or the job) is for
        self.failed: tuple | None = (
            None  # (error, crash report's name or None): why this decision's Hint could not answer
        )
        self.wanted = False  # asked for while a tile was wanted: it starts at the next choice

    def ask_when_ready(self, ctl) -> bool:
        """Start the Hint asked for while there was no choice, once there is one; True if so."""
        if not self.wanted or not self.available(ctl) or self.job is not None or self.advice:
            return False
        self.wanted = False
        self.toggle(ctl)
        return True

    def available(self, ctl) -> bool:
        if ctl.finished or ctl.view.get("paper") is not None:  # a tile to enter is no choice
            return False
        return sum(c.type not in NEVER for c in ctl.legal()) > 1

    def only_move(self, ctl):
        """The one move there is, when that is why the Hint is not offered (None otherwise)."""
        if ctl.finished or ctl.view.get("paper") is not None or self.job is not None:
            return None
        moves = [c for c in ctl.legal() if c.type not in NEVER]
        return moves[0] if len(moves) == 1 else None

    def extra(self, ctx, ctl) -> list[UiAction]:
        """The Hint button of the action bar (its label tells whether it is thinking)."""
        if not self.available(ctl) and self.job is None:
            return []
        key = ctx.settings.keys.get("hint", "h")
        if self.job is not None:  # another id: the bar relabels the button
            return [UiAction("hint_stop", lt(ctx, "hint_thinking"), key)]
        return [UiAction("hint", lt(ctx, "hint"), key)]

    def toggle(self, ctl) -> None:
        if self.job is not None:
            self.cancel()
            return
        game = ctl.game
        self.advice, self.plan, self.failed, self.at = None, None, None, len(game.commands)
        try:
            self.job = _jobs().hint_job(game, SETTINGS, seed=self.at, jobs=JOBS)
        except Exception as exc:  # noqa: BLE001 — no Hint failure ends the game
            self._fail(ctl, exc)

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.job = None

    def drop_stale(self, ctl) -> bool:
        """Forget the advice (or the job) of a decision the game has moved on from; True if any.
        The table calls it as it rebuilds the bar after a command, so no estimate of the last
        decision shows for a frame on a button the next one keeps (Flee), whoever is on top."""
        if self.at is None or self.at == len(ctl.game.commands):
            return False
        self.cancel()
        self.advice, self.plan, self.failed, self.at = None, None, None, None
        return True

    def poll(self, ctl) -> bool:
        """True when something to show changed (the job finished or the game moved on)."""
        if self.drop_stale(ctl):
            return True
        if self.job is None:
            return False
        try:
            if not self.job.done():
                return False
            answer = self.job.result()
        except Exception as exc:  # noqa: BLE001 — no Hint failure ends the game
            self._fail(ctl, exc)
            return True
        if isinstance(self.job, _jobs().PlanJob):
            self.plan = answer
        else:
            self.advice = answer
        self.job = None
        ctl.game.note_hint()  # shown now (the table draws it this frame): counted
        ctl.save_now()
        return True

    def _fail(self, ctl, exc: Exception) -> None:
        """The Hint is unavailable for this decision: the job stopped, its report written."""
        self.cancel()
        path = crash.report(exc, journal=ctl.save_path)
        error = type(exc).__name__
        self.failed = (error, path.name if path is not None else None)

    def thinking(self) -> bool:
        return self.job is not None

    def advice_for(self, command):
        """The advice covering `command` (its own, or that of a command with the same result)."""
        return next(
            (a for a in self.advice or () if a.command == command or command in a.same), None
        )

    def recommends(self, command) -> bool:
        """Does the advice shown rate `command` a top move (best, or about equal to the best)?"""
        if self.plan is not None:
            return command == self.plan
        a = self.advice_for(command)
        return a is not None and a.top

    def badges(self, ctx, commands) -> dict[int, tuple[str, str]]:
        """bar index -> (text, kind): "best" (the one significantly best move, or the plan's) and
        "top" (about equal to the best) show their expected deepest floor; "worse"
        (significantly worse) how far it falls behind the best on the same redealt tables — its
        own estimate could read higher than a green one's ("7.1" white beside "6.9" green)."""
        if self.plan is not None:
            return {
                i: (lt(ctx, "hint_plan_badge"), "best")
                for i, c in enumerate(commands)
                if c == self.plan
            }
        if not self.advice:
            return {}
        best = named_best(self.advice)
        out = {}
        for i, c in enumerate(commands):
            a = self.advice_for(c)
            if a is not None:
                if a.top or a is best:
                    out[i] = (floors(a.value), "best" if a is best else "top")
                else:
                    out[i] = (points(-a.gap.diff), "worse")
        return out

    def tip(self, ctx, command) -> str | None:
        """The tooltip line of a button's estimate: its interval, and how it compares with the best."""
        if self.plan is not None:
            return lt(ctx, "hint_tip_plan") if command == self.plan else None
        a = self.advice_for(command)
        if a is None:
            return None
        line = lt(
            ctx, "hint_tip", p=floors(a.value), lo=floors(a.low), hi=floors(a.high), n=a.rollouts
        )
        if a is named_best(self.advice or []):
            verdict = lt(ctx, "hint_tip_best")
        elif not self.advice or len(self.advice) == 1:
            verdict = lt(ctx, "hint_tip_only")
        elif a is self.advice[0]:  # the leader, not significantly ahead of the other top moves
            verdict = lt(ctx, "hint_tip_lead")
        elif a.top:
            verdict = lt(ctx, "hint_tip_top")
        else:
            lo, hi = a.gap.interval()
            d = points(a.gap.diff)
            verdict = lt(ctx, "hint_tip_worse", d=d, lo=points(lo), hi=points(hi))
        lost = lt(ctx, "hint_tip_lost", k=a.lost, n=a.rollouts) if a.lost else ""
        return joined([x for x in (line, verdict, lost) if x], ctx.lang)

    def legend(self, ctx, describe, commands=()) -> str | None:
        """The line over the bar: what a badge means and what the advice concludes (`describe`
        names a command; `commands`: the bar's, whose green badges the line counts)."""
        if self.failed is not None:
            error, report = self.failed
            if report is None:
                return lt(ctx, "hint_failed_unsaved", error=error)
            return lt(ctx, "hint_failed", error=error, file=report)
        if self.plan is not None:
            return lt(ctx, "hint_plan", what=describe(self.plan))
        if not self.advice:
            return None
        best = named_best(self.advice)
        if best is not None:
            gap = min((a.gap for a in self.advice if a is not best), key=lambda p: p.diff)
            lo, hi = gap.interval()
            verdict = lt(
                ctx,
                "hint_best",
                what=describe(best.command),
                d=points(gap.diff),
                lo=points(lo),
                hi=points(hi),
            )
        else:
            # a badge per button: moves with the same result share one estimate
            shown = [a for a in map(self.advice_for, commands) if a is not None]
            verdict = lt(ctx, "hint_equal", n=sum(a.top for a in shown or self.advice))
        # the verdict first, then why in the game's terms: a narrow bar cuts the end
        return joined([verdict, *why(ctx, describe, self.advice), lt(ctx, "hint_legend")], ctx.lang)


def why(ctx, describe, advice) -> list[str]:
    """A move the runs were lost after clearly more often than after the leading one: the line
    that says so (a newcomer asked why a move was worse in the game's terms), else none."""
    lead = advice[0]
    worse = max(
        advice[1:], key=lambda a: (share(a.lost, a.rollouts), -advice.index(a)), default=None
    )
    if worse is None:
        return []
    line = why_line(
        ctx,
        (describe(worse.command), worse.lost, worse.rollouts),
        (describe(lead.command), lead.lost, lead.rollouts),
    )
    return [line] if line else []


def why_line(ctx, worse: tuple[str, int, int], best: tuple[str, int, int]) -> str | None:
    """(move's words, runs lost, rollouts) of a worse move and the best: the words of why the
    worse one is worse, where it lost at least 2 runs and WHY_SHARE more of them; else None."""
    (w, kw, nw), (b, kb, nb) = worse, best
    if kw < 2 or share(kw, nw) - share(kb, nb) < WHY_SHARE:
        return None
    return lt(ctx, "hint_why", worse=w, kw=kw, nw=nw, best=b, kb=kb, nb=nb)


def share(lost: int, rollouts: int) -> float:
    return lost / rollouts if rollouts else 0.0


def floors(x: float) -> str:
    """An expected deepest floor, to a tenth."""
    return f"{x:.1f}"


def points(x: float) -> str:
    """A difference of expected deepest floors, signed, to a tenth — to a hundredth where a
    tenth would show 0.0 for what is not 0 (an interval's end beside "significantly": +0.0
    read as no difference)."""
    shown = f"{x:+.1f}"
    return f"{x:+.2f}" if x and shown in ("+0.0", "-0.0") else shown
