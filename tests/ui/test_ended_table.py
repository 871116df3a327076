"""A run that is over shows no food-check warning on its wall: no check is coming any more."""

from __future__ import annotations

import pygame

from jongrogue.storage import paths
from jongrogue.ui.scenes import table_draw
from tests.ui.playflow_app import home  # noqa: F401
from tests.ui.run_life import App, dying_game


def test_the_wall_of_a_finished_run_warns_of_no_food_check(home, monkeypatch):
    drawn = []
    real = table_draw.draw_wall

    def recording(*args):
        drawn.append(args[5])  # the food check line the wall is asked to draw
        return real(*args)

    monkeypatch.setattr(table_draw, "draw_wall", recording)
    paths.saves_dir()
    dying_game().save(paths.autosave_path())
    app = App()
    app.press("continue")
    table = next(s for s in app.loop.stack if s.name == "table")
    table.draw(pygame.Surface((1280, 800)))
    assert drawn[-1] is not None  # dead, Continue still possible: the warning stays
    app.key("g")  # Game over
    table.draw(pygame.Surface((1280, 800)))
    assert table.ctl.view["context"] == "game_over" and drawn[-1] is None
