"""The death review in the replay viewer: a Review button, its progress, up to three turning points
marked on the scrubber (numbered by size: 1 is the largest significant drop), and a card telling
what the advisor would have preferred there and by how much, with its 90 % interval.

The review runs in spawned processes (sim.review_jobs); the viewer polls it every frame. A
review that fails never ends the replay: the crash log gets the report, a line says why. Clicking
a mark (or pressing 1–3) jumps to the decision before that command and opens its card. The marks'
labels are placed so that they overlap neither each other nor the Review button."""

from __future__ import annotations

import pygame

from jongrogue.sim.advisor_settings import REVIEW
from jongrogue.sim.review import MAX_POINTS
from jongrogue.sim.review_jobs import ReviewJob
from jongrogue.storage import crash
from jongrogue.text.command_text import label as command_label
from jongrogue.ui import theme
from jongrogue.ui.board.hint_view import why_line
from jongrogue.ui.widgets import Button

FINISHED = ("game_over", "victory")
MARK_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3)
BUTTON_W, GAP = 230, 10  # the button's least width and its gap to the scrubber, logical px
MOST, SETTINGS = MAX_POINTS, REVIEW  # decisions reviewed, the advisor's settings at each
ROWS = 4  # label rows a crowded timeline may stack
KEPT = 8  # runs whose Review the app keeps while it runs (one takes seconds of every core)


PROGRESS_STEPS = 4  # progress said at each quarter of the decisions scored, not every frame


def lt(ctx, key: str, **fmt) -> str:
    return ctx.t("learning." + key, **fmt)


def say(ctx, key: str, **fmt) -> None:
    """The review's state by ear (``speech.replay.<key>``; progress replaces progress unsaid)."""
    if ctx.speech.enabled:
        text = ctx.spoken().speakable(ctx.t("speech.replay." + key, **fmt))
        progress = key == "review_progress"
        # the result arrives by itself: said when the voice is free, however long that takes
        ctx.speech.say(text, key="review_progress" if progress else None, lasting=not progress)


def refuse(ctx, key: str, **fmt) -> None:
    """A review key that cannot act here: shown as a note and said (it did nothing, silently,
    for a player who does not listen)."""
    ctx.notify(ctx.t("speech.replay." + key, **fmt), "info", 6.0, family="review_refused")


def floors(x: float) -> str:
    """An expected deepest floor, to a tenth."""
    return f"{x:.1f}"


def points(x: float) -> str:
    """A difference of expected deepest floors, signed, to a tenth."""
    return f"{x:+.1f}"


def run_key(game) -> tuple[str, int]:
    """What a run is: its hash chain's last link and its length (any other command, undo or
    redo changes it)."""
    return game.state_hash(), len(game.commands)


def remember(kept: dict, key, value) -> None:
    """`kept[key] = value`, the oldest let go past KEPT."""
    kept.pop(key, None)
    kept[key] = value
    for old in list(kept)[:-KEPT]:
        del kept[old]


def place(chips: list[pygame.Rect], avoid: list[pygame.Rect], gap: int) -> list[pygame.Rect]:
    """The chips moved up a row (or left of what they would cover) until none overlaps another
    or anything in `avoid`; in the given order, the first keeps its place."""
    placed: list[pygame.Rect] = []
    for chip in chips:
        blocked = placed + avoid
        tries = [chip.move(0, -k * (chip.h + gap)) for k in range(ROWS)]
        for r in avoid:
            tries.append(chip.move(r.left - gap - chip.right, 0))
        free = next(
            (t for t in tries if t.collidelist([b.inflate(gap, gap) for b in blocked]) < 0),
            tries[-1],
        )
        placed.append(free)
    return placed


class ReviewView:
    def __init__(self, ctx, game, finished: bool, source=None):
        self.ctx, self.game, self.source = ctx, game, source  # source: the run's file, if any
        self.available = finished
        self.failed = False  # the last review stopped with an error (reported)
        self.job: ReviewJob | None = None
        self.moments: list | None = None
        self.marks: list = []
        self.selected: int | None = None  # index into marks
        self.told = 0  # quarters of the progress said so far
        self.button = Button(
            "review", lt(ctx, "review"), shortcut="v", size=15, tooltip=lt(ctx, "review_tip")
        )
        self.mark_rects: list[pygame.Rect] = []
        self.chip_rects: list[pygame.Rect] = []
        kept = ctx.reviews.get(run_key(game)) if finished else None
        if kept is not None:  # reviewed before, and the run is the same: shown as it was
            self.set_moments(*kept)

    # -- running -----------------------------------------------------------------------------
    def start(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None
            say(self.ctx, "review_stopped")
            return
        if self.moments is not None:  # this run's review is done (and kept): nothing new to learn
            self._say_done()
            return
        self.failed = False
        self.job = ReviewJob(self.game, most=MOST, settings=SETTINGS)
        self.moments, self.marks, self.selected, self.told = None, [], None, 0
        say(self.ctx, "review_started")

    def _say_done(self) -> None:
        """How many turning points the review found (none: what that means, as a note too)."""
        if not self.marks:
            self.ctx.notify(self.none_tip(), "info", 10.0)
            return
        say(self.ctx, "review_done", n=len(self.marks), total=len(self.moments or ()))

    def _say_progress(self) -> None:
        """Every quarter of the decisions scored, once."""
        assert self.job is not None, "progress of a running review"
        done, total = self.job.progress()
        quarter = done * PROGRESS_STEPS // total if total else 0
        if 0 < quarter < PROGRESS_STEPS and quarter > self.told:
            self.told = quarter
            say(self.ctx, "review_progress", done=done, total=total)

    def set_moments(self, moments, marks) -> None:
        self.moments, self.marks, self.selected = moments, marks, None

    def poll(self) -> bool:
        if self.job is None:
            return False
        try:
            if not self.job.done():
                self._say_progress()
                return False
            self.set_moments(self.job.moments, self.job.marks())
            remember(self.ctx.reviews, run_key(self.game), (self.moments, self.marks))
            self._say_done()
        except Exception as exc:  # noqa: BLE001 — no Review failure ends the replay
            self.cancel()
            path = crash.report(exc, journal=self.source)
            self.failed = True
            error = type(exc).__name__
            self.ctx.notify(
                lt(self.ctx, "review_failed_why", error=error, file=path.name)
                if path is not None
                else lt(self.ctx, "review_failed_why_unsaved", error=error),
                "error",
                8.0,
            )
            return True
        self.job = None
        return True

    def none_tip(self) -> str:
        """What "no turning point" means, for this run's count of decisions."""
        return lt(self.ctx, "reviewed_none_tip", n=len(self.moments or ()))

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None

    def thinking(self) -> bool:
        return self.job is not None

    # -- layout and input ----------------------------------------------------------------------
    def width(self, ctx) -> int:
        """The button's width: its longest label whole (it sits at the end of the scrubber's
        row, which leaves it this much; above the deck it covered the score card)."""
        labels = [lt(ctx, k) for k in ("review", "reviewing_start", "review_failed")]
        labels += [lt(ctx, "reviewing", done=MOST, total=MOST)]
        labels += [lt(ctx, k, n=MOST) for k in ("reviewed", "reviewed_none")]
        chip = ctx.font(12).size("V")[0] + ctx.s(18)
        widest = max(ctx.font(15).size(text)[0] for text in labels)
        return max(ctx.s(BUTTON_W), widest + ctx.s(36) + chip)

    def layout(self, ctx, scrub: pygame.Rect) -> None:
        """At the right end of the scrubber's row (``scrub``: the scrubber, shortened for it)."""
        w = self.width(ctx)
        self.button.rect = pygame.Rect(
            scrub.right + ctx.s(GAP), scrub.y - ctx.s(2), w, scrub.h + ctx.s(4)
        )

    def click(self, pos, player) -> bool:
        """True when the click was the review's (the button or a mark)."""
        if not self.available:
            return False
        if self.button.rect.collidepoint(pos):
            self.start()
            return True
        for i, (mark, chip) in enumerate(zip(self.mark_rects, self.chip_rects)):
            if chip.collidepoint(pos) or mark.collidepoint(pos):
                self.select(i, player)
                return True
        return False

    def key(self, e, player) -> bool:
        if not self.available:  # a run in progress: V and 1–3 say why there is no review
            if pygame.key.name(e.key) == "v" or e.key in MARK_KEYS:
                refuse(self.ctx, "review_unfinished")
                return True
            return False
        if pygame.key.name(e.key) == "v":
            self.start()
            return True
        if e.key in MARK_KEYS:
            i = MARK_KEYS.index(e.key)
            if i < len(self.marks):
                self.select(i, player)
            elif self.moments is None:  # (reviewing, or not yet asked)
                refuse(self.ctx, "not_reviewed", i=i + 1)
            else:
                n = len(self.marks)
                refuse(self.ctx, "no_mark" if n else "no_marks", i=i + 1, n=n)
            return True
        return False

    def select(self, i: int, player) -> None:
        self.selected = i
        player.pause()
        player.seek(self.marks[i].n)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface, ctx, controls, timeline, player) -> None:
        if not self.available:
            return
        if self.job is not None:  # what it is doing: starting the workers, or scoring
            done, total = self.job.progress()
            key = "reviewing" if done else "reviewing_start"
            self.button.label = lt(ctx, key, done=done, total=total)
            self.button.tooltip = lt(ctx, "reviewing_tip", n=total)
        elif self.failed:
            self.button.label = lt(ctx, "review_failed")
        elif self.moments is not None:
            self.button.label = lt(
                ctx, "reviewed" if self.marks else "reviewed_none", n=len(self.moments)
            )
        else:
            self.button.label = lt(ctx, "review")
        if self.job is None:
            done = self.moments is not None and not self.marks and not self.failed
            self.button.tooltip = self.none_tip() if done else lt(ctx, "review_tip")
        self.button.draw(surface, ctx)
        if self.job is not None:
            done, total = self.job.progress()
            r = self.button.rect
            bar = pygame.Rect(r.x + ctx.s(8), r.bottom - ctx.s(8), r.w - ctx.s(16), ctx.s(3))
            pygame.draw.rect(surface, theme.MUTED_TEXT, bar)
            pygame.draw.rect(
                surface, theme.GOLD, (bar.x, bar.y, round(bar.w * done / max(1, total)), bar.h)
            )
        self._draw_marks(surface, ctx, controls, player)
        if self.selected is not None and player.position == self.marks[self.selected].n:
            self._draw_card(surface, ctx, controls, timeline)

    def _draw_marks(self, surface, ctx, controls, player) -> None:
        self.mark_rects, self.chip_rects = [], []
        r = controls.scrub
        total = max(1, player.total)
        track_y = r.y + ctx.s(5)
        size = ctx.s(9)
        font = ctx.font(12, bold=True)
        tips, chips = [], []
        for i, m in enumerate(self.marks):
            x = r.x + round(r.w * m.n / total)
            tips.append((x, track_y + ctx.s(1)))
            label = f"{i + 1}: {points(-m.drop)}"
            chip = pygame.Rect(0, 0, font.size(label)[0] + ctx.s(10), ctx.s(18))
            chip.midbottom = (x, track_y + ctx.s(1) - 2 * size - ctx.s(2))
            edge = surface.get_rect().inflate(-ctx.s(4), 0)  # a mark at the end: inside, led to
            chip.x = max(edge.x, min(chip.x, edge.right - chip.w))
            chips.append((chip, label))
        order = sorted(range(len(chips)), key=lambda i: chips[i][0].x)
        moved = place([chips[i][0] for i in order], [self.button.rect], ctx.s(3))
        where = dict(zip(order, moved))
        for i, (tip, (_, label)) in enumerate(zip(tips, chips)):
            x = tip[0]
            pts = [(x - size, tip[1] - 2 * size), (x + size, tip[1] - 2 * size), tip]
            colour = theme.GOLD if self.selected == i else theme.RED_INK
            pygame.draw.polygon(surface, colour, pts)
            pygame.draw.polygon(surface, theme.IVORY, pts, width=1)
            hit = pygame.Rect(0, 0, 2 * size + ctx.s(6), 2 * size + ctx.s(16))
            hit.midbottom = (x, tip[1] + ctx.s(4))
            chip = where[i]
            if (
                chip.bottom < tip[1] - 2 * size - ctx.s(2) or chip.centerx != x
            ):  # a leader to its mark
                pygame.draw.line(
                    surface, colour, (chip.centerx, chip.bottom), (x, tip[1] - 2 * size), 1
                )
            pygame.draw.rect(surface, (10, 30, 22), chip, border_radius=ctx.s(5))
            pygame.draw.rect(surface, colour, chip, width=1, border_radius=ctx.s(5))
            theme.blit_text(surface, font, label, theme.IVORY, chip.center, "center")
            self.mark_rects.append(hit)
            self.chip_rects.append(chip)

    def card_lines(self, ctx, timeline, i: int) -> list[str]:
        """Turning point i's card: the decision, the move played, the advisor's, the loss."""
        m = self.marks[i]
        view = timeline.view(m.n)
        lo, hi = m.gap.interval()
        return [
            lt(ctx, "mark_title", i=i + 1, n=m.n + 1),
            lt(
                ctx,
                "mark_played",
                what=command_label(ctx, m.played, view),
                p=floors(m.played_value),
            ),
            lt(ctx, "mark_best", what=command_label(ctx, m.best, view), p=floors(m.best_value)),
            lt(ctx, "mark_drop", d=f"{m.drop:.1f}"),
            lt(ctx, "mark_gap", n=m.gap.n, d=points(m.drop), lo=points(lo), hi=points(hi)),
            *self._why(ctx, m, view),
        ]

    @staticmethod
    def _why(ctx, m, view) -> list[str]:
        """The Hint's why, for the move played against the advisor's (runs lost in both)."""
        lost, n, best_lost, best_n = m.lost
        line = why_line(
            ctx,
            (command_label(ctx, m.played, view), lost, n),
            (command_label(ctx, m.best, view), best_lost, best_n),
        )
        return [line] if line else []

    def selected_at(self, n: int) -> int | None:
        """The selected turning point when the replay stands on its decision, else None."""
        i = self.selected
        return i if i is not None and i < len(self.marks) and self.marks[i].n == n else None

    def _draw_card(self, surface, ctx, controls, timeline) -> None:
        i = self.selected
        assert i is not None, "a mark is selected while its card is drawn"
        w, lh = ctx.s(560), ctx.s(22)
        rows = []  # (font, colour, text): a long line (the why) wraps instead of being cut
        for k, line in enumerate(self.card_lines(ctx, timeline, i)):
            font = ctx.font(15 if k else 16, bold=k in (0, 3))
            colour = theme.RED_INK if k == 3 else theme.INK
            rows += [(font, colour, part) for part in theme.wrap_text(font, line, w - ctx.s(24))]
        card = pygame.Rect(
            controls.rect.x + ctx.s(12),
            controls.rect.y - ctx.s(44) - lh * len(rows) - ctx.s(20),
            w,
            lh * len(rows) + ctx.s(20),
        )
        theme.paper_panel(surface, card, ctx, radius=6)
        pygame.draw.rect(surface, theme.RED_INK, (card.x, card.y, ctx.s(6), card.h))
        for k, (font, colour, text) in enumerate(rows):
            theme.blit_text(
                surface,
                font,
                text,
                colour,
                (card.x + ctx.s(16), card.y + ctx.s(10) + k * lh),
                max_width=card.w - ctx.s(24),
            )
