"""Bundled Japanese fonts (Noto Sans JP / Noto Serif JP from ``pylopdf_fonts_jp``, found by
``jongrogue.system.fontfiles``), drawn from their start faces where those are bundled (the full
face opens at the first text that needs it, ``ui/font_face.py``).

``get_font`` never raises: if the bundled file is missing or unreadable it falls
back to pygame's default font and records a message for ``font_warning()``,
which the UI should show to the player (kanji will not render correctly).
"""

from __future__ import annotations

import contextlib
import struct
from functools import lru_cache, partial
from pathlib import Path

import pygame

from jongrogue.system.fontfiles import PACKAGE, font_path, start_face
from jongrogue.ui.font_face import Face, SizedFont

_warnings: list[str] = []


def font_warning() -> str | None:
    """A human-readable message if a bundled font could not be used, else None."""
    return "; ".join(dict.fromkeys(_warnings)) or None


def _warn(msg: str) -> None:
    if msg not in _warnings:
        _warnings.append(msg)


FONT_ERRORS = (OSError, pygame.error, ValueError, RuntimeError, struct.error)
_MAGIC = (b"OTTO", b"\x00\x01\x00\x00", b"true", b"ttcf")


@lru_cache(maxsize=4)
def _face(path: Path, chars: frozenset[str] | None = None) -> Face:
    """Open and validate a font file once; raises on anything unusable.

    The file is sniffed first (a broken file must not reach FreeType as a hollow face) and
    probed by measuring a kanji.
    """
    with open(path, "rb") as fh:
        if fh.read(4) not in _MAGIC:
            raise ValueError("not a TrueType/OpenType file")
    face = Face(path, chars)
    w, h = SizedFont(face, 16).size("東")
    if w <= 0 or h <= 0:
        raise ValueError("the font renders nothing")
    return face


@lru_cache(maxsize=128)
def get_font(size: int, *, serif: bool = False, bold: bool = False):
    """A cached font of ``size`` px with the ``pygame.font.Font`` drawing and metric calls
    (a :class:`SizedFont` on the bundled face; ``pygame.font.Font(None)`` as the fallback);
    ``bold`` is a synthetic bold."""
    if not pygame.font.get_init():
        pygame.font.init()
    size = max(1, int(size))
    kind = "Serif" if serif else "Sans"
    path, start = _files(serif)
    if path is None:
        _warn(
            f"Bundled font Noto {kind} JP not found (package {PACKAGE}); "
            "using pygame's default font, Japanese text will not display."
        )
    else:
        try:
            if start is not None:
                with contextlib.suppress(*FONT_ERRORS):  # (a broken start face: the full one)
                    return SizedFont(_face(*start), size, bold, partial(_full_face, path))
            return SizedFont(_face(path), size, bold)
        except FONT_ERRORS as exc:
            _warn(
                f"Bundled font {path} could not be loaded ({exc}); "
                "using pygame's default font, Japanese text will not display."
            )
    font = pygame.font.Font(None, size)
    if bold:
        font.set_bold(True)
    return font


@lru_cache(maxsize=2)
def _files(serif: bool) -> tuple[Path | None, tuple[Path, frozenset[str]] | None]:
    """The full font's file and the start face's (looked up once, not for every size)."""
    return font_path(serif), start_face(serif)


@lru_cache(maxsize=2)
def _full_face(path: Path) -> Face | None:
    """The full face, for a line its start face cannot draw; None (the start face draws it, a
    missing glyph as a box) when it cannot be opened."""
    try:
        return _face(path)
    except FONT_ERRORS as exc:
        _warn(f"Bundled font {path} could not be loaded ({exc}); some characters will not display.")
        return None


def clear_font_cache() -> None:
    """Forget cached fonts and warnings (tests, or after a font change)."""
    get_font.cache_clear()
    _face.cache_clear()
    _files.cache_clear()
    _full_face.cache_clear()
    _warnings.clear()
