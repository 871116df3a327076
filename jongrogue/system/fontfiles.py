"""Where the bundled Japanese fonts (Noto Sans JP / Noto Serif JP of ``pylopdf_fonts_jp``) are,
without pygame: the window draws with them (``ui/fonts.py``), the printed sheets embed them
(``printsheets``). The window starts on their start faces (``assets/fonts``, made by
``build_scripts/subset_fonts.py``): the same glyphs for the characters the app's texts use, in
files that open ten times faster."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from jongrogue.system.resources import asset_path

PACKAGE = "pylopdf_fonts_jp"
FILES = {False: "NotoSansJP-Regular.otf", True: "NotoSerifJP-Regular.otf"}
START_FILES = {False: "NotoSansJP-Start.otf", True: "NotoSerifJP-Start.otf"}
START_CHARS = "start_chars.txt"


def _package_dirs() -> list[Path]:
    """Directories that may hold the font package, frozen bundle first (found without importing
    it, and without ``importlib.resources``, which is slow to import)."""
    dirs: list[Path] = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        dirs.append(Path(frozen) / PACKAGE)
    try:
        spec = importlib.util.find_spec(PACKAGE)
        dirs += [Path(d) for d in (spec.submodule_search_locations or ())] if spec else []
    except (ImportError, ValueError):  # a broken or odd installation: no font found
        pass
    return dirs


def font_path(serif: bool = False) -> Path | None:
    """Path of the bundled Sans (or Serif) JP font file, or None if it cannot be found."""
    name = FILES[bool(serif)]
    for d in _package_dirs():
        candidate = d / name
        if candidate.is_file():
            return candidate
    return None


def start_face(serif: bool = False) -> tuple[Path, frozenset[str]] | None:
    """The start face's file and the characters it has, or None when it is not bundled."""
    try:
        path = asset_path("fonts", START_FILES[bool(serif)])
        chars = asset_path("fonts", START_CHARS).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):  # (FileNotFoundError included): the full font serves
        return None
    return path, frozenset(chars) - {"\n"}
