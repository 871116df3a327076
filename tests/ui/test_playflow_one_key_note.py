"""One-key combat (on by default) explains itself the first time it plays a
step by itself, and where to turn it off; only once (the note is remembered in the settings)."""

from __future__ import annotations

from jongrogue.engine import Game
from jongrogue.sim.bot import GreedyBot
from tests.ui.playflow_app import App, home  # noqa: F401


def notes(app):
    end = app.ctx.t("table.one_key_note", action="\0").split("\0")[1]
    return [t for t in app.ctx.toasts if t.text.endswith(end)]


def test_the_first_step_played_by_itself_is_explained_once(home):
    game, bot = Game.new(seed=5), GreedyBot()
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


def test_the_note_by_ear_says_what_happened_first_and_is_short_in_japanese(home):
    """Heard in Japanese the note began with the setting's name as a label and ran long: it now
    says what was played and why first, then where to turn it off, in about half the words."""
    from jongrogue.engine import cmd
    from jongrogue.ui.scenes.table_flow import note_one_key
    from tests.ui.test_speech import speaking

    for lang, longest in (("ja", 60), ("en", 150)):
        app = App(lang=lang)
        sink = speaking(app)
        app.ctx.settings.combat_one_key_noted = False
        note_one_key(app.ctx, cmd("continue"))
        app.step()
        said = sink.texts()[-1]
        action = app.ctx.name("action.continue")
        setting = app.ctx.t("settings.combat")
        assert action in said and setting in said, said
        assert said.index(action) < said.index(setting), said  # what happened, then the setting
        assert len(said) <= longest, (len(said), said)
