"""Defect 12: Japanese line breaking by kinsoku rules; text that fits its boxes."""

from __future__ import annotations

import os

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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


@settings(
    max_examples=int(os.environ.get("KINSOKU_EXAMPLES", 200)), deadline=None, derandomize=True
)
@given(
    st.text(
        alphabet=list("あいうえおかきくけこ漢字。、「」（）ーダメジッャ ab"),
        min_size=1,
        max_size=60,
    ),
    st.integers(min_value=40, max_value=300),
)
def test_kinsoku_holds_for_any_text(text, width):
    font = fonts.get_font(16)
    lines = theme.wrap_text(font, text, width)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    for i, ln in enumerate(lines):
        if i and ln and len(ln) > 1:
            prev = lines[i - 1]  # unless the line above has nowhere to break
            assert ln[0] not in NO_START or all(ch in NO_START for ch in prev[1:]), lines
        if i < len(lines) - 1 and len(ln) > 1:
            assert ln[-1] not in NO_END, lines


@pytest.mark.parametrize("scale", [100, 143, 200])
def test_wall_counts_never_run_together(scale):
    """Defect 12: the nine "n:count" cells of the wall panel each fit their ninth."""
    from jongrogue.engine import Game
    from jongrogue.storage.settings import Settings
    from jongrogue.ui.board import table_layout
    from jongrogue.ui.context import AppContext

    ctx = AppContext(
        Settings(language="en", ui_scale=min(200, scale), sound=False),
        size=(1280, 800),
        persist=False,
    )
    tl = table_layout.compute(ctx, (1280, 800))
    area_w = tl.wall.w - 2 * ctx.s(8)
    cw = area_w / 9
    size = 11
    while size > 7 and ctx.font(size).size("9:12")[0] > cw - ctx.s(3):
        size -= 1
    assert ctx.font(size).size("9:12")[0] <= cw, (scale, size)
    surface = pygame.Surface((1280, 800))
    from jongrogue.ui.board.wall_view import draw_wall

    game = Game.new(seed=1)
    draw_wall(
        surface,
        tl.wall,
        ctx,
        game.view()["wall"]["count"],
        game.knowledge(),
        game.view()["wall"]["food_check"],
    )


def test_food_check_warning_says_starve_when_it_would():
    from jongrogue.storage.settings import Settings
    from jongrogue.ui.board.wall_view import food_warning
    from jongrogue.ui.context import AppContext

    ctx = AppContext(Settings(language="en", sound=False), persist=False)
    assert "starve" in food_warning(ctx, 7, "starve")[0]
    assert "hungry" in food_warning(ctx, 7, "hungry")[0]
    assert "7" in food_warning(ctx, 7, "pay")[0]


@pytest.mark.parametrize("lang,scale", [("en", 100), ("ja", 100), ("en", 200), ("ja", 200)])
def test_the_stairs_label_never_covers_a_tile(lang, scale):
    from jongrogue.storage.settings import Settings
    from jongrogue.ui.board import map_view, table_layout
    from jongrogue.ui.context import AppContext

    ctx = AppContext(
        Settings(language=lang, ui_scale=scale, sound=False), size=(1280, 800), persist=False
    )
    tl = table_layout.compute(ctx, (1280, 800))
    w, h = tl.dungeon.w // 4, tl.dungeon.h // 5  # about a room box of the real map
    box = pygame.Rect(10, 10, w, h)
    info = {"explored": True, "revealed": True, "tiles": ["pR", "T"], "stairs": True}
    rects = map_view._draw_room(pygame.Surface((800, 600)), ctx, box, 5, info, False, False, False)
    *tiles, label = rects
    assert len(tiles) == 2 and not any(label.colliderect(t) for t in tiles)
    assert box.contains(label)
