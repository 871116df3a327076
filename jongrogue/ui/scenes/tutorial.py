"""The tutorial table: the real table scene on the scripted floor, with a coach card.

Every command goes through the controller, which here accepts only the step's next expected
command: anything else is not played and the step's hint is shown (never a dead end). Steps
without commands wait for Enter or the card's Next button. The food clock's steps are many rests
in a row: their card's button (or Enter) is the table's "rest until something happens"
(scenes/rest_run.py), which here also stops where the step's rests end. Undo is off (the floor is scripted);
camp and the death choice are made on the action bar (their screens would hide the card). The
settings keep the player's place (the step and how many of its commands were played) after every
command: leaving (Esc → pause → Leave the tutorial) resumes exactly there, by replaying the script's
commands up to it; the pause menu's danger button leaves and starts over from step 1.

By ear and by controller (ui/tutorial/spoken.py): each step is said as it begins — its caption
with the keys in words and what to press now — and what to press is said again whenever it
changes (the next command of a step, a run of rests that stopped, a switch between keyboard and
controller); the help key says it too."""

from __future__ import annotations

import pygame

from jongrogue.speech.speaker import joined
from jongrogue.text.command_text import assign_keys, label
from jongrogue.text.words import position_text
from jongrogue.ui import pad
from jongrogue.ui.board.action_bar import key_hint, key_matches
from jongrogue.ui.scenes import table_flow as flow
from jongrogue.ui.scenes.table import REFUSAL, TableScene
from jongrogue.ui.scenes.table_draw import describe_target
from jongrogue.ui.tutorial import spoken
from jongrogue.ui.tutorial.coach import Coach, target_rect, tt
from jongrogue.ui.tutorial.script import load_script
from jongrogue.ui.voice import help
from jongrogue.ui.voice.help import spec_words, spoken_key

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
SAID = "tutorial_step"  # the speech key of a step's words


class TutorialTable(TableScene):
    name = "tutorial"
    asks_before_pointless_rest = False  # resting at full HP is part of the script

    def __init__(self, ctx, index: int = 0, done: int = 0):
        self.script = load_script()
        index = max(0, min(index, len(self.script.steps) - 1))
        done = max(0, min(done, len(self.script.steps[index].commands) - 1))
        super().__init__(ctx, self.script.game_at(index, done), save_path=None)
        self.ctl.recorded = True  # a tutorial is never a run of the history
        self.index, self.done_in_step = index, done
        self.refusals: set = set()  # the hints given in this step (withdrawn when it is done)
        ctx.settings.tutorial_step, ctx.settings.tutorial_done = index, done  # resumes here
        self.coach = Coach(ctx)
        self.finished = False
        self.played: list = []  # (command, its label) of the last key, follow-ups included
        self.by_itself: list = []  # what one-key combat played after the last key, with labels
        self.said_at: tuple | None = None  # (step, its commands played, pad in use) last said
        self._play = self.ctl.execute
        # every route (keys, clicks, drags) comes here
        self.ctl.execute = self._guarded  # type: ignore[method-assign]  # (the tutorial screens each command)
        # the scripted floor has no undo: the death screen must not offer one (it was refused)
        self.ctl.can_undo = lambda: (False, tt(ctx, "no_undo"))  # type: ignore[method-assign]

    @property
    def step(self):
        return self.script.steps[self.index]

    def _rests_left(self) -> int:
        """The step's commands still to play when they are all rests (the food clock), else 0."""
        left = self.step.commands[self.done_in_step :]
        return len(left) if left and all(c.type == "rest" for c in left) else 0

    def now_text(self) -> str:
        """The step's next command with its key ("Now: Continue (F)") while the step has more
        than one command and they are not rests ("" otherwise): read from the script as it
        stands, so it follows what one-key combat played by itself."""
        left = self.step.commands[self.done_in_step :]
        if len(self.step.commands) < 2 or not left or self._rests_left():
            return ""
        bar, command = self.bar, left[0]
        i = next((i for i, c in enumerate(bar.commands) if c == command), None)
        if i is None:  # (not on the bar yet: its words alone)
            return tt(self.ctx, "now", action=label(self.ctx, command, self.ctl.view))
        if self.ctx.pad_active:  # the bumper to its button, then A
            glyphs = {"next": pad.glyph(self.ctx, "next"), "button": pad.glyph(self.ctx, "confirm")}
            return tt(self.ctx, "now_pad", action=bar.labels[i], **glyphs)
        key = key_hint(bar.keys[i]) if bar.keys[i] else ""
        return tt(self.ctx, "now_key" if key else "now", action=bar.labels[i], shortcut=key)

    def doing_words(self) -> str:
        """What to press now, in words: Enter (a step to read, a run of rests) or the step's next
        command — its name as its focus stop says it, and its key or the controller's way to it."""
        ctx = self.ctx
        rests_on = self.resting is None and self._rests_left() > 1
        action = key = ""
        left = self.step.commands[self.done_in_step :]
        if left and not rests_on:
            self.sync()
            bar, words = self.bar, ctx.spoken()
            i = next((i for i, c in enumerate(bar.commands) if c == left[0]), None)
            if i is None:  # (not on the bar: its words alone)
                action = words.speakable(label(words, left[0], self.ctl.view))
            else:
                action = words.speakable(describe_target(self, ("action", i))[0])
                key = spec_words(ctx, bar.keys[i]) if bar.keys[i] else ""
        return spoken.doing(
            ctx,
            reads=self.step.waits_for_next,
            rests_on=rests_on,
            action=action,
            key=key,
            last=self.index == len(self.script.steps) - 1,
        )

    def speech_intro(self) -> list[str]:
        """Said as the tutorial opens: where the PC is and the key that reads the opening (its
        lines wait in the log), so that the first step is heard at once; resumed part-way, as
        the table says it."""
        ctx, view = self.ctx, self.ctl.view
        if self.ctl.game.commands or not view["pc"].get("position"):
            return super().speech_intro()
        where = position_text(ctx.spoken(), view["pc"]["position"])
        key = "Ctrl+" + spoken_key(ctx, ctx.settings.keys.get("review_log", "l"))
        return [ctx.spoken().speakable(ctx.t("speech.tutorial_opening", where=where, key=key))]

    def _takes(self):
        """Whether the step plays a bar button's command now (the bar's own buttons: yes)."""
        step, done = self.step, self.done_in_step

        def takes(command) -> bool:
            if command.type == "ui":  # (the bar's own buttons: the Hint, rest on …)
                return True
            left = step.commands[done:]
            return not step.waits_for_next and bool(left) and command == left[0]

        return takes

    def help_keys(self) -> list[tuple[str, str]]:
        """The table's keys, less the commands this step refuses ("Down arrow: To the door,
        South" where only Shift+Up arrow searches): the keys named are the keys that work."""
        self.sync()
        return help.table_keys(self.ctx, self, self._takes())

    def help_sections(self) -> list[list[tuple[str, str]]]:
        """By ear: the keys the step takes first, the table's other keys next."""
        self.sync()
        return [help.table_keys(self.ctx, self, self._takes(), part=p) for p in ("now", "other")]

    def help_now(self) -> str:
        """The context help's line: the step and what to press now."""
        n = len(self.script.steps)
        return " ".join(spoken.step_words(self.ctx, self.step, self.index, n, self.doing_words()))

    def _say_step(self) -> None:
        """The step as it begins, or what to press now once that changed (said after the
        outcome of the key that changed it, in the same frame)."""
        at = (self.index, self.done_in_step, self.ctx.pad_active)
        if self.finished or self.resting is not None or at == self.said_at:
            return
        same_step = self.said_at is not None and self.said_at[0] == self.index
        self.said_at = at
        now = self.doing_words()
        n = len(self.script.steps)
        parts = [now] if same_step else spoken.step_words(self.ctx, self.step, self.index, n, now)
        # it waits for a long outcome to end and follows a key's answer: a step is never lost
        text = joined(parts, self.ctx.spoken().lang)
        self.ctx.speech.say(text, key=SAID, lasting=True)

    def hint_text(self) -> str:
        """What a wrong action is told: the step's hint, and what comes next."""
        return " ".join(w for w in (tt(self.ctx, "hint." + self.step.id), self.now_text()) if w)

    def refuse(self, reason, said: str | None = None, family: str = REFUSAL) -> None:
        """A refusal; by ear with its keys in words and then what to press now (a wrong key's
        hint says the step's own hint, "read the card" only what to press)."""
        self.refusals.add(reason)
        if said is None and self.ctx.speech.enabled:
            why = reason or ""
            if reason == self.hint_text():
                why = spoken.said(self.ctx, "hint", self.step.id)
            elif reason == tt(self.ctx, "read_first"):
                why = ""
            else:
                why = spoken.keys_in_words(self.ctx, why)
            said = " ".join(w for w in (why, self.doing_words()) if w)
        # the step's hint stays beside another refusal (an undo refused): it says what to do
        super().refuse(reason, said, "step_hint" if reason == self.hint_text() else family)

    def card_button(self) -> str | None:
        """The card's button: Next on a step to read, "rest on" where many rests remain (named
        with the key that presses it, or the pad's button while a pad is in use)."""
        which = None
        if self.step.waits_for_next:
            which = "next"
        elif self.resting is None and self._rests_left() > 1:
            which = "keep_resting"
        if which is None or not self.ctx.pad_active:
            return which and tt(self.ctx, which)
        return tt(self.ctx, which + "_pad", button=pad.glyph(self.ctx, "confirm"))

    # -- the guard ---------------------------------------------------------------------------
    def _guarded(self, command):
        step = self.step
        if step.waits_for_next:
            return False, tt(self.ctx, "read_first")
        if command != step.commands[self.done_in_step]:
            return False, self.hint_text()
        said = label(self.ctx, command, self.ctl.view)  # (as it stood: the monster may fall)
        ok, reason = self._play(command)
        if ok:
            self.played.append((command, said))
            self.done_in_step += 1
            if self.done_in_step == len(step.commands):
                self._advance()
            else:
                self._keep_place()
        return ok, reason

    def _advance(self):
        self._withdraw_hints()
        if self.index + 1 >= len(self.script.steps):
            self.finished = True
            self._keep_place(0, 0)
            self.ctx.notify(tt(self.ctx, "finished"), "info", 6.0)
            return self.leave("tutorial_done")
        self.index, self.done_in_step, self.refusals = self.index + 1, 0, set()
        self.resting = None  # the next step is read first
        self._keep_place()
        return None

    def _keep_place(self, index: int | None = None, done: int | None = None) -> None:
        """Where the tutorial resumes (here, unless told): kept after every command, so that
        however it is left (even by closing the window) it comes back exactly as it was."""
        st = self.ctx.settings
        st.tutorial_step = self.index if index is None else index
        st.tutorial_done = self.done_in_step if done is None else done
        self.ctx.save_settings()

    def _withdraw_hints(self) -> None:
        """A refusal's hint is about the step it was given at: gone once that step is done (the
        next step's card must not sit beside the old step's advice)."""
        self.ctx.toasts[:] = [t for t in self.ctx.toasts if t.text not in self.refusals]

    # -- the table's hooks ---------------------------------------------------------------------
    def execute(self, command, refused=None):
        self.played = []
        follow = super().execute(command, refused)
        if self.played:
            self.by_itself = self.played[1:]
        return follow

    def run(self, command, refused=None):
        if getattr(command, "id", None) == "reopen":  # asked for: the camp / death screen opens
            self.shown_context = None
            return super().context_transition()
        return super().run(command, refused)

    def rest_on(self, confirmed: bool = False):
        if not self._rests_left():  # not a step of rests: refused as a wrong key is
            self.refuse(
                tt(self.ctx, "read_first") if self.step.waits_for_next else self.hint_text()
            )
            return None
        return super().rest_on(confirmed)

    def may_rest_on(self) -> bool:
        return self._rests_left() > 0  # never past the step's rests

    def undo(self):
        self.refuse(tt(self.ctx, "no_undo"))
        return None

    def redo(self):
        return self.undo()

    def undo_redo(self) -> tuple[bool, bool]:
        return False, False  # (the scripted floor has no undo)

    def context_transition(self):
        c = self.ctl.view["context"]
        if c in ("camp", "dead"):  # chosen on the action bar, beside the card
            self.shown_context = c
            return None
        return super().context_transition()

    def pause_menu(self):
        """The table's pause menu in the tutorial's words: where it stands, that leaving keeps
        that place, and a way to leave and start over (it has no run to save or abandon)."""
        n = len(self.script.steps)
        return flow.pause_menu(
            self.ctx,
            self.ctl,
            body=tt(self.ctx, "pause.body", i=self.index + 1, n=n),
            labels={
                "save_quit": tt(self.ctx, "pause.leave"),
                "abandon": tt(self.ctx, "pause.start_over"),
                "forced_end": tt(self.ctx, "pause.start_over"),
            },
        )

    def resume(self, result, child):
        if getattr(child, "tag", "") == "pause" and result in ("abandon", "forced_end"):
            self._keep_place(0, 0)  # next time, from step 1
            return self.leave()
        return super().resume(result, child)

    def handle_event(self, e):
        if self.card_button():
            nxt = self.coach.next_button.rect
            if (e.type == pygame.KEYDOWN and e.key in ENTER) or (
                e.type == pygame.MOUSEBUTTONUP and e.button == 1 and nxt.collidepoint(e.pos)
            ):
                if self.ctx.speech.waiting(SAID):  # the step not yet said: said now, not skipped
                    self.ctx.speech.say(self.help_now(), key=SAID, lasting=True)
                    return None
                return self._advance() if self.step.waits_for_next else self.rest_on()
            if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and nxt.collidepoint(e.pos):
                return None
        if self.resting is None and self._already_played(e):
            return None
        if self.resting is None and self._number_without_command(e):
            self.refuse(self.hint_text())  # e.g. "4" in the ranged phase: X first
            return None
        return super().handle_event(e)

    def _already_played(self, e) -> bool:
        """The key of a command one-key combat just played by itself (the caption's "4" after X
        made the hit): said to be done, not refused."""
        if e.type != pygame.KEYDOWN or self.menu is not None or not self.by_itself:
            return False
        self._ensure_spots()
        if self.bar.commands_for_key(e):
            return False
        commands = [c for c, _ in self.by_itself]
        keys = assign_keys(commands, self.ctl.view, self.ctx.settings.keys)
        done = next((i for i, k in enumerate(keys) if k is not None and key_matches(k, e)), None)
        if done is None:
            return False
        said = tt(self.ctx, "already", action=self.by_itself[done][1])
        shown = " ".join(w for w in (said, self.now_text()) if w)
        self.ctx.notify(shown, "info", 4.0, " ".join((said, self.doing_words())))
        return True

    def _number_without_command(self, e) -> bool:
        self._ensure_spots()
        return (
            e.type == pygame.KEYDOWN
            and self.menu is None  # (a kind's menu takes its numbers: "P→2")
            and not self.step.waits_for_next
            and pygame.key.name(e.key).strip("[]").isdigit()
            and not self.bar.commands_for_key(e)
        )

    def update(self, dt):
        self.coach.time += dt
        follow = super().update(dt)
        if self.ctx.speech.enabled and self.tl is not None:
            self._say_step()
        return follow

    def animating(self) -> bool:
        return True  # the highlight pulses

    def draw_dirty(self, surface, clean: bool):
        if self.tl is None:
            self.ensure_layout(surface.get_size())
        self.sync()
        self.place_card(surface.get_size())
        super().draw_dirty(surface, False)  # all of it: the highlight pulses
        return None

    def place_card(self, size) -> None:
        """The card where it hides nothing the step talks about; a hover under it is dropped
        (no tooltip of what it hides)."""
        target = self._target()
        avoid = [target.inflate(self.ctx.s(14), self.ctx.s(14))] if target is not None else []
        if self.step.how == "drag":  # where the drag ends must show too
            avoid.append(self.tl.dock)
        about = [getattr(self.tl, name) for name in self.step.about]
        self.coach.heading = tt(self.ctx, "step_of", i=self.index + 1, n=len(self.script.steps))
        self.coach.place(
            size, avoid, about, self.tl, self.step, self.card_button(), self.now_text()
        )
        if self.hover is not None and self.coach.card.collidepoint(self.mouse):
            self.hover = None

    def _target(self):
        return None if self.step.target == "none" else target_rect(self, self.step.target)

    def covers(self) -> list:
        """The card too: what it hides can be neither pointed at nor clicked."""
        return super().covers() + [(self.coach.card, ())]

    def control_rects(self) -> list:
        """The card (its Next button and what it says): a toast keeps off it."""
        return super().control_rects() + [self.coach.card]

    def draw_guides(self, surface) -> list:
        """The card and the highlight, under the tooltips and menus."""
        self.coach.draw(
            surface,
            self.step,
            self.index,
            len(self.script.steps),
            self._target(),
            self.card_button(),
            self.now_text(),
        )
        return [surface.get_rect()]


def tutorial_at_step(ctx, number: int):
    """The tutorial at step `number` (1-based), for screenshots."""
    return TutorialTable(ctx, number - 1)


__all__ = ["TutorialTable", "tutorial_at_step"]
