"""Layout regressions: dock F-key labels never lie on a sheet, the log's wrap cache, the check
overlay's result badge stays inside its row (dummy video driver, 100 % and 200 %, ja and en)."""

from __future__ import annotations

import pygame  # noqa: E402
import pytest  # noqa: E402

from jongrogue.engine import Game, Options  # noqa: E402
from jongrogue.runfiles.history import History  # noqa: E402
from jongrogue.storage.settings import Settings  # noqa: E402
from jongrogue.ui import theme  # noqa: E402
from jongrogue.ui.board import log_view  # noqa: E402
from jongrogue.ui.board.dock import Dock  # noqa: E402
from jongrogue.ui.context import AppContext  # noqa: E402
from jongrogue.ui.scenes.check_overlay import CheckOverlay  # noqa: E402

SIZE = (1280, 800)


def _ctx(tmp_path, lang, scale):
    st = Settings(language=lang, ui_scale=scale, animation_speed="instant", sound=False)
    ctx = AppContext(st, size=SIZE, persist=False, history=History(tmp_path / "h.sqlite3"))
    ctx.toasts.clear()
    return ctx


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("scale,cols,width", [(100, 2, 344), (100, 1, 280), (200, 1, 560)])
def test_dock_key_labels_stay_off_the_paper(tmp_path, lang, scale, cols, width):
    ctx = _ctx(tmp_path, lang, scale)
    view = Game.new(seed=1, options=Options(mode="practice")).view()
    dock = Dock(ctx)
    rect = pygame.Rect(10, 10, width, 4000)  # tall enough that every panel is drawn
    dock.draw(pygame.Surface((width + 40, 4040)), rect, view, cols)
    assert dock.key_rects and set(dock.key_rects) <= set(dock.paper_rects)
    for sid, key in dock.key_rects.items():
        assert key.w > 0 and key.h > 0, sid
        assert dock.rects[sid].contains(key), sid  # inside the panel's hotspot
        for other, paper in dock.paper_rects.items():
            assert not key.colliderect(paper), (sid, other, key, paper)


def test_log_wrap_is_cached_and_bounded(monkeypatch):
    font = pygame.font.Font(None, 14)
    calls = []
    real = theme.wrap_text
    monkeypatch.setattr(theme, "wrap_text", lambda f, s, w: calls.append(s) or real(f, s, w))
    monkeypatch.setattr(log_view, "WRAP_CACHE_SIZE", 8)
    log_view._wrap_cache.clear()
    a = log_view.wrapped(font, "a rather long log line that wraps " * 3, 80)
    assert (
        log_view.wrapped(font, "a rather long log line that wraps " * 3, 80) == a
        and len(calls) == 1
    )
    log_view.wrapped(font, "a rather long log line that wraps " * 3, 120)  # another width
    log_view.wrapped(pygame.font.Font(None, 20), "a rather long log line that wraps " * 3, 80)
    assert len(calls) == 3
    for i in range(20):
        log_view.wrapped(font, f"line {i}", 80)
    assert len(log_view._wrap_cache) <= 8
    log_view._wrap_cache.clear()


class _Check:
    def __init__(self, total, success):
        self.check, self.tiles, self.op, self.target = "sleep_roll", ["s3"], ">=", 5
        self.total, self.success, self.exact, self.ideal = total, success, 0.603, 0.556
        self.who = "jabberwock"  # (the title names it: "Sleep roll for the Jabberwock")


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("scale", [100, 200])
def test_check_badge_inside_the_overlay(tmp_path, lang, scale):
    ctx = _ctx(tmp_path, lang, scale)
    ov = CheckOverlay(ctx, [_Check(3, False), _Check(7, True)], speed="fast")
    ov.layout(SIZE)
    ov.skip()
    surface = pygame.Surface(SIZE)
    surface.fill((0, 0, 0))
    drawn: list[pygame.Rect] = []
    real = pygame.draw.rect

    def spy(surf, colour, rect, *a, **k):
        drawn.append((tuple(colour)[:3], pygame.Rect(rect)))
        return real(surf, colour, rect, *a, **k)

    from jongrogue.ui.art import palette as pal

    pygame.draw.rect = spy
    try:
        ov.draw(surface)
    finally:
        pygame.draw.rect = real
    badges = [r for c, r in drawn if c in (tuple(pal.OI_GREEN)[:3], tuple(pal.OI_VERMILLION)[:3])]
    assert len(badges) == 2
    for b in badges:
        assert ov.panel.contains(b), (b, ov.panel)
        assert b.right <= ov.panel.right - ctx.s(12)
        # the white label stays inside its badge (with some padding)
        strip = pygame.Rect(b.x - ctx.s(30), b.y, b.w + ctx.s(30) + ctx.s(8), b.h)
        inner = b.inflate(-ctx.s(4), 0)
        for x in range(strip.x, strip.right):
            for y in range(strip.y, strip.bottom):
                if not inner.collidepoint(x, y):
                    assert tuple(surface.get_at((x, y)))[:3] != (255, 255, 255), (x, y, b)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("scale", [100, 200])
def test_the_drop_here_label_stays_inside_the_dock(tmp_path, lang, scale):
    """Drawn above the dock, "Drop here to pick it up" ran under Undo and Redo in the status
    bar; it is a chip inside the dock's top edge now (the glow frame may stand a little out)."""
    ctx = _ctx(tmp_path, lang, scale)
    view = Game.new(seed=1, options=Options(mode="practice")).view()
    surface = pygame.Surface((700, 900))
    surface.fill((1, 2, 3))
    rect = pygame.Rect(20, 120, 600, 700)
    Dock(ctx).draw(surface, rect, view, 2, glow=True)
    frame = rect.inflate(ctx.s(8), ctx.s(8))
    above = [
        (x, y)
        for x in range(surface.get_width())
        for y in range(0, frame.y)
        if surface.get_at((x, y))[:3] != (1, 2, 3)
    ]
    assert not above, above[:5]
