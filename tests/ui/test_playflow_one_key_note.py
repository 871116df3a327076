"""One-key combat (on by default) explains itself the first time it plays a
step by itself, and where to turn it off; only once (the note is remembered in the settings)."""

from __future__ import annotations

from jongrogue.engine import Game
from jongrogue.sim.bot import GreedyBot
from tests.ui.playflow_app import App, home  # noqa: F401


def notes(app):
    start = app.ctx.t("table.one_key_note", action="\0").split("\0")[0]
    return [t for t in app.ctx.toasts if t.text.startswith(start)]


def test_the_first_step_played_by_itself_is_explained_once(home):
    game, bot = Game.new(seed=3), GreedyBot()
    app = App(game=game)
    table = app.top
    assert app.ctx.settings.combat_one_key and not app.ctx.settings.combat_one_key_noted
    seen = []
    for _ in range(400):
        if game.state.context in ("dead", "game_over", "victory") or len(seen) >= 2:
            break
        c = bot.choose(game)
        if c.type in ("fight", "continue"):
            n = len(game.commands)
            app.ctx.toasts.clear()
            app.key("f")
            while app.top is not table:
                app.key("escape")
            if len(game.commands) - n > 1:  # one-key combat played a step itself
                seen.append(len(notes(app)))
        else:
            table.ctl.execute(c)
    assert seen[:2] == [1, 0], seen
    assert app.ctx.settings.combat_one_key_noted
    assert "Settings" in app.ctx.t("table.one_key_note", action="Melee")
