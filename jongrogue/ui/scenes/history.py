"""History: every finished or abandoned run (``runfiles/history.py``), sortable, each with its replay.

A row can be replayed while its journal still exists (``storage/run_journals.py`` finds it); a
row without one is shown greyed, with the reason. ``reason_text`` and ``open_row`` serve the
score card's Replay button too. Rows show mode, undos, hints, continues and a "clean" mark
(challenge mode, no undo, no hint) and "own" tiles for a paper run; the footer says that too, and
names a branch's origin or a daily run's date.
Buttons: Statistics, Open file…, Export morgue, Resume (an unfinished run), Replay.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from jongrogue.runfiles import origin
from jongrogue.runfiles.record import row_tiles
from jongrogue.runfiles.summary import is_clean
from jongrogue.storage.run_journals import journal_for, resolve_all, row_key  # noqa: F401  (re-exported)
from jongrogue.ui import linebreak, theme
from jongrogue.ui.morgue_export import export_file
from jongrogue.ui.run_table import cell_text, column_spans, draw_cells, origin_text
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import registry
from jongrogue.ui.scenes.common import MenuScene
from jongrogue.ui.scenes.replay_open import open_journal
from jongrogue.ui.scenes.run_launch import resume_row
from jongrogue.ui.scenes.run_open import OpenFileScene
from jongrogue.ui.widgets import Button, ScrollList, Segmented

# column id, relative width, alignment
COLUMNS = [
    ("num", 0.35, "right"),  # the run's number, as a branch names its parent ("run #5")
    ("date", 1.0, "left"),
    ("ruleset", 0.65, "left"),
    ("mode", 0.75, "left"),
    ("tiles", 0.5, "center"),  # "own": a paper run, played with the player's own tiles
    ("result", 1.2, "left"),
    ("deepest", 0.55, "right"),
    ("level", 0.5, "right"),
    ("score", 0.8, "right"),
    ("cause", 1.2, "left"),
    ("undos", 0.6, "right"),
    ("hints", 0.55, "right"),
    ("continues", 0.5, "right"),
    ("clean", 0.5, "center"),
    ("replay", 0.5, "center"),
]
# the columns a narrow table leaves out first (their values move to the selected row's line)
DROP_ORDER = ("clean", "continues", "hints", "undos", "level", "ruleset", "deepest", "cause", "num")
ACTIONS = (("stats", 150), ("open_file", 170), ("export", 190), ("resume", 130), ("replay", 200))
ROW_H = 34
DETAIL_LINES = 3  # the selected row's line: the columns a narrow table left out, its origin …
HEAD_SIZE = 13  # the column headers' font
BUTTON_PAD = 16  # logical px either side of a button's label (the button draws 14)


# -- a row's replay -------------------------------------------------------------------------------
def reason_text(ctx, row: dict, found: tuple) -> str:
    path, reason = found
    if path is not None:
        return ctx.t("history.available", path=str(path))
    return ctx.t(f"history.{reason}", path=str(row.get("journal") or "—"))


def open_row(ctx, row: dict, found: tuple):
    """Push the replay of a history row, or explain (toast) why it has none."""
    path, _ = found
    if path is None:
        ctx.sound.play("error")
        ctx.notify(reason_text(ctx, row, found), "warning")
        return None
    return open_journal(ctx, path, position=0, row_id=row.get("id"))


# -- the scene ------------------------------------------------------------------------------------
class HistoryScene(MenuScene):
    name = "history"
    title_key = "history.title"

    def __init__(self, ctx, rows: list[dict] | None = None, *, sort: str = "date"):
        super().__init__(ctx)
        if rows is None:
            ctx.history.reconcile()  # the journals are the truth: History shows what they say
        self.all_rows = rows if rows is not None else ctx.history.rows()
        if rows is None:
            ctx.warn(ctx.history.problem_once())
        self.sort = sort
        self.rows: list[dict] = []
        self.journals: dict = {}  # row id -> (path | None, reason)
        self.selected_id: object = None  # (run_journals.row_key of the selected row)
        self.col_x: list[tuple[int, int]] = []
        self.columns = list(COLUMNS)  # the columns shown (a narrow table leaves some out)
        self.list: ScrollList | None = None
        self.replay: Button | None = None
        self.sorter: Segmented | None = None
        self.actions: dict = {}
        self.refresh_journals()

    # -- data ------------------------------------------------------------------------------------
    def refresh_journals(self) -> None:
        self.journals = resolve_all(self.all_rows)
        self._sort_rows()

    _key = staticmethod(row_key)

    def _sort_rows(self) -> None:
        rows = list(self.all_rows)
        if self.sort == "score":
            rows.sort(key=lambda r: (-(r.get("score") or 0), -(r.get("id") or 0)))
        else:
            rows.sort(
                key=lambda r: (str(r.get("ended") or r.get("started") or ""), r.get("id") or 0),
                reverse=True,
            )
        self.rows = rows

    def journal(self, row: dict) -> tuple[Path | None, str]:
        return self.journals.get(self._key(row), (None, "no_journal"))

    def reason_text(self, row: dict) -> str:
        return reason_text(self.ctx, row, self.journal(row))

    @property
    def selected_row(self) -> dict | None:
        if self.list is None or not (0 <= self.list.selected < len(self.rows)):
            return None
        return self.rows[self.list.selected]

    def cell(self, row: dict, col: str) -> str:
        if col == "replay":
            return "▶" if self.journal(row)[0] is not None else "—"
        if col == "mode":  # a daily run (always challenge) by its kind
            if (o := origin.parse(row.get("started"))) is not None and o["kind"] == "daily":
                return self.ctx.t("history.mode_daily")
            return self.ctx.t(f"runs.mode.{row.get('mode') or 'practice'}")
        if col == "tiles":  # played with the player's own tiles
            return self.ctx.t("history.own_tiles") if row_tiles(row) == "paper" else ""
        if col == "clean":
            return self.ctx.t("history.clean_mark") if is_clean(row) else ""
        if col == "result" and row.get("result") == "unfinished":
            return self.ctx.t("history.unfinished")
        if col in ("undos", "hints", "continues"):
            return str(row.get(col) or 0)
        return cell_text(self.ctx, row, col)  # one formatter for the score card and here

    def detail_text(self, row: dict) -> str:
        """The selected row's line: own tiles, where the run came from, its replay."""
        parts = [self.ctx.t("history.paper_detail")] if row_tiles(row) == "paper" else []
        shown = {c for c, _, _ in self.columns}
        parts += [
            f"{self._head(c)} {self.cell(row, c)}"
            for c, _, _ in COLUMNS
            if c not in shown and self.cell(row, c)
        ]
        parts += [self.origin_text(row), self.reason_text(row)]
        return " · ".join(p for p in parts if p)

    def origin_text(self, row: dict) -> str:
        return origin_text(self.ctx, row, self.all_rows)

    # -- by ear (ui/voice/form_focus.py) ---------------------------------------------------------
    def speech_label(self, w) -> str:
        """The run list's name; an empty list says so (its stop has no row to read)."""
        if w is self.list:
            return self.ctx.t("history.rows" if self.rows else "history.empty")
        return ""

    def speech_row(self, lst, i: int) -> str:
        """A row in words, as the visible row reads: its number, the kind of run, the result,
        the deepest floor, the score, the date; then whether it can be replayed. The "Own"
        column's sign in words: a run played with the player's own tiles."""
        row = self.rows[i]
        mode = self.cell(row, "mode")
        if row_tiles(row) == "paper":
            mode = self.ctx.t("history.row_own", mode=mode)
        return (
            self.ctx.t(
                "history.row_said",
                n=row.get("number", row.get("id", "")),
                mode=mode,
                result=self.cell(row, "result"),
                deepest=self.cell(row, "deepest"),
                score=self.cell(row, "score"),
                date=self.cell(row, "date"),
            )
            + (" " if self.ctx.lang != "ja" else "")
            + self.ctx.t(
                "history.row_replay"
                if self.journal(row)[0] is not None
                else "history.row_no_replay"
            )
        )

    # -- layout ----------------------------------------------------------------------------------
    def build(self, size) -> list:
        ctx = self.ctx
        lw, lh = ctx.layout.logical
        width = min(1160, lw - 48)
        x0 = (lw - width) / 2
        top = self.content_top() + 4
        sort_w = min(360, width * 0.45)
        self.sorter = Segmented(
            "sort",
            [("date", ctx.t("history.sort_date")), ("score", ctx.t("history.sort_score"))],
            self.sort,
        )
        self.sorter.rect = ctx.layout.rect(x0 + width - sort_w, top, sort_w, 38)
        self.sort_label_pos = (ctx.s(x0 + width - sort_w - 10), ctx.s(top + 19))
        self.header_y = top + 38 + 12
        list_top = self.header_y + ROW_H
        buttons_y = lh - 24 - 46
        list_bottom = buttons_y - 14 - 92  # the footer: the selected row's 3 lines, the summary
        self.panel = ctx.layout.rect(x0, self.header_y - 6, width, list_bottom - self.header_y + 12)
        inner_x, inner_w = x0 + 10, width - 20 - 14
        self.columns, least = self._fitting_columns(inner_w)
        self.col_x = column_spans(ctx, self.columns, inner_x, inner_w, least)
        keep = self.selected_id
        self.list = ScrollList(
            "rows", self.rows, self._draw_row, item_height=ROW_H, selectable=bool(self.rows)
        )
        self.list.rect = ctx.layout.rect(inner_x, list_top, inner_w + 14, list_bottom - list_top)
        self.list.bar_w = max(5, ctx.s(7))
        self.list.focus_ring = False
        self.list.set_row_px(ctx.s(ROW_H))
        if self.rows:
            ids = [self._key(r) for r in self.rows]
            self.list.select(ids.index(keep) if keep in ids else 0)
        self.footer_y = list_bottom + 8
        self.actions = self._action_buttons(lw, buttons_y)
        self.replay = self.actions["replay"]
        self._update_replay()
        return [self.list, self.sorter, *self.actions.values()]

    def _action_buttons(self, lw: float, y: float) -> dict:
        """The bottom row, right-aligned after Back: each button at its usual width, or at least
        as wide as its label needs; in a narrow window the labels get a smaller font, and only
        then does the row shrink evenly."""
        ctx, gap = self.ctx, 10
        room = lw - 24 - (24 + 180 + 16) - gap * (len(ACTIONS) - 1)
        labels = {aid: self._action_label(aid) for aid, _ in ACTIONS}
        for size in (17, 14):
            font = ctx.font(size)
            need = {
                aid: font.size(labels[aid])[0] / ctx.layout.scale + 2 * BUTTON_PAD
                for aid, _ in ACTIONS
            }
            want = {aid: max(w, need[aid]) for aid, w in ACTIONS}
            if sum(want.values()) <= room:
                break
            if sum(need.values()) <= room:  # the labels fit: share out what is left
                spare = (room - sum(need.values())) / len(need)
                want = {aid: w + spare for aid, w in need.items()}
                break
        k = min(1.0, room / sum(want.values()))
        x = lw - 24
        out = {}
        for aid, _ in reversed(ACTIONS):
            w = want[aid] * k
            b = Button(
                aid, labels[aid], size=size, style="primary" if aid == "replay" else "normal"
            )
            b.rect = ctx.layout.rect(x - w, y, w, 46)
            x -= w + gap
            out[aid] = b
        return dict(reversed(list(out.items())))

    def _head(self, col: str) -> str:
        return self.ctx.t(f"history.col.{col}" if col != "replay" else "history.replay_col")

    def _heads(self) -> list[str]:
        return [self._head(c) for c, _, _ in self.columns]

    def _fitting_columns(self, inner_w: float) -> tuple[list, list[float]]:
        """The columns whose headers and widest cells fit ``inner_w`` logical px whole, leaving
        out the least needed first; and each one's least width."""
        ctx, pad = self.ctx, 14  # (a cell's padding either side, and rounding)
        head, cell = ctx.font(HEAD_SIZE, bold=True), ctx.font(15)

        def need(col: str) -> float:
            widest = max((cell.size(self.cell(r, col))[0] for r in self.rows), default=0)
            return max(head.size(self._head(col))[0], widest) / ctx.layout.scale + pad

        least = {c: need(c) for c, _, _ in COLUMNS}
        shown = list(COLUMNS)
        for col in DROP_ORDER:
            if sum(least[c] for c, _, _ in shown) <= inner_w:
                break
            shown = [c for c in shown if c[0] != col]
        return shown, [least[c] for c, _, _ in shown]

    def _action_label(self, aid: str) -> str:
        ctx = self.ctx
        if aid == "replay":
            return ctx.t("history.replay")
        if aid == "export":
            return ctx.t("runs.export")
        return ctx.t("stats.open") if aid == "stats" else ctx.t(f"history.{aid}")

    def layout(self, size) -> None:
        super().layout(size)
        if (
            self.list is not None
            and self.rows
            and (self.form.focus is None or self.form.focus is self.back)
        ):
            self.form.set_focus(self.list)

    def _update_replay(self) -> None:
        row = self.selected_row
        if row is not None:
            self.selected_id = self._key(row)
        ok = row is not None and self.journal(row)[0] is not None
        if self.replay is not None:
            self.replay.enabled = self.actions["export"].enabled = ok
            self.replay.tooltip = None if ok or row is None else self.reason_text(row)
            self.actions["resume"].enabled = (
                ok and row is not None and row.get("result") == "unfinished"
            )
            self.actions["stats"].enabled = bool(self.all_rows)

    # -- input -----------------------------------------------------------------------------------
    def handle_event(self, e):
        tr = super().handle_event(e)
        self._update_replay()
        return tr

    def on_widget(self, w):
        if w is self.sorter:
            self.sort = self.sorter.value
            self._sort_rows()
            self.relayout()
            return None
        if w is self.list:
            self._update_replay()
            if self.list.activated:
                return self.open_selected()
            return None
        if w is self.replay:
            return self.open_selected()
        row = self.selected_row
        if w.id == "stats":
            return Push(registry.make("stats", self.ctx, self.all_rows))
        if w.id == "open_file":
            return Push(OpenFileScene(self.ctx))
        if w.id == "export" and row is not None:
            export_file(self.ctx, self.journal(row)[0])
        if w.id == "resume" and row is not None:
            return resume_row(self.ctx, row, self.journal(row)[0])
        return None

    def open_selected(self):
        row = self.selected_row
        return open_row(self.ctx, row, self.journal(row)) if row is not None else None

    def resume(self, result, child):
        if child is not None and child.name in ("table", "replay", "open_file"):
            self.ctx.history.reconcile()
            self.all_rows = self.ctx.history.rows()  # a resumed or branched run may have ended
        self.refresh_journals()
        self.relayout()
        return None

    # -- drawing ---------------------------------------------------------------------------------
    def _cells(self, surface, y: int, texts: list[str], size: float, inks, bold=False) -> None:
        draw_cells(surface, self.ctx, self.col_x, self.columns, y, texts, size, inks, bold)

    def _draw_row(self, surface, ctx, i, rect, selected, hovered) -> None:
        row = self.rows[i]
        if selected:
            pygame.draw.rect(
                surface,
                (46, 92, 72) if self.list is not None and self.list.focused else (36, 70, 56),
                rect.inflate(0, -2),
                border_radius=ctx.s(4),
            )
            if self.list is not None and self.list.focused:
                pygame.draw.rect(
                    surface,
                    theme.FOCUS,
                    rect.inflate(0, -2),
                    width=max(1, ctx.s(2)),
                    border_radius=ctx.s(4),
                )
        elif hovered:
            pygame.draw.rect(surface, (30, 60, 48), rect.inflate(0, -2), border_radius=ctx.s(4))
        elif i % 2:
            pygame.draw.rect(surface, (16, 42, 32), rect.inflate(0, -2))
        ink = theme.GOLD if row.get("result") == "victory" else theme.CREAM_TEXT
        has = self.journal(row)[0] is not None
        inks = [ink] * (len(self.columns) - 1) + [theme.GOLD if has else theme.MUTED_TEXT]
        texts = [self.cell(row, c) for c, _, _ in self.columns]
        self._cells(surface, rect.centery, texts, 15, inks)

    def draw_content(self, surface) -> None:
        ctx = self.ctx
        theme.dark_panel(surface, self.panel, ctx)
        theme.blit_text(
            surface,
            ctx.font(14),
            ctx.t("history.sort"),
            theme.MUTED_TEXT,
            self.sort_label_pos,
            "midright",
        )
        hy = ctx.s(self.header_y)
        x_left, x_right = self.col_x[0][0], self.col_x[-1][0] + self.col_x[-1][1]
        self._cells(
            surface,
            hy + ctx.s(ROW_H) // 2,
            self._heads(),
            HEAD_SIZE,
            [theme.GOLD] * len(self.columns),
            bold=True,
        )
        pygame.draw.line(
            surface, theme.GOLD, (x_left, hy + ctx.s(ROW_H) - 1), (x_right, hy + ctx.s(ROW_H) - 1)
        )
        small = ctx.font(14)
        fy = ctx.s(self.footer_y)
        if not self.rows:
            theme.blit_paragraph(
                surface,
                ctx.font(17),
                ctx.t("history.empty"),
                theme.CREAM_TEXT,
                pygame.Rect(x_left, hy + ctx.s(ROW_H + 16), x_right - x_left, ctx.s(60)),
            )
            return
        row = self.selected_row
        lines = 1
        if row is not None:
            ok = self.journal(row)[0] is not None
            detail = theme.wrap_text(small, self.detail_text(row), x_right - x_left)
            if len(detail) > DETAIL_LINES:  # (the rest on the last line, shortened)
                head = detail[: DETAIL_LINES - 1]
                rest = self.detail_text(row)[sum(len(x) for x in head) :].strip()
                detail = head + [rest]
            for k, line in enumerate(detail):
                theme.blit_text(
                    surface,
                    small,
                    line,
                    theme.CREAM_TEXT if ok else (250, 200, 150),
                    (x_left, fy + k * small.get_linesize()),
                    max_width=(x_right - x_left) * linebreak.HANG_ROOM,  # (a 。 may hang)
                )
            lines = len(detail)
        replays = sum(1 for r in self.rows if self.journal(r)[0] is not None)
        theme.blit_text(
            surface,
            small,
            ctx.t("history.summary", runs=len(self.rows), replays=replays),
            theme.MUTED_TEXT,
            (x_left, fy + lines * small.get_linesize() + ctx.s(2)),
            max_width=x_right - x_left,
        )
