"""The Hint button: the advisor's survival estimate of each action, shown on the action bar.

The advice is computed by spawned processes (sim.advisor_jobs), polled every frame, so the window
never waits; pressing Hint again cancels. Every request is journalled (Game.note_hint), so the
run's hint count in History is real. An estimate belongs to the decision it was asked at and
disappears once the game moves on."""
from __future__ import annotations

from jongrogue.sim.advisor import NEVER
from jongrogue.sim.advisor_jobs import AdviceJob
from jongrogue.ui.board.action_bar import UiAction

ROLLOUTS = 64
JOBS = 2                              # the reference machine has two cores


def lt(ctx, key: str, **fmt) -> str:
    """``ui.learning.<key>`` (ui_learning_<lang>.yaml)."""
    return ctx.t("learning." + key, **fmt)


class HintState:
    def __init__(self):
        self.job: AdviceJob | None = None
        self.advice: list | None = None
        self.at: int | None = None          # command count the advice (or the job) is for

    def available(self, ctl) -> bool:
        return not ctl.finished and sum(c.type not in NEVER for c in ctl.legal()) > 1

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
        self.advice, self.at = None, len(game.commands)
        self.job = AdviceJob(game, rollouts=ROLLOUTS, seed=self.at, jobs=JOBS)

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.job = None

    def poll(self, ctl) -> bool:
        """True when something to show changed (the job finished or the game moved on)."""
        n = len(ctl.game.commands)
        if self.at is not None and self.at != n:
            self.cancel()
            self.advice, self.at = None, None
            return True
        if self.job is not None and self.job.done():
            self.advice, self.job = self.job.result(), None
            return True
        return False

    def thinking(self) -> bool:
        return self.job is not None

    def badges(self, commands) -> dict[int, tuple[str, bool]]:
        """bar index -> (percentage text, is the best)."""
        if not self.advice:
            return {}
        best = self.advice[0].survival
        by_command = {a.command: a.survival for a in self.advice}
        return {i: (f"{round(by_command[c] * 100)}%", by_command[c] == best)
                for i, c in enumerate(commands) if c in by_command}
