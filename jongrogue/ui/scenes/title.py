"""The title screen: logo, decorative tiles and the main menu."""

from __future__ import annotations

import math

import pygame

import jongrogue
from jongrogue.storage.instance_lock import claim_autosave, release_autosave
from jongrogue.ui import theme, unsaved_runs
from jongrogue.ui.scene import Push, Quit, Scene
from jongrogue.ui.scenes import launch, registry, run_launch
from jongrogue.ui.scenes.common import tile
from jongrogue.ui.scenes.confirm import ConfirmScene
from jongrogue.ui.tutorial.offer import draw_offer, offer_size
from jongrogue.ui.voice import form_focus
from jongrogue.ui.widgets import Button, Form

# (code, face_up) of the decorative "hand" under the logo: a dungeon room pair, a monster, an item,
# the stairs and the PC tile, with one tile face down (the wall).
DECOR = [
    ("T", True),
    ("m7", True),
    ("U", False),
    ("p1", True),
    ("pR", True),
    ("s1", True),
    ("N", True),
]
MENU = [
    ("new_game", "n", "primary"),
    ("continue", "c", "normal"),
    ("daily", "d", "normal"),
    ("rules", "r", "normal"),
    ("score", "s", "normal"),
    ("history", "h", "normal"),
    ("tutorial", "t", "normal"),
    ("settings", "o", "normal"),
    ("quit", "q", "normal"),
]


class TitleScene(Scene):
    name = "title"

    def __init__(self, ctx):
        super().__init__(ctx)
        self.form = Form(ctx)
        self.buttons: dict[str, Button] = {}
        self.time = 0.0
        self.menu_rect = pygame.Rect(0, 0, 0, 0)
        self.logo_box = pygame.Rect(0, 0, 0, 0)
        self.offer_rect = None  # the tutorial's note, while it is offered
        self.footer_top = None  # the version line's top (toasts stay above it)

    def enter(self) -> None:
        self.ctx.startup_warnings()

    def control_rects(self) -> list:
        """The menu, and the tutorial's offer while it is shown (a toast is read beside it)."""
        return super().control_rects() + ([self.offer_rect] if self.offer_rect else [])

    # -- layout --------------------------------------------------------------------------------
    def layout(self, size) -> None:
        ctx = self.ctx
        lw, lh = ctx.layout.logical
        n = len(MENU)
        menu_w, gap = 300, (12 if lh >= 640 else 8)
        bh = min(48, (lh - 32 - 2 * 28 - (n - 1) * gap) // n)  # a short window: lower buttons
        menu_h = n * bh + (n - 1) * gap + 2 * 28
        wide = lw >= 900
        margin = 40 if wide else 24
        mx = lw - menu_w - 28 - margin - max(0, (lw - 1280) // 3)
        my = (lh - menu_h) / 2 + 10
        self.logo_box = pygame.Rect(ctx.s(margin), 0, ctx.s(mx - 28 - margin - 16), ctx.s(lh))
        self.menu_rect = ctx.layout.rect(mx - 28, my, menu_w + 56, menu_h)
        has_save = ctx.has_autosave()
        widgets = []
        for i, (mid, key, style) in enumerate(MENU):
            enabled = has_save if mid == "continue" else True
            tip = ctx.t("title.no_save" if not enabled else f"title.tips.{mid}")
            if mid == "daily":
                tip = ctx.t("title.daily_tip")
            b = Button(
                mid,
                ctx.t("title." + mid),
                shortcut=key,
                style=style,
                enabled=enabled,
                tooltip=tip,
                size=19,
            )
            b.rect = ctx.layout.rect(mx, my + 28 + i * (bh + gap), menu_w, bh)
            widgets.append(b)
            self.buttons[mid] = b
        self.form.set_widgets(widgets)
        if self.form.focus is None:
            self.form.set_focus(self.buttons["continue" if has_save else "new_game"])

    # -- by ear ------------------------------------------------------------------------------
    def speech_intro(self) -> list[str]:
        """Said after the title's name: the first start's offer of the tutorial (while it is
        shown), then the control Enter presses now with what it does."""
        ctx = self.ctx
        parts = []
        if not ctx.settings.tutorial_offered:
            parts += [ctx.t("tutorial.offer_title"), ctx.t("tutorial.offer_body")]
        if self.form.focus is None:  # (before the first layout) the control it will focus
            self.ensure_layout(ctx.layout.size)
        focus = self.form.focus
        if focus is not None:
            parts.append(ctx.t("title.focus_said", control=form_focus.text(ctx, self, focus)))
        return [ctx.spoken().speakable(p) for p in parts]

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, e):
        self._recheck_continue()
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            return self._ask_quit()
        w = self.form.handle_event(e)
        return self.choose(w.id) if w else None

    def _recheck_continue(self) -> None:
        """Continue as the disk has it now: another copy may have saved or ended a run since the
        title was laid out (a file's size read at each event: no clock, no idle work)."""
        button, laid = self.buttons.get("continue"), self._layout_key
        if button is not None and laid is not None and button.enabled != self.ctx.has_autosave():
            self.relayout()
            self.ensure_layout(laid[0])

    def choose(self, mid: str):
        ctx = self.ctx
        if mid in ("tutorial", "new_game") and not ctx.settings.tutorial_offered:
            ctx.settings.tutorial_offered = True  # the first-start offer has been answered
            ctx.save_settings()
        if mid == "new_game":  # a second copy is told at once; a saved run asks
            if not claim_autosave():
                return launch.in_use(ctx, "title.starting_new")
            return launch.unless_declined(ctx, ctx.t("title.new_run_yes"), self._new_game)
        if mid == "continue":
            return launch.continue_game(ctx)
        if mid == "daily":
            return run_launch.start_daily(ctx)
        if mid == "rules":
            return Push(registry.make("rules", ctx))
        if mid == "score":
            return Push(registry.make("score", ctx))
        if mid == "history":
            return Push(registry.make("history", ctx))
        if mid == "tutorial":
            return Push(
                registry.make(
                    "tutorial", ctx, ctx.settings.tutorial_step, ctx.settings.tutorial_done
                )
            )
        if mid == "settings":
            return Push(registry.make("settings", ctx))
        if mid == "quit":
            return self._ask_quit()
        return None

    def _new_game(self):
        return Push(registry.make("newgame", self.ctx))

    def _ask_quit(self):
        ctx = self.ctx
        return Push(
            ConfirmScene(
                ctx,
                ctx.t("title.quit_title"),
                ctx.t("title.quit_body" if ctx.has_autosave() else "title.quit_body_no_run"),
                yes=ctx.t("title.quit"),
                no=ctx.t("common.cancel"),
                tag="quit",
                safe_default=True,
            )
        )

    def resume(self, result, child):
        if self.ctx.autosave_writer is None:  # no run open here: another copy may take it
            release_autosave()
        if getattr(child, "tag", "") == "quit" and result:
            self.ctx.save_settings()
            return Quit()
        held = unsaved_runs.offer(self.ctx)  # a run the disk refused: written now, or asked
        if held is not None:
            self.relayout()
            return held
        if child.name == "table" and result == "new_game":  # from the end-of-run card
            self.relayout()
            return self._new_game()
        self.relayout()  # Continue may have become (un)available; language may differ
        return None

    def update(self, dt):
        self.time += dt
        self.form.update(dt)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        ctx = self.ctx
        theme.draw_felt(surface)
        box = self.logo_box
        # logo
        logo = "雀ローグEZ"
        ref = ctx.font(100, serif=True).size(logo)[0] / ctx.layout.scale
        logo_font = ctx.font(
            min(104, 100 * (box.w / ctx.layout.scale) * 0.9 / max(1, ref)), serif=True
        )
        img = logo_font.render(logo, True, theme.CREAM_TEXT)
        shadow = logo_font.render(logo, True, theme.FELT_DARK)
        cy = box.y + box.h * 0.34
        rect = img.get_rect(center=(box.centerx, cy))
        surface.blit(shadow, rect.move(ctx.s(3), ctx.s(4)))
        surface.blit(img, rect)
        # gold rule with a red seal-like dot, then the subtitle
        y = rect.bottom + ctx.s(10)
        half = min(rect.w // 2, box.w // 2 - ctx.s(10))
        pygame.draw.line(
            surface, theme.GOLD, (box.centerx - half, y), (box.centerx + half, y), max(1, ctx.s(2))
        )
        pygame.draw.circle(surface, theme.RED_INK, (box.centerx, y), ctx.s(6))
        sub = theme.blit_text(
            surface,
            ctx.font(21, serif=True),
            ctx.t("title.subtitle"),
            theme.GOLD,
            (box.centerx, y + ctx.s(16)),
            "midtop",
            max_width=box.w,
        )
        tag = theme.blit_text(
            surface,
            ctx.font(15),
            ctx.t("title.tagline"),
            theme.MUTED_TEXT,
            (box.centerx, sub.bottom + ctx.s(8)),
            "midtop",
            max_width=box.w,
        )
        foot = ctx.font(13)
        foot_bottom = surface.get_height() - ctx.s(12)
        if ctx.settings.tutorial_offered:
            self.offer_rect = None
            self._draw_tiles(surface, box, tag.bottom + ctx.s(34))
        else:  # the first start offers the tutorial
            # Below the decorative tiles if the window is tall enough, else in their place:
            # never over the footer.
            offer_top, limit = tag.bottom + ctx.s(150), foot_bottom - foot.get_linesize() - ctx.s(8)
            height = offer_size(ctx, box)[1]
            if offer_top + height > limit:
                offer_top = max(tag.bottom + ctx.s(8), min(tag.bottom + ctx.s(24), limit - height))
            else:
                self._draw_tiles(surface, box, tag.bottom + ctx.s(34))
            self.offer_rect = draw_offer(surface, ctx, box, offer_top)
        # menu
        theme.dark_panel(surface, self.menu_rect, ctx)
        self.form.draw(surface)
        self.footer_rect = theme.blit_text(
            surface,
            foot,
            ctx.t("title.footer", version=jongrogue.__version__),
            theme.MUTED_TEXT,
            (ctx.s(16), foot_bottom),
            "bottomleft",
            max_width=surface.get_width() - ctx.s(32),
        )
        self.footer_top = self.footer_rect.top  # toasts stay above it

    def _draw_tiles(self, surface, box: pygame.Rect, top: int) -> None:
        ctx = self.ctx
        n = len(DECOR)
        width = max(20, min(ctx.s(58), (box.w - ctx.s(40)) // (n + 1)))
        gap = width // 7
        total = n * width + (n - 1) * gap
        x0 = box.centerx - total // 2
        for i, (code, face_up) in enumerate(DECOR):
            img = tile(code, width, face_up=face_up)
            if img is None:
                continue
            # a gentle arc, like a hand fanned on the table
            off = i - (n - 1) / 2
            lift = int(abs(off) ** 1.6 * width * 0.06)
            angle = -off * 3.0
            rot = pygame.transform.rotozoom(img, angle, 1.0)
            cx = x0 + i * (width + gap) + width // 2
            cy = top + img.get_height() // 2 + lift
            bob = math.sin(self.time * 1.4 + i * 0.8) * ctx.s(1.5) if code == "p1" else 0
            surface.blit(rot, rot.get_rect(center=(cx, cy + bob)))

    def animating(self) -> bool:
        return False
