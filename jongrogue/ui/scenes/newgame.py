"""New game: seed, rule set (EZ / EZ Plus and its seven options), mode, whose tiles, Start."""

from __future__ import annotations

import pygame

from jongrogue.ui import print_export, theme
from jongrogue.ui.run_kinds import MODES, PLUS_OPTIONS, RULESETS, TILES
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import launch
from jongrogue.ui.scenes.common import MenuScene
from jongrogue.ui.scenes.message import MessageScene
from jongrogue.ui.widgets import Button, Checkbox, Segmented, TextInput
from jongrogue.ui.widgets.group_stop import GroupStop

LABEL_W = 170


class NewGameScene(MenuScene):
    name = "newgame"
    title_key = "newgame.title"

    def __init__(self, ctx):
        super().__init__(ctx)
        self.seed_text = str(launch.random_seed())
        self.supported = launch.supported_options()
        last = ctx.settings.new_game or {}  # the choices of the last New game
        self.ruleset = last.get("ruleset", "ez")
        self.mode = last.get("mode", "practice")
        self.tiles = last.get("tiles", "digital") if last.get("tiles") in TILES else "digital"
        self.plus: set[str] = set(last.get("plus", ())) & set(self.supported)
        self.rows: dict[str, float] = {}
        self.col_x = 0
        self.desc_rects: dict[str, pygame.Rect] = {}
        self.print_blank: Button | None = None  # shown with your own tiles only
        self.plus_note: pygame.Rect | None = None  # why the options are greyed (EZ chosen)

    # -- widgets -------------------------------------------------------------------------------
    def build(self, size) -> list:
        ctx = self.ctx
        lw, lh = ctx.layout.logical
        width = min(900, lw - 64)
        x0 = (lw - width) / 2
        cx = x0 + LABEL_W + 20
        self.col_x = cx
        short = lh < 600  # a small window or a large scale: rows close up
        gap, opt_h = (8, 32) if short else (18, 38)
        block = 44 + 42 + 4 * opt_h + 42 + 42 + 4 * gap + 40
        avail = lh - 24 - 46 - 16 - self.content_top()
        y = self.content_top() + max(14, (avail - block) / 2)
        self.panel = ctx.layout.rect(x0 - 24, y - 20, width + 48, block + 24)
        self.rows = {}
        self.rows["seed"] = y
        self.seed = TextInput(
            "seed",
            self.seed_text,
            numeric=True,
            max_len=9,
            placeholder=ctx.t("newgame.seed_random"),
            tooltip=ctx.t("newgame.seed_tip"),
            refusal=ctx.t("newgame.seed_refused"),
        )
        self.seed.rect = ctx.layout.rect(cx, y, 220, 44)
        self.reroll = Button(
            "reroll", ctx.t("newgame.reroll"), size=16, tooltip=ctx.t("newgame.reroll_tip")
        )
        self.reroll.rect = ctx.layout.rect(cx + 232, y, 150, 44)
        y += 44 + gap
        desc_w = x0 + width - cx - 320
        self.ruleset_w = self._row(
            "ruleset", tuple((r, r) for r in RULESETS), self.ruleset, y, desc_w, 48
        )
        y += 42 + gap - 4
        self.rows["options"] = y
        self.checks = []
        col_w = (x0 + width - cx - 16) / 2
        for i, opt in enumerate(PLUS_OPTIONS):
            supported = opt in self.supported
            enabled = supported and self.ruleset == "ez_plus"
            if not supported:
                tip = ctx.t("newgame.not_available", name=ctx.name(f"option.{opt}"))
            else:
                # What the rule does, then what it does to the odds (measured: docs/BALANCE.md).
                tip = ctx.text(f"option.{opt}") + "\n" + ctx.t(f"newgame.difficulty.{opt}")
                if self.ruleset != "ez_plus":
                    tip += "\n" + ctx.t("newgame.needs_plus")
            cb = Checkbox(
                opt, ctx.name(f"option.{opt}"), opt in self.plus, enabled=enabled, tooltip=tip
            )
            col, row = i % 2, i // 2
            cb.rect = ctx.layout.rect(cx + col * (col_w + 16), y + row * opt_h, col_w, opt_h - 4)
            self.checks.append(cb)
        # the grid's free cell says why the options are greyed while EZ is chosen
        free = len(PLUS_OPTIONS)
        self.plus_note = (
            ctx.layout.rect(cx + free % 2 * (col_w + 16), y + free // 2 * opt_h, col_w, opt_h - 4)
            if self.ruleset != "ez_plus" and free % 2
            else None
        )
        y += 4 * opt_h + gap
        self.mode_w = self._row("mode", tuple((m, m) for m in MODES), self.mode, y, desc_w, 48)
        y += 42 + gap
        self.tiles_w = self._row(
            "tiles",
            tuple((t, f"tiles_{t}") for t in TILES),
            self.tiles,
            y,
            desc_w,
            66,
        )
        self.start = Button("start", ctx.t("newgame.start"), style="primary", hint="Enter", size=19)
        self.start.rect = ctx.layout.rect(lw - 24 - 240, lh - 24 - 46, 240, 46)
        self.label_x = x0
        options: list = list(self.checks)
        if self.ruleset != "ez_plus":  # greyed: one stop says why, not each option in full
            options.insert(0, GroupStop("plus_options", self.checks))
        widgets = [self.seed, self.reroll, self.ruleset_w, *options, self.mode_w, self.tiles_w]
        self.print_blank = None
        if self.tiles == "paper":  # a table of your own wants its sheets first
            self.print_blank = Button(
                "print_blank",
                ctx.t("print.blank_button"),
                size=16,
                tooltip=ctx.t("print.blank_tip"),
            )
            self.print_blank.rect = ctx.layout.rect(lw / 2 - 150, lh - 24 - 46, 300, 46)
            widgets.append(self.print_blank)
        return widgets + [self.start]

    def _row(
        self, wid: str, choices, value: str, y: float, desc_w: float, desc_h: float
    ) -> Segmented:
        """A row of choices (newgame.<label> each, newgame.<wid>_tip) with its description beside."""
        ctx = self.ctx
        self.rows[wid] = y
        w = Segmented(
            wid,
            [(key, ctx.t(f"newgame.{label}")) for key, label in choices],
            value,
            tooltip=ctx.t(f"newgame.{wid}_tip"),
        )
        w.rect = ctx.layout.rect(self.col_x, y, 300, 42)
        self.desc_rects[wid] = ctx.layout.rect(self.col_x + 320, y - 2, desc_w, desc_h)
        return w

    def layout(self, size) -> None:
        first = self.form.focus is None
        super().layout(size)
        if first:
            self.form.set_focus(self.start)

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, e):
        # Enter is Start's key (its button says so) wherever the focus is, except on another
        # button; Space toggles the focused option or choice.
        if (
            e.type == pygame.KEYDOWN
            and e.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            and not isinstance(self.form.focus, Button)
        ):
            return self.begin()
        return super().handle_event(e)

    def on_widget(self, w):
        if w is self.seed:
            self.seed_text = self.seed.text
        elif w is self.reroll:
            self.seed_text = str(launch.random_seed())
            self.seed.set_text(self.seed_text)
        elif w is self.ruleset_w:
            self.ruleset = w.value
            self._sync_from_widgets()
            self.relayout()
        elif w in self.checks:
            self._sync_from_widgets()
        elif w is self.mode_w:
            self.mode = w.value
        elif w is self.tiles_w:
            self.tiles = w.value
            self.relayout()
        elif w is self.print_blank:
            return Push(
                MessageScene(
                    self.ctx,
                    self.ctx.t("print.title"),
                    self.ctx.t("print.blank_body"),
                    print_export.choices(self.ctx, blank_only=True),
                    tag="print_blank",
                    cancel_id="cancel",
                )
            )
        elif w is self.start:
            return self.begin()
        return None

    def resume(self, result, child):
        if getattr(child, "tag", "") == "print_blank" and result in print_export.CHOICES:
            print_export.export_sheets(self.ctx, None, result)
            # the sheets are printed: next comes the run (Enter, Start's key, starts it there)
            self.form.set_focus(self.start)
        return None

    def _sync_from_widgets(self) -> None:
        self.plus = {cb.id for cb in self.checks if cb.checked}

    def chosen_options(self) -> frozenset:
        if self.ruleset != "ez_plus":
            return frozenset()
        return frozenset(o for o in self.plus if o in self.supported)

    def seed_value(self) -> int:
        text = self.seed.text.strip()
        if not text:
            value = launch.random_seed()
            self.seed.set_text(str(value))
            return value
        return int(text)

    def begin(self):
        self.seed_text = self.seed.text
        self.ctx.settings.new_game = {
            "ruleset": self.ruleset,
            "mode": self.mode,
            "plus": sorted(self.plus),
            "tiles": self.tiles,
        }
        self.ctx.save_settings()
        return launch.start_new_game(
            self.ctx, self.seed_value(), self.ruleset, self.chosen_options(), self.mode, self.tiles
        )

    # -- drawing -------------------------------------------------------------------------------
    def draw_content(self, surface) -> None:
        ctx = self.ctx
        theme.dark_panel(surface, self.panel, ctx, alpha=120)
        label_font = ctx.font(18, bold=False)
        for key, y in self.rows.items():
            label = ctx.t("newgame.options_label" if key == "options" else f"newgame.{key}")
            theme.blit_text(
                surface,
                label_font,
                label,
                theme.GOLD,
                (ctx.s(self.label_x), ctx.s(y + 21)),
                "midleft",
                max_width=ctx.s(LABEL_W),
            )
        small = ctx.font(14)
        rules_desc = ctx.t(f"newgame.{self.ruleset}_desc")
        if self.ruleset == "ez_plus" and not self.supported:
            rules_desc += " " + ctx.t("newgame.no_options_yet")
        desc = {
            "ruleset": rules_desc,
            "mode": ctx.t(f"newgame.{self.mode}_desc"),
            "tiles": ctx.t(f"newgame.tiles_{self.tiles}_desc"),
        }
        for key, rect in self.desc_rects.items():
            theme.blit_paragraph(surface, small, desc[key], theme.MUTED_TEXT, rect, line_gap=1.15)
        if self.plus_note is not None:
            theme.blit_paragraph(
                surface,
                small,
                ctx.t("newgame.options_need_plus"),
                theme.GOLD,
                self.plus_note,
                line_gap=1.1,
            )
