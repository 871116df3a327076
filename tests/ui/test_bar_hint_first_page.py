"""The Hint stays on the action bar's first page: at 200 % the bar had two or three pages and
the Hint landed on the last one, where a newcomer did not find it. With one page, the order is
the bar's usual one (the Hint last)."""

from __future__ import annotations

import pytest

from jongrogue.game import Game
from jongrogue.sim import workers
from tests.ui.playflow_app import App, home  # noqa: F401


def _many_commands() -> Game:
    g = Game.new(seed=3)  # (its first decision has nine moves)
    assert len(g.legal_commands()) >= 9
    return g


def _hint_index(bar) -> int:
    return next(i for i, c in enumerate(bar.commands) if getattr(c, "id", None) == "hint")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hint_is_on_the_first_page(home, lang):
    app = App(lang=lang, scale=200, size=(1280, 800), game=_many_commands())
    bar = app.top.bar
    app.step()
    hint = _hint_index(bar)
    bar._place(list(range(len(bar.commands))))  # the usual order: the Hint past the first page
    assert len(bar.pages) > 1 and hint not in bar.pages[0]
    bar.layout(bar.rect)
    assert hint in bar.pages[0]
    assert sorted(i for page in bar.pages for i in page) == list(range(len(bar.commands)))
    assert [b.label for b in bar.buttons] == bar.labels  # each button is its command's
    app.key("h")  # and its key works as before
    assert app.top.hint.job is not None or app.top.hint.advice is not None
    app.top.hint.cancel()
    workers.reset()  # no worker outlives its test


def test_one_page_keeps_the_usual_order(home):
    app = App(scale=100, size=(1600, 1000), game=_many_commands())
    bar = app.top.bar
    app.step()
    assert bar.pages == [list(range(len(bar.commands)))]
