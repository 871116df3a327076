"""Every character the UI can draw must exist in the bundled Noto Sans/Serif JP fonts and in
their start faces (assets/fonts).

A glyph the font lacks is drawn as an empty ".notdef" box, so this scans
* every string value of the rules catalogs (``ja.yaml``, ``en.yaml``) and of all ``ui_*.yaml``
  catalogs, and
* every non-docstring string literal (f-string parts included) of ``jongrogue/ui/**/*.py``,
  ``jongrogue/printsheets/*.py`` (the printed sheets embed the same font)
  and ``jongrogue/i18n/*.py`` (its missing-key fallback is drawn too),
and asks ``pygame.freetype`` for each character's metrics: a missing glyph has no metrics.
"""

from __future__ import annotations

import ast
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame.freetype  # noqa: E402
import pytest  # noqa: E402
import yaml  # noqa: E402

import jongrogue  # noqa: E402
from jongrogue import i18n  # noqa: E402
from jongrogue.system import fontfiles  # noqa: E402
from jongrogue.ui import fonts  # noqa: E402

PKG = Path(jongrogue.__file__).resolve().parent
LOCALE = PKG / "data" / "locale"
NOT_DRAWN = set("\n\r\t")
MISSING_CODE_POINT = "\U0010fffd"  # private use, never in a text font


@pytest.fixture(scope="module")
def faces():
    pygame.freetype.init()
    out = {}
    for serif in (False, True):
        path = fonts.font_path(serif)
        assert path is not None, (
            f"bundled font {fontfiles.FILES[serif]} ({fontfiles.PACKAGE}) not found"
        )
        out[path.name] = pygame.freetype.Font(str(path), 16)
        # the window draws from the start faces first (build_scripts/subset_fonts.py)
        start = fontfiles.start_face(serif)
        assert start is not None, f"{fontfiles.START_FILES[serif]} not in assets/fonts"
        out[start[0].name] = pygame.freetype.Font(str(start[0]), 16)
    return out


def _has_glyph(face, ch: str) -> bool:
    metrics = face.get_metrics(ch)
    return bool(metrics) and metrics[0] is not None


def _yaml_strings(node, out: list[str]) -> None:
    if isinstance(node, str):
        out.append(node)
    elif isinstance(node, dict):
        for _k, v in node.items():
            _yaml_strings(v, out)
    elif isinstance(node, list):
        for v in node:
            _yaml_strings(v, out)


def _catalog_files() -> list[Path]:
    files = [LOCALE / "ja.yaml", LOCALE / "en.yaml"] + sorted(LOCALE.glob("ui_*.yaml"))
    assert all(f.is_file() for f in files)
    assert len(files) > 2, "no ui_*.yaml catalogs found"
    return files


def _docstring_nodes(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = getattr(node, "body", [])
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
    return ids


def _py_strings(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    skip = _docstring_nodes(tree)
    return [
        n.value
        for n in ast.walk(tree)
        if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in skip
    ]


def _py_files() -> list[Path]:
    files = (
        sorted((PKG / "ui").rglob("*.py"))
        + sorted((PKG / "text").glob("*.py"))
        + sorted((PKG / "i18n").glob("*.py"))
        + sorted((PKG / "printsheets").glob("*.py"))
    )
    assert len(files) > 10
    return files


def _used_chars(sources) -> dict[str, str]:
    """character -> first place it was seen."""
    used: dict[str, str] = {}
    for where, strings in sources:
        for s in strings:
            for ch in s:
                if ch not in NOT_DRAWN:
                    used.setdefault(ch, where)
    return used


def _missing(faces, used: dict[str, str]) -> list[str]:
    return [
        f"{ch!r} U+{ord(ch):04X} (in {where}) missing from {name}"
        for ch, where in sorted(used.items())
        for name, face in faces.items()
        if not _has_glyph(face, ch)
    ]


def test_probe_detects_a_missing_glyph(faces):
    for face in faces.values():
        assert not _has_glyph(face, MISSING_CODE_POINT)
        assert _has_glyph(face, "東") and _has_glyph(face, "A")


def test_catalog_strings_have_glyphs(faces):
    sources = []
    for f in _catalog_files():
        with open(f, encoding="utf-8") as fh:
            data = yaml.safe_load(fh)
        strings: list[str] = []
        _yaml_strings(data, strings)
        assert strings, f
        sources.append((f.name, strings))
    used = _used_chars(sources)
    assert "東" in used or "体" in used
    assert not _missing(faces, used), "\n".join(_missing(faces, used))


def test_ui_code_literals_have_glyphs(faces):
    used = _used_chars((str(f.relative_to(PKG.parent)), _py_strings(f)) for f in _py_files())
    assert not _missing(faces, used), "\n".join(_missing(faces, used))


def test_missing_key_fallback_has_glyphs(faces):
    shown = (
        i18n.fallback("no.such.key") + i18n.name("en", "no.such.key") + i18n.tr("ja", "ui.no_such")
    )
    used = _used_chars([("i18n fallback", [shown])])
    assert not _missing(faces, used), "\n".join(_missing(faces, used))
