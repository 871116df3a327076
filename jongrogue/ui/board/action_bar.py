"""The action bar: every legal command as a button with its key. Buttons flow into rows; when
they do not fit, ◀ ▶ page buttons (PageUp / PageDown) show the rest. Keys work on every page."""

from __future__ import annotations

import pygame

from jongrogue.text import command_text
from jongrogue.ui import pad, theme
from jongrogue.ui.board import hint_badges
from jongrogue.ui.board.common import Hotspot, text, tt
from jongrogue.ui.widgets import Button, key_label

PINNED = ("hint", "hint_stop")  # on the first page when the bar has several


def key_matches(spec, event) -> bool:
    """Is ``event`` the key press of ``spec`` (a command_text.KeySpec)?"""
    if event.type != pygame.KEYDOWN:
        return False
    if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
        return False
    name = pygame.key.name(event.key)
    if name.startswith("[") and name.endswith("]"):  # keypad digits
        name = name[1:-1]
    if name in ("enter",) and spec.name == "return":
        name = "return"
    return name == spec.name and bool(event.mod & pygame.KMOD_SHIFT) == spec.shift


def key_hint(spec) -> str:
    """The key of ``spec`` as the bar prints it: ⇧ for Shift, "P→2" for the number that picks
    it in its kind's menu, … for a kind's menu."""
    after = f"→{spec.then}" if spec.then is not None else ("…" if spec.menu else "")
    return ("⇧" if spec.shift else "") + key_label(spec.name) + after


def chip_text(ctx, spec) -> str:
    """A button's chip: its key, or while a pad is in use the pad's button that presses it
    ("" when none does: the shoulder buttons walk the bar and A presses)."""
    if spec is None:
        return ""
    return pad.chip(ctx, spec.name, spec.shift) if ctx.pad_active else key_hint(spec)


class UiAction:
    """A button of the bar that is not an engine command (e.g. back to the title at the end).
    `after`: the command type it is placed right after (else at the end); `tip`: its tooltip."""

    def __init__(
        self,
        id: str,
        label: str,
        key: str | None = None,
        *,
        shift: bool = False,
        after: str | None = None,
        tip: str = "",
    ):
        self.id, self.text, self.key, self.shift = id, label, key, shift
        self.after, self.tip = after, tip
        self.type = "ui"

    def arg(self, name, default=None):
        return default

    def __eq__(self, other):
        return isinstance(other, UiAction) and other.id == self.id

    def __hash__(self):
        return hash(("ui", self.id))


class ActionBar:
    def __init__(self, ctx):
        self.ctx = ctx
        self.commands: list = []
        self.keys: list = []
        self.labels: list[str] = []
        self.buttons: list[Button] = []
        self.page = 0
        self.pages: list[list[int]] = [[]]
        self.focus: int | None = None  # index into commands (keyboard focus via Tab)
        self.hover: int | None = None
        self.pressed: int | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._key = None
        self.badges: dict = {}  # index -> (text, kind): the advisor's estimates
        self.legend: str | None = None  # what the badges mean (drawn over the bar while they show)
        self.empty: str | None = None  # the words of a bar without buttons
        self.pad_active = False  # its chips name the pad's buttons (laid out while one is used)

    def set_commands(self, commands, view, extras=(), empty: str | None = None) -> None:
        """`empty`: what the bar says when it has no button (default "No actions")."""
        cmds = command_text.bar_commands(commands)
        # the labels too: the same commands read otherwise when the view changed ("· 0 %"
        # while held, gone once free)
        labels = [""] * len(cmds)
        for t in dict.fromkeys(c.type for c in cmds):  # (a kind's labels as its menu says them)
            kind = [i for i, c in enumerate(cmds) if c.type == t]
            said = command_text.menu_labels(self.ctx, [cmds[i] for i in kind], view)
            for i, one in zip(kind, said):
                labels[i] = one
        bound = tuple(sorted(self.ctx.settings.keys.items()))  # (rebound in Settings mid-run)
        key = (
            tuple(cmds),
            tuple(labels),
            tuple(extras),
            self.ctx.lang,
            self.ctx.epoch,
            empty,
            bound,
        )
        self.empty = empty
        if key == self._key:
            return
        self._key = key
        self.commands = cmds
        self.keys = command_text.assign_keys(cmds, view, self.ctx.settings.keys)
        self.labels = labels
        used = {k for k in self.keys if k is not None}
        for extra in extras:
            spec = command_text.KeySpec(extra.key, extra.shift) if extra.key else None
            at = next(
                (i + 1 for i, c in enumerate(self.commands) if c.type == extra.after),
                len(self.commands),
            )
            self.commands.insert(at, extra)
            self.keys.insert(at, spec if spec not in used else None)
            self.labels.insert(at, extra.text)
        self.page, self.focus, self.hover = 0, None, None
        self.rect = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.pad_active = self.ctx.pad_active
        order = list(range(len(self.labels)))
        self._place(order)
        pinned = [i for i in order if getattr(self.commands[i], "id", None) in PINNED]
        if len(self.pages) > 1 and pinned and not set(pinned) <= set(self.pages[0]):
            # the Hint on the first page, where the player looks for it (at 200 % the bar had
            # three pages and the Hint on the last)
            self._place(pinned + [i for i in order if i not in pinned])
        self.page = min(self.page, len(self.pages) - 1)
        if self.focus is not None:  # kept over a new layout: its page shows
            self.page = next((p for p, idx in enumerate(self.pages) if self.focus in idx), 0)

    def _place(self, order: list[int]) -> None:
        """The buttons in ``order``, row by row, a page of two rows at a time."""
        ctx, rect = self.ctx, self.rect
        pad, gap = ctx.s(10), ctx.s(8)
        rows = 2
        row_h = (rect.h - 2 * pad - (rows - 1) * gap) // rows
        font = ctx.font(15)
        hint_font = ctx.font(12)
        avail = rect.w - 2 * pad - ctx.s(70)
        self.pages = [[]]
        buttons: list[Button | None] = [None] * len(self.labels)
        x, row = 0, 0
        for i in order:
            label = self.labels[i]
            hint = chip_text(ctx, self.keys[i])
            chip = (hint_font.size(hint)[0] + ctx.s(10) + ctx.s(18)) if hint else 0
            w = min(avail, max(ctx.s(96), font.size(label)[0] + ctx.s(30) + chip))
            if x and x + w > avail:
                x, row = 0, row + 1
                if row >= rows:
                    self.pages.append([])
                    row = 0
            b = Button(f"cmd{i}", label, hint=hint, size=15)
            b.rect = pygame.Rect(rect.x + pad + x, rect.y + pad + row * (row_h + gap), w, row_h)
            buttons[i] = b
            self.pages[-1].append(i)
            x += w + gap
        self.buttons = [b for b in buttons if b is not None]

    # -- input -------------------------------------------------------------------------------
    def visible(self) -> list[int]:
        return self.pages[self.page] if self.pages else []

    def page_rects(self):
        ctx, r = self.ctx, self.rect
        w = ctx.s(28)
        prev = pygame.Rect(
            r.right - ctx.s(10) - 2 * w - ctx.s(4), r.centery - ctx.s(16), w, ctx.s(32)
        )
        nxt = pygame.Rect(r.right - ctx.s(10) - w, r.centery - ctx.s(16), w, ctx.s(32))
        return prev, nxt

    def commands_for_key(self, event) -> list:
        """The commands a key stands for: one, or several of one kind (a menu chooses)."""
        return [
            self.commands[i]
            for i, k in enumerate(self.keys)
            if k is not None and key_matches(k, event)
        ]

    def index_at(self, pos) -> int | None:
        for i in self.visible():
            if self.buttons[i].rect.collidepoint(pos):
                return i
        return None

    def flip(self, d: int) -> None:
        if len(self.pages) > 1:
            self.page = (self.page + d) % len(self.pages)

    def move_focus(self, d: int) -> None:
        if not self.commands:
            return
        if self.focus is None:  # from nothing: the first, or backwards the last
            self.focus = 0 if d > 0 else len(self.commands) - 1
        else:
            self.focus = (self.focus + d) % len(self.commands)
        for p, idx in enumerate(self.pages):
            if self.focus in idx:
                self.page = p

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface) -> list[Hotspot]:
        ctx, rect = self.ctx, self.rect
        band = pygame.Rect(0, rect.y, surface.get_width(), surface.get_height() - rect.y)
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        shade.fill((8, 26, 18, 190))
        surface.blit(shade, band)
        pygame.draw.line(surface, theme.GOLD, band.topleft, band.topright, 1)
        spots = []
        if not self.commands:
            text(
                surface,
                ctx,
                self.empty or tt(ctx, "no_actions"),
                15,
                theme.MUTED_TEXT,
                rect.center,
                "center",
            )
        for i in self.visible():
            b = self.buttons[i]
            b.hovered = self.hover == i
            b.focused = self.focus == i
            b.pressed = self.pressed == i
            b.draw(surface, ctx)
            spots.append(Hotspot(b.rect, ("action", i)))
        if self.badges:
            hint_badges.draw_badges(surface, ctx, self)
        if self.legend:
            hint_badges.draw_legend(surface, ctx, self)
        if len(self.pages) > 1:
            prev, nxt = self.page_rects()
            for r, lab, tgt in ((prev, "◀", "page_prev"), (nxt, "▶", "page_next")):
                pygame.draw.rect(
                    surface, theme.lighten(theme.PAPER_SHADE, 0.3), r, border_radius=ctx.s(5)
                )
                text(surface, ctx, lab, 14, theme.INK, r.center, "center", bold=True)
                spots.append(Hotspot(r, (tgt,)))
            text(
                surface,
                ctx,
                f"{self.page + 1}/{len(self.pages)}",
                11,
                theme.MUTED_TEXT,
                (prev.centerx + ctx.s(16), prev.bottom + ctx.s(2)),
                "midtop",
            )
        return spots
