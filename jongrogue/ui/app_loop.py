"""The scene-stack runner.

``AppLoop.step(events, dt)`` processes a batch of pygame events, updates the top scene and draws
the stack on ``surface``; tests drive it directly with synthetic events and no real clock.
``AppLoop.run()`` is the real loop (60 fps, idling while nothing moves). A scene that caches its
frame (``Scene.draw_dirty``) reports what changed, and only that reaches the display: an idle
table repaints and presents nothing.
"""
from __future__ import annotations

import time

import pygame

from jongrogue.ui import theme
from jongrogue.ui.scene import Pop, Push, Quit, Replace, Scene, Transition
from jongrogue.ui.key_guard import KeyGuard
from jongrogue.ui.viewport import MIN_CANVAS, Viewport
from jongrogue.ui.scenes.run_open import open_dropped

IDLE_AFTER = 0.5        # seconds without input/animation before the loop sleeps between frames
EXPOSE_EVENTS = (pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED)


class AppLoop:
    def __init__(self, ctx, surface: pygame.Surface, first: Scene, *, window=None):
        self.ctx = ctx
        self.surface = surface
        self.window = window          # callable(ctx) -> new display surface (fullscreen toggle)
        self.stack: list[Scene] = []
        self.running = True
        self.viewport = Viewport()
        self.dirty: list[pygame.Rect] | None = None   # what the last step changed (see draw)
        self.toast_rects: list[pygame.Rect] = []      # where the last frame's toasts were
        self._shown = None        # (scene, surface, size) whose frame is on the screen as drawn
        self.keys = KeyGuard()
        self._push(first)

    # -- stack ---------------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def _push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.enter()

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
                if self.stack:
                    self.apply(self.stack[-1].resume(tr.result, child))
            if not self.stack:
                self.running = False
        elif isinstance(tr, Quit):
            self.running = False

    # -- one frame -----------------------------------------------------------------------------
    def step(self, events=(), dt: float = 1 / 60) -> None:
        self.dirty = []
        for event in events:
            if not self.running:
                return
            if event.type == pygame.QUIT:
                self.running = False
                return
            if event.type in EXPOSE_EVENTS:
                self._shown = None            # the window system lost our pixels: repaint all
                continue
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                if self.window is not None:
                    self.surface = pygame.display.get_surface() or self.surface
                    if not self.ctx.settings.fullscreen:
                        w, h = self.surface.get_size()
                        self.ctx.settings.window_size = (max(MIN_CANVAS[0], w), max(MIN_CANVAS[1], h))
                continue
            if event.type == pygame.KEYDOWN and self._global_key(event):
                continue
            if event.type == pygame.DROPFILE:          # a run file dropped on the window: replay it
                self.apply(open_dropped(self.ctx, event.file))
                continue
            top = self.top
            if top is None:
                break
            if not self.keys.allow(event, top):
                continue
            top.ensure_layout(self.size)
            self.apply(top.handle_event(self.viewport.map_event(event, self.surface)))
        if self.ctx.quit_requested:
            self.running = False
        if self.ctx.display_dirty and self.window:
            self.ctx.display_dirty = False
            self.surface = self.window(self.ctx)
        if not self.running or not self.stack:
            self.running = False
            return
        self.ctx.set_size(self.size)
        top = self.top
        top.ensure_layout(self.size)
        self.apply(top.update(dt))
        self.dirty = self.draw() if self.stack else []

    def _global_key(self, event) -> bool:
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
        # above the top scene's footer, if it has one (the title's version line)
        self.toast_rects = theme.draw_toasts(self.ctx, surface, getattr(self.top, "footer_top", None))
        if surface is not self.surface:          # a scaled-down canvas: the whole window changes
            self.viewport.present(self.surface)
            return None
        return dirty if alone else None

    def present(self) -> None:
        """Show the last step's frame: nothing when nothing changed, else the changed rects."""
        if self.dirty is None:
            pygame.display.flip()
        elif self.dirty:
            pygame.display.update(self.dirty)

    # -- the real loop -------------------------------------------------------------------------
    def run(self, fps: int = 60) -> None:
        clock = pygame.time.Clock()
        last_activity = time.monotonic()
        while self.running:
            # toasts do not move: the slow tick (wait below) is soon enough to take them away
            idle = (time.monotonic() - last_activity > IDLE_AFTER
                    and not (self.top and self.top.animating()))
            if idle:
                first = pygame.event.wait(250)        # sleep until input (or a slow tick)
                events = [first] if first.type != pygame.NOEVENT else []
                events += pygame.event.get()
            else:
                events = pygame.event.get()
            if events:
                last_activity = time.monotonic()
            self.step(events, dt=clock.get_time() / 1000 if not idle else 0.0)
            self.present()
            clock.tick(fps)
