"""The end of a run (game over, forced end): cause, floors, score and the check that decided it,
with Score card (S), Replay (R), Review (V: the replay with the death review running) and New game (N); Esc closes the card (the table stays, read-only).
"Export morgue" (E, top right) writes the run's report (``ui/morgue_export.py``) and the card stays.

Pops with "score_card" / "replay" / "review" / "new_game" / None; the table acts on it.
"""

from __future__ import annotations

import pygame

from jongrogue.speech.speaker import joined
from jongrogue.text import strings
from jongrogue.ui import theme
from jongrogue.ui.board.common import tt
from jongrogue.ui.morgue_export import export_game
from jongrogue.ui.scene import Pop, Scene
from jongrogue.ui.scenes.undo_keys import pass_on
from jongrogue.ui.widgets import Button, Form


def fatal_check(log) -> str:
    """The last check line of the command that killed the PC: the roll that decided the run
    (none when no roll did, e.g. a starvation: the food check is not a roll)."""
    died = next((i for i in range(len(log) - 1, -1, -1) if log[i].extra.get("died")), None)
    if died is None:
        return ""
    for e in reversed(log[:died]):
        if e.index != log[died].index:
            break
        if "success" in e.extra:
            return e.text
    return ""


class RunEndScene(Scene):
    is_overlay = True
    dim_alpha = 190
    name = "run_end"

    def __init__(self, ctx, controller):
        super().__init__(ctx)
        self.controller = controller
        self.form = Form(ctx)
        self.way_out_rect: pygame.Rect | None = None  # where the card says Esc closes it

    def layout(self, size) -> None:
        ctx = self.ctx
        lw, lh = ctx.layout.logical
        middle = self.middle()  # (a short middle, or none: a shorter card, no empty band)
        tall = 360 if middle is None else 400 if middle[0] == tt(ctx, "end.abandoned") else 440
        w, h = min(780, lw - 60), min(tall, lh - 60)
        self.card = ctx.layout.centered(w, h)
        bw = (w - 64 - 3 * 16) / 4
        y = self.card.bottom - ctx.s(44 + 50)  # (the way out is written under the buttons)
        self.buttons = [
            Button("score_card", tt(ctx, "end.score_card"), shortcut="s", size=17),
            Button("replay", tt(ctx, "end.replay"), shortcut="r", size=17),
            Button("review", ctx.t("learning.review"), shortcut="v", size=17),
            Button("new_game", tt(ctx, "end.new_game"), shortcut="n", style="primary", size=17),
        ]
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(self.card.x + ctx.s(32 + i * (bw + 16)), y, ctx.s(bw), ctx.s(50))
        self.export = Button("export", ctx.t("runs.export"), shortcut="e", size=13)
        self.export.rect = pygame.Rect(
            self.card.right - ctx.s(22 + 190), self.card.y + ctx.s(20), ctx.s(190), ctx.s(30)
        )
        self.form.set_widgets(self.buttons + [self.export])
        if self.form.focus is None:
            self.form.set_focus(self.buttons[0])

    def handle_event(self, e):
        if (passed := pass_on(self.ctx, e)) is not None:  # the table undoes or redoes
            return passed
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            return Pop(None)
        w = self.form.handle_event(e)
        if w is not None and w.id == "export":
            export_game(self.ctx, self.controller.game)  # (the card stays)
            return None
        return Pop(w.id) if w is not None else None

    def update(self, dt):
        self.form.update(dt)

    def fatal_text(self) -> str:
        """What decided the run: the killing command's last roll, or the food check's words; none
        for a run declared over (a death played on from before it did not end the run)."""
        cause = self.controller.view.get("death_cause")
        if cause == "starved":
            return tt(self.ctx, "end.starved_check")
        if cause == "forced_end":
            return ""
        return fatal_check(self.controller.log)

    def middle(self) -> tuple[str, str] | None:
        """The card's middle, (heading, words): how an abandoned run ended, else the check that
        decided the run; None when neither applies (the card is shorter)."""
        ctx, v = self.ctx, self.controller.view
        row = (v.get("score_card") or [{}])[-1]
        if row.get("result") == "abandoned":
            words = tt(
                ctx,
                "end.abandoned_body",
                n=len(self.controller.game.commands),  # the abandon's, as the replay counts
                floor=row.get("floor", v["pc"]["floor"]),
                deepest=row.get("deepest", v["pc"]["deepest"]),
            )
            return tt(ctx, "end.abandoned"), words
        fatal = self.fatal_text()
        return (tt(ctx, "end.fatal"), fatal) if fatal else None

    def facts(self) -> list[tuple[str, str]]:
        ctx, v = self.ctx, self.controller.view
        row = (v.get("score_card") or [{}])[-1]
        return [
            (tt(ctx, "end.floor"), str(row.get("floor", v["pc"]["floor"]))),
            (tt(ctx, "end.deepest"), str(row.get("deepest", v["pc"]["deepest"]))),
            (tt(ctx, "end.score"), f"{row.get('score') or 0:,}"),
            (tt(ctx, "end.continues"), str(row.get("continues", 0))),
        ]

    def cause_line(self) -> str:
        v = self.controller.view
        row = (v.get("score_card") or [{}])[-1]
        cause = strings.cause_name(
            self.ctx.lang, row.get("cause") or v.get("death_cause"), empty=""
        )
        return tt(self.ctx, "end.cause", cause=cause or "—")

    def speech_intro(self) -> list[str]:
        """What the card shows, by ear: the cause, the numbers, the middle."""
        words = self.ctx.spoken()
        facts = joined([f"{k} {v}" for k, v in self.facts()], words.lang)
        parts = [self.cause_line(), facts]
        middle = self.middle()
        if middle is not None:
            parts.append(f"{middle[0]}: {middle[1]}")
        parts.append(tt(self.ctx, "end.way_out"))
        return [words.speakable(p) for p in parts]

    def draw(self, surface) -> None:
        ctx = self.ctx
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
        r = theme.blit_text(
            surface,
            ctx.font(34, serif=True, bold=True),
            tt(ctx, "end.title"),
            theme.INK,
            (cx, card.y + ctx.s(24)),
            "midtop",
        )
        r = theme.blit_text(
            surface,
            ctx.font(22, serif=True),
            self.cause_line(),
            theme.RED_INK,
            (cx, r.bottom + ctx.s(10)),
            "midtop",
            max_width=card.w - ctx.s(60),
        )
        y = r.bottom + ctx.s(16)
        left, right = card.x + ctx.s(32), card.right - ctx.s(32)
        facts = self.facts()
        cell = (right - left) / len(facts)
        for i, (label, value) in enumerate(facts):
            fx = left + cell * (i + 0.5)
            theme.blit_text(
                surface,
                ctx.font(13),
                label,
                theme.INK_SOFT,
                (fx, y),
                "midtop",
                max_width=round(cell) - 8,
            )
            theme.blit_text(
                surface,
                ctx.font(22, bold=True),
                value,
                (28, 58, 140),
                (fx, y + ctx.s(20)),
                "midtop",
                max_width=round(cell) - 8,
            )
        y += ctx.s(64)
        middle = self.middle()
        if middle is not None:
            heading, words = middle
            theme.blit_text(
                surface,
                ctx.font(13, bold=True),
                heading,
                theme.INK_SOFT,
                (left, y),
                "topleft",
            )
            theme.blit_paragraph(
                surface,
                ctx.font(14),
                words,
                theme.INK,
                pygame.Rect(left, y + ctx.s(20), right - left, ctx.s(60)),
                line_gap=1.15,
            )
        self.form.draw(surface)
        self.way_out_rect = theme.blit_text(  # the way out the buttons do not show
            surface,
            ctx.font(12),
            tt(ctx, "end.way_out"),
            theme.INK_SOFT,
            (cx, self.buttons[0].rect.bottom + ctx.s(8)),
            "midtop",
            max_width=card.w - ctx.s(40),
        )
