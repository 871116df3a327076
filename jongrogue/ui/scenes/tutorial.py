"""The tutorial table: the real table scene on the scripted floor, with a coach card.

Every command goes through the controller, which here accepts only the step's next expected
command: anything else is not played and the step's hint is shown (never a dead end). Steps
without commands wait for Enter or the card's Next button. The food clock's steps are many rests
in a row: their card's button (or Enter) plays them one after another, each shown, until the step
is done or the player presses a key or clicks. Undo is off (the floor is scripted);
camp and the death choice are made on the action bar (their screens would hide the card). Leaving (Esc → pause →
save and quit, or abandon) keeps the step number in the settings; the tutorial resumes there by
replaying the script's commands up to that step."""
from __future__ import annotations

import pygame

from jongrogue.ui.board.action_bar import UiAction
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes.table import TableScene
from jongrogue.ui.tutorial.coach import Coach, target_rect, tt
from jongrogue.ui.tutorial.script import load_script

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
REST_EVERY = 0.35                    # seconds between the rests the card's "keep resting" plays


class TutorialTable(TableScene):
    name = "tutorial"

    def __init__(self, ctx, index: int = 0):
        self.script = load_script()
        index = max(0, min(index, len(self.script.steps) - 1))
        super().__init__(ctx, self.script.game_at(index), save_path=None)
        self.ctl.recorded = True                     # a tutorial is never a run of the history
        self.index, self.done_in_step = index, 0
        ctx.settings.tutorial_step = index           # leaving now resumes here
        self.coach = Coach(ctx)
        self.auto_rest = None                        # (step index, seconds since the last rest) while resting on
        self.finished = False
        self._play = self.ctl.execute
        self.ctl.execute = self._guarded             # every route (keys, clicks, drags) comes here

    @property
    def step(self):
        return self.script.steps[self.index]

    def _rests_left(self) -> int:
        """The step's commands still to play when they are all rests (the food clock), else 0."""
        left = self.step.commands[self.done_in_step:]
        return len(left) if left and all(c.type == "rest" for c in left) else 0

    def card_button(self) -> str | None:
        """The card's button: Next on a step to read, "keep resting" where many rests remain."""
        if self.step.waits_for_next:
            return tt(self.ctx, "next")
        if self.auto_rest is None and self._rests_left() > 1:
            return tt(self.ctx, "keep_resting")
        return None

    # -- the guard ---------------------------------------------------------------------------
    def _guarded(self, command):
        step = self.step
        if step.waits_for_next:
            return False, tt(self.ctx, "read_first")
        if command != step.commands[self.done_in_step]:
            return False, tt(self.ctx, "hint." + step.id)
        ok, reason = self._play(command)
        if ok:
            self.done_in_step += 1
            if self.done_in_step == len(step.commands):
                self._advance()
        return ok, reason

    def _advance(self):
        self._withdraw_hints()
        if self.index + 1 >= len(self.script.steps):
            self.finished = True
            self.ctx.settings.tutorial_step = 0
            self.ctx.save_settings()
            self.ctx.notify(tt(self.ctx, "finished"), "info", 6.0)
            return self.leave("tutorial_done")
        self.index, self.done_in_step = self.index + 1, 0
        self.ctx.settings.tutorial_step = self.index
        self.ctx.save_settings()
        return None

    def _withdraw_hints(self) -> None:
        """A refusal's hint is about the step it was given at: gone once that step is done (the
        next step's card must not sit beside the old step's advice)."""
        stale = {tt(self.ctx, "hint." + self.step.id), tt(self.ctx, "read_first")}
        self.ctx.toasts[:] = [t for t in self.ctx.toasts if t.text not in stale]

    # -- the table's hooks ---------------------------------------------------------------------
    def run(self, command, refused=None):
        if isinstance(command, UiAction):
            return super().run(command)
        return self.execute(command, refused)        # resting at full HP is part of the script

    def undo(self):
        self.refuse(tt(self.ctx, "no_undo"))
        return None

    def redo(self):
        return self.undo()

    def undo_redo(self) -> tuple[bool, bool]:
        return False, False                          # (the scripted floor has no undo)

    def context_transition(self):
        c = self.ctl.view["context"]
        if c in ("camp", "dead"):                    # chosen on the action bar, beside the card
            self.shown_context = c
            return None
        return super().context_transition()

    def resume(self, result, child):
        if getattr(child, "tag", "") == "pause" and result in ("abandon", "forced_end"):
            return self.leave()
        return super().resume(result, child)

    def handle_event(self, e):
        if self.auto_rest is not None and e.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.auto_rest = None                    # the player takes over
        if self.card_button():
            nxt = self.coach.next_button.rect
            if (e.type == pygame.KEYDOWN and e.key in ENTER) or (
                    e.type == pygame.MOUSEBUTTONUP and e.button == 1 and nxt.collidepoint(e.pos)):
                return self._advance() if self.step.waits_for_next else self._rest_on()
            if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and nxt.collidepoint(e.pos):
                return None
        return super().handle_event(e)

    def update(self, dt):
        self.coach.time += dt
        out = super().update(dt)
        if out is not None or self.auto_rest is None:
            return out
        index, waited = self.auto_rest
        if index != self.index or not self._rests_left():
            self.auto_rest = None                    # the step is done: its successor is read first
            return None
        if waited + dt < REST_EVERY:
            self.auto_rest = (index, waited + dt)
            return None
        return self._rest_on()

    def _rest_on(self):
        """The step's next rest, played as if pressed (the card's "keep resting")."""
        self.auto_rest = (self.index, 0.0)
        return self.execute(self.step.commands[self.done_in_step])

    def animating(self) -> bool:
        return True                                  # the highlight pulses

    def draw_dirty(self, surface, clean: bool):
        super().draw_dirty(surface, False)
        target = None if self.step.target == "none" else target_rect(self, self.step.target)
        button = self.card_button()
        self.coach.place(surface.get_size(), target, self.tl, self.step, button)
        self.coach.draw(surface, self.step, self.index, len(self.script.steps), target, button)
        return None


def tutorial_at_step(ctx, number: int):
    """The tutorial at step `number` (1-based), for screenshots."""
    return TutorialTable(ctx, number - 1)


__all__ = ["TutorialTable", "tutorial_at_step"]
