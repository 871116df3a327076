"""Scenes and the transitions they return.

A scene handles one event at a time and may return a transition; returning ``None`` is the
same as ``Stay``::

    class MyScene(Scene):
        def layout(self, size): ...          # (re)compute widget rects; called when the window,
                                             # the UI scale or the language changed
        def handle_event(self, e): return Push(OtherScene(self.ctx))
        def update(self, dt): return Stay
        def draw(self, surface): ...
        def draw_dirty(self, surface, clean): ...  # optional: repaint only what changed
        def resume(self, result, child): ... # a scene above was popped with Pop(result)
        def press_target(self, pos): ...     # what a left press at pos would press (click guard)
        def control_rects(self): ...         # its controls' rects (toasts keep off them)

``is_overlay`` scenes (dialogs) are drawn over the scene beneath with a dim layer; the stack draws
from the last opaque scene upward. Only the top scene receives events and updates.
"""

from __future__ import annotations

import pygame


class Transition:
    pass


class _Stay(Transition):
    def __repr__(self):
        return "Stay"


Stay = _Stay()


class Push(Transition):
    def __init__(self, scene: Scene):
        self.scene = scene


class Pop(Transition):
    def __init__(self, result=None):
        self.result = result


class Replace(Transition):
    def __init__(self, scene: Scene):
        self.scene = scene


class Home(Transition):
    """Back to the first scene (the title): every scene above it closes (``exit``, no ``resume``
    on the way), the first one resumes with ``result`` from the scene that asked, then ``scene``
    (when given) opens over it. A run that starts or ends never leaves a stale table, History or
    replay beneath it."""

    def __init__(self, result=None, scene: Scene | None = None):
        self.result, self.scene = result, scene


class Quit(Transition):
    """Close the application (the window's close button does the same)."""


class Scene:
    is_overlay = False
    dim_alpha = 150
    name = "scene"
    from_pause = False  # opened from the pause menu: closing it goes back to the menu

    def __init__(self, ctx):
        self.ctx = ctx
        self._layout_key = None

    # -- layout --------------------------------------------------------------------------------
    def ensure_layout(self, size) -> None:
        key = (tuple(size), self.ctx.epoch)
        if key != self._layout_key:
            self._layout_key = key
            self.layout(tuple(size))

    def refresh(self) -> None:
        """Lay out again at its size if the context changed since (the language switched), so
        that its controls' words are rebuilt before they are said; never laid out: nothing."""
        if self._layout_key is not None:
            self.ensure_layout(self._layout_key[0])

    def relayout(self) -> None:
        self._layout_key = None

    def layout(self, size) -> None:
        pass

    # -- life cycle ----------------------------------------------------------------------------
    def enter(self) -> None:
        """Called when the scene is pushed or replaces another."""

    def exit(self) -> None:
        """Called when the scene is popped or replaced."""

    def resume(self, result, child: Scene) -> Transition | None:
        """A scene pushed from here was popped with ``result``."""
        return None

    def press_target(self, pos):
        """What a left press at ``pos`` would press, as a value that stays equal while it is the
        same control (the double-click guard compares them); the Form's widget by default."""
        form = getattr(self, "form", None)
        w = form.widget_at(pos) if form is not None else None
        return None if w is None else (type(w).__name__, w.id, getattr(w, "label", None))

    # -- per frame -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        return None

    def update(self, dt: float) -> Transition | None:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def draw_dirty(self, surface: pygame.Surface, clean: bool) -> list[pygame.Rect] | None:
        """Draw, returning the rects changed (``[]``: nothing) or None (everything). ``clean``:
        ``surface`` still shows what this scene's last draw left. Scenes that cache their frame
        override this; the default redraws everything."""
        self.draw(surface)
        return None

    def control_rects(self) -> list[pygame.Rect]:
        """Where the scene's buttons and other controls are (a toast never covers them); the
        Form's shown widgets by default."""
        form = getattr(self, "form", None)
        return [] if form is None else [w.rect for w in form.widgets if w.visible and w.rect.w]

    def animating(self) -> bool:
        """True while the scene needs frames without input (the loop may idle otherwise)."""
        return False

    def wakes(self) -> float | None:
        """Seconds between the frames the scene needs at rest (a replay following a file the
        other copy writes), or None: at rest it gets none."""
        return None
