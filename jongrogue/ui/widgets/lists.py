"""Text input (the seed field) and the scrolling list (chapters, key bindings, score rows)."""

from __future__ import annotations

import pygame

from jongrogue.ui import theme
from jongrogue.ui.widgets.base import Widget


class TextInput(Widget):
    """A one-line text field; ``numeric`` accepts digits only. Typing arrives as TEXTINPUT events;
    Backspace / Delete / Home / End / Left / Right edit while focused; Ctrl+A selects the whole
    text (what is typed or pasted next replaces it), Ctrl+V pastes, Ctrl+C copies."""

    consumes_horizontal = True

    def __init__(
        self,
        id: str,
        text: str = "",
        *,
        numeric: bool = False,
        max_len: int = 20,
        placeholder: str = "",
        refusal: str = "",
        **kw,
    ):
        super().__init__(id, **kw)
        self.refusal = refusal  # said when typing is refused (a letter, one digit too many)
        self.text, self.numeric, self.max_len, self.placeholder = (
            text,
            numeric,
            max_len,
            placeholder,
        )
        self.cursor = len(text)
        self.blink = 0.0
        self.all_selected = False

    def insert(self, s: str) -> bool:
        if self.all_selected:
            self.text, self.cursor, self.all_selected = "", 0, False
        if self.numeric:
            s = "".join(ch for ch in s if ch.isdigit())
        s = s[: max(0, self.max_len - len(self.text))]
        if not s:
            return False
        self.text = self.text[: self.cursor] + s + self.text[self.cursor :]
        self.cursor += len(s)
        return True

    def set_text(self, text: str) -> None:
        self.text = text[: self.max_len]
        self.cursor = len(self.text)
        self.all_selected = False

    def key(self, event) -> bool:
        k = event.key
        if event.mod & pygame.KMOD_CTRL and k in EDIT_KEYS:
            return self._edit_key(k)
        if self.all_selected:  # as in any text field: the selection's start or end, or gone
            self.all_selected = False
            if k in (pygame.K_BACKSPACE, pygame.K_DELETE):
                self.text, self.cursor = "", 0
                return True
            if k in (pygame.K_LEFT, pygame.K_HOME):
                self.cursor = 0
                return False
        if k == pygame.K_BACKSPACE and self.cursor > 0:
            self.text = self.text[: self.cursor - 1] + self.text[self.cursor :]
            self.cursor -= 1
            return True
        if k == pygame.K_DELETE and self.cursor < len(self.text):
            self.text = self.text[: self.cursor] + self.text[self.cursor + 1 :]
            return True
        if k == pygame.K_LEFT:
            self.cursor = max(0, self.cursor - 1)
        elif k == pygame.K_RIGHT:
            self.cursor = min(len(self.text), self.cursor + 1)
        elif k == pygame.K_HOME:
            self.cursor = 0
        elif k == pygame.K_END:
            self.cursor = len(self.text)
        return False

    def _edit_key(self, k: int) -> bool:
        if k == pygame.K_a:
            self.all_selected = bool(self.text)
            self.cursor = len(self.text)
            return False
        if k == pygame.K_c:
            _clipboard_put(self.text)
            return False
        pasted = " ".join(_clipboard_get().split())  # one line: a path copied with its newline
        return self.insert(pasted) if pasted else False

    def click(self, pos) -> bool:
        self.all_selected = False
        return False

    def draw(self, surface, ctx) -> None:
        r = self.rect
        rad = ctx.s(6)
        pygame.draw.rect(
            surface, theme.IVORY if self.enabled else (170, 176, 168), r, border_radius=rad
        )
        pygame.draw.rect(
            surface,
            theme.FOCUS if self.focused else theme.IVORY_EDGE,
            r,
            width=max(2, ctx.s(2)) if self.focused else 1,
            border_radius=rad,
        )
        font = ctx.font(18)
        pad = ctx.s(10)
        shown = self.text or self.placeholder
        colour = theme.INK if self.text else theme.INK_SOFT
        img = font.render(shown, True, colour)
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-pad, 0))
        at = img.get_rect(midleft=(r.x + pad, r.centery))
        if self.all_selected and self.focused:
            pygame.draw.rect(surface, theme.SELECTION, at.inflate(ctx.s(4), ctx.s(2)))
        surface.blit(img, at)
        if self.focused and (pygame.time.get_ticks() // 530) % 2 == 0:
            x = r.x + pad + font.size(self.text[: self.cursor])[0]
            pygame.draw.line(
                surface,
                theme.INK,
                (x, r.y + ctx.s(7)),
                (x, r.bottom - ctx.s(7)),
                max(1, ctx.s(1.5)),
            )
        surface.set_clip(clip)


# Ctrl+ these edit the field and are never a screen's shortcut while it has the focus.
EDIT_KEYS = (pygame.K_a, pygame.K_c, pygame.K_v)


def edits_text(focus, event) -> bool:
    """``event`` is Ctrl+A / C / V for the focused text field (before any Ctrl shortcut of the
    app, such as the speech keys' Ctrl+A "say again")."""
    return (
        isinstance(focus, TextInput)
        and focus.enabled
        and bool(event.mod & pygame.KMOD_CTRL)
        and event.key in EDIT_KEYS
    )


def _clipboard_get() -> str:
    try:
        return pygame.scrap.get_text() or ""
    except pygame.error:  # no clipboard (no window, or the video driver has none)
        return ""


def _clipboard_put(text: str) -> None:
    try:
        pygame.scrap.put_text(text)
    except pygame.error:
        pass


class ScrollList(Widget):
    """A vertical list with a selection, a scroll bar, wheel, drag and keyboard navigation.

    ``draw_item(surface, ctx, index, rect, selected, hovered)`` draws one row; ``items`` is any
    sequence. Up/Down/PageUp/PageDown/Home/End move the selection while focused; Enter or a
    click "activates" the selected row (``activated`` is True for the event that did it);
    ``click_activates``: a click on any row activates it (rows that each do something, rather
    than a choice a second click confirms)."""

    consumes_vertical = True

    def __init__(
        self,
        id: str,
        items,
        draw_item,
        *,
        item_height: float = 36,
        selectable: bool = True,
        click_activates: bool = False,
        **kw,
    ):
        super().__init__(id, **kw)
        self.click_activates = click_activates
        self.items, self.draw_item = list(items), draw_item
        self.item_height = item_height  # logical; multiplied by ctx scale at layout
        self.row_px = 36
        self.selectable = selectable
        self.selected = 0 if (self.items and selectable) else -1
        self.top = 0  # first visible pixel offset
        self.dragging = False
        self.activated = False
        self._drag_dy = 0
        self.bar_w = 0  # scroll bar width in px (0: automatic)
        self.focus_ring = True

    # -- geometry ------------------------------------------------------------------------------
    def set_row_px(self, px: int) -> None:
        self.row_px = max(8, px)
        self.clamp()

    @property
    def content_h(self) -> int:
        return len(self.items) * self.row_px

    def max_top(self) -> int:
        return max(0, self.content_h - self.rect.h)

    def clamp(self) -> None:
        self.top = max(0, min(self.top, self.max_top()))

    def scroll_by(self, rows: float) -> None:
        self.top += int(rows * self.row_px)
        self.clamp()

    def ensure_visible(self, i: int) -> None:
        y = i * self.row_px
        if y < self.top:
            self.top = y
        elif y + self.row_px > self.top + self.rect.h:
            self.top = y + self.row_px - self.rect.h
        self.clamp()

    def bar_rects(self):
        w = self.bar_w or max(6, min(10, self.rect.w // 40))
        track = pygame.Rect(self.rect.right - w - 2, self.rect.y + 2, w, self.rect.h - 4)
        if self.content_h <= self.rect.h:
            return track, None
        h = max(w * 3, track.h * self.rect.h // self.content_h)
        y = track.y + (track.h - h) * self.top // max(1, self.max_top())
        return track, pygame.Rect(track.x, y, w, h)

    def index_at(self, pos) -> int:
        i = (pos[1] - self.rect.y + self.top) // self.row_px
        return i if 0 <= i < len(self.items) else -1

    # -- input ---------------------------------------------------------------------------------
    def press(self, pos) -> bool:
        self.activated = False
        track, thumb = self.bar_rects()
        if thumb and track.inflate(8, 0).collidepoint(pos):
            if thumb.collidepoint(pos):
                self.dragging, self._drag_dy = True, pos[1] - thumb.y
            else:
                self.scroll_by((1 if pos[1] > thumb.y else -1) * self.rect.h / self.row_px)
            return False
        i = self.index_at(pos)
        if i < 0 or not self.selectable:
            return False
        self.activated = self.click_activates or i == self.selected
        self.selected = i
        self.ensure_visible(i)
        return True

    def drag(self, pos) -> None:
        track, thumb = self.bar_rects()
        if thumb is None:
            return
        frac = (pos[1] - self._drag_dy - track.y) / max(1, track.h - thumb.h)
        self.top = int(frac * self.max_top())
        self.clamp()

    def select(self, i: int) -> bool:
        if not self.items:
            return False
        i = max(0, min(len(self.items) - 1, i))
        changed = i != self.selected
        self.selected = i
        self.ensure_visible(i)
        return changed

    def key(self, event) -> bool:
        self.activated = False
        page = max(1, self.rect.h // self.row_px - 1)
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}
        if not self.selectable:
            if event.key in moves:
                self.scroll_by(moves[event.key])
            elif event.key in (pygame.K_HOME, pygame.K_END):
                self.top = 0 if event.key == pygame.K_HOME else self.max_top()
            return False
        if event.key in moves:
            return self.select(self.selected + moves[event.key])
        if event.key == pygame.K_HOME:
            return self.select(0)
        if event.key == pygame.K_END:
            return self.select(len(self.items) - 1)
        return False

    def activate(self) -> bool:
        self.activated = self.selectable and 0 <= self.selected < len(self.items)
        return self.activated

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface, ctx) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        first = self.top // self.row_px
        mouse = pygame.mouse.get_pos()
        for i in range(first, min(len(self.items), first + self.rect.h // self.row_px + 2)):
            row = pygame.Rect(
                self.rect.x,
                self.rect.y + i * self.row_px - self.top,
                self.rect.w - self.bar_rects()[0].w - ctx.s(8),
                self.row_px,
            )
            self.draw_item(
                surface, ctx, i, row, i == self.selected, self.hovered and row.collidepoint(mouse)
            )
        surface.set_clip(clip)
        track, thumb = self.bar_rects()
        if thumb:
            pygame.draw.rect(
                surface, theme.darken(theme.FELT_DARK, 0.45), track, border_radius=track.w // 2
            )
            pygame.draw.rect(surface, theme.GOLD, thumb, border_radius=track.w // 2)
        if self.focused and self.focus_ring:
            pygame.draw.rect(
                surface,
                theme.FOCUS,
                self.rect.inflate(ctx.s(6), ctx.s(6)),
                width=max(2, ctx.s(2)),
                border_radius=ctx.s(6),
            )
