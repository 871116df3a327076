"""The window draws from the start faces (assets/fonts, build_scripts/subset_fonts.py): every
character of the package's texts is in them, they draw exactly what the full Noto faces draw, and
a line with a character they lack (a typed path, a rare kanji) is drawn with the full face."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from fontTools.ttLib import TTFont  # noqa: E402

import jongrogue  # noqa: E402
from jongrogue.system import fontfiles  # noqa: E402
from jongrogue.ui import fonts  # noqa: E402
from jongrogue.ui.font_face import SizedFont  # noqa: E402

PKG = Path(jongrogue.__file__).resolve().parent
NOT_DRAWN = set("\n\r\t\ufeff")
SAMPLES = ("東南西北 HP 12/20 ×3 ▶", "Continue — seed 4815162342!", "雀ローグEZプラス「はい」")
RARE = "鬱"  # a kanji of the full font that no text of the app uses


@pytest.fixture
def fresh_fonts():
    fonts.clear_font_cache()
    yield
    fonts.clear_font_cache()


def _pixels(surface: pygame.Surface) -> tuple:
    return surface.get_size(), pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("serif", [False, True])
def test_the_start_faces_are_bundled_and_list_what_they_map(serif):
    start = fontfiles.start_face(serif)
    assert start is not None, "assets/fonts: run build_scripts/subset_fonts.py"
    path, chars = start
    mapped = {chr(c) for c in TTFont(path).getBestCmap()}
    assert chars <= mapped and "東" in chars and "A" in chars
    assert RARE not in mapped


def test_every_character_of_the_data_files_is_in_the_start_faces():
    chars = fontfiles.start_face(False)[1] & fontfiles.start_face(True)[1]
    used = {
        (ch, path.relative_to(PKG).as_posix())
        for path in sorted(PKG.glob("data/**/*.yaml"))
        for ch in path.read_text(encoding="utf-8")
        if ch not in NOT_DRAWN
    }
    missing = sorted({f"{ch!r} U+{ord(ch):04X} ({where})" for ch, where in used if ch not in chars})
    assert missing == [], "run build_scripts/subset_fonts.py:\n" + "\n".join(missing[:40])


@pytest.mark.parametrize("serif", [False, True])
@pytest.mark.parametrize("size", [9, 14, 22, 48])
def test_a_start_face_draws_exactly_what_the_full_face_draws(serif, size):
    start = fonts._face(*fontfiles.start_face(serif))
    full = fonts._face(fontfiles.font_path(serif))
    for bold in (False, True):
        a, b = SizedFont(start, size, bold), SizedFont(full, size, bold)
        metrics = ("get_ascent", "get_descent", "get_height", "get_linesize")
        assert [getattr(a, m)() for m in metrics] == [getattr(b, m)() for m in metrics]
        for text in SAMPLES:
            assert a.size(text) == b.size(text)
            for antialias in (True, False):
                assert _pixels(a.render(text, antialias, (250, 240, 200))) == _pixels(
                    b.render(text, antialias, (250, 240, 200))
                ), (text, bold, antialias)


def test_a_line_the_start_face_lacks_is_drawn_with_the_full_face(fresh_fonts):
    font = fonts.get_font(24)
    assert font.face.chars is not None  # the start face
    assert fonts._full_face.cache_info().currsize == 0  # not opened for the app's own texts
    font.render(SAMPLES[0], True, (0, 0, 0))
    assert fonts._full_face.cache_info().currsize == 0
    full = SizedFont(fonts._face(fontfiles.font_path(False)), 24)
    text = f"C:/ユーザー/{RARE}/run.jrlog\n{SAMPLES[1]}"
    assert font.size(text) == full.size(text)
    assert _pixels(font.render(text, True, (0, 0, 0))) == _pixels(
        full.render(text, True, (0, 0, 0))
    )
    assert fonts.font_warning() is None


def test_a_broken_start_face_leaves_the_full_face(monkeypatch, tmp_path, fresh_fonts):
    broken = tmp_path / "broken.otf"
    broken.write_bytes(b"OTTO" + bytes(range(256)) * 8)
    monkeypatch.setattr(fonts, "start_face", lambda serif=False: (broken, frozenset("東A")))
    font = fonts.get_font(20)
    assert font.face.chars is None and font.size("東")[0] > 0
    assert fonts.font_warning() is None
