"""The run's whole log (M on the table): every line since the start, rebuilt from the journal
as a replay does (the panel keeps the last few hundred, and a continued run only its last moves),
on paper, read move by move (Up / Down, each said by ear; Page Up / Down, Home / End, the wheel).
It opens at the newest move; M or Esc goes back to the table."""

from __future__ import annotations

import pygame

from jongrogue.ui import theme
from jongrogue.ui.replay.log import ReplayLog, opening_of
from jongrogue.ui.replay.player import Timeline
from jongrogue.ui.scenes.common import MenuScene
from jongrogue.ui.widgets.textpane import TextPane

END = 1 << 30  # scrolled past the end: the pane clamps it to its last page


def log_blocks(entries) -> list[tuple[str, str]]:
    """The pane's blocks: each move (a command's line) as an entry's name with the lines it
    caused under it, so Up / Down step move by move; lines before the first move alone."""
    blocks: list[tuple[str, str]] = []
    lines: list[str] = []
    for e in entries:
        if e.kind == "command":
            _flush(blocks, lines)
            blocks.append(("entry_name", e.shown()))
        else:
            lines.append(e.shown())
    _flush(blocks, lines)
    if blocks and blocks[-1][0] == "entry_name":
        blocks[-1] = ("move", blocks[-1][1])  # a last move with no line yet stands alone
    return blocks


def _flush(blocks: list[tuple[str, str]], lines: list[str]) -> None:
    if lines:
        blocks.append(("entry_text", "\n".join(lines)))
        lines.clear()
    elif blocks and blocks[-1][0] == "entry_name":  # a move that caused no line
        blocks[-1] = ("move", blocks[-1][1])


class LogScene(MenuScene):
    name = "log"
    title_key = "table.log_full_title"
    HELP_KEYS = (
        ("up", "log_prev"),
        ("down", "log_next"),
        ("home", "log_first"),
        ("end", "log_last"),
        ("escape", "close"),
    )

    def __init__(self, ctx, game, upto: int | None = None):
        """The log of ``game`` to its newest move, or (a replay's) to its ``upto``-th."""
        super().__init__(ctx)
        log = ReplayLog(Timeline(game), opening_of(game), started="table.log.started")
        n = len(game.commands) if upto is None else upto
        entries = log.entries(ctx, n, window=None)
        self.pane = TextPane("log", log_blocks(entries) or [("note", ctx.t("table.log_empty"))])
        self.pane.at = max(0, len(self.pane.stops()) - 1)  # the newest move
        self.pane.top = END
        self.paper = pygame.Rect(0, 0, 0, 0)

    def build(self, size) -> list:
        ctx = self.ctx
        lw, lh = ctx.layout.logical
        top = self.content_top() + 10
        self.paper = ctx.layout.rect(24, top, lw - 48, lh - 24 - 46 - 14 - top)
        self.pane.rect = self.paper.inflate(-ctx.s(48), -ctx.s(32))
        self.pane._key = None  # (laid out again at the new size)
        return [self.pane]

    def handle_event(self, e):
        keys = self.ctx.settings.keys
        if e.type == pygame.KEYDOWN and pygame.key.name(e.key) == keys.get("message_log", "m"):
            return self.go_back()
        return super().handle_event(e)

    def draw_content(self, surface) -> None:
        theme.paper_panel(surface, self.paper, self.ctx)
        hint = self.ctx.t("table.log_full_keys")
        font = self.ctx.font(13)
        back = self.back.rect if self.back is not None else self.paper
        theme.blit_text(
            surface,
            font,
            hint,
            theme.MUTED_TEXT,
            (back.right + self.ctx.s(16), back.centery),
            "midleft",
            max_width=self.paper.right - back.right - self.ctx.s(16),
        )
