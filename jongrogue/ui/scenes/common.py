"""Pieces shared by the menu scenes: a felt screen with a heading, a Form and a Back button."""

from __future__ import annotations

import pygame

from jongrogue.ui import theme
from jongrogue.ui.art.tiles import tile_surface
from jongrogue.ui.scene import Pop, Scene
from jongrogue.ui.widgets import Button, Form


def tile(code: str, width: int, **kw) -> pygame.Surface | None:
    """The tile art's tile, or None while it is unavailable."""
    try:
        return tile_surface(code, width, **kw)
    except Exception:
        return None


class MenuScene(Scene):
    """A full-screen menu page: felt background, a heading, ``self.form`` and a Back button.

    Subclasses implement ``build()`` (create widgets; called on every layout, so labels follow the
    language) and ``on_widget(w)``; Esc (or Back) pops the scene."""

    title_key = ""

    def __init__(self, ctx):
        super().__init__(ctx)
        self.form = Form(ctx)
        self.back = None

    def layout(self, size) -> None:
        ctx = self.ctx
        self.back = Button("back", ctx.t("common.back"), shortcut="escape", size=17)
        lw, lh = ctx.layout.logical
        self.back.rect = ctx.layout.rect(24, lh - 24 - 46, 180, 46)
        widgets = self.build(size)
        self.form.set_widgets(widgets + [self.back])
        if self.form.focus is None and self.form.focusables():
            self.form.set_focus(self.form.focusables()[0])

    def build(self, size) -> list:
        return []

    def handle_event(self, e):
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE and not self.capturing():
            self.ctx.sound.play("click")
            return self.go_back()
        w = self.form.handle_event(e)
        if w is self.back:
            return self.go_back()
        if w is not None:
            return self.on_widget(w)
        return None

    def capturing(self) -> bool:
        """True while the scene wants Esc for itself (e.g. waiting for a key to bind)."""
        return False

    def go_back(self):
        return Pop()

    def on_widget(self, w):
        return None

    def update(self, dt):
        self.form.update(dt)

    def draw_background(self, surface) -> None:
        theme.draw_felt(surface)
        ctx = self.ctx
        font = ctx.font(34, serif=True)
        x, y = ctx.s(32), ctx.s(22)
        rect = theme.blit_text(surface, font, ctx.t(self.title_key), theme.CREAM_TEXT, (x, y))
        pygame.draw.line(
            surface,
            theme.GOLD,
            (x, rect.bottom + ctx.s(6)),
            (surface.get_width() - x, rect.bottom + ctx.s(6)),
            max(1, ctx.s(1.5)),
        )

    def content_top(self) -> int:
        """Logical y below the heading."""
        return 86

    def draw(self, surface) -> None:
        self.draw_background(surface)
        self.draw_content(surface)
        self.form.draw(surface)

    def draw_content(self, surface) -> None:
        pass
