"""``SizedFont``: the ``pygame.font.Font`` calls the UI makes (render, size, metrics, bold), served
by one shared ``pygame.freetype.Font`` per typeface.

Why: opening the 4–6 MB Noto JP OpenType files costs ~5 ms per ``pygame.font.Font`` and the UI uses
dozens of sizes (``fit_font`` tries several), which made fonts half of the start-up time. A freetype
face is opened once and renders any size from its own per-size glyph cache. The metrics follow
SDL_ttf's formulas (ascent, descent, height and line skip rounded up from font units), so layouts
keep the sizes they had with ``pygame.font.Font``.

A start face (``system/fontfiles.start_face``) has only the characters the app's texts use; a line
with any other character is measured and drawn with the full face, asked for (and so opened) then.

Rendered lines and widths are memoised per font (the table redraws the same labels every time a
panel changes): ``render`` hands out a shared surface, which callers blit and never modify.
"""

from __future__ import annotations

import math
import os
import struct
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path

import pygame
import pygame.freetype

from jongrogue.system import startwidths


def units_per_em(path: Path) -> int:
    """``unitsPerEm`` from the font's ``head`` table (the freetype module does not expose it)."""
    with open(path, "rb") as fh:
        header = fh.read(12)
        count = struct.unpack(">H", header[4:6])[0]
        records = fh.read(16 * count)
        for i in range(count):
            tag, _checksum, offset, _length = struct.unpack(">4sIII", records[16 * i : 16 * i + 16])
            if tag == b"head":
                fh.seek(offset + 18)
                return struct.unpack(">H", fh.read(2))[0]
    raise ValueError("no head table")


WIDTH_CACHE = 4096  # measured strings per font before the memo starts over
IMAGE_CACHE = 256  # rendered lines kept per font (least recently used dropped)


class Face:
    """One opened typeface file; ``chars``: the characters it has, when it is a start face."""

    def __init__(self, path: Path, chars: frozenset[str] | None = None):
        if not pygame.freetype.get_init():
            pygame.freetype.init()
        self.chars = chars
        stat = os.stat(path)  # (what a width measured by an earlier start was measured on)
        self.identity = f"{path.name} {stat.st_size} {stat.st_mtime_ns} {pygame.version.ver}"
        self.upem = units_per_em(path)
        self.ft = pygame.freetype.Font(str(path), 16)
        self.ft.origin = True  # render_to's position is the baseline origin
        self.ft.pad = True
        self.ft.kerning = False  # SDL_ttf's widths are plain advance sums

    def has(self, line: str) -> bool:
        return self.chars is None or self.chars.issuperset(line)


class SizedFont:
    """A ``pygame.font.Font`` look-alike of ``size`` px on a shared :class:`Face`; ``full()``
    gives the full face for lines a start face lacks a character of (None: draw them anyway)."""

    def __init__(
        self,
        face: Face,
        size: int,
        bold: bool = False,
        full: Callable[[], Face | None] | None = None,
    ):
        self.face, self.point_size, self._bold, self._full = face, size, bold, full
        ft, scale = face.ft, size / face.upem
        self._ascent = math.ceil(ft.ascender * scale)
        self._descent = math.ceil(ft.descender * scale)
        self._height = math.ceil((ft.ascender - ft.descender) * scale)
        self._linesize = math.ceil(ft.height * scale)
        self._style = pygame.freetype.STYLE_STRONG if bold else pygame.freetype.STYLE_DEFAULT
        self._widths: dict[str, int] = {}
        self._images: OrderedDict = OrderedDict()

    # -- metrics --------------------------------------------------------------------------------
    def get_height(self) -> int:
        return self._height

    def get_linesize(self) -> int:
        return self._linesize

    def get_ascent(self) -> int:
        return self._ascent

    def get_descent(self) -> int:
        return self._descent

    def get_bold(self) -> bool:
        return self._bold

    def set_bold(self, bold: bool) -> None:
        self._bold = bool(bold)
        self._style = pygame.freetype.STYLE_STRONG if bold else pygame.freetype.STYLE_DEFAULT
        self._widths.clear()
        self._images.clear()

    def _width(self, line: str) -> int:
        if not line:
            return 0
        w = self._widths.get(line)
        if w is None:
            if len(self._widths) >= WIDTH_CACHE:
                self._widths.clear()
            key = (self.face.identity, self.point_size, self._bold, line)
            w = startwidths.known(key)  # (measured by an earlier start: system/startwidths.py)
            if w is None:
                w = self._ft(line).get_rect(line, style=self._style, size=self.point_size).width
                startwidths.measured(key, w)
            self._widths[line] = w
        return w

    def size(self, text: str) -> tuple[int, int]:
        lines = text.split("\n")
        return max(self._width(ln) for ln in lines), self._height * len(lines)

    def _ft(self, line: str) -> pygame.freetype.Font:
        """The face that has every character of ``line``."""
        if self.face.has(line) or self._full is None:
            return self.face.ft
        full = self._full()
        return (full or self.face).ft

    # -- drawing --------------------------------------------------------------------------------
    def render(self, text: str, antialias: bool, color, background=None) -> pygame.Surface:
        key = (text, bool(antialias), tuple(color), background and tuple(background))
        img = self._images.get(key)
        if img is None:
            img = self._images[key] = self._render(text, antialias, color, background)
            if len(self._images) > IMAGE_CACHE:
                self._images.popitem(last=False)
        else:
            self._images.move_to_end(key)
        return img

    def _render(self, text: str, antialias: bool, color, background) -> pygame.Surface:
        lines = text.split("\n")
        w, h = max(self._width(ln) for ln in lines), self._height * len(lines)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        if background is not None:
            surf.fill(background)
        for i, line in enumerate(lines):
            if line:
                ft = self._ft(line)
                ft.antialiased = bool(antialias)
                ft.render_to(
                    surf,
                    (0, i * self._height + self._ascent),
                    line,
                    color,
                    style=self._style,
                    size=self.point_size,
                )
        return surf
