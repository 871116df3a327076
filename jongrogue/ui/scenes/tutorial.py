"""The tutorial table: the real table scene on the scripted floor, with a coach card.

Every command goes through the controller, which here accepts only the step's next expected
command: anything else is not played and the step's hint is shown (never a dead end). Steps
without commands wait for Enter or the card's Next button. The food clock's steps are many rests
in a row: their card's button (or Enter) is the table's "rest until something happens"
(scenes/rest_run.py), which here also stops where the step's rests end. Undo is off (the floor is scripted);
camp and the death choice are made on the action bar (their screens would hide the card). Leaving (Esc → pause →
save and quit, or abandon) keeps the step number in the settings; the tutorial resumes there by
replaying the script's commands up to that step."""
from __future__ import annotations

import pygame

from jongrogue.ui.scenes.table import TableScene
from jongrogue.ui.tutorial.coach import Coach, target_rect, tt
from jongrogue.ui.tutorial.script import load_script

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


class TutorialTable(TableScene):
    name = "tutorial"
    asks_before_pointless_rest = False               # resting at full HP is part of the script

    def __init__(self, ctx, index: int = 0):
        self.script = load_script()
        index = max(0, min(index, len(self.script.steps) - 1))
        super().__init__(ctx, self.script.game_at(index), save_path=None)
        self.ctl.recorded = True                     # a tutorial is never a run of the history
        self.index, self.done_in_step = index, 0
        ctx.settings.tutorial_step = index           # leaving now resumes here
        self.coach = Coach(ctx)
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
        """The card's button: Next on a step to read, "rest on" where many rests remain."""
        if self.step.waits_for_next:
            return tt(self.ctx, "next")
        if self.resting is None and self._rests_left() > 1:
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
        self.resting = None                          # the next step is read first
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
        if getattr(command, "id", None) == "reopen":     # asked for: the camp / death screen opens
            self.shown_context = None
            return super().context_transition()
        return super().run(command, refused)

    def rest_on(self, confirmed: bool = False):
        if not self._rests_left():                   # not a step of rests: refused as a wrong key is
            self.refuse(tt(self.ctx, "read_first" if self.step.waits_for_next else "hint." + self.step.id))
            return None
        return super().rest_on(confirmed)

    def may_rest_on(self) -> bool:
        return self._rests_left() > 0                # never past the step's rests

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
        if self.card_button():
            nxt = self.coach.next_button.rect
            if (e.type == pygame.KEYDOWN and e.key in ENTER) or (
                    e.type == pygame.MOUSEBUTTONUP and e.button == 1 and nxt.collidepoint(e.pos)):
                return self._advance() if self.step.waits_for_next else self.rest_on()
            if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and nxt.collidepoint(e.pos):
                return None
        if self.resting is None and self._number_without_command(e):
            self.refuse(tt(self.ctx, "hint." + self.step.id))     # e.g. "4" in the ranged phase: X first
            return None
        return super().handle_event(e)

    def _number_without_command(self, e) -> bool:
        self._ensure_spots()
        return (e.type == pygame.KEYDOWN and not self.step.waits_for_next
                and pygame.key.name(e.key).strip("[]").isdigit() and not self.bar.commands_for_key(e))

    def update(self, dt):
        self.coach.time += dt
        return super().update(dt)

    def animating(self) -> bool:
        return True                                  # the highlight pulses

    def draw_dirty(self, surface, clean: bool):
        super().draw_dirty(surface, False)           # all of it: the highlight pulses
        return None

    def draw_guides(self, surface) -> list:
        """The card and the highlight, under the tooltips and menus."""
        target = None if self.step.target == "none" else target_rect(self, self.step.target)
        button = self.card_button()
        avoid = [target.inflate(self.ctx.s(14), self.ctx.s(14))] if target is not None else []   # and its ring
        if self.step.how == "drag":                  # where the drag ends must show too
            avoid.append(self.tl.dock)
        keep = self.tl.dungeon if self.step.shows == "dungeon" else self.tl.encounter
        self.coach.place(surface.get_size(), avoid, keep, self.tl, self.step, button)
        self.coach.draw(surface, self.step, self.index, len(self.script.steps), target, button)
        return [surface.get_rect()]


def tutorial_at_step(ctx, number: int):
    """The tutorial at step `number` (1-based), for screenshots."""
    return TutorialTable(ctx, number - 1)


__all__ = ["TutorialTable", "tutorial_at_step"]
