"""The score card (得点カード): a printed paper sheet with ruled rows, one per finished run."""

from __future__ import annotations

from typing import Any

import pygame

from jongrogue.runfiles.record import row_tiles
from jongrogue.text.paper_words import seed_key
from jongrogue.ui import theme
from jongrogue.ui.morgue_export import export_file
from jongrogue.ui.run_table import cell_text, column_spans, draw_cells, origin_text
from jongrogue.ui.scenes import history as run_history
from jongrogue.ui.scenes.common import MenuScene
from jongrogue.ui.widgets import Button, ScrollList

# column id, relative width, alignment
COLUMNS = [
    ("num", 0.4, "right"),
    ("date", 1.1, "left"),
    ("ruleset", 0.8, "left"),
    ("result", 1.4, "left"),
    ("floor", 0.55, "right"),
    ("deepest", 0.55, "right"),
    ("level", 0.6, "right"),
    ("gold", 0.8, "right"),
    ("score", 0.8, "right"),
    ("cause", 1.4, "left"),
    ("continues", 0.95, "right"),
]
ROW_H = 34
HAND_INK = (28, 58, 140)  # the "pen" the rows are written with


class ScoreCardScene(MenuScene):
    name = "score"
    title_key = "score.title"

    def __init__(self, ctx, rows: list[dict] | None = None):
        super().__init__(ctx)
        self.rows = rows if rows is not None else ctx.history.rows()
        if rows is None:
            ctx.warn(ctx.history.problem_once())
        self.col_x: list[tuple[int, int]] = []
        self.replay: Button | None = None  # (made by the layout)
        self.export: Button | None = None
        # row id -> (journal path | None, reason), on demand
        self._journals: dict[Any, tuple[Any, str]] | None = None

    # -- cell text -----------------------------------------------------------------------------
    def cell(self, row: dict, col: str) -> str:
        return cell_text(self.ctx, row, col)

    def detail(self, row: dict) -> str:
        ctx = self.ctx
        opts = ", ".join(ctx.name(f"option.{o}") for o in row.get("options") or []) or "—"
        return ctx.t(
            seed_key("score.detail", row_tiles(row)),
            seed=row.get("seed", ""),
            mode=ctx.t(f"newgame.{row.get('mode', 'practice')}"),
            options=opts,
            # a daily run's or a branch's "started" is where it came from, not a time
            started=origin_text(ctx, row, self.rows)
            or ctx.t("score.started", time=str(row.get("started") or "—")[:16].replace("T", " ")),
            ended=ctx.t(
                "score.set_aside" if row.get("result") == "unfinished" else "score.ended",
                time=str(row.get("ended") or "—")[:16].replace("T", " "),
            ),
        )

    # -- layout --------------------------------------------------------------------------------
    def build(self, size) -> list:
        ctx = self.ctx
        lw, lh = ctx.layout.logical
        width = min(1120, lw - 48)
        x0 = (lw - width) / 2
        top = self.content_top() + 6
        bottom = lh - 24 - 46 - 14
        self.paper = ctx.layout.rect(x0, top, width, bottom - top)
        inner_x, inner_w = x0 + 28, width - 56
        self.col_x = column_spans(ctx, COLUMNS, inner_x, inner_w)
        self.header_y = top + 62
        list_top = self.header_y + ROW_H
        list_bottom = top + (bottom - top) - 66  # room for two footer lines inside the paper
        self.list = ScrollList(
            "rows", self.rows, self._draw_row, item_height=ROW_H, selectable=bool(self.rows)
        )
        self.list.rect = ctx.layout.rect(
            inner_x - 4, list_top, inner_w + 20, list_bottom - list_top
        )
        self.list.bar_w = max(5, ctx.s(7))
        self.list.focus_ring = False  # the selected row shows the focus
        self.list.set_row_px(ctx.s(ROW_H))
        if self.rows:
            self.list.select(len(self.rows) - 1)  # the latest run
        self.footer_y = list_bottom + 8
        # Replay of the selected run (storage/run_journals.py finds its journal)
        self.replay = Button("replay", ctx.t("history.replay"), size=17, style="primary")
        self.replay.rect = ctx.layout.rect(lw - 24 - 220, lh - 24 - 46, 220, 46)
        self.export = Button("export", ctx.t("runs.export"), size=17)
        self.export.rect = ctx.layout.rect(lw - 24 - 220 - 16 - 220, lh - 24 - 46, 220, 46)
        self._sync_replay()
        return [self.list, self.export, self.replay]

    # -- replay hook -----------------------------------------------------------------------------
    def _selected_journal(self):
        if not self.rows or not 0 <= self.list.selected < len(self.rows):
            return None, None
        journals = self._journals
        if journals is None:
            journals = self._journals = run_history.resolve_all(self.rows)
        row = self.rows[self.list.selected]
        return row, journals.get(run_history.row_key(row), (None, "no_journal"))

    def _sync_replay(self) -> None:
        row, found = self._selected_journal()
        if self.replay is not None and self.export is not None:  # (made together)
            self.replay.enabled = self.export.enabled = bool(found and found[0] is not None)
            self.replay.tooltip = (
                run_history.reason_text(self.ctx, row, found)
                if row is not None and not self.replay.enabled
                else None
            )

    def handle_event(self, e):
        tr = super().handle_event(e)
        self._sync_replay()
        return tr

    def on_widget(self, w):
        if w is self.export:
            _row, found = self._selected_journal()
            export_file(self.ctx, found[0])
            return None
        if w is self.replay:
            row, found = self._selected_journal()
            return run_history.open_row(self.ctx, row, found) if row is not None else None
        return None

    # -- drawing -------------------------------------------------------------------------------
    def _cells(self, surface, y: int, texts: list[str], size: float, ink, bold=False) -> None:
        draw_cells(
            surface, self.ctx, self.col_x, COLUMNS, y, texts, size, [ink] * len(COLUMNS), bold
        )

    def _draw_row(self, surface, ctx, i, rect, selected, hovered) -> None:
        row = self.rows[i]
        if selected and self.list.focused:
            pygame.draw.rect(surface, (255, 236, 160), rect.inflate(0, -2))
        elif hovered:
            pygame.draw.rect(surface, theme.lighten(theme.PAPER_SHADE, 0.5), rect.inflate(0, -2))
        ink = theme.RED_INK if row.get("result") == "victory" else HAND_INK
        self._cells(surface, rect.centery, [self.cell(row, c) for c, _, _ in COLUMNS], 15, ink)

    def draw_content(self, surface) -> None:
        ctx = self.ctx
        theme.paper_panel(surface, self.paper, ctx)
        # printed title
        title_font = ctx.font(26, serif=True)
        theme.blit_text(
            surface,
            title_font,
            ctx.t("score.card_title"),
            theme.INK,
            (self.paper.centerx, self.paper.y + ctx.s(20)),
            "midtop",
        )
        # ruled grid: header band, horizontal rules for every visible row, vertical column rules
        x_left, x_right = self.col_x[0][0], self.col_x[-1][0] + self.col_x[-1][1]
        hy = ctx.s(self.header_y)
        band = pygame.Rect(x_left, hy, x_right - x_left, ctx.s(ROW_H))
        pygame.draw.rect(surface, theme.PAPER_SHADE, band)
        self._cells(
            surface,
            band.centery,
            [ctx.t(f"score.col.{c}") for c, _, _ in COLUMNS],
            13,
            theme.INK,
            bold=True,
        )
        row_px = self.list.row_px
        y = band.bottom
        last = self.list.rect.bottom
        offset = -(self.list.top % row_px)
        line = theme.PAPER_LINE
        pygame.draw.line(
            surface, theme.INK, (x_left, band.y), (x_right, band.y), max(1, ctx.s(1.5))
        )
        pygame.draw.line(
            surface, theme.INK, (x_left, band.bottom), (x_right, band.bottom), max(1, ctx.s(1.5))
        )
        yy = y + offset + row_px
        while yy < last:
            if yy > y:
                pygame.draw.line(surface, line, (x_left, yy), (x_right, yy))
            yy += row_px
        pygame.draw.line(surface, theme.INK, (x_left, last), (x_right, last), max(1, ctx.s(1.5)))
        for x, _ in self.col_x[1:]:
            pygame.draw.line(surface, line, (x, band.y), (x, last))
        pygame.draw.line(surface, theme.INK, (x_left, band.y), (x_left, last))
        pygame.draw.line(surface, theme.INK, (x_right, band.y), (x_right, last))
        # footer: the selected run's details, or the empty-card note
        fy = ctx.s(self.footer_y)
        small = ctx.font(14)
        if not self.rows:
            theme.blit_text(
                surface,
                ctx.font(17),
                ctx.t("score.empty"),
                HAND_INK,
                (self.paper.centerx, band.bottom + row_px // 2),
                "center",
            )
            return
        sel = self.rows[self.list.selected] if 0 <= self.list.selected < len(self.rows) else None
        if sel:
            theme.blit_text(
                surface,
                small,
                self.detail(sel),
                theme.INK_SOFT,
                (x_left, fy),
                max_width=x_right - x_left,
            )
        best = max((r.get("score") or 0) for r in self.rows)
        deepest = max((r.get("deepest") or 0) for r in self.rows)
        wins = sum(1 for r in self.rows if r.get("result") == "victory")
        summary = ctx.t(
            "score.summary", runs=len(self.rows), best=f"{best:,}", deepest=deepest, wins=wins
        )
        theme.blit_text(
            surface,
            small,
            summary,
            theme.INK,
            (x_left, fy + small.get_linesize() + ctx.s(2)),
            max_width=x_right - x_left,
        )
