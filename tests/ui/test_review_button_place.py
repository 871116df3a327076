"""The replay's Review button sits at the end of the scrubber's row, inside the deck: above the
deck it covered the score card's last rows. Its longest label fits, in both languages and
every size."""

from __future__ import annotations

import pytest

from jongrogue.game import Game
from jongrogue.sim.bot import GreedyBot
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import registry
from tests.ui.playflow_app import App, home  # noqa: F401


def _ended() -> Game:
    game, bot = Game.new(seed=2), GreedyBot()
    while game.state.context not in ("game_over", "victory"):
        game.execute(bot.choose(game))
    return game


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "size, scale", [((1280, 800), 100), ((880, 560), 100), ((2400, 1500), 200), ((1100, 700), 175)]
)
def test_the_review_button_keeps_to_the_deck(home, lang, size, scale):
    game = _ended()
    app = App(lang=lang, size=size, game=game, scale=scale)
    app.loop.apply(Push(registry.make("replay", app.ctx, game, position=None, source=None)))
    app.step()
    replay = app.top
    assert replay.review.available
    button, scrub, tl = replay.review.button.rect, replay.controls.scrub, replay.tl
    assert tl.bar.contains(button) and not button.colliderect(tl.dock)
    assert scrub.right < button.x and not button.colliderect(scrub)
    assert not any(button.colliderect(w.rect) for w in replay.form.widgets)
    font = app.ctx.font(15)
    assert font.size(replay.review.button.label)[0] < button.w
