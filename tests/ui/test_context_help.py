"""Context help (Ctrl+K): every screen says what it is and which keys work on it, in both
languages; the keys it names are the screen's own bindings, and pressing each one does something
there (the frame changes or the screen moves on)."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.engine import Game
from jongrogue.i18n import load_catalog
from jongrogue.sim.bot import GreedyBot
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import registry
from jongrogue.ui.voice import help
from jongrogue.ui.voice.keys import ACTIONS
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_speech import speaking


def test_every_screen_has_its_help_in_both_languages():
    for lang in ("ja", "en"):
        speech = load_catalog(lang)["ui"]["speech"]
        about = speech["help"]["screen"]
        assert set(speech["screen"]) <= set(about), (lang, set(speech["screen"]) - set(about))
        assert all(about.values()) and len(set(about.values())) == len(about)
        keys = speech["help"]["key"]
        for name in registry.SCENES:
            cls = registry.scene_class(name)
            for _, what in getattr(cls, "HELP_KEYS", ()):
                assert keys.get(what), (lang, name, what)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_help_key_says_the_screen_and_its_keys(home, lang):
    app = App(lang=lang)
    sink = speaking(app)
    said = all_parts(app, sink)
    assert said.startswith(app.ctx.t("speech.screen.title"))
    assert app.ctx.t("speech.help.screen.title") in said and sink.spoken[-1].interrupt
    new_game = next(w for w in app.top.form.widgets if getattr(w, "shortcut", None) == "n")
    assert f"N: {new_game.label}" in said  # a button's shortcut, with its own label
    for action in ACTIONS:
        assert app.ctx.t(f"keys.{action}") in said
    table = App(game=Game.new(5), lang=lang)
    sink = speaking(table)
    table.key("k", ctrl=True)
    said = sink.texts()[-1]
    for label in table.top.bar.labels:  # every button of the action bar, in the first part
        assert table.ctx.spoken().speakable(label) in said


def all_parts(app, sink) -> str:
    """The help by ear, every part: Ctrl+K again until it says that is all."""
    key = app.ctx.spoken().speakable("Ctrl+K")
    last = app.ctx.t("speech.help.again", key=key)
    heard = []
    for _ in range(6):
        app.key("k", ctrl=True)
        heard.append(sink.texts()[-1])
        if last in heard[-1]:
            return " ".join(heard)
    raise AssertionError(heard)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_tables_help_is_said_in_parts_the_keys_of_now_first(home, lang):
    """Heard: Ctrl+K on the table said 1,400 characters at once. Now a part at a press: what
    can be done now first, then the table's other keys, then the keys of every screen; another
    key between two presses starts over."""
    app = App(game=Game.new(5), lang=lang)
    sink = speaking(app)
    app.key("k", ctrl=True)
    first = sink.texts()[-1]
    assert len(first) < 600 and app.ctx.t("keys.review_status") not in first, first
    whole = all_parts(app, sink)
    full = help.text(app.ctx, app.top, ACTIONS)
    for action in ACTIONS:
        assert app.ctx.t(f"keys.{action}") in whole and app.ctx.t(f"keys.{action}") in full
    assert all(len(part) < 800 for part in sink.texts()[-3:]), sink.texts()[-3:]
    app.key("i", ctrl=True)  # something else said: the help starts over
    app.key("k", ctrl=True)
    assert sink.texts()[-1] == first


def test_the_help_is_shown_while_speech_is_off(home):
    app = App()
    app.key("k", ctrl=True)
    assert app.ctx.toasts[-1].text.startswith("Title screen.")


def frame(app) -> bytes:
    app.step()
    return pygame.image.tobytes(app.loop.surface, "RGB")


def pressed_does_something(app, scene, key: str) -> bool:
    before, stack = frame(app), list(app.loop.stack)
    code = pygame.key.key_code(key)
    e = pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
    app.step(e)
    return app.loop.stack != stack or frame(app) != before


def played(n: int) -> Game:
    g, bot = Game.new(5), GreedyBot()
    for _ in range(n):
        g.execute(bot.choose(g))
    return g


@pytest.mark.parametrize("screen", ["replay", "sheet", "check_overlay"])
def test_every_key_the_help_names_works_there(home, screen):
    app = App(game=played(12))
    table = app.top
    for key, _ in type(_open(app, table, screen)).HELP_KEYS:
        scene = _open(app, table, screen)
        assert pressed_does_something(app, scene, key), (screen, key)
        said = help.text(app.ctx, scene, ACTIONS)
        assert help.spoken_key(app.ctx, key) in said


def _open(app, table, screen):
    """A fresh ``screen`` over the table, in a state where each of its keys has room to act."""
    while app.loop.top is not table:
        app.loop.stack.pop()
    if screen == "replay":
        scene = registry.make("replay", app.ctx, table.ctl.game, position=None, source=None)
        app.loop.apply(Push(scene))
        scene.player.seek(6)
    elif screen == "sheet":
        app.loop.apply(table.open_sheet(table.sheet_list()[1]))
        scene = app.top
    else:
        checks = next(c for c in _checks(table) if c)
        scene = registry.make("check_overlay", app.ctx, checks, speed="slow")
        app.loop.apply(Push(scene))
    app.step()
    return scene


def _checks(table):
    g = played(0)
    bot = GreedyBot()
    for _ in range(40):
        g.execute(bot.choose(g))
        yield g.last_checks()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_help_names_the_moves_only_while_a_move_acts(home, lang):
    """In a fight's turn with no move legal, the arrows do nothing: the help leaves them out
    (and names them again once a move is legal)."""
    g, bot = Game.new(5), GreedyBot()
    app = App(game=g, lang=lang)
    sink = speaking(app)
    moves = app.ctx.t("speech.help.key.table_move")
    seen = set()
    for _ in range(300):
        table = app.top
        table.sync()
        can_move = any(c.type.startswith("move_") for c in table.bar.commands)
        if table.paper_prompt() is None and can_move not in seen:
            app.key("k", ctrl=True)
            assert (moves in sink.texts()[-1]) is can_move, (can_move, sink.texts()[-1])
            seen.add(can_move)
        if seen == {True, False} or table.ctl.game.state.context in ("game_over", "victory"):
            break
        table.run(bot.choose(table.ctl.game))
        app.step()
    assert seen == {True, False}
