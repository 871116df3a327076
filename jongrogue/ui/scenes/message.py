"""A modal message overlay: a title, a word-wrapped body and one or more buttons.

``MessageScene(ctx, title, body, buttons=[("ok", label, "primary")], tag="...")`` pops with the
chosen button id (Esc pops with ``cancel_id``, by default the last button). The scene beneath
receives it in ``resume(result, child)`` and can tell dialogs apart by ``child.tag``; an
``on_result(result) -> Transition | None`` callback may be given instead.
"""

from __future__ import annotations

import pygame

from jongrogue.ui import theme
from jongrogue.ui.scene import Pop, Scene
from jongrogue.ui.widgets import Button, Form


class MessageScene(Scene):
    is_overlay = True
    name = "message"

    def __init__(
        self,
        ctx,
        title: str,
        body: str,
        buttons=None,
        *,
        tag: str = "",
        cancel_id: str | None = None,
        on_result=None,
        kind: str = "info",
        said_body: str | None = None,
    ):
        super().__init__(ctx)
        self.title, self.body, self.tag, self.kind = title, body, tag, kind
        self.said_body = said_body  # the body by ear, where it differs (no file path read out)
        self.button_specs = buttons or [("ok", ctx.t("common.ok"), "primary")]
        self.cancel_id = cancel_id or self.button_specs[-1][0]
        self.on_result = on_result
        self.default_id = self.button_specs[0][0]  # the button Enter presses at first
        self.form = Form(ctx)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.result = None

    def layout(self, size) -> None:
        ctx = self.ctx
        lw, lh = ctx.layout.logical
        # wide enough for every button label (17 px text + 14 px padding each side), 600 at least
        label_w = (
            max(ctx.font(17).size(label)[0] for _, label, _ in self.button_specs) / ctx.layout.scale
        )
        n = len(self.button_specs)
        w = min(max(600, 64 + n * (label_w + 36) + (n - 1) * 14), lw - 60)
        # buttons never truncate their labels: as many per row as fit whole, then another row
        bw = min(220, max(label_w + 36, (w - 64 - (n - 1) * 14) / n), w - 64)
        per_row = max(1, min(n, int((w - 64 + 14) // (bw + 14))))
        rows = (n + per_row - 1) // per_row
        body_font = ctx.font(17)
        body_h = theme.paragraph_height(body_font, self.body, ctx.s(w - 64)) / ctx.layout.scale
        title_h = (
            theme.paragraph_height(ctx.font(24, serif=True), self.title, ctx.s(w - 64))
            / ctx.layout.scale
        )
        buttons_h = rows * 48 + (rows - 1) * 12
        h = min(lh - 40, 36 + title_h + 14 + body_h + 30 + buttons_h + 30)
        self.panel = ctx.layout.centered(w, h)
        buttons = []
        for i, (bid, label, style) in enumerate(self.button_specs):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            x = (w - (in_row * bw + (in_row - 1) * 14)) / 2 + col * (bw + 14)
            b = Button(bid, label, style=style, size=17)
            b.rect = pygame.Rect(
                self.panel.x + ctx.s(x),
                self.panel.bottom - ctx.s(30 + buttons_h - row * 60),
                ctx.s(bw),
                ctx.s(48),
            )
            buttons.append(b)
        self.form.set_widgets(buttons)
        if self.form.focus is None:
            self.form.set_focus(next((b for b in buttons if b.id == self.default_id), buttons[0]))

    def finish(self, result):
        self.result = result
        if self.on_result is not None:
            follow = self.on_result(result)
            if follow is not None:
                return follow
        return Pop(result)

    def handle_event(self, e):
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            return self.finish(self.cancel_id)
        w = self.form.handle_event(e)
        if w is not None:
            return self.finish(w.id)
        return None

    def update(self, dt):
        self.form.update(dt)

    def draw(self, surface) -> None:
        ctx = self.ctx
        theme.paper_panel(surface, self.panel, ctx, radius=8)
        accent = theme.RED_INK if self.kind == "error" else theme.TILE_BACK
        pygame.draw.rect(
            surface,
            accent,
            (self.panel.x, self.panel.y, self.panel.w, ctx.s(8)),
            border_top_left_radius=ctx.s(8),
            border_top_right_radius=ctx.s(8),
        )
        inner = self.panel.inflate(-ctx.s(64), 0)
        y = self.panel.y + ctx.s(36)
        y += theme.blit_paragraph(
            surface,
            ctx.font(24, serif=True),
            self.title,
            theme.INK,
            pygame.Rect(inner.x, y, inner.w, 10),
        )
        y += ctx.s(14)
        body_area = pygame.Rect(inner.x, y, inner.w, self.panel.bottom - ctx.s(30 + 48 + 20) - y)
        clip = surface.get_clip()
        surface.set_clip(body_area)
        theme.blit_paragraph(surface, ctx.font(17), self.body, theme.INK_SOFT, body_area)
        surface.set_clip(clip)
        self.form.draw(surface)
