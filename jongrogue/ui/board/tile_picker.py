"""The tile picker of a paper run: what to turn up at the table, and every kind that can be
there with the copies still unaccounted for. Click a tile or type it (m5, p3, s7, pR, a wind as the
UI language writes it: E S W N in English, 東南西北 or T N S P in Japanese);
Backspace corrects the typing, Esc clears a half-typed code (then opens the pause menu as
everywhere), Ctrl+Z undoes an entered tile (the table's undo)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from jongrogue.text.paper_words import KANJI, KINDS, WINDS, Prompt, is_prefix, typed, typed_code
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
    return (
        list(NUMBERED) if numbered else [k for k in KINDS if k in box_kinds or k in prompt.offered]
    )


class TilePicker:
    """The typing buffer of the picker; the table draws it (``draw``) and routes keys to ``key``."""

    def __init__(self):
        self.buffer = ""

    def clear(self) -> None:
        self.buffer = ""

    def key(self, e, prompt: Prompt, lang: str):
        """A key press (or an IME's text: 東南西北): ("enter", answer) when it names a cell,
        ("bad", typed) when it cannot name one, ("typing", None) when it was taken, None when
        it is not the picker's. Codes are typed as `lang` writes them (text/paper_words.py)."""
        if e.type == pygame.TEXTINPUT:  # letters and digits come as key presses
            kind = KANJI.get(e.text.strip()) if not prompt.rows else None
            if kind is None:
                return None
            self.buffer = ""
            return ("enter", kind)
        if e.key in (pygame.K_BACKSPACE, pygame.K_ESCAPE):
            if not self.buffer:
                return None
            self.buffer = "" if e.key == pygame.K_ESCAPE else self.buffer[:-1]
            return ("typing", None)
        if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if not self.buffer:
                return None
            kind, _ = typed(self.buffer, lang)
            bad, self.buffer = self.buffer, ""
            return ("enter", kind) if kind else ("bad", bad)
        ch = key_char(e)
        if ch is None:
            return None
        if prompt.rows:
            return ("enter", int(ch)) if ch.isdigit() else ("bad", ch)
        buffer = self.buffer + ch
        if not is_prefix(buffer, lang):
            self.buffer = ""
            return ("bad", buffer)
        kind, final = typed(buffer, lang)
        if kind and final:
            self.buffer = ""
            return ("enter", kind)
        self.buffer = buffer
        return ("typing", None)


def key_char(e) -> str | None:
    """The letter or digit of a key press (from the key, not the text input: Shift gives the
    capital), or None for any other key or a chord."""
    if e.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
        return None
    name = pygame.key.name(e.key)
    if name.startswith("[") and name.endswith("]"):  # keypad digits
        name = name[1:-1]
    if len(name) != 1 or not name.isascii() or not name.isalnum():
        return None
    return name.upper() if e.mod & pygame.KMOD_SHIFT else name


def panel_rect(tl, prompt: Prompt) -> pygame.Rect:
    """Over the map the tile is not about: the encounter map for a dungeon tile (its room glows
    on the dungeon map), else the dungeon map (the room being resolved, its slot glowing, stays
    in sight on the encounter map)."""
    return tl.encounter if prompt.about == "dungeon" else tl.dungeon


@dataclass(frozen=True)
class PickerLayout:
    """Where the tile picker draws its prompt and its grid of tiles."""

    words: pygame.Rect  # the prompt in words, on the left
    grid: pygame.Rect  # the tiles, on the right
    columns: int
    tile_w: int


def picker_layout(ctx, rect: pygame.Rect, n: int, steps=()) -> PickerLayout:
    """Where the words and the tiles go: from the panel's size, the number of cells and the
    table work asked first (a new floor's: clearing and dealing), so the tiles stay put while
    the other words change (a roll's second tile, the typing). The words take 3/10 of the
    width, more (smaller tiles) where the table work would not fit in their smallest size."""
    pad, gap = ctx.s(12), ctx.s(12)
    top = rect.y + ctx.s(10) + ctx.font(13, serif=True, bold=True).get_linesize()
    inner = pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, rect.bottom - top - ctx.s(8))
    for tenths in WORD_SHARES:
        least_words = max(ctx.s(170), inner.w * tenths // 10)
        if _steps_fit(ctx, steps, least_words, inner.h):
            break
    area = pygame.Rect(inner.x + least_words + gap, inner.y, inner.w - least_words - gap, inner.h)
    columns, tw = _fit(ctx, area, n)
    rows = -(-n // columns)
    cell_gap = ctx.s(6)
    grid_w = columns * tw + (columns - 1) * cell_gap
    grid_h = rows * (round(tw * 4 / 3) + ctx.s(16)) + (rows - 1) * cell_gap
    grid = pygame.Rect(
        inner.right - grid_w, inner.y + max(0, (inner.h - grid_h) // 2), grid_w, grid_h
    )
    words = pygame.Rect(inner.x, inner.y, grid.x - gap - inner.x, inner.h)
    return PickerLayout(words, grid, columns, tw)


WORD_SHARES = (3, 4, 5, 6)  # tenths of the panel's width the words may take


def _steps_fit(ctx, steps, width: int, height: int) -> bool:
    """The table work, with the ask's two lines, fits ``height`` in the smallest word size."""
    if not steps:
        return True
    scale = WORD_SCALES[-1]
    ask = ctx.font(15 * scale, bold=True)
    need = 2 * round(ask.get_linesize() * 1.08) + ctx.s(6)
    for step in steps:
        need += sum(h for _, h in _lines(ctx, ("▶ " + step, 12 * scale, False, None), width))
        need += ctx.s(6)
    return need <= height


def draw_picker(
    surface, rect, ctx, prompt: Prompt, cells: list, buffer: str, hover=None
) -> list[Hotspot]:
    paper(surface, rect, ctx, title=tt(ctx, "paper.title"))
    lay = picker_layout(ctx, rect, len(cells), prompt.steps)
    help_line = tt(ctx, "paper.help_rows" if prompt.rows else "paper.help")
    typed_line = tt(ctx, "paper.typed", typed=buffer) if buffer else ""
    _draw_words(surface, ctx, lay.words, prompt, help_line, typed_line)
    return _grid(surface, ctx, lay, prompt, cells, hover)


WORD_SCALES = (1.0, 0.92, 0.84, 0.76, 0.7)  # the words shrink before they would overflow


def _draw_words(surface, ctx, box: pygame.Rect, prompt: Prompt, help_line: str, typed_line: str):
    """The prompt at the top of `box` (what to turn up, what to do first, what was entered) and
    the typing help at its bottom, in the largest size at which all of it fits; where even the
    smallest does not (a large scale), without the typing help (Ctrl+K says it too), then with
    the tiles entered so far counted instead of listed, then without them (the log lists them):
    what to do at the table comes first."""
    short = prompt.entered_short or prompt.entered
    tries = [(scale, True, prompt.entered) for scale in WORD_SCALES]
    tries += [(WORD_SCALES[-1], False, prompt.entered)]
    tries += [(scale, False, short) for scale in WORD_SCALES]
    tries += [(scale, False, "") for scale in WORD_SCALES]
    for scale, with_help, entered in tries:
        head = [(prompt.ask, 15 * scale, True, pal.INK)]
        head += [("▶ " + step, 12 * scale, False, pal.RED_INK) for step in prompt.steps]
        if entered:
            head.append((entered, 12 * scale, False, pal.INK_SOFT))
        foot = [(typed_line, 12 * scale, True, pal.BLUE_INK)] if typed_line else []
        if with_help:
            foot.append((help_line, 12 * scale, False, pal.INK_SOFT))
        laid = [_lines(ctx, block, box.w) for block in head + foot]
        heights = [sum(h for _, h in lines) for lines in laid]
        if sum(heights) + ctx.s(8) * len(laid) <= box.h:
            break
    foot_top = box.bottom - sum(heights[len(head) :]) - ctx.s(4) * (len(foot) - 1)
    _blit(surface, box, _flat(ctx, head, laid, ctx.s(6)), box.y, foot_top - ctx.s(4))
    _blit(surface, box, _flat(ctx, foot, laid[len(head) :], ctx.s(4)), foot_top, box.bottom)


def _lines(ctx, block, width: int) -> list[tuple[str, int]]:
    words, size, bold, _ = block
    font = ctx.font(size, bold=bold)
    step = round(font.get_linesize() * 1.08)
    return [(line, step) for line in theme.wrap_text(font, words, width)]


def _flat(ctx, blocks, laid, gap: int) -> list[tuple]:
    """The blocks' lines as (line, advance, font, colour), a gap after each block."""
    out = []
    for (_, size, bold, colour), lines in zip(blocks, laid):
        font = ctx.font(size, bold=bold)
        out += [(line, step, font, colour) for line, step in lines]
        if out:
            out[-1] = out[-1][:1] + (out[-1][1] + gap,) + out[-1][2:]
    return out


def _blit(surface, box, lines, y: int, bottom: int) -> None:
    """The lines from `y` down to `bottom`; where the rest would pass it, the last line that
    fits ends with an ellipsis (only a panel too small for the smallest words)."""
    for i, (line, step, font, colour) in enumerate(lines):
        if y + font.get_linesize() > bottom:
            return
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        if nxt is not None and y + step + nxt[2].get_linesize() > bottom:
            line = theme.ellipsize(font, line + " " + nxt[0], box.w)
        surface.blit(font.render(line, True, colour), (box.x, y))
        y += step


def _fit(ctx, area, n: int) -> tuple[int, int]:
    """(columns, tile width) that make the tiles largest in `area` (a tile is 3:4, its count
    under it), at most 46 logical px wide."""
    count_h, gap = ctx.s(16), ctx.s(6)
    best = (COLUMNS, 0)
    # the 27 number tiles keep a suit to a row
    for columns in (COLUMNS,) if n == 27 else range(1, n + 1):
        rows = -(-n // columns)
        tw = min(
            (area.w - (columns - 1) * gap) / columns,
            ((area.h - (rows - 1) * gap) / rows - count_h) * 3 / 4,
            ctx.s(46),
        )
        if tw >= best[1]:  # a tie: fewer rows
            best = (columns, tw)
    return best[0], max(ctx.s(12), int(best[1]))


def _grid(surface, ctx, lay: PickerLayout, prompt: Prompt, cells: list, hover) -> list[Hotspot]:
    columns, tw = lay.columns, lay.tile_w
    count_h, gap = ctx.s(16), ctx.s(6)
    th = round(tw * 4 / 3)
    cw = tw + gap
    x0 = lay.grid.x
    label_size = max(8.0, min(11.0, tw / ctx.layout.scale / 3))
    spots = []
    for i, kind in enumerate(cells):
        row, col = divmod(i, columns)
        cell = pygame.Rect(x0 + col * cw, lay.grid.y + row * (th + count_h + gap), tw, th + count_h)
        left = prompt.offered.get(kind, 0)
        target = ("paper_tile", kind)
        hl = "hover" if hover == target and left else None
        if prompt.rows:
            box = pygame.Rect(cell.x, cell.y, tw, th)
            pygame.draw.rect(surface, pal.IVORY, box, border_radius=ctx.s(4))
            pygame.draw.rect(
                surface,
                pal.INK if hl else pal.PAPER_LINE,
                box,
                width=max(1, ctx.s(2 if hl else 1)),
                border_radius=ctx.s(4),
            )
            text(surface, ctx, str(kind), 16, pal.INK, box.center, "center", bold=True)
            label = tt(ctx, "paper.row")
        else:
            draw_tile(surface, kind, cell.topleft, tw, highlight=hl, alpha=None if left else 70)
            # a wind: the letter typed for it in this language (T N S P in Japanese)
            code = typed_code(ctx.lang, kind) if kind in WINDS else ""
            label = f"{code} ×{left}" if code else f"×{left}"
        text(
            surface,
            ctx,
            label,
            label_size,
            pal.INK if left else pal.PAPER_LINE,
            (cell.centerx, cell.bottom),
            "midbottom",
            bold=bool(left),
        )
        spots.append(Hotspot(cell, target))
    return spots
