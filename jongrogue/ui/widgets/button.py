"""Buttons and the checkbox of the menu screens, and the short labels of key names."""

from __future__ import annotations

import pygame

from jongrogue.ui import theme
from jongrogue.ui.widgets.base import Widget

KEY_LABELS = {
    "escape": "Esc",
    "return": "Enter",
    "space": "Space",
    "backspace": "BS",
    "up": "↑",
    "down": "↓",
    "left": "←",
    "right": "→",
    "tab": "Tab",
    "page up": "PgUp",
    "page down": "PgDn",
    "delete": "Del",
}


def key_label(name: str | None) -> str:
    """Short display form of a pygame key name ("up" -> "↑", "f11" -> "F11", "s" -> "S")."""
    if not name:
        return ""
    if name in KEY_LABELS:
        return KEY_LABELS[name]
    return name.upper() if len(name) <= 3 else name.title()


class Button(Widget):
    """A bone-white tile-like button. ``shortcut`` is a pygame key name (e.g. "n", "escape")."""

    def __init__(
        self,
        id: str,
        label: str,
        *,
        shortcut: str | None = None,
        style: str = "normal",
        enabled: bool = True,
        tooltip: str | None = None,
        hint: str | None = None,
        size: float = 19,
    ):
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
            pygame.draw.rect(
                surface,
                theme.FOCUS,
                face.inflate(ctx.s(6), ctx.s(6)).move(0, depth // 2),
                width=max(2, ctx.s(2.5)),
                border_radius=rad + ctx.s(3),
            )
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
                pygame.draw.rect(
                    surface,
                    theme.PAPER_SHADE if self.enabled else top,
                    chip,
                    border_radius=ctx.s(4),
                )
                surface.blit(hint_img, hint_img.get_rect(center=chip.center))
                right = chip.left - ctx.s(8)
        label_w = font.size(self.label)[0]
        cx = face.centerx
        if cx + label_w // 2 > right or cx - label_w // 2 < left:
            cx = (left + right) // 2
        theme.blit_text(
            surface, font, self.label, ink, (cx, face.centery), "center", max_width=right - left
        )


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
        # greyed: an empty outline and faded words, nothing that looks like it can be ticked
        ink = theme.CREAM_TEXT if self.enabled else theme.DISABLED_TEXT
        if self.enabled:
            fill = theme.lighten(theme.HL_HOVER, 0.6) if self.hovered else theme.IVORY
            pygame.draw.rect(surface, fill, box, border_radius=ctx.s(4))
        pygame.draw.rect(
            surface,
            theme.TILE_BACK_DARK if self.enabled else theme.DISABLED_TEXT,
            box,
            width=max(1, ctx.s(1.5)),
            border_radius=ctx.s(4),
        )
        if self.checked and self.enabled:  # (greyed, it is off: the tick is remembered, not drawn)
            pts = [
                (box.x + box.w * 0.22, box.y + box.h * 0.52),
                (box.x + box.w * 0.43, box.y + box.h * 0.74),
                (box.x + box.w * 0.8, box.y + box.h * 0.26),
            ]
            pygame.draw.lines(
                surface,
                theme.TILE_BACK,
                False,
                pts,
                max(2, ctx.s(3)),
            )
        if self.focused:
            pygame.draw.rect(
                surface,
                theme.FOCUS,
                r.inflate(ctx.s(6), ctx.s(2)),
                width=max(2, ctx.s(2)),
                border_radius=ctx.s(6),
            )
        text_x = box.right + ctx.s(10)
        theme.blit_text(
            surface,
            ctx.font(16),
            self.label,
            ink,
            (text_x, r.centery),
            "midleft",
            max_width=r.right - text_x - ctx.s(4),
        )
