"""Defect 12: Japanese line breaking by kinsoku rules; text that fits its boxes."""
from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings, strategies as st

from jongrogue.ui import fonts, theme
from jongrogue.ui.linebreak import NO_END, NO_START
from tests.ui import playflow_app  # noqa: F401  (pygame.init, dummy drivers)

JA = "体力が0以下になったり、凍死、餓死などで死亡したら、ダメージを受けた「得点カード」に記入します。"


@pytest.fixture(scope="module")
def font():
    return fonts.get_font(16)


def test_a_full_stop_never_starts_a_line(font):
    text = "敵にダメージを与えた。"
    full = font.size(text)[0]
    for width in range(full - 40, full + 2):
        lines = theme.wrap_text(font, text, width)
        assert all(ln and ln[0] not in NO_START for ln in lines), (width, lines)


def test_katakana_words_stay_whole(font):
    for width in range(60, 400, 7):
        lines = theme.wrap_text(font, JA, width)
        assert "".join(lines) == JA
        assert not any(ln.endswith("ダ") or ln.startswith("メージ") for ln in lines), lines


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet=list("あいうえおかきくけこ漢字。、「」（）ーダメジッャ ab"), min_size=1, max_size=60),
       st.integers(min_value=40, max_value=300))
def test_kinsoku_holds_for_any_text(text, width):
    font = fonts.get_font(16)
    lines = theme.wrap_text(font, text, width)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    for i, ln in enumerate(lines):
        if i and ln and len(ln) > 1:
            assert ln[0] not in NO_START or lines[i - 1] == "" or len(lines[i - 1]) <= 1, lines
        if i < len(lines) - 1 and len(ln) > 1:
            assert ln[-1] not in NO_END, lines
