"""History's buttons show their whole label, in Japanese too ("ファイルを…",
"モルグを書き…" were cut), at the usual window sizes and scales."""

from __future__ import annotations

import pytest

from tests.ui.playflow_app import App, home  # noqa: F401


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(
    "size,scale",
    [
        ((1280, 800), 100),
        ((1100, 700), 100),
        ((1600, 960), 150),
        ((1280, 800), 200),
        ((1100, 700), 150),
    ],
)
def test_every_history_button_label_fits(home, lang, size, scale):
    app = App(lang=lang, size=size, scale=scale)
    app.click(app.widget("history").rect.center)
    assert app.names()[-1] == "history"
    sc = app.top
    for b in sc.actions.values():
        room = b.rect.w - 2 * app.ctx.s(14)
        assert app.ctx.font(b.size).size(b.label)[0] <= room, (b.id, b.label, b.rect.w)
        assert b.rect.left >= sc.back.rect.right, (b.id, b.rect, sc.back.rect)


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size,scale", [((1280, 800), 100), ((1280, 800), 200)])
def test_every_history_column_header_fits(home, lang, size, scale):
    from jongrogue.ui.scenes.history import HEAD_SIZE

    app = App(lang=lang, size=size, scale=scale)
    app.click(app.widget("history").rect.center)
    sc = app.top
    font = app.ctx.font(HEAD_SIZE, bold=True)
    for head, (_, w) in zip(sc._heads(), sc.col_x):
        assert font.size(head)[0] <= w - 2 * app.ctx.s(6), (head, w)
