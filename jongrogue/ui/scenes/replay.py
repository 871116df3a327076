"""Replay: a recorded run shown on the real table, with VCR controls.

The board views of the table scene (wall, discard pile, log, dungeon and encounter maps, sheet
dock, HUD) draw the state after command ``n``; the action bar's place holds the deck
(``ui/replay/controls.py``); the log is rebuilt from the journal (``ui/replay/log.py``).

Keys: ← / → step (PgUp / PgDn ten), Home / End, Space play / pause, + / − speed, Esc back.
"Play from here" starts a new practice run after the shown command (``run_launch.branch_from``).
Read-only: no commands, no drags; hovering shows the same descriptions as the table, and a
right-click opens them. The journal is only ever read (``Game.load``); a live game is copied
(``Timeline``), never changed.

Opened by ``replay_open.open_journal(ctx, path, position=0)`` (through the registry).
"""

from __future__ import annotations

import os
from typing import Any

import pygame

from jongrogue.runfiles.record import run_key
from jongrogue.speech.speaker import joined
from jongrogue.ui.board import table_layout
from jongrogue.ui.board.dock import Dock
from jongrogue.ui.board.log_view import LogState
from jongrogue.ui.replay.controls import ReplayControls, draw_icon  # noqa: F401  (draw_icon re-exported)
from jongrogue.ui.replay.log import ReplayLog, opening_of, step_label, step_said
from jongrogue.ui.replay.player import ReplayPlayer, Timeline
from jongrogue.ui.replay.review_view import FINISHED, GAP, ReviewView
from jongrogue.ui.scene import Pop, Push, Replace, Scene
from jongrogue.ui.scenes import registry
from jongrogue.ui.scenes.replay_draw import describe_target, draw_replay
from jongrogue.ui.scenes.replay_open import load_journal
from jongrogue.ui.scenes.run_launch import branch_from, branch_refusal
from jongrogue.ui.scenes.table_flow import describe_popup
from jongrogue.ui.voice.help import spoken_key
from jongrogue.ui.widgets import Form

PLUS_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
FOLLOW_EVERY = 1.0  # seconds between looks at a followed run's file


def _signature(path) -> tuple[int, int] | None:
    """(size, modification time) of a run file, or None when it cannot be read now."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_size, st.st_mtime_ns


MINUS_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_UNDERSCORE)
# the key each deck button stands for, said in words by ear (its tooltip shows the glyph)
BUTTON_KEYS = {
    "start": "home",
    "back": "left",
    "play": "space",
    "forward": "right",
    "end": "end",
    "speed": "+",
}


# -- the scene ----------------------------------------------------------------------------------
class ReplayScene(Scene):
    name = "replay"
    # the keys _key reads (said by the context help, ui/voice/help.py)
    HELP_KEYS = (
        ("right", "replay_step"),
        ("left", "replay_back"),
        ("page down", "replay_ten"),
        ("page up", "replay_ten_back"),
        ("home", "replay_start"),
        ("end", "replay_end"),
        ("space", "replay_play"),
        ("+", "replay_faster"),
        ("-", "replay_slower"),
        ("m", "replay_log"),
        ("escape", "back"),
    )

    def __init__(
        self,
        ctx,
        game,
        *,
        position: int | None = 0,
        source=None,
        row_id: int | None = None,
        follow: bool = False,
    ):
        super().__init__(ctx)
        # another copy plays this run: its new moves are taken in as they are saved
        self.follow = follow and source is not None
        self._seen = _signature(source) if self.follow else None
        self._since_check = 0.0
        self.row_id = row_id  # the History row replayed (a branch names it) ...
        self.run_key = run_key(game)  # ... and the run's identity, its History row's key
        self.game = game  # (M: its whole log, to the move shown)
        self.timeline = Timeline(game)
        self.player = ReplayPlayer(self.timeline.total, position)
        self.source = source
        self.warning = (
            ctx.t("replay.recovered", warning=self.timeline.load_warning)
            if self.timeline.load_warning
            else ctx.t("replay.following")
            if self.follow
            else None
        )
        self.form = Form(ctx)
        self.dock = Dock(ctx)
        self.logstate = LogState()
        opening = opening_of(game)  # what the run's opening did, the table's first lines
        self.log = ReplayLog(self.timeline, opening)
        self.said_log = ReplayLog(self.timeline, opening)  # the same lines, in spoken words
        self.controls = ReplayControls()
        self.tl: table_layout.TableLayout | None = None  # (made by the layout)
        self.spots: list = []
        self.hover = None
        self.hover_time = 0.0
        self.mouse = (-1, -1)
        self.scrubbing = False
        self._view_n: int | None = None
        self._view: dict[str, Any] = {}
        self.last_log: list = []  # the log last drawn (for describe)
        finished = self.timeline.view(self.timeline.total)["context"] in FINISHED
        self.review = ReviewView(ctx, game, finished, source)  # the death review (V, marks 1–3)

    # -- data for position n ---------------------------------------------------------------------
    @property
    def view(self) -> dict:
        n = self.player.position
        if self._view_n != n:
            self._view = self.timeline.view(n)
            self._view_n = n
        return self._view

    def log_entries(self) -> list:
        """The log as the table would show it after command n."""
        return self.log.entries(self.ctx, self.player.position)

    def step_label(self) -> str:
        """The deck's caption: "n. <what command n did>"."""
        return step_label(self.ctx, self.timeline, self.player.position)

    # -- by ear -----------------------------------------------------------------------------------
    def speech_intro(self) -> list[str]:
        """Opening: the run, its length and the command it stands on (with what it did)."""
        words = self.ctx.spoken()
        run = self.ctx.t(self.log.started_key, seed=self.log.seed)
        head = self.ctx.t("speech.replay.intro", run=run, total=self.player.total)
        return [words.speakable(head), self._step_words()]

    def review_log(self, ctx) -> list[str]:
        """The log as shown at this command, in spoken words, newest line first (review keys)."""
        words = ctx.spoken()
        entries = self.said_log.entries(words, self.player.position)
        return [words.speakable(e.shown()) for e in entries if e.text][::-1]

    def speech_label(self, w) -> str:
        """A deck button's name in words (its face is a drawn icon)."""
        return self.ctx.t(f"speech.replay.button.{w.id}") if w.id in BUTTON_KEYS else ""

    def speech_tip(self, w) -> str:
        """A deck control's key in words (its tooltip shows "→", which a voice skips)."""
        key = BUTTON_KEYS.get(w.id)
        if key is None:
            return w.tooltip
        if w.id == "speed":
            faster, slower = spoken_key(self.ctx, "+"), spoken_key(self.ctx, "-")
            return self.ctx.t("speech.replay.speed_keys", faster=faster, slower=slower)
        return self.ctx.t("speech.replay.button_key", key=spoken_key(self.ctx, key))

    # the deck's parts, as the scene's own
    deck = property(lambda self: self.controls.rect)
    scrub = property(lambda self: self.controls.scrub)
    buttons = property(lambda self: self.controls.buttons)
    speed = property(lambda self: self.controls.speed)

    def control_rects(self) -> list:
        """The deck (its buttons and the timeline) and the Review button: a toast keeps off them."""
        return super().control_rects() + [self.controls.rect, self.review.button.rect]

    # -- layout ------------------------------------------------------------------------------------
    def layout(self, size) -> None:
        self.tl = table_layout.compute(self.ctx, size)
        ctx = self.ctx
        reserve = self.review.width(ctx) + ctx.s(GAP) if self.review.available else 0
        self.form.set_widgets(
            self.controls.layout(
                ctx, self.tl.bar, self.tl.compact, self.player.speed, self.branch_refusal(), reserve
            )
        )
        if self.form.focus is None:
            self.form.set_focus(self.buttons["play"])
        self.controls.sync(self.player)
        self.review.layout(ctx, self.controls.scrub)

    # -- input -------------------------------------------------------------------------------------
    def handle_event(self, e):
        if e.type == pygame.KEYDOWN:
            return self._key(e)
        if e.type == pygame.MOUSEMOTION:
            self.mouse = e.pos
            if self.scrubbing:
                self._seek_at(e.pos[0])
                return None
            self._hover(e.pos)
        elif e.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = e.pos
            if e.button == 1 and self.review.click(e.pos, self.player):
                self._changed(True)
                return None
            if e.button == 1 and self.controls.over_scrubber(self.ctx, e.pos):
                self.scrubbing = True
                self.player.pause()
                self._seek_at(e.pos[0])
                return None
            if e.button == 1:
                spot = self._spot(e.pos)
                if spot is not None and spot.target == ("button", "back"):
                    return self.leave()
            if e.button == 3:
                return self._describe_at(e.pos)
        elif e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self.scrubbing:
            self.scrubbing = False
            return None
        elif e.type == pygame.MOUSEWHEEL:
            pos = self.mouse if self.mouse != (-1, -1) else pygame.mouse.get_pos()
            if self.controls.over_steps(self.ctx, pos):
                self._changed(self.player.step(-e.y))
            elif self.tl and self.tl.log.collidepoint(pos):
                self.logstate.scroll_by(e.y * 3)
            elif self.tl and self.tl.dock.collidepoint(pos):
                self.dock.scroll_by(-e.y * self.ctx.s(40))
            return None
        w = self.form.handle_event(e)
        if w is not None:
            return self.activate(w.id)
        return None

    def _key(self, e):
        k = e.key
        p = self.player
        if k == pygame.K_ESCAPE:
            return self.leave()
        before = (p.position, self.review.selected)
        if self.review.key(e, p):  # (V says the review's state; a turning point is a step)
            self._changed((p.position, self.review.selected) != before)
            return None
        n = 10 if e.mod & pygame.KMOD_SHIFT else 1
        moves = {
            pygame.K_RIGHT: lambda: p.step(n),
            pygame.K_LEFT: lambda: p.step(-n),
            pygame.K_PAGEDOWN: lambda: p.step(10),
            pygame.K_PAGEUP: lambda: p.step(-10),
            pygame.K_HOME: p.to_start,
            pygame.K_END: p.to_end,
        }
        if k in moves:
            p.pause()
            self._changed(moves[k]())
        elif k == pygame.K_SPACE:
            self.activate("play")
        elif k in PLUS_KEYS:
            p.faster()
            self.controls.sync(p)
        elif k in MINUS_KEYS:
            p.slower()
            self.controls.sync(p)
        elif k in (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER):  # focus / press a button
            w = self.form.handle_event(e)
            if w is not None:
                return self.activate(w.id)
        elif pygame.key.name(k) == self.ctx.settings.keys.get("message_log", "m"):
            p.pause()  # the whole log to the move shown, as the table's M opens it
            self.controls.sync(p)
            return Push(registry.make("log", self.ctx, self.game, upto=p.position))
        return None

    def activate(self, wid: str):
        p = self.player
        if wid == "branch":
            return self.play_from_here()
        if wid == "play":
            p.toggle()
            self.controls.sync(p)
            self.ctx.sound.play("click")
            if self.ctx.speech.enabled:
                said = "playing" if p.playing else "paused"
                at = self.ctx.t("replay.counter", n=p.position, total=p.total)
                self.ctx.speech.say(self.ctx.t(f"speech.replay.{said}", at=at))
            return
        if wid == "speed" and self.speed is not None:
            p.set_speed(float(self.speed.value))
            return
        p.pause()
        moved = {
            "start": p.to_start,
            "end": p.to_end,
            "back": lambda: p.step(-1),
            "forward": lambda: p.step(1),
        }.get(wid)
        if moved is not None:
            self._changed(moved())

    def branch_refusal(self) -> str | None:
        """Why Play from here cannot be used on this replay (None: it can)."""
        if self.follow:  # the other copy holds the run
            return self.ctx.t("replay.following_no_branch")
        return branch_refusal(self.ctx, self.timeline)

    def play_from_here(self):
        """A new practice run that has played the first n commands (History: a branch)."""
        self.player.pause()
        refused = self.branch_refusal()
        if refused is not None:  # (the button is greyed with this as its tooltip)
            self.ctx.notify(refused, "info", 6.0)
            return None
        return branch_from(self.ctx, self.timeline, self.player.position, self.row_id, self.run_key)

    def _changed(self, moved: bool) -> None:
        self.controls.sync(self.player)
        if moved:
            self.logstate.scroll = 0
            self._say_step()

    def _say_step(self) -> None:
        """The step the replay stands on, by ear (a newer step replaces one not yet said)."""
        if self.ctx.speech.enabled:
            self.ctx.speech.say(self._step_words(), key="replay_step")

    def _step_words(self) -> str:
        """Command n by ear: its number and what it did (at 0, the opening deal); with a chosen
        turning point's card first."""
        n, words = self.player.position, self.ctx.spoken()
        said = step_said(words, self.said_log, self.timeline, n)
        mark = self.review.selected_at(n)  # a turning point chosen (1–3, or its chip)
        if mark is not None:
            card = self.review.card_lines(words, self.timeline, mark)
            said = joined([words.speakable(x) for x in card] + [said], words.lang)
        return said

    def _seek_at(self, x: int) -> None:
        n = self.controls.position_at(x, self.player.total)
        if n is not None:
            self._changed(self.player.seek(n))

    def _spot(self, pos):
        for h in reversed(self.spots):
            if h.rect.collidepoint(pos):
                return h
        return None

    def _hover(self, pos) -> None:
        h = self._spot(pos)
        if (h.target if h else None) != (self.hover.target if self.hover else None):
            self.hover, self.hover_time = h, 0.0

    def describe(self, target):
        return describe_target(self, target)

    def _describe_at(self, pos):
        h = self._spot(pos)
        desc = self.describe(h.target) if h else None
        if not desc:
            return None
        return describe_popup(self.ctx, *desc)

    def _followed(self):
        """The replay again with the moves the other copy saved since (at the end if it stood at
        the end, else where it stood), or None when the file did not change."""
        now = _signature(self.source)
        if now == self._seen:
            return None
        game, _error = load_journal(self.source)
        if game is None:
            return None  # (a damaged or half-written file: looked at again at the next check)
        self._seen = now
        if len(game.commands) == self.player.total:
            return None
        at_end = self.player.position >= self.player.total
        position = None if at_end else min(self.player.position, len(game.commands))
        return Replace(
            ReplayScene(
                self.ctx,
                game,
                position=position,
                source=self.source,
                row_id=self.row_id,
                follow=True,
            )
        )

    def leave(self):
        self.review.cancel()
        self.player.pause()
        return Pop("replay_closed")

    # -- time --------------------------------------------------------------------------------------
    def update(self, dt):
        self.hover_time += dt
        self.form.update(dt)
        self.review.poll()
        if self.follow:
            self._since_check += dt
            if self._since_check >= FOLLOW_EVERY:
                self._since_check = 0.0
                moved_on = self._followed()
                if moved_on is not None:
                    return moved_on
        if self.player.tick(dt):
            self._changed(True)
        elif not self.player.playing and self.buttons and self.buttons["play"].icon == "pause":
            self.controls.sync(self.player)
        return None

    def wakes(self) -> float | None:
        return FOLLOW_EVERY if self.follow else None  # (the other copy's moves come at rest)

    def animating(self) -> bool:
        return (
            self.player.playing
            or self.scrubbing
            or self.review.thinking()
            or bool(self.hover and self.hover_time < 0.7)
        )

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        if self.tl is None:
            self.ensure_layout(surface.get_size())
        draw_replay(self, surface)
