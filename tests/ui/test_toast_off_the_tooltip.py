"""A toast keeps off the table's tooltip shown (it was drawn over it): both stay readable."""

from __future__ import annotations

import pytest

from jongrogue.engine import Game
from tests.ui.playflow_app import App, home  # noqa: F401


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("which", [0, -1])
def test_a_toast_is_not_drawn_over_the_tooltip(home, lang, which):
    app = App(lang=lang, game=Game.new(5))
    table = app.top
    button = table.bar.buttons[table.bar.visible()[which]]
    app.move(button.rect.center)
    for _ in range(90):
        app.step()
    assert table.tip_rect is not None
    app.ctx.notify("A long note about something that just happened on the table. " * 2, "info")
    app.step()
    (toast,) = app.loop.toast_rects
    assert not toast.colliderect(table.tip_rect), (toast, table.tip_rect)
