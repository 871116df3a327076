"""The play surface: wall and discard pile, dungeon and encounter maps, sheet dock, log, HUD and
the action bar. Fully playable by keyboard (keys on every button, arrows move, Tab / Enter) and by
mouse (buttons, drag the PC post-it, drag item tiles to the dock, right-click menus).

``make_table_scene(ctx, game, save_path=None)`` is what the shell calls."""

from __future__ import annotations

import pygame

from jongrogue.speech.speaker import joined
from jongrogue.text.log_format import context_name
from jongrogue.ui import print_export
from jongrogue.ui.board import dragdrop, hint_badges, table_layout
from jongrogue.ui.board.action_bar import ActionBar, UiAction
from jongrogue.ui.board.common import tt
from jongrogue.ui.board.dock import Dock, sheet_ids
from jongrogue.ui.board.hint_view import HintState
from jongrogue.ui.board.log_view import LogState
from jongrogue.ui.board.menu import PopupMenu
from jongrogue.ui.controller import GameController
from jongrogue.ui.scene import Home, Push, Scene
from jongrogue.ui.scenes import registry, table_input
from jongrogue.ui.scenes import table_flow as flow
from jongrogue.ui.scenes.floor_banner import FloorBanner
from jongrogue.ui.scenes.rest_run import REST_ON, RestingTable, RestRun, rest_command
from jongrogue.ui.scenes.table_draw import TableFrame
from jongrogue.ui.scenes.table_focus import FocusTable
from jongrogue.ui.scenes.table_paper import PaperTable
from jongrogue.ui.scenes.undo_keys import passed_on
from jongrogue.ui.voice import advice, help, outcomes


def make_table_scene(ctx, game, save_path=None):
    if save_path is None:
        save_path = getattr(ctx, "save_path", None)
    return TableScene(ctx, game, save_path)


REFUSAL = "refusal"  # the table's refusals: one toast at a time, the latest


class TableScene(FocusTable, PaperTable, RestingTable, Scene):
    name = "table"
    asks_before_pointless_rest = True  # a rest at full HP asks first (not in the tutorial)

    def __init__(self, ctx, game, save_path=None):
        super().__init__(ctx)
        self.ctl = GameController(ctx, game, save_path)
        outcomes.attach(ctx, self.ctl)  # each command's outcome is spoken
        ctx.game = game
        self.bar = ActionBar(ctx)
        self.dock = Dock(ctx)
        self.logstate = LogState()
        self.tl = None
        self.spots: list = []
        self.frame = TableFrame()
        self.drag: dragdrop.Drag | None = None
        self.spring: dragdrop.Spring | None = None
        self.menu: PopupMenu | None = None
        self.hover = None
        self.hover_time = 0.0
        self.tip_quiet = False  # a press hides the tooltips until the mouse moves again
        self.rehover = False  # find the hovered spot again after drawing
        self.mouse = (-1, -1)
        self.discard_mode = "order"
        self.discard_scroll: int | None = None  # None: follow the newest tiles
        self.discard_max = 0
        self.shown_context = None  # context whose scene was already pushed
        self.pending: UiAction | None = None  # a command waiting for a confirmation
        self.banner: FloorBanner | None = None
        self.hint = HintState()  # the advisor's estimates (Hint key)
        self.opened = False  # the first update happened
        self.glide_from = None  # the PC's rect before a command
        self.glide_floor = 0  # and its floor
        self.resting: RestRun | None = None  # while resting on
        self.tip_rect: pygame.Rect | None = None  # the tooltip's box as last drawn
        # (when, menu numbers) of a kind's key that played its only command (table_input)
        self.played_alone: tuple[float, tuple[int, ...]] | None = None

    # -- layout / sync ----------------------------------------------------------------------------
    @property
    def footer_top(self) -> int | None:
        """Toasts stack above the action bar: a note never hides the buttons it is about."""
        return self.tl.bar.top if self.tl is not None else None

    def control_rects(self) -> list:
        """A toast keeps off the tooltip shown (it was drawn over it) and off the tile picker
        while a tile is asked for (its typing help is the line a toast about letters is about)."""
        picker = [self.paper_rect()] if self.paper_prompt() is not None else []
        return super().control_rects() + ([self.tip_rect] if self.tip_rect else []) + picker

    def layout(self, size) -> None:
        self.tl = table_layout.compute(self.ctx, size)
        self.bar._key = None
        self.hover, self.rehover = None, True  # what was under the pointer has moved
        self.sync()

    def sync(self) -> None:
        if self.tl is None:
            self.tl = table_layout.compute(self.ctx, self.ctx.layout.size)
        extras = []
        if self.ctl.finished:
            extras = [UiAction("leave", tt(self.ctx, "back_to_title"), "return")]
        elif flow.has_context_scene(self.ctl.view["context"]):
            c = self.ctl.view["context"]
            extras = [
                UiAction("reopen", tt(self.ctx, "reopen." + c), tip=tt(self.ctx, "reopen_tip." + c))
            ]
        if not self.ctl.finished and rest_command(self.ctl) is not None:
            extras.append(self.rest_on_button())
        self.hint.ask_when_ready(self.ctl)  # the Hint asked for while a tile was wanted
        extras += self.hint.extra(self.ctx, self.ctl)
        # a tile the rules wait for is entered in the picker, not on the bar
        paper = self.ctl.view.get("paper") is not None
        self.bar.set_commands(
            [] if paper else self.ctl.legal(),
            self.ctl.view,
            extras,
            empty=tt(self.ctx, "paper.bar") if paper else None,
        )
        if self.focus is not None and self.focus[0] == "action" and self.bar.focus != self.focus[1]:
            self.focus = None  # the bar changed under its focus (a command ran): the button is gone
        self.hint.drop_stale(self.ctl)
        self.bar.badges = self.hint.badges(self.ctx, self.bar.commands)
        self.bar.legend = self.hint.legend(self.ctx, self._command_name, self.bar.commands)
        legend = self.bar.legend  # (hint_badges loads on the first Hint, not at start)
        reserve = hint_badges.legend_height(self.ctx, legend, self.tl.bar.w) if legend else 0
        if reserve != self.tl.reserve:  # the panels end above the legend while it shows
            self.tl = table_layout.compute(self.ctx, self.ctx.layout.size, reserve)
            self.hover, self.rehover = None, True
            self.frame.invalidate()
        if self.bar.pad_active != self.ctx.pad_active:  # its chips: the keys or the pad's
            self.bar.rect = pygame.Rect(0, 0, 0, 0)
            self.frame.invalidate()
        if self.bar.rect.size != self.tl.bar.size or self.bar.rect.topleft != self.tl.bar.topleft:
            self.bar.layout(self.tl.bar)

    def _command_name(self, command) -> str:
        """The bar's label of `command` (for the Hint's legend)."""
        i = next((i for i, c in enumerate(self.bar.commands) if c == command), None)
        return self.bar.labels[i] if i is not None else command.type

    def context_label(self) -> str:
        """What the game waits for, and that the PC is asleep ("Fight or flee" with only Fight on
        the bar read as a bug; asleep, a fight is forced and out of combat only rest is left)."""
        v = self.ctl.view
        name = context_name(self.ctx, v["context"])
        if "asleep" in v["pc"]["states"] and v["context"] not in ("game_over", "victory"):
            return tt(self.ctx, "context_asleep", context=name)
        return name

    def mode_label(self) -> str:
        """The HUD's chip: the mode, after the rule set when it is EZ Plus."""
        v = self.ctl.view
        mode = tt(self.ctx, "mode." + v["mode"])
        if v["ruleset"] == "ez":
            return mode
        return tt(self.ctx, "mode_chip", ruleset=self.ctx.t("newgame." + v["ruleset"]), mode=mode)

    def speech_intro(self) -> list[str]:
        """Said when the table opens, after its name: a new run's opening (in the log's words),
        then what the game waits for; a run resumed, where the PC is and what it waits for."""
        if self.ctl.game.commands:
            return outcomes.resumed(self.ctx, self.ctl)
        return outcomes.lines(self.ctx, self.ctl) + outcomes.prompt(self.ctx, self.ctl, None)

    def help_keys(self) -> list[tuple[str, str]]:
        """The keys the context help names (from the bar and the Settings: never stale); while
        a paper run wants a tile, the keys of typing it."""
        self.sync()
        if self.paper_prompt() is not None:
            return help.paper_keys(self.ctx, self)
        return help.table_keys(self.ctx, self)

    def help_sections(self) -> list[list[tuple[str, str]]]:
        """By ear, the keys of what can be done now first, the table's other keys next."""
        self.sync()
        if self.paper_prompt() is not None:
            return [help.paper_keys(self.ctx, self)]
        return [help.table_keys(self.ctx, self, part=p) for p in ("now", "other")]

    def help_now(self) -> str:
        """The context help's line while a paper run wants a tile: how to type it."""
        p = self.paper_prompt()
        return "" if p is None else help.paper_typing(self.ctx, p.rows)

    def undo_redo(self) -> tuple[bool, bool]:
        """Whether the HUD's Undo and Redo buttons are offered."""
        return self.ctl.can_undo()[0], self.ctl.game.can_redo()

    # -- drawing ----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        self.draw_dirty(surface, clean=False)

    def draw_dirty(self, surface, clean: bool):
        if self.tl is None:
            self.ensure_layout(surface.get_size())
        self.sync()
        if self.glide_from is not None:  # the PC post-it slides to where it went
            if self.glide_floor == self.ctl.view["pc"]["floor"]:  # (never from another floor)
                self.frame.update(self, surface.get_size())  # the hover targets as they are now
                self._glide(self.glide_from)
            self.glide_from = None
        if self.rehover:  # the table moved under a still mouse
            self.rehover = False
            self.frame.update(self, surface.get_size())  # the hover targets as they are now
            self.hover, self.hover_time = self.spot_at(self.mouse, skip=("dock",)), 0.0
        return self.frame.draw(self, surface, clean)

    def draw_guides(self, surface) -> list:
        """What a kind of table draws over its panels but under the floating things (the
        tutorial's card and highlight); returns the areas painted."""
        return []

    def _glide(self, old) -> None:
        new = next((h.rect for h in self.spots if h.target == ("pc",)), None)
        if (
            new is not None
            and new.topleft != old.topleft
            and self.ctx.settings.animation_speed != "instant"
        ):
            self.spring = dragdrop.Spring(("pc",), old, new)

    def _ensure_spots(self) -> None:
        """Hover targets for the current state before an event is handled (the cached panels are
        repainted where needed; the screen is updated by the next draw)."""
        if self.tl is None:
            self.ensure_layout(self.ctx.layout.size)
        self.sync()
        self.frame.update(self, self.ctx.layout.size)

    def animating(self) -> bool:
        return bool(
            self.spring
            or self.drag
            or self.banner
            or self.hint.thinking()
            or self.resting
            or (self.hover and self.hover_time < 0.7)
        )

    def update(self, dt):
        self.hover_time += dt
        if not self.opened:  # a continued run at the death choice / camp
            self.opened = True  # opens that scene at once
            return self.context_transition()
        if self.spring and not self.spring.update(dt):
            self.spring = None
        if self.banner and not self.banner.update(dt):
            self.banner = None
        if self.hint.poll(self.ctl):
            self.sync()
            if self.ctx.speech.enabled and (self.hint.advice or self.hint.plan is not None):
                # it finished: said when the voice is free, however long that takes
                ready = self.ctx.t("speech.review.hint_ready")
                said = joined([ready, advice.hint(self.ctx, self)], self.ctx.spoken().lang)
                self.ctx.speech.say(said, key="hint", lasting=True)
        if self.resting is not None and self.resting.due(dt):
            return self._rest_once()
        return None

    # -- running commands -------------------------------------------------------------------------
    def run(self, command, refused=None):
        """The one way a command is played from the table (keys, buttons, menus and drops):
        a pointless rest asks first (unless the Hint shown rates it among the best: the prompt
        must not argue against the advice); ``refused()`` is called when the engine says no."""
        if isinstance(command, UiAction):
            if command.id == "reopen":
                self.shown_context = None
                return self.context_transition()
            if command.id in ("hint", "hint_stop"):
                self.hint.toggle(self.ctl)
                self.sync()
                return None
            if command.id == "rest_on":
                return self.rest_on()
            if command.id == "rest_stop":
                return self.stop_resting("interrupted")
            return self.leave() if command.id == "leave" else None
        if self.asks_about_rest(command) and not self.hint.recommends(command):
            # (not when the Hint just rated it among the best)
            self.pending = command
            return flow.confirm_rest(self.ctx, self.ctl)
        return self.execute(command, refused)

    def execute(self, command, refused=None):
        self.glide_from = next((h.rect for h in self.spots if h.target == ("pc",)), None)
        self.glide_floor = self.ctl.view["pc"]["floor"]
        ok, reason = self.ctl.execute(command)
        if not ok:
            if refused is not None:
                refused()
            self.refuse(reason)
            return None
        self.ctx.sound.play("click")
        checks = list(self.ctl.checks)
        for _ in range(4):  # one key per combat round (a setting)
            follow = flow.only_continuation(self.ctl) if self.ctx.settings.combat_one_key else None
            if follow is None or not self.ctl.execute(follow)[0]:
                break
            flow.note_one_key(self.ctx, follow)
            checks += self.ctl.checks
        self.ctl.checks = checks
        return self.after_change()

    def refuse(self, reason, said: str | None = None, family: str = REFUSAL) -> None:
        """A refusal shown and said (``said``: its words for the ear, where they differ); the next
        refusal of its ``family`` replaces it (three wrong keys stacked three toasts)."""
        self.ctx.sound.play("error")
        words = reason or tt(self.ctx, "not_possible")
        self.ctx.notify(words, "warning", 4.0, said, family=family)

    def after_change(self):
        if any(e.kind == "dungeon_dealt" for e in self.ctl.events):
            self.glide_from = None  # the post-it is on the new floor at once, not sliding there
            self.banner = FloorBanner(self.ctl.view["pc"]["floor"])
        self.discard_scroll = None
        self.logstate.scroll = 0
        self.sync()
        checks = self.ctl.checks
        if checks and self.ctx.settings.animation_speed != "instant":
            return Push(
                registry.make(
                    "check_overlay",
                    self.ctx,
                    checks,
                    speed="rapid" if self.resting else None,
                    banner=self.banner,
                )
            )
        return self.context_transition()

    def context_transition(self):
        c = self.ctl.view["context"]
        if c == self.shown_context:
            return None
        self.shown_context = c
        scene = flow.context_scene(self.ctx, self.ctl, c)
        return Push(scene) if scene is not None else None

    def undo(self):
        ok, reason = self.ctl.can_undo()
        if not ok:
            self.refuse(reason)
            return None
        if self.ctl.undo_needs_confirmation():
            return flow.confirm_undo(self.ctx, self.ctl.game.can_redo())
        return self._do_undo()

    def _do_undo(self):
        ok, reason = self.ctl.undo()
        if not ok:
            self.refuse(reason)
            return None
        self.shown_context = None
        self.sync()
        self.after_undo_put_back()
        return self.context_transition()  # (camp, the death choice: their screen, as after a redo)

    def redo(self):
        if self.ctl.game.can_redo():  # (before its outcome; an undo's lines say "Undone: …")
            self.ctx.speech.say(self.ctx.t("speech.redone"))
        ok, reason = self.ctl.redo()
        if not ok:
            self.refuse(reason)
            return None
        return self.after_change()

    def resume(self, result, child):
        self.frame.invalidate()  # the scene above may have changed settings the panels use
        self.sync()
        self.hover, self.rehover = None, True  # the mouse may have moved over the dialog
        tag = getattr(child, "tag", "")
        if child.name == "check_overlay" and self.resting is not None and child.touched:
            self.stop_resting("interrupted")  # a key or click stops resting (and does no more)
            return self.context_transition()
        which = passed_on(result)
        if which is not None:  # an undo or redo key pressed on a scene over the table
            self.pending = None
            self.shown_context = None  # that scene closed: where the context stays, it opens again
            follow = self.undo() if which == "undo" else self.redo()
            return follow if follow is not None else self.context_transition()
        if tag == "describe" and isinstance(result, tuple) and result[:1] == ("forward",):
            return self.handle_event(result[1])  # a focus key closed it: the focus moves on
        if child.name == "check_overlay":
            follow = self.context_transition()
            if follow is None and isinstance(result, tuple) and result and result[0] == "forward":
                return self.handle_event(result[1])
            return follow
        if tag == "confirm_undo":
            if result is True:
                return self._do_undo()
            self.shown_context = None  # cancelled at the death choice: back to it
            return self.context_transition()
        if tag == "confirm_rest":
            command, self.pending = getattr(self, "pending", None), None
            if result is not True:  # a cancel is never silent
                self.ctx.notify(tt(self.ctx, "rest_cancelled"), "info")
                return None
            if command is None:
                return None
            self.rest_agreed()
            return self.rest_on(confirmed=True) if command == REST_ON else self.execute(command)
        if child.name == "death" and result == "undo":
            return self.undo()
        if child.name == "run_end":
            return self._after_run_end(result)
        if getattr(child, "from_run_end", False):  # the score card closed: the Game over card again
            return self._run_end_again()
        if child.from_pause:  # the Rulebook or Settings closed
            return self.pause_menu()
        if tag == "pause":
            if result == "save_quit":
                saving = self.ctl.save_path is not None
                follow = self.leave()  # (saved once more as it closes)
                if saving and not self.ctl.save_failed:
                    self.ctx.notify(tt(self.ctx, "saved_and_quit"), "info", 5.0)
                return follow
            if result == "replay":  # read-only, at the current command
                return self._replay()
            if result in ("abandon", "forced_end"):
                return flow.confirm_end(self.ctx, result, self.ctl.game.header.get("created", ""))
            if result in ("rules", "settings"):  # closed, they go back to the pause menu
                shown = Push(registry.make(result, self.ctx))
                shown.scene.from_pause = True
                return shown
            if result == "print":
                return flow.print_dialog(self.ctx)
        if tag == "print_sheets" and result in print_export.CHOICES:
            print_export.export_sheets(self.ctx, self.ctl.game, result)
            return None
        if tag in ("confirm_abandon", "confirm_forced_end") and result is True:
            return self.run(next(c for c in self.ctl.legal() if c.type == tag[len("confirm_") :]))
        if child.name not in ("message", "confirm"):
            # a context scene (death, camp ...) closed: the next context may open its own
            return self.context_transition()
        return None

    def _after_run_end(self, result):
        if result == "score_card":
            shown = self.open_sheet("score_card")
            if shown is not None:
                shown.scene.from_run_end = True
            return shown
        if result in ("replay", "review"):
            shown = self._replay()
            if result == "review":
                shown.scene.review.start()
            return shown
        if result == "new_game":
            return self.leave("new_game")  # the title opens New game
        return None

    def _replay(self):
        """The run so far in the replay scene (read-only, at the current command)."""
        return Push(
            registry.make(
                "replay", self.ctx, self.ctl.game, position=None, source=self.ctl.save_path
            )
        )

    def _run_end_again(self):
        scene = flow.context_scene(self.ctx, self.ctl, self.ctl.view["context"])
        return Push(scene) if scene is not None else None

    def pause_menu(self):
        """Esc's menu (the tutorial words it its own way)."""
        return flow.pause_menu(self.ctx, self.ctl)

    def leave(self, result="table_closed"):
        """Back to the title, whatever lies beneath (History, the replay of another run ...)."""
        self.hint.cancel()
        self.ctl.close()
        return Home(result)

    def exit(self) -> None:
        self.hint.cancel()
        self.ctl.close()  # however the table goes, it lets the autosave go

    # -- input ------------------------------------------------------------------------------------
    def handle_event(self, e):
        if self.resting is not None and e.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            # the player takes over (the key does nothing else)
            return self.stop_resting("interrupted") if self.interrupts_resting(e) else None
        self._ensure_spots()
        follow = table_input.handle(self, e)
        if isinstance(follow, Push):  # no tooltip of the table under a dialog
            self.hover = None
        return follow

    def press_target(self, pos):
        """The thing a press at ``pos`` presses: a bar button is its command (the same place may
        hold another command once one has run)."""
        self._ensure_spots()
        h = self.spot_at(pos, skip=("dock",))
        if h is None:
            return None
        return ("action", self.bar.commands[h.target[1]]) if h.target[0] == "action" else h.target

    def covers(self) -> list[tuple[pygame.Rect, tuple]]:
        """Panels laid over the table's own, each with the kinds of target it holds itself (a
        paper run's tile picker; the tutorial adds its card): what lies under one can be
        neither pointed at nor clicked."""
        return [(self.paper_rect(), ("paper_tile",))] if self.paper_prompt() is not None else []

    def spot_at(self, pos, *, skip=()):
        over = [kinds for rect, kinds in self.covers() if rect.collidepoint(pos)]
        for h in reversed(self.spots):
            if (
                h.rect.collidepoint(pos)
                and h.target[0] not in skip
                and all(h.target[0] in kinds for kinds in over)
            ):
                return h
        return None

    def open_sheet(self, sid: str):
        scene = flow.sheet_scene(self.ctx, self.ctl, sid)
        return Push(scene) if scene is not None else None

    def sheet_list(self) -> list[str]:
        return sheet_ids(self.ctl.view)


__all__ = ["make_table_scene", "TableScene"]
