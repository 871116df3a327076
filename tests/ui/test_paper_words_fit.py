"""The tile picker's words fit at every scale: at 200 % the typing help made the table's second
set-up step end in "…" (what to do at the table matters more; Ctrl+K says the typing too)."""

from __future__ import annotations

import pytest

from jongrogue.engine import Game, Options
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_no_cut_text import cut  # noqa: F401


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "size,scale",
    [
        ((1280, 800), 100),
        ((1280, 800), 150),
        ((1280, 800), 200),
        ((1400, 900), 100),
        ((1600, 1000), 100),
        ((1600, 1000), 200),
    ],
)
def test_the_opening_prompt_and_its_steps_are_never_cut(home, cut, lang, size, scale):
    app = App(lang=lang, size=size, scale=scale, game=Game.new(5, Options(tiles="paper")))
    app.step()
    assert app.top.paper_prompt() is not None  # the picker is drawn
    assert cut == []
