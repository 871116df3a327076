"""Death (死亡する): the cause, where and how far; then Game over (G) or Continue (C), or Undo
(Ctrl+Z) when the mode allows taking back the fatal blow (the rulebook's "Undo and death").

Sends ``game_over`` / ``continue_game`` through the controller and pops with that command's name;
Undo pops with "undo" and the table undoes (asking first, as everywhere). "Export morgue" (E, top
right) writes the run's report so far (``ui/morgue_export.py``).
"""

from __future__ import annotations

import pygame

from jongrogue.engine import cmd
from jongrogue.text import sheet_words as text
from jongrogue.text import strings
from jongrogue.ui import theme
from jongrogue.ui.morgue_export import export_game
from jongrogue.ui.scene import Pop, Scene
from jongrogue.ui.scenes.common import tile
from jongrogue.ui.scenes.undo_keys import UNDO_KEY, undo_key
from jongrogue.ui.sheets.tooltip import legal_of, view_of
from jongrogue.ui.widgets import Button, Form


class DeathScene(Scene):
    is_overlay = True
    dim_alpha = 200
    name = "death"

    def __init__(self, ctx, controller):
        super().__init__(ctx)
        self.controller = controller
        self.form = Form(ctx)
        self.error = ""

    def layout(self, size) -> None:
        ctx = self.ctx
        lang = ctx.lang
        lw, lh = ctx.layout.logical
        w, h = min(640, lw - 60), min(424, lh - 60)
        self.card = ctx.layout.centered(w, h)
        legal = {c.type for c in legal_of(self.controller)}
        can_undo = getattr(self.controller, "can_undo", None)  # a controller or a Game
        ok = bool(can_undo and can_undo()[0])
        self.undo = (
            Button(
                "undo",
                text.ui(lang, "death.undo"),
                shortcut="z",
                hint="Ctrl+Z",
                size=16,
                tooltip=text.ui(lang, "death.undo_hint"),
            )
            if ok
            else None
        )
        n = 3 if self.undo else 2
        bw = (w - 64 - 20 * (n - 1)) / n
        self.over = Button(
            "game_over",
            text.ui(lang, "death.game_over"),
            shortcut="g",
            style="danger",
            size=18,
            tooltip=text.ui(lang, "death.game_over_hint"),
            enabled=not legal or "game_over" in legal,
        )
        self.cont = Button(
            "continue_game",
            text.ui(lang, "death.continue"),
            shortcut="c",
            style="primary",
            size=18,
            tooltip=text.ui(lang, "death.continue_hint"),
            enabled=not legal or "continue_game" in legal,
        )
        if self.undo:  # three buttons: a size at which every label fits
            size = 18
            while size > 12 and any(
                ctx.font(size).size(b.label)[0] + ctx.s(70) > ctx.s(bw)
                for b in (self.undo, self.over, self.cont)
            ):
                size -= 1
            for b in (self.undo, self.over, self.cont):
                b.size = size
        y = self.card.bottom - ctx.s(32 + 52)
        row = ([self.undo] if self.undo else []) + [self.over, self.cont]
        for i, b in enumerate(row):
            b.rect = pygame.Rect(self.card.x + ctx.s(32 + i * (bw + 20)), y, ctx.s(bw), ctx.s(52))
        self.export = Button("export", ctx.t("runs.export"), shortcut="e", size=13, style="normal")
        # as wide as its words and key need (clear of the title beside it)
        ew = max(ctx.s(150), ctx.font(13).size(self.export.label)[0] + ctx.s(70))
        self.export.rect = pygame.Rect(
            self.card.right - ctx.s(12) - ew, self.card.y + ctx.s(16), ew, ctx.s(30)
        )
        # No button has the focus at first: Enter or Space (pressed again and again to play on)
        # never chooses past a death unseen; C, G, a click or Tab then Enter does.
        self.form.set_widgets(
            [self.cont, self.over] + ([self.undo] if self.undo else []) + [self.export]
        )

    def handle_event(self, e):
        which = undo_key(self.ctx, e)  # (a bare Z is not undo anywhere)
        if which == "redo":
            return Pop((UNDO_KEY, which))  # the table redoes
        if which == "undo":
            if self.undo is None:
                can_undo = getattr(self.controller, "can_undo", None)
                self.error = can_undo()[1] if can_undo else ""
                self.ctx.sound.play("error")
                return None
            return Pop("undo")
        w = self.form.handle_event(e)
        if w is not None and w is self.undo:
            return Pop("undo")
        if w is self.export:
            export_game(self.ctx, self.controller.game)
            return None
        if w in (self.over, self.cont):
            ok, reason = self.controller.execute(cmd(w.id))
            if ok:
                return Pop(w.id)
            self.error = text.ui(self.ctx.lang, "camp.why.rejected", reason=reason)
            self.ctx.sound.play("error")
        return None

    def update(self, dt):
        self.form.update(dt)

    def draw(self, surface) -> None:
        ctx, lang = self.ctx, self.ctx.lang
        view = view_of(self.controller)
        pc = view.get("pc") or {}
        card = self.card
        theme.paper_panel(surface, card, ctx, radius=8)
        pygame.draw.rect(
            surface,
            theme.RED_INK,
            (card.x, card.y, card.w, ctx.s(8)),
            border_top_left_radius=ctx.s(8),
            border_top_right_radius=ctx.s(8),
        )
        cx = card.centerx
        y = card.y + ctx.s(28)
        r = theme.blit_text(
            surface,
            ctx.font(40, serif=True, bold=True),
            text.ui(lang, "death.title"),
            theme.INK,
            (cx + ctx.s(30), y),
            "midtop",
        )
        pc_tile = tile("p1", ctx.s(40), sideways=True)  # the PC's p1, fallen over
        if pc_tile is not None:
            surface.blit(
                pc_tile, pc_tile.get_rect(midright=(r.x - ctx.s(16), r.centery + ctx.s(4)))
            )
        y = r.bottom + ctx.s(14)
        theme.blit_text(
            surface,
            ctx.font(14),
            text.ui(lang, "death.cause_label"),
            theme.INK_SOFT,
            (cx, y),
            "midtop",
        )
        y += ctx.s(22)
        cause = strings.cause_name(lang, view.get("death_cause"))
        r = theme.blit_text(
            surface,
            ctx.font(32, serif=True),
            cause,
            theme.RED_INK,
            (cx, y),
            "midtop",
            max_width=card.w - ctx.s(60),
        )
        y = r.bottom + ctx.s(22)
        facts = [
            ("field.floor", text.ui(lang, "death.floor", n=pc.get("floor", ""))),
            ("field.level", str(pc.get("level", ""))),
            ("field.gold", f"{pc.get('gold', 0):,}"),
            ("field.continues", str(pc.get("continues", 0))),
        ]
        left, right = card.x + ctx.s(32), card.right - ctx.s(32)
        cell_w = (right - left) / len(facts)
        pygame.draw.line(surface, theme.PAPER_LINE, (left, y), (right, y))
        for i, (key, value) in enumerate(facts):
            fx = left + cell_w * (i + 0.5)
            if i:
                pygame.draw.line(
                    surface,
                    theme.PAPER_LINE,
                    (left + cell_w * i, y + ctx.s(6)),
                    (left + cell_w * i, y + ctx.s(56)),
                )
            theme.blit_text(
                surface,
                ctx.font(13),
                text.name(lang, key),
                theme.INK_SOFT,
                (fx, y + ctx.s(8)),
                "midtop",
                max_width=round(cell_w) - ctx.s(8),
            )
            theme.blit_text(
                surface,
                ctx.font(20, bold=True),
                value,
                (28, 58, 140),
                (fx, y + ctx.s(28)),
                "midtop",
                max_width=round(cell_w) - ctx.s(8),
            )
        y += ctx.s(62)
        pygame.draw.line(surface, theme.PAPER_LINE, (left, y), (right, y))
        y -= ctx.s(32)
        hint = self.form.focus.tooltip if self.form.focus else text.ui(lang, "death.choose_hint")
        if self.error:
            hint = self.error
        if hint:
            theme.blit_paragraph(
                surface,
                ctx.font(14),
                hint,
                theme.RED_INK if self.error else theme.INK_SOFT,
                pygame.Rect(card.x + ctx.s(40), y + ctx.s(46), card.w - ctx.s(80), ctx.s(50)),
                align="center",
            )
        self.form.draw(surface)
