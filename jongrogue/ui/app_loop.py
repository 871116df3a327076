"""The scene-stack runner.

``AppLoop.step(events, dt)`` processes a batch of pygame events, updates the top scene and draws
the stack on ``surface``; tests drive it directly with synthetic events and no real clock.
Each step ends by handing what was said to the voice (``ctx.speech.pump``): what a key or click
made the app say interrupts as its answer; scenes opening and closing are announced.
``AppLoop.run()`` is the real loop (60 fps, sleeping while nothing moves). A scene that caches its
frame (``Scene.draw_dirty``) reports what changed, and only that reaches the display: an idle
table repaints and presents nothing.
"""

from __future__ import annotations

import logging
import time

import pygame

from jongrogue.system import startup
from jongrogue.ui import pad, theme
from jongrogue.ui.art import tiles
from jongrogue.ui.click_guard import ClickGuard
from jongrogue.ui.key_guard import KeyGuard
from jongrogue.ui.scene import Home, Pop, Push, Quit, Replace, Scene, Transition
from jongrogue.ui.scenes import run_open
from jongrogue.ui.viewport import MIN_CANVAS, Viewport
from jongrogue.ui.voice import form_focus, screens
from jongrogue.ui.voice import keys as speech_keys
from jongrogue.ui.widgets.lists import edits_text

IDLE_AFTER = 0.5  # seconds without input/animation before the loop sleeps between frames
IDLE_POLL = 1 / 30  # idle: how often the event queue is looked at (the first input's latency)
IDLE_TICK = 0.25  # idle with a toast showing: how often a frame is stepped (it may expire)
MAX_DT = 0.1  # a frame's time step at most (a stall does not make animations jump)
log = logging.getLogger(__name__)
EXPOSE_EVENTS = (
    pygame.VIDEOEXPOSE,
    pygame.WINDOWEXPOSED,
    pygame.WINDOWSHOWN,
    pygame.WINDOWRESTORED,
)
NOWHERE = (-1, -1)  # the pointer outside the window (scenes treat it as "no mouse position")


def pointer_at(pos) -> pygame.event.Event:
    """A mouse motion to ``pos`` with no button held: how a scene learns where the pointer is."""
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


class AppLoop:
    def __init__(self, ctx, surface: pygame.Surface, first: Scene, *, window=None):
        self.ctx = ctx
        self.surface = surface
        self.window = window  # callable(ctx) -> new display surface (fullscreen toggle)
        self.stack: list[Scene] = []
        self.running = True
        self.viewport = Viewport()
        self.dirty: list[pygame.Rect] | None = None  # what the last step changed (see draw)
        self.toast_rects: list[pygame.Rect] = []  # where the last frame's toasts were
        # (scene, surface, size) whose frame is on the screen as drawn
        self._shown: tuple[int, int, tuple[int, int]] | None = None
        self.keys = KeyGuard()
        self.pad = pad.Pad()
        # where the pointer is on the canvas; a scene shown again after a dialog closes gets a
        # motion there, so its hover (and tooltip) is that of the real pointer, not a stale one
        self.pointer = NOWHERE
        self._held = False  # a mouse button is down (a drag goes on outside the window)
        self._revealed = False
        self.clicks = ClickGuard()
        self.frames = 0  # frames that reached the display (present changed pixels)
        self.clock, self.sleep = time.monotonic, time.sleep  # the real loop's time (tests: fakes)
        self._push(first)

    # -- stack ---------------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def _push(self, scene: Scene) -> None:
        log.info("scene %s (%d open)", scene.name, len(self.stack) + 1)  # a crash report's trail
        self.stack.append(scene)
        scene.enter()
        screens.entered(self.ctx, scene)

    def apply(self, tr: Transition | None) -> None:
        if tr is None:
            return
        if isinstance(tr, Push):
            self._push(tr.scene)
        elif isinstance(tr, Replace):
            if self.stack:
                self.stack.pop().exit()
            self._push(tr.scene)
        elif isinstance(tr, Pop):
            if self.stack:
                child = self.stack.pop()
                child.exit()
                screens.left(self.ctx, child, self.top, tr.result)
                if self.stack:
                    self._revealed = True
                    follow = self.stack[-1].resume(tr.result, child)
                    if isinstance(follow, (Push, Replace)):  # (the screen shown is the new one)
                        self.ctx.speech.unsay(screens.REVEALED)
                    self.apply(follow)
            if not self.stack:
                self.running = False
        elif isinstance(tr, Home):
            self._home(tr)
        elif isinstance(tr, Quit):
            self.running = False

    def _home(self, tr: Home) -> None:
        if len(self.stack) == 1 and tr.scene is None:  # the first scene itself went home
            self.apply(Pop(tr.result))
            return
        asker = self.stack[-1] if len(self.stack) > 1 else None
        while len(self.stack) > 1:
            self.stack.pop().exit()
        if asker is not None:
            if tr.scene is None:
                screens.entered(self.ctx, self.stack[0])
            self.apply(self.stack[0].resume(tr.result, asker))
        if tr.scene is not None:
            self._push(tr.scene)

    # -- one frame -----------------------------------------------------------------------------
    def step(self, events=(), dt: float = 1 / 60) -> None:
        self.dirty = []
        for event in events:
            if event.type in pad.EVENTS:  # a pad's event: the keys it stands for
                if not all(self._event(e) for e in self.pad.translate(self.ctx, event, self.top)):
                    return
                continue
            if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                pad.use(self.ctx, False)
            if not self._event(event):
                return
        if self.pad.held is not None and self.running:  # a direction held on a pad repeats
            for event in self.pad.repeat(self.top, dt):
                self._event(event)
        if self.ctx.quit_requested:
            self.running = False
        if self.ctx.display_dirty and self.window:
            self.ctx.display_dirty = False
            self.surface = self.window(self.ctx)
        if not self.running or not self.stack:
            self.running = False
            return
        self.ctx.set_size(self.size)
        top = self.stack[-1]
        top.ensure_layout(self.size)
        self.apply(top.update(dt))
        self._reveal_pointer()
        self.dirty = self.draw() if self.stack else []
        startup.release()  # the first frame is drawn: the start is over
        self.speak()

    def _event(self, event) -> bool:
        """Hand one event to the app; False once the app stops (the rest of the batch is dropped)."""
        if not self.running:
            return False
        if event.type == pygame.QUIT:
            self.running = False
            return False
        if event.type in EXPOSE_EVENTS:
            self._shown = None  # the window system lost our pixels: repaint all
            return True
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if self.window is not None:
                self.surface = pygame.display.get_surface() or self.surface
                if not self.ctx.settings.fullscreen:
                    w, h = self.surface.get_size()
                    self.ctx.settings.window_size = (
                        max(MIN_CANVAS[0], w),
                        max(MIN_CANVAS[1], h),
                    )
            return True
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.ctx.speech.answering()  # what this input makes the app say answers it
        if event.type == pygame.KEYDOWN and self._global_key(event):
            return True
        if event.type == pygame.DROPFILE:  # a run file dropped on the window: replay it
            self.apply(run_open.open_dropped(self.ctx, event.file))
            return True
        top = self.top
        if top is None:
            self.running = False
            return False
        if not self.keys.allow(event, top):
            return True
        event = self._track_pointer(event)
        if event is None:
            return True
        top.ensure_layout(self.size)
        allowed = self.clicks.allow(event, top)
        if not allowed and self.clicks.changed and event.type == pygame.MOUSEBUTTONDOWN:
            self.ctx.notify(self.ctx.t("common.control_changed"), "info", 3.0)
        if allowed:
            before = form_focus.snapshot(top) if event.type == pygame.KEYDOWN else None
            said = self.ctx.speech.said
            self.apply(top.handle_event(event))
            if before is not None and self.top is not None:
                self.top.ensure_layout(self.size)  # (a language switch rebuilds its words)
                silent = self.ctx.speech.said == said
                form_focus.after(self.ctx, self.top, before, event.key, silent)
        self._reveal_pointer()
        return True

    def speak(self) -> None:
        """What was said this frame goes to the voice now (within the frame of its event)."""
        speech = self.ctx.speech
        speech.lang = self.ctx.lang
        speech.pump()

    def _track_pointer(self, event):
        """The event on the canvas; the pointer leaving the window becomes a motion to nowhere
        (no tooltip stays behind), unless a drag holds a button down."""
        if event.type == pygame.WINDOWLEAVE:
            return None if self._held else pointer_at(NOWHERE)
        event = self.viewport.map_event(event, self.surface)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
            if event.type != pygame.MOUSEMOTION:
                self._held = event.type == pygame.MOUSEBUTTONDOWN
        return event

    def _reveal_pointer(self) -> None:
        """A scene shown again (a dialog above it closed) learns where the pointer is now."""
        while self._revealed and self.stack:
            self._revealed = False
            top = self.stack[-1]
            top.ensure_layout(self.size)
            self.apply(top.handle_event(pointer_at(self.pointer)))

    def _global_key(self, event) -> bool:
        if edits_text(getattr(getattr(self.top, "form", None), "focus", None), event):
            return False
        if speech_keys.handle(self.ctx, event, self.stack):
            return True
        if pygame.key.name(event.key) == self.ctx.settings.keys.get("toggle_fullscreen", "f11"):
            self.ctx.settings.fullscreen = not self.ctx.settings.fullscreen
            self.ctx.display_dirty = True
            self.ctx.save_settings()
            return True
        return False

    @property
    def size(self) -> tuple[int, int]:
        """The size scenes lay out for (the canvas, never below MIN_CANVAS)."""
        return self.viewport.canvas(self.surface).get_size()

    def draw(self) -> list[pygame.Rect] | None:
        """Draw the stack; returns the rects that changed (``[]``: none) or None (all)."""
        tiles.show_wind_letters(self.ctx.lang != "ja")
        surface = self.viewport.canvas(self.surface)
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if not self.stack[i].is_overlay:
                start = i
                break
        bottom = self.stack[start]
        alone = start == len(self.stack) - 1 and not bottom.is_overlay and not self.ctx.toasts
        # the screen still holds exactly the bottom scene's last frame: it may repaint the changes
        clean = alone and self._shown == (id(bottom), id(surface), surface.get_size())
        self._shown = (id(bottom), id(surface), surface.get_size()) if alone else None
        if bottom.is_overlay:
            surface.fill(theme.FELT_DARK)
        dirty = None
        for i in range(start, len(self.stack)):
            scene = self.stack[i]
            if scene.is_overlay:
                dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                dim.fill((8, 14, 12, scene.dim_alpha))
                surface.blit(dim, (0, 0))
            scene.ensure_layout(surface.get_size())
            if i == start and not scene.is_overlay:
                dirty = scene.draw_dirty(surface, clean)
            else:
                scene.draw(surface)
        # above the footer (the title's version line, the table's action bar) and off the
        # controls of every scene shown: a dialog's note must not hide the bar beneath it either
        shown = self.stack[start:]
        footers = [f for s in shown if (f := getattr(s, "footer_top", None)) is not None]
        self.toast_rects = theme.draw_toasts(
            self.ctx,
            surface,
            self.shown_toasts(),
            min(footers) if footers else None,
            [r for s in shown for r in s.control_rects()],
        )
        if surface is not self.surface:  # a scaled-down canvas: the whole window changes
            self.viewport.present(self.surface)
            return None
        return dirty if alone else None

    def shown_toasts(self) -> list:
        """The toasts of the top scene. A toast belongs to the screen it is first drawn on (a
        toast raised while one screen replaces another is the new one's): another screen over
        it hides it, and it goes with its screen when that closes — but a dialog's passes to
        the screen it was over (what the table says while its checks show is the table's)."""
        now = time.monotonic()
        kept = []
        for t in self.ctx.toasts:
            if t.scene is None or (
                t.scene.is_overlay and not any(t.scene is s for s in self.stack)
            ):
                t.scene = self.top
            if t.until > now and any(t.scene is s for s in self.stack):
                kept.append(t)
        self.ctx.toasts[:] = kept
        return [t for t in kept if t.scene is self.top]

    def present(self) -> None:
        """Show the last step's frame: nothing when nothing changed, else the changed rects."""
        if self.dirty is None:
            pygame.display.flip()
        elif self.dirty:
            pygame.display.update(self.dirty)
        else:
            return
        self.frames += 1

    # -- the real loop -------------------------------------------------------------------------
    def run(self, fps: int = 60, after_frame=None) -> None:
        """Frames at ``fps`` while there is input or animation; once idle, poll the event queue
        every IDLE_POLL and step no frame at all — but every IDLE_TICK while a toast is showing
        (it expires by the clock), and as often as the top scene ``wakes()`` asks. Nothing else changes at rest: what works in the background
        (the Hint, a Review) makes its scene ``animating``. pygame-ce's ``event.wait`` is no
        cheaper than polling: it polls SDL every millisecond (3 % of a core at rest).
        ``after_frame(loop)`` is called after each frame the loop stepped."""
        frame = 1.0 / fps
        last_input = last_step = self.clock()
        was_idle = True  # the first frame has no elapsed time either
        while self.running and not self.ctx.quit_requested:
            start = self.clock()
            events = pygame.event.get()
            if events:
                last_input = start
            busy = self.pad.held is not None or (self.top and self.top.animating())
            idle = start - last_input > IDLE_AFTER and not busy
            wake = self.top.wakes() if self.top else None
            woken = idle and wake is not None and start - last_step >= wake
            if idle and not woken and (not self.ctx.toasts or start - last_step < IDLE_TICK):
                self.speak()  # what waited for the voice to be free
                self.sleep(IDLE_POLL)
                continue
            # a scene woken at rest is told the time since its last frame (it counts it)
            dt = (
                start - last_step
                if woken
                else 0.0
                if idle or was_idle
                else min(start - last_step, MAX_DT)
            )
            was_idle, last_step = idle, start
            self.step(events, dt=dt)
            self.present()
            if after_frame is not None:
                after_frame(self)
            if not idle:  # pace the frames (what pygame's Clock.tick does)
                self.sleep(max(0.0, frame - (self.clock() - start)))
