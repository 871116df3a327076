"""The Score card opened from the Game over card leads back to it (Esc), so
Review (V) and Replay stay one key away."""

from __future__ import annotations

from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_playflow_death import dying_game, open_death


def test_esc_from_the_score_card_brings_the_game_over_card_back(home):
    app = App(game=dying_game())
    open_death(app)
    app.key("g")
    assert app.names() == ["table", "run_end"]
    app.key("s")
    assert app.names() == ["table", "sheet"] and app.top.sheet_id == "score_card"
    app.key("escape")
    assert app.names() == ["table", "run_end"]
    app.key("v")  # Review is reachable again
    assert app.names()[-1] == "replay" and app.top.review.thinking()
    app.top.review.cancel()
