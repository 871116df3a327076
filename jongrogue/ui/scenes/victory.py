"""Victory (勝利): the victory sheet laid out large; Enter goes on to the score card.
"Export morgue" (E, bottom right) writes the run's report (``ui/morgue_export.py``)."""

from __future__ import annotations

import pygame

from jongrogue.text import sheet_words as text
from jongrogue.ui import theme
from jongrogue.ui.morgue_export import export_game
from jongrogue.ui.scene import Replace, Scene
from jongrogue.ui.scenes import registry
from jongrogue.ui.scenes.undo_keys import pass_on
from jongrogue.ui.sheets import draw_sheet, hotspot_at
from jongrogue.ui.sheets.tooltip import draw_tooltip, view_of
from jongrogue.ui.widgets import Button, Form


class VictoryScene(Scene):
    name = "victory"

    def __init__(self, ctx, controller):
        super().__init__(ctx)
        self.controller = controller
        self.spots = []
        self.hover = None
        self.hover_time = 0.0
        self.form = Form(ctx)
        self.export = None

    def layout(self, size) -> None:
        ctx = self.ctx
        lw, lh = ctx.layout.logical
        w = min(1200, lw - 60)
        self.paper = ctx.layout.rect((lw - w) / 2, 112, w, lh - 112 - 56)
        self.export = Button("export", ctx.t("runs.export"), shortcut="e", size=14)
        self.export.rect = ctx.layout.rect(lw - 24 - 200, lh - 8 - 40, 200, 40)
        self.form.set_widgets([self.export])

    def next_scene(self):
        return registry.make("sheet", self.ctx, self.controller, "score_card")

    def handle_event(self, e):
        if (passed := pass_on(self.ctx, e)) is not None:  # the table undoes or redoes
            return passed
        if self.form.handle_event(e) is self.export:
            export_game(self.ctx, self.controller.game)
            return None
        if e.type == pygame.KEYDOWN and e.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
            pygame.K_ESCAPE,
        ):
            self.ctx.sound.play("click")
            return Replace(self.next_scene())
        if e.type == pygame.MOUSEMOTION:
            spot = hotspot_at(self.spots, e.pos)
            if (spot is None) != (self.hover is None) or (
                spot and self.hover and (spot.key, spot.rect) != (self.hover.key, self.hover.rect)
            ):
                self.hover, self.hover_time = spot, 0.0
        return None

    def update(self, dt):
        self.hover_time += dt
        self.form.update(dt)

    def draw(self, surface) -> None:
        ctx, lang = self.ctx, self.ctx.lang
        theme.draw_felt(surface)
        cx = surface.get_width() // 2
        r = theme.blit_text(
            surface,
            ctx.font(44, serif=True, bold=True),
            text.ui(lang, "victory.title"),
            theme.GOLD,
            (cx, ctx.s(16)),
            "midtop",
        )
        theme.blit_text(
            surface,
            ctx.font(17),
            text.ui(lang, "victory.subtitle"),
            theme.CREAM_TEXT,
            (cx, r.bottom + ctx.s(4)),
            "midtop",
        )
        self.spots = draw_sheet(
            surface, self.paper, "victory_sheet", view_of(self.controller), lang, mode="full"
        )
        theme.blit_text(
            surface,
            ctx.font(15),
            text.ui(lang, "victory.to_score"),
            theme.CREAM_TEXT,
            (cx, self.paper.bottom + ctx.s(18)),
            "midtop",
        )
        self.form.draw(surface)
        if self.hover is not None and self.hover_time >= 0.35:
            draw_tooltip(surface, ctx, self.hover.key, self.hover.rect)
