"""Widgets for the menu screens, and ``Form``, which routes mouse and keyboard input to them.

Every widget works by mouse and by keyboard: ``Form`` moves the focus with Tab / Shift+Tab and the
arrow keys, Enter or Space activates the focused widget, a Button's ``shortcut`` key activates it
from anywhere, and hovering (or focusing) a widget with a ``tooltip`` shows a word-wrapped box.

A scene owns a Form, gives every widget its ``rect`` in ``layout()``, and reacts to the widget that
``Form.handle_event`` returns (the widget that was activated or changed)::

    w = self.form.handle_event(event)
    if w is self.start_button: ...
"""
from __future__ import annotations

import pygame

from jongrogue.ui import theme
from jongrogue.ui.widget_base import Widget
from jongrogue.ui.widgets_list import ScrollList, TextInput  # noqa: F401  (re-exported)

TOOLTIP_DELAY = 0.45


class Button(Widget):
    """A bone-white tile-like button. ``shortcut`` is a pygame key name (e.g. "n", "escape")."""

    def __init__(self, id: str, label: str, *, shortcut: str | None = None, style: str = "normal",
                 enabled: bool = True, tooltip: str | None = None, hint: str | None = None,
                 size: float = 19):
        super().__init__(id, enabled=enabled, tooltip=tooltip)
        self.label, self.shortcut, self.style, self.size = label, shortcut, style, size
        self.hint = hint if hint is not None else key_label(shortcut)

    def activate(self) -> bool:
        return self.enabled

    def draw(self, surface, ctx) -> None:
        if not self.visible:
            return
        r = self.rect
        rad = ctx.s(7)
        depth = ctx.s(4) if not self.pressed else ctx.s(1)
        face = pygame.Rect(r.x, r.y + (ctx.s(4) - depth), r.w, r.h - ctx.s(4))
        if self.style == "primary":
            top, edge, ink = theme.IVORY, theme.TILE_BACK, theme.INK
        elif self.style == "danger":
            top, edge, ink = theme.IVORY, (150, 52, 40), theme.RED_INK
        else:
            top, edge, ink = theme.lighten(theme.PAPER_SHADE, 0.35), theme.TILE_BACK_DARK, theme.INK
        if not self.enabled:
            top, edge, ink = (170, 176, 168), (92, 104, 98), (104, 108, 104)
        elif self.hovered and not self.pressed:
            top = theme.lighten(top, 0.5)
        pygame.draw.rect(surface, edge, face.move(0, depth), border_radius=rad)
        pygame.draw.rect(surface, top, face, border_radius=rad)
        pygame.draw.rect(surface, theme.IVORY_EDGE, face, width=1, border_radius=rad)
        if self.focused:
            pygame.draw.rect(surface, theme.FOCUS, face.inflate(ctx.s(6), ctx.s(6)).move(0, depth // 2),
                             width=max(2, ctx.s(2.5)), border_radius=rad + ctx.s(3))
        font = ctx.font(self.size)
        left, right = face.x + ctx.s(14), face.right - ctx.s(14)
        if self.hint:
            hf = ctx.font(12)
            hint_img = hf.render(self.hint, True, theme.INK_SOFT if self.enabled else ink)
            chip = hint_img.get_rect()
            chip.w += ctx.s(10)
            chip.h = max(chip.h, ctx.s(18))
            chip.midright = (face.right - ctx.s(10), face.centery)
            if chip.w < face.w // 3:
                pygame.draw.rect(surface, theme.PAPER_SHADE if self.enabled else top, chip,
                                 border_radius=ctx.s(4))
                surface.blit(hint_img, hint_img.get_rect(center=chip.center))
                right = chip.left - ctx.s(8)
        label_w = font.size(self.label)[0]
        cx = face.centerx
        if cx + label_w // 2 > right or cx - label_w // 2 < left:
            cx = (left + right) // 2
        theme.blit_text(surface, font, self.label, ink, (cx, face.centery), "center",
                        max_width=right - left)


class Checkbox(Widget):
    def __init__(self, id: str, label: str, checked: bool = False, **kw):
        super().__init__(id, **kw)
        self.label, self.checked = label, checked

    def activate(self) -> bool:
        if not self.enabled:
            return False
        self.checked = not self.checked
        return True

    def draw(self, surface, ctx) -> None:
        r = self.rect
        box = pygame.Rect(0, 0, ctx.s(22), ctx.s(22))
        box.midleft = (r.x + ctx.s(4), r.centery)
        ink = theme.CREAM_TEXT if self.enabled else theme.MUTED_TEXT
        fill = theme.IVORY if self.enabled else (130, 146, 136)
        if self.hovered and self.enabled:
            fill = theme.lighten(theme.HL_HOVER, 0.6)
        pygame.draw.rect(surface, fill, box, border_radius=ctx.s(4))
        pygame.draw.rect(surface, theme.TILE_BACK_DARK, box, width=max(1, ctx.s(1.5)),
                         border_radius=ctx.s(4))
        if self.checked:
            pts = [(box.x + box.w * 0.22, box.y + box.h * 0.52), (box.x + box.w * 0.43, box.y + box.h * 0.74),
                   (box.x + box.w * 0.8, box.y + box.h * 0.26)]
            pygame.draw.lines(surface, theme.TILE_BACK if self.enabled else (90, 100, 96), False, pts,
                              max(2, ctx.s(3)))
        if self.focused:
            pygame.draw.rect(surface, theme.FOCUS, r.inflate(ctx.s(6), ctx.s(2)), width=max(2, ctx.s(2)),
                             border_radius=ctx.s(6))
        text_x = box.right + ctx.s(10)
        theme.blit_text(surface, ctx.font(16), self.label, ink, (text_x, r.centery), "midleft",
                        max_width=r.right - text_x - ctx.s(4))


class Segmented(Widget):
    """A row of mutually exclusive choices; Left/Right change the value while focused."""
    consumes_horizontal = True

    def __init__(self, id: str, options: list[tuple[str, str]], value: str, **kw):
        super().__init__(id, **kw)
        self.options, self.value = options, value
        self.hover_index = -1

    def index(self) -> int:
        return [v for v, _ in self.options].index(self.value)

    def _segments(self) -> list[pygame.Rect]:
        n = len(self.options)
        w = self.rect.w / n
        return [pygame.Rect(round(self.rect.x + i * w), self.rect.y, round(w), self.rect.h) for i in range(n)]

    def click(self, pos) -> bool:
        for i, seg in enumerate(self._segments()):
            if seg.collidepoint(pos) and self.enabled and self.options[i][0] != self.value:
                self.value = self.options[i][0]
                return True
        return False

    def activate(self) -> bool:
        return self._shift(1, wrap=True)

    def key(self, event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            return self._shift(-1 if event.key == pygame.K_LEFT else 1)
        return False

    def _shift(self, d: int, wrap: bool = False) -> bool:
        if not self.enabled:
            return False
        i = self.index() + d
        if wrap:
            i %= len(self.options)
        if 0 <= i < len(self.options) and self.options[i][0] != self.value:
            self.value = self.options[i][0]
            return True
        return False

    def draw(self, surface, ctx) -> None:
        rad = ctx.s(8)
        pygame.draw.rect(surface, theme.darken(theme.FELT_DARK, 0.25), self.rect, border_radius=rad)
        segs = self._segments()
        longest = max((lbl for _, lbl in self.options), key=lambda t: ctx.font(16).size(t)[0])
        font = theme.fit_font(ctx, longest, 16, segs[0].w - ctx.s(12), min_size=12)
        for i, (seg, (value, label)) in enumerate(zip(segs, self.options)):
            sel = value == self.value
            inner = seg.inflate(-ctx.s(4), -ctx.s(4))
            if sel:
                pygame.draw.rect(surface, theme.IVORY if self.enabled else (160, 168, 160), inner,
                                 border_radius=rad - 2)
            elif self.hovered and inner.collidepoint(pygame.mouse.get_pos()):
                pygame.draw.rect(surface, theme.FELT_LIGHT, inner, border_radius=rad - 2)
            ink = theme.INK if sel else (theme.CREAM_TEXT if self.enabled else theme.MUTED_TEXT)
            theme.blit_text(surface, font, label, ink, inner.center, "center",
                            max_width=inner.w - ctx.s(8))
        pygame.draw.rect(surface, theme.GOLD if self.enabled else theme.MUTED_TEXT, self.rect,
                         width=1, border_radius=rad)
        if self.focused:
            pygame.draw.rect(surface, theme.FOCUS, self.rect.inflate(ctx.s(6), ctx.s(6)),
                             width=max(2, ctx.s(2.5)), border_radius=rad + ctx.s(3))


class Stepper(Widget):
    """[−] value [+]; Left/Right step while focused."""
    consumes_horizontal = True

    def __init__(self, id: str, value: int, lo: int, hi: int, step: int, fmt=str, **kw):
        super().__init__(id, **kw)
        self.value, self.lo, self.hi, self.step, self.fmt = value, lo, hi, step, fmt

    def _buttons(self):
        h = self.rect.h
        return (pygame.Rect(self.rect.x, self.rect.y, h, h),
                pygame.Rect(self.rect.right - h, self.rect.y, h, h))

    def change(self, d: int) -> bool:
        new = max(self.lo, min(self.hi, self.value + d * self.step))
        if new != self.value and self.enabled:
            self.value = new
            return True
        return False

    def click(self, pos) -> bool:
        minus, plus = self._buttons()
        if minus.collidepoint(pos):
            return self.change(-1)
        if plus.collidepoint(pos):
            return self.change(1)
        return False

    def activate(self) -> bool:
        return self.change(1) if self.value < self.hi else self.change(-(self.hi - self.lo) // self.step)

    def key(self, event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            return self.change(-1)
        if event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            return self.change(1)
        return False

    def draw(self, surface, ctx) -> None:
        rad = ctx.s(8)
        pygame.draw.rect(surface, theme.darken(theme.FELT_DARK, 0.25), self.rect, border_radius=rad)
        pygame.draw.rect(surface, theme.GOLD, self.rect, width=1, border_radius=rad)
        font = ctx.font(18, bold=True)
        for rect, sign, ok in zip(self._buttons(), ("−", "+"), (self.value > self.lo, self.value < self.hi)):
            inner = rect.inflate(-ctx.s(6), -ctx.s(6))
            pygame.draw.rect(surface, theme.IVORY if ok else (120, 134, 126), inner, border_radius=rad - 2)
            theme.blit_text(surface, font, sign, theme.INK if ok else theme.INK_SOFT, inner.center, "center")
        theme.blit_text(surface, ctx.font(17), self.fmt(self.value), theme.CREAM_TEXT,
                        self.rect.center, "center")
        if self.focused:
            pygame.draw.rect(surface, theme.FOCUS, self.rect.inflate(ctx.s(6), ctx.s(6)),
                             width=max(2, ctx.s(2.5)), border_radius=rad + ctx.s(3))


KEY_LABELS = {"escape": "Esc", "return": "Enter", "space": "Space", "backspace": "BS",
              "up": "↑", "down": "↓", "left": "←", "right": "→", "tab": "Tab",
              "page up": "PgUp", "page down": "PgDn", "delete": "Del"}


def key_label(name: str | None) -> str:
    """Short display form of a pygame key name ("up" -> "↑", "f11" -> "F11", "s" -> "S")."""
    if not name:
        return ""
    if name in KEY_LABELS:
        return KEY_LABELS[name]
    return name.upper() if len(name) <= 3 else name.title()


def draw_tooltip(surface, ctx, text: str, anchor: pygame.Rect) -> None:
    """A paper tooltip below (or above) ``anchor``, word-wrapped for ja and en."""
    font = ctx.font(15)
    max_w = min(ctx.s(380), surface.get_width() - ctx.s(24))
    lines = theme.wrap_text(font, text, max_w - ctx.s(20))
    w = max(font.size(line)[0] for line in lines) + ctx.s(20)
    h = len(lines) * font.get_linesize() + ctx.s(14)
    box = pygame.Rect(0, 0, w, h)
    box.midtop = (anchor.centerx, anchor.bottom + ctx.s(8))
    if box.bottom > surface.get_height() - ctx.s(6):
        box.midbottom = (anchor.centerx, anchor.top - ctx.s(8))
    box.clamp_ip(surface.get_rect().inflate(-ctx.s(8), -ctx.s(8)))
    theme.shadow(surface, box, ctx.s(5), ctx.s(4))
    pygame.draw.rect(surface, (255, 250, 226), box, border_radius=ctx.s(5))
    pygame.draw.rect(surface, theme.PAPER_LINE, box, width=1, border_radius=ctx.s(5))
    for i, line in enumerate(lines):
        surface.blit(font.render(line, True, theme.INK), (box.x + ctx.s(10), box.y + ctx.s(7) + i * font.get_linesize()))


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

    def set_widgets(self, widgets: list[Widget], keep_focus_id: str | None = None) -> None:
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
        if e.type == pygame.MOUSEWHEEL:
            w = self.hover if isinstance(self.hover, ScrollList) else None
            if w is None:
                w = next((x for x in self.widgets if isinstance(x, ScrollList)
                          and x.hit(pygame.mouse.get_pos())), None)
            if w:
                w.scroll_by(-e.y * 3)
            return None
        if e.type == pygame.TEXTINPUT:
            if isinstance(self.focus, TextInput) and self.focus.enabled:
                return self.focus if self.focus.insert(e.text) else None
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
        if f and isinstance(f, TextInput) and (e.unicode and e.unicode.isprintable()
                                                 or e.key in (pygame.K_LEFT, pygame.K_RIGHT)):
            return None        # typing is handled by TEXTINPUT; keep letters from firing shortcuts
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
        if (vertical and not (f and f.consumes_vertical)) or (horizontal and not (f and f.consumes_horizontal)):
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
        if tip_w:
            draw_tooltip(surface, self.ctx, tip_w.tooltip, tip_w.rect)
