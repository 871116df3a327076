"""The tile picker of a paper run: what to turn up at the table, and every kind that can be
there with the copies still unaccounted for. Click a tile or type it (m5, p3, s7, T, pR …);
Backspace corrects the typing, Ctrl+Z undoes an entered tile (the table's undo)."""
from __future__ import annotations

import pygame

from jongrogue.text.paper_words import KINDS, Prompt, is_prefix, typed
from jongrogue.ui import theme
from jongrogue.ui.art import palette as pal
from jongrogue.ui.board.common import Hotspot, draw_tile, paper, text, tt

NUMBERED = KINDS[:27]
COLUMNS = 9


def shown_kinds(prompt: Prompt, box_kinds) -> list:
    """The cells: the link rows of a search; else every kind of the place's family (the 27
    number tiles, or the dungeon's), the ones all accounted for shown empty."""
    if prompt.rows:
        return sorted(prompt.offered)
    numbered = any(k in NUMBERED for k in prompt.offered)
    return list(NUMBERED) if numbered else [k for k in KINDS if k in box_kinds or k in prompt.offered]


class TilePicker:
    """The typing buffer of the picker; the table draws it (``draw``) and routes keys to ``key``."""

    def __init__(self):
        self.buffer = ""

    def clear(self) -> None:
        self.buffer = ""

    def key(self, e, prompt: Prompt):
        """A key press: ("enter", answer) when it names a cell, ("bad", typed) when it cannot
        name one, ("typing", None) when it was taken, None when it is not the picker's."""
        if e.key == pygame.K_BACKSPACE:
            if not self.buffer:
                return None
            self.buffer = self.buffer[:-1]
            return ("typing", None)
        if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if not self.buffer:
                return None
            kind, _ = typed(self.buffer)
            bad, self.buffer = self.buffer, ""
            return ("enter", kind) if kind else ("bad", bad)
        ch = _char(e)
        if ch is None:
            return None
        if prompt.rows:
            return ("enter", int(ch)) if ch.isdigit() else ("bad", ch)
        buffer = self.buffer + ch
        if not is_prefix(buffer):
            self.buffer = ""
            return ("bad", buffer)
        kind, final = typed(buffer)
        if kind and final:
            self.buffer = ""
            return ("enter", kind)
        self.buffer = buffer
        return ("typing", None)


def _char(e) -> str | None:
    """The letter or digit of a key press (from the key, not the text input: Shift gives the
    capital), or None for any other key or a chord."""
    if e.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
        return None
    name = pygame.key.name(e.key)
    if name.startswith("[") and name.endswith("]"):        # keypad digits
        name = name[1:-1]
    if len(name) != 1 or not name.isascii() or not name.isalnum():
        return None
    return name.upper() if e.mod & pygame.KMOD_SHIFT else name


def panel_rect(ctx, tl) -> pygame.Rect:
    """Over the encounter map (the dungeon map, where the room being turned up glows, stays in
    sight); over both maps where the encounter map alone is too short for tiles a hand can click."""
    return tl.dungeon.union(tl.encounter) if tl.encounter.h < ctx.s(240) else tl.encounter


def draw_picker(surface, rect, ctx, prompt: Prompt, cells: list, buffer: str, hover=None) -> list[Hotspot]:
    top = paper(surface, rect, ctx, title=tt(ctx, "paper.title"))
    pad = ctx.s(12)
    inner = pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, rect.bottom - top - ctx.s(8))
    y = inner.y
    font = ctx.font(15, bold=True)
    y += theme.blit_paragraph(surface, font, prompt.ask, pal.INK, pygame.Rect(inner.x, y, inner.w, inner.h),
                              line_gap=1.1)
    small = ctx.font(12)
    for step in prompt.steps:
        y += theme.blit_paragraph(surface, small, "▶ " + step, pal.RED_INK,
                                  pygame.Rect(inner.x, y, inner.w, inner.h), line_gap=1.05)
    if prompt.entered:                      # one line: the latest entries count most
        text(surface, ctx, _tail(small, prompt.entered, inner.w), 12, pal.INK_SOFT, (inner.x, y))
        y += small.get_linesize()
    help_key = "paper.help_rows" if prompt.rows else "paper.help"
    line = tt(ctx, help_key)
    if buffer:
        line = tt(ctx, "paper.typed", typed=buffer) + "   " + line
    # the help wraps to two lines where there is room for the tiles, else one
    help_lines = theme.wrap_text(small, line, inner.w)[:2 if inner.bottom - y > ctx.s(200) else 1]
    help_h = len(help_lines) * small.get_linesize() + ctx.s(4)
    spots = _grid(surface, ctx, pygame.Rect(inner.x, y + ctx.s(4), inner.w, inner.bottom - y - help_h - ctx.s(4)),
                  prompt, cells, hover)
    for k, words in enumerate(help_lines):
        text(surface, ctx, words, 12, pal.BLUE_INK if buffer else pal.INK_SOFT,
             (inner.x, inner.bottom - (len(help_lines) - k) * small.get_linesize()), max_width=inner.w)
    return spots


def _tail(font, words: str, width: int) -> str:
    """`words` cut from the left with an ellipsis to fit `width`."""
    if font.size(words)[0] <= width:
        return words
    while words and font.size("…" + words)[0] > width:
        words = words[1:]
    return "…" + words


def _fit(ctx, area, n: int) -> tuple[int, int]:
    """(columns, tile width) that make the tiles largest in `area` (a tile is 3:4, its count
    under it), at most 46 logical px wide."""
    count_h, gap = ctx.s(16), ctx.s(6)
    best = (COLUMNS, 0)
    # the 27 number tiles keep a suit to a row
    for columns in ((COLUMNS,) if n == 27 else range(1, n + 1)):
        rows = -(-n // columns)
        tw = min((area.w - (columns - 1) * gap) / columns,
                 ((area.h - (rows - 1) * gap) / rows - count_h) * 3 / 4, ctx.s(46))
        if tw >= best[1]:                      # a tie: fewer rows
            best = (columns, tw)
    return best[0], max(ctx.s(12), int(best[1]))


def _grid(surface, ctx, area, prompt: Prompt, cells: list, hover) -> list[Hotspot]:
    columns, tw = _fit(ctx, area, len(cells))
    count_h, gap = ctx.s(16), ctx.s(6)
    th = round(tw * 4 / 3)
    cw = tw + gap
    x0 = area.centerx - (columns * tw + (columns - 1) * gap) // 2
    label_size = max(8.0, min(11.0, tw / ctx.layout.scale / 3))
    spots = []
    for i, kind in enumerate(cells):
        row, col = divmod(i, columns)
        cell = pygame.Rect(x0 + col * cw, area.y + row * (th + count_h + gap), tw, th + count_h)
        left = prompt.offered.get(kind, 0)
        target = ("paper_tile", kind)
        hl = "hover" if hover == target and left else None
        if prompt.rows:
            box = pygame.Rect(cell.x, cell.y, tw, th)
            pygame.draw.rect(surface, pal.IVORY, box, border_radius=ctx.s(4))
            pygame.draw.rect(surface, pal.INK if hl else pal.PAPER_LINE, box, width=max(1, ctx.s(2 if hl else 1)),
                             border_radius=ctx.s(4))
            text(surface, ctx, str(kind), 16, pal.INK, box.center, "center", bold=True)
            label = tt(ctx, "paper.row")
        else:
            draw_tile(surface, kind, cell.topleft, tw, highlight=hl, alpha=None if left else 70)
            label = f"×{left}"
        text(surface, ctx, label, label_size, pal.INK if left else pal.PAPER_LINE,
             (cell.centerx, cell.bottom), "midbottom", bold=bool(left))
        spots.append(Hotspot(cell, target))
    return spots
