"""Where the bundled Japanese fonts (Noto Sans JP / Noto Serif JP of ``pylopdf_fonts_jp``) are,
without pygame: the window draws with them (``ui/fonts.py``), the printed sheets embed them
(``printsheets``)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

PACKAGE = "pylopdf_fonts_jp"
FILES = {False: "NotoSansJP-Regular.otf", True: "NotoSerifJP-Regular.otf"}


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
