"""The New game screen says what each EZ Plus option does to the difficulty, in
both languages, in the option's tooltip (after what the rule does)."""

from __future__ import annotations

import pytest

from jongrogue.ui.scenes import launch
from tests.ui.playflow_app import App, home  # noqa: F401


@pytest.mark.parametrize("lang, word", [("en", "Difficulty:"), ("ja", "難易度：")])
def test_every_option_tooltip_names_its_difficulty(home, lang, word):
    app = App(lang=lang)
    app.click(app.widget("new_game").rect.center)
    ng = app.top
    app.click(ng.ruleset_w.rect.move(ng.ruleset_w.rect.w // 4, 0).center)  # EZ Plus
    tips = {cb.id: cb.tooltip for cb in ng.checks}
    for opt in launch.supported_options():
        rule, _, difficulty = tips[opt].partition("\n")
        assert rule == app.ctx.text(f"option.{opt}")
        assert difficulty.startswith(word) and difficulty == app.ctx.t(f"newgame.difficulty.{opt}")
    # the smaller wall is named where a player looks before choosing it
    assert "81" in tips["identification"].partition("\n")[2]
