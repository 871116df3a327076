"""``Form``: focus, hover, press and tooltips for a scene's widgets."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeGuard

import pygame

from jongrogue.ui.widgets.base import Widget
from jongrogue.ui.widgets.button import Button
from jongrogue.ui.widgets.lists import EDIT_KEYS, ScrollList, TextInput
from jongrogue.ui.widgets.tooltip_card import draw_tooltip

TOOLTIP_DELAY = 0.45


class Form:
    """Focus, hover, press and tooltip handling for a list of widgets."""

    def __init__(self, ctx, widgets: list[Widget] | None = None):
        self.ctx = ctx
        self.widgets: list[Widget] = list(widgets or [])
        self.focus: Widget | None = None
        self.hover: Widget | None = None
        self.pressed: Widget | None = None
        self.hover_time = 0.0
        self.keyboard_tip = False

    def set_widgets(self, widgets: Sequence[Widget], keep_focus_id: str | None = None) -> None:
        old = keep_focus_id or (self.focus.id if self.focus else None)
        self.widgets = list(widgets)
        self.focus = self.hover = self.pressed = None
        for w in self.widgets:
            if w.id == old and w.can_focus():
                self.set_focus(w)

    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.can_focus()]

    def set_focus(self, w: Widget | None, keyboard: bool = False) -> None:
        if self.focus:
            self.focus.focused = False
        self.focus = w
        if w:
            w.focused = True
        self.keyboard_tip = keyboard

    def move_focus(self, d: int) -> None:
        items = self.focusables()
        if not items:
            return
        if self.focus not in items:
            self.set_focus(items[0] if d > 0 else items[-1], True)
        else:
            self.set_focus(items[(items.index(self.focus) + d) % len(items)], True)
        self.ctx.sound.play("click")

    def widget_at(self, pos) -> Widget | None:
        for w in reversed(self.widgets):
            if w.hit(pos):
                return w
        return None

    def handle_event(self, e) -> Widget | None:
        """Route one event; return the widget that was activated or changed, if any."""
        if e.type == pygame.MOUSEMOTION:
            w = self.widget_at(e.pos)
            if w is not self.hover:
                if self.hover:
                    self.hover.hovered = False
                self.hover, self.hover_time = w, 0.0
                if w:
                    w.hovered = True
            for lst in self.widgets:
                if isinstance(lst, ScrollList) and lst.dragging:
                    lst.drag(e.pos)
            return None
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            w = self.widget_at(e.pos)
            self.pressed = w
            if w:
                w.pressed = True
                if w.can_focus():
                    self.set_focus(w)
                if isinstance(w, ScrollList):
                    changed = w.press(e.pos)
                    return w if changed else None
            return None
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1:
            w, self.pressed = self.pressed, None
            for lst in self.widgets:
                if isinstance(lst, ScrollList):
                    lst.dragging = False
            if w:
                w.pressed = False
                if w.hit(e.pos) and not isinstance(w, ScrollList):
                    if w.enabled and w.click(e.pos):
                        self.ctx.sound.play("click")
                        return w
                    if not w.enabled:
                        self.ctx.sound.play("error")
            return None
        if e.type == pygame.MOUSEWHEEL:  # whatever scrolls under the pointer: a list or a text pane
            pane = self.hover if _scrolls(self.hover) else None
            if pane is None:
                pane = next(
                    (x for x in self.widgets if _scrolls(x) and x.hit(pygame.mouse.get_pos())), None
                )
            if pane:
                pane.scroll_by(-e.y * 3)
            return None
        if e.type == pygame.TEXTINPUT:
            if isinstance(self.focus, TextInput) and self.focus.enabled:
                if self.focus.insert(e.text):
                    return self.focus
                if self.focus.refusal and e.text.strip():  # never a silent dead key
                    self.ctx.sound.play("error")
                    self.ctx.notify(self.focus.refusal, "info", 4.0)
            return None
        if e.type == pygame.KEYDOWN:
            return self._key(e)
        return None

    def _key(self, e) -> Widget | None:
        f = self.focus
        shift = bool(e.mod & pygame.KMOD_SHIFT)
        if e.key == pygame.K_TAB:
            self.move_focus(-1 if shift else 1)
            return None
        if f and f.enabled and f.key(e):
            self.ctx.sound.play("click")
            return f
        if (
            f
            and isinstance(f, TextInput)
            and (
                e.unicode
                and e.unicode.isprintable()
                or e.key in (pygame.K_LEFT, pygame.K_RIGHT)
                or (e.mod & pygame.KMOD_CTRL and e.key in EDIT_KEYS)
            )
        ):
            return None  # typing is handled by TEXTINPUT; keep letters from firing shortcuts
        if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if f is None:
                return None
            if f.enabled and f.activate():
                self.ctx.sound.play("click")
                return f
            self.ctx.sound.play("error")
            return None
        vertical = e.key in (pygame.K_UP, pygame.K_DOWN)
        horizontal = e.key in (pygame.K_LEFT, pygame.K_RIGHT)
        if (vertical and not (f and f.consumes_vertical)) or (
            horizontal and not (f and f.consumes_horizontal)
        ):
            self.move_focus(-1 if e.key in (pygame.K_UP, pygame.K_LEFT) else 1)
            return None
        name = pygame.key.name(e.key)
        for w in self.widgets:
            if isinstance(w, Button) and w.shortcut == name and w.visible and w.enabled:
                self.set_focus(w)
                self.ctx.sound.play("click")
                return w
        return None

    def update(self, dt: float) -> None:
        self.hover_time += dt

    def draw(self, surface) -> None:
        for w in self.widgets:
            if w.visible:
                w.draw(surface, self.ctx)
        tip_w = None
        if self.hover and self.hover.tooltip and self.hover_time >= TOOLTIP_DELAY:
            tip_w = self.hover
        elif self.keyboard_tip and self.focus and self.focus.tooltip:
            tip_w = self.focus
        if tip_w and tip_w.tooltip:
            # Tab walks down a form: a focus tip above its control covers the rows done, not
            # the next one (New game's seed tip hid the rules); the mouse's stays below.
            above = tip_w is self.focus and tip_w is not self.hover
            draw_tooltip(surface, self.ctx, tip_w.tooltip, tip_w.rect, above)


class _Scrolls(Protocol):
    """A widget that scrolls (a list, a text pane)."""

    def hit(self, pos: tuple[int, int]) -> bool: ...
    def scroll_by(self, rows: float) -> None: ...


def _scrolls(widget: object) -> TypeGuard[_Scrolls]:
    return callable(getattr(widget, "scroll_by", None))
