"""Statistics (reachable from History): four charts over the recorded runs, drawn with pygame —
deepest floor reached, causes of death, score over time, victory rate by rule set and mode.
Hovering a bar or point shows its numbers; ← / → step through them from the keyboard.
"""

from __future__ import annotations

import pygame

from jongrogue.runfiles.stats import summarize_rows
from jongrogue.ui import stats_charts, theme
from jongrogue.ui.run_table import cell_text
from jongrogue.ui.scenes.common import MenuScene
from jongrogue.ui.widgets import draw_tooltip

INKS = {
    "deepest": (96, 160, 220),
    "causes": (214, 92, 80),
    "scores": theme.GOLD,
    "victory_rate": (110, 190, 120),
}


class StatsScene(MenuScene):
    name = "stats"
    HELP_KEYS = (("right", "chart_next"), ("left", "chart_prev"))  # (ui/voice/help.py)
    title_key = "stats.title"

    def __init__(self, ctx, rows: list[dict] | None = None):
        super().__init__(ctx)
        self.rows = rows if rows is not None else ctx.history.rows()
        self.data = summarize_rows(self.rows)
        self.panels: dict[str, pygame.Rect] = {}
        self.spots: list = []  # (rect, tip) of every chart, in drawing order
        self.spot_charts: list[str] = []  # the chart of each spot (its name said before its tip)
        self.hover: int | None = None  # index into spots
        self.mouse = (-1, -1)

    # -- layout ----------------------------------------------------------------------------------
    def build(self, size) -> list:
        ctx = self.ctx
        lw, lh = ctx.layout.logical
        top, bottom = self.content_top() + 34, lh - 24 - 46 - 14
        gap = 16
        w, h = (lw - 48 - gap) / 2, (bottom - top - gap) / 2
        names = ("deepest", "causes", "scores", "victory_rate")
        self.panels = {
            n: ctx.layout.rect(24 + (i % 2) * (w + gap), top + (i // 2) * (h + gap), w, h)
            for i, n in enumerate(names)
        }
        return []

    # -- data as chart rows ------------------------------------------------------------------------
    def cause_label(self, cause: str) -> str:
        return (
            self.ctx.t("stats.other")
            if cause == "other"
            else cell_text(self.ctx, {"cause": cause}, "cause")
        )

    def chart_rows(self) -> dict:
        ctx, d = self.ctx, self.data
        dead = sum(n for _, n in d["causes"]) or 1
        return {
            "deepest": [
                (f, n, ctx.t("stats.deepest_tip", floor=f, n=n)) for f, n in d["deepest"].items()
            ],
            "causes": [
                (
                    self.cause_label(c),
                    n,
                    ctx.t(
                        "stats.causes_tip",
                        cause=self.cause_label(c),
                        n=n,
                        pct=round(100 * n / dead),
                    ),
                )
                for c, n in d["causes"]
            ],
            "scores": [
                (s, ctx.t("stats.scores_tip", id=i, date=date, score=f"{s:,}"))
                for i, date, s in d["scores"]
            ],
            "victory_rate": [
                (
                    label := f"{ctx.t('runs.ruleset.' + rs)} · {ctx.t('runs.mode.' + mode)}",
                    w,
                    n,
                    ctx.t("stats.victory_tip", group=label, wins=w, runs=n, pct=round(100 * w / n)),
                )
                for rs, mode, w, n in d["victory_rate"]
            ],
        }

    def speech_intro(self) -> list[str]:
        """Said as the screen opens, after its name: the runs and victories."""
        return [self.headline()]

    def headline(self) -> str:
        """The runs counted, and why History may list more (unfinished runs are not counted)."""
        d, t = self.data, self.ctx.t
        line = t("stats.runs", runs=d["runs"], victories=d["victories"])
        return line + t("stats.unfinished", n=d["unfinished"]) if d["unfinished"] else line

    # -- input -----------------------------------------------------------------------------------
    def handle_event(self, e):
        if e.type == pygame.MOUSEMOTION:
            self.mouse = e.pos
            self.hover = next(
                (i for i, (r, _) in enumerate(self.spots) if r.collidepoint(e.pos)), None
            )
        elif e.type == pygame.KEYDOWN and e.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.spots:
            step = 1 if e.key == pygame.K_RIGHT else -1
            self.hover = (
                (step if step > 0 else -1) % len(self.spots)
                if self.hover is None
                else (self.hover + step) % len(self.spots)
            )
            tip = self.spots[self.hover][1]  # the chart's bar as numbers, by ear too
            chart = self.ctx.t(f"stats.{self.spot_charts[self.hover]}")
            said = self.ctx.t("stats.said_bar", chart=chart, tip=tip)
            self.ctx.speech.say(self.ctx.spoken().speakable(said), key="focus")
            return None
        elif e.type == pygame.KEYDOWN and e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            # no bar to step to: say why (no finished run yet), never nothing
            self.ctx.speech.say(self.ctx.spoken().speakable(self.ctx.t("stats.empty")), key="focus")
            return None
        return super().handle_event(e)

    # -- drawing ---------------------------------------------------------------------------------
    def draw_content(self, surface) -> None:
        ctx = self.ctx
        d = self.data
        theme.blit_text(
            surface,
            ctx.font(16),
            self.headline(),
            theme.CREAM_TEXT,
            (ctx.s(32), ctx.s(self.content_top() + 4)),
        )
        if not d["runs"]:
            theme.blit_paragraph(
                surface,
                ctx.font(18),
                ctx.t("stats.empty"),
                theme.CREAM_TEXT,
                self.panels["deepest"].union(self.panels["causes"]),
            )
            self.spots, self.spot_charts = [], []
            return
        rows = self.chart_rows()
        draw = {
            "deepest": stats_charts.bar_chart,
            "causes": stats_charts.hbar_chart,
            "scores": stats_charts.line_chart,
            "victory_rate": stats_charts.rate_chart,
        }
        spots, charts = [], []
        for name, rect in self.panels.items():
            theme.dark_panel(surface, rect, ctx)
            head = theme.blit_text(
                surface,
                ctx.font(16, bold=True),
                ctx.t(f"stats.{name}"),
                theme.GOLD,
                (rect.x + ctx.s(12), rect.y + ctx.s(8)),
                max_width=rect.w - ctx.s(24),
            )
            inner = pygame.Rect(
                rect.x + ctx.s(12),
                head.bottom + ctx.s(8),
                rect.w - ctx.s(24),
                rect.bottom - head.bottom - ctx.s(16),
            )
            if name == "scores" and d["scores"]:  # the time axis: first and last date
                inner.h -= ctx.s(16)
                for (_, date, _), anchor, x in (
                    (d["scores"][0], "topleft", inner.x + ctx.s(56)),
                    (d["scores"][-1], "topright", inner.right - ctx.s(8)),
                ):
                    theme.blit_text(
                        surface,
                        ctx.font(11),
                        date,
                        theme.MUTED_TEXT,
                        (x, inner.bottom + ctx.s(4)),
                        anchor,
                    )
            if rows[name]:
                drawn = draw[name](surface, ctx, inner, rows[name], INKS[name])
                spots += drawn
                charts += [name] * len(drawn)
            else:
                theme.blit_text(
                    surface,
                    ctx.font(14),
                    ctx.t("stats.none"),
                    theme.MUTED_TEXT,
                    inner.center,
                    "center",
                )
        self.spots, self.spot_charts = spots, charts
        if self.hover is not None and self.hover < len(spots):
            rect, tip = spots[self.hover]
            pygame.draw.rect(surface, theme.CREAM_TEXT, rect, max(1, ctx.s(1)))
            draw_tooltip(
                surface,
                ctx,
                tip,
                rect if self.mouse == (-1, -1) else pygame.Rect(self.mouse, (1, 1)),
            )
