"""What a blind player (speech and keyboard only) still met: each in both languages, heard
through a recording voice."""

from __future__ import annotations

import re

import pygame
import pytest

from jongrogue.speech.speaker import joined
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import registry
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_speech import speaking


def sentence(ctx, key: str, **fmt) -> str:
    """A text as the voice gets it (its sentence's stop added)."""
    return joined([ctx.spoken().speakable(ctx.t(key, **fmt))], ctx.lang)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_escape_in_the_rulebooks_search_says_it_cleared_it_and_what_escape_does_next(home, lang):
    app = App(lang=lang)
    sink = speaking(app)
    app.loop.apply(Push(registry.make("rules", app.ctx)))
    app.step()
    app.key("down")  # (a key first: the text of the key that opened the book is not searched)
    app.step(pygame.event.Event(pygame.TEXTINPUT, text="poison" if lang == "en" else "毒"))
    assert app.top.query
    before = len(sink.texts())
    app.key("escape")
    assert app.top.query == "" and app.names()[-1] == "rules"
    heard = sink.texts()[before:]
    said = " ".join(heard)
    assert said.startswith(sentence(app.ctx, "rules.search_cleared")), heard
    assert app.ctx.t("rules.search_tip") not in said  # (Esc closes now: it clears nothing)
    app.key("escape")  # as it said: the Rulebook closes
    assert app.names()[-1] != "rules"


def _some_checks():
    from jongrogue.engine import Game
    from jongrogue.sim.bot import GreedyBot

    g, bot = Game.new(0), GreedyBot()
    for _ in range(60):
        g.execute(bot.choose(g))
        if g.last_checks():
            return g.last_checks()
    raise AssertionError("no checks")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_checks_panel_says_what_it_holds_and_closing_it_where_the_focus_went(home, lang):
    """At the full verbosity "Checks." and "Checks closed." said nothing: opening now says how
    many checks and which, closing the screen the focus is back on."""
    from jongrogue.engine import Game
    from jongrogue.text.log_format import check_name
    from jongrogue.ui.scenes.check_overlay import ACT

    app = App(lang=lang, game=Game.new(5))
    app.ctx.settings.speech_verbosity = "full"
    sink = speaking(app)
    checks = _some_checks()
    before = len(sink.texts())
    app.loop.apply(Push(registry.make("check_overlay", app.ctx, checks, speed="slow")))
    app.step()
    opened = " ".join(sink.texts()[before:])
    words = app.ctx.spoken()
    first = ACT.sub(r"\1", check_name(words, checks[0].check))
    assert str(len(checks)) in opened and first in opened, opened
    assert opened != sentence(app.ctx, "speech.screen.check_overlay")
    before = len(sink.texts())
    app.key("escape")
    assert app.names()[-1] == "table"
    closed = " ".join(sink.texts()[before:])
    table = app.ctx.t("speech.screen.table")
    assert closed == sentence(app.ctx, "speech.back_to", screen=table), closed


def _shooting_with_two_ammo():
    """A fight's ranged phase where each monster can be shot with arrows or darts (the menu's
    numbers cannot be the slots': two shots per slot)."""
    from jongrogue.engine import Game
    from jongrogue.sim.bot import GreedyBot

    g, bot = Game.new(8), GreedyBot()
    for _ in range(600):
        if g.state.context == "ranged_phase":
            slots = [c.arg("slot") for c in g.legal_commands() if c.type == "shoot"]
            if len(set(slots)) < len(slots):
                return g
        g.execute(bot.choose(g))
    raise AssertionError("no ranged phase with two kinds of ammo")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_shooting_menu_never_says_one_number_for_a_monster_in_another_slot(home, lang):
    """ "1: Shoot: Kestrel number 2": the menu's number beside the slot's. Each item now says its
    slot in words, and its number shoots that one."""
    from jongrogue.text.command_text import menu_numbers

    game = _shooting_with_two_ammo()
    app = App(lang=lang, game=game)
    sink = speaking(app)
    shots = [c for c in app.top.ctl.legal() if c.type == "shoot"]
    app.key(app.ctx.settings.keys["shoot"])
    menu = app.top.menu
    assert menu is not None
    heard = sink.texts()[-1]
    words = app.ctx.spoken()
    for n, c in zip(menu_numbers(shots), shots):
        slot = words.speakable(app.ctx.t("table.slot_n", n=c.arg("slot")))
        item = f"{n}: "
        assert item in heard and slot in heard, heard
        assert not re.search(r"#|number \d|\d番", heard), heard  # (how "#2" is said)
        shown = menu.entries[menu.numbers.index(n)][0]
        assert app.ctx.t("table.slot_n", n=c.arg("slot")) in shown and "#" not in shown, shown
    last = menu_numbers(shots)[-1]
    n = len(game.commands)
    app.key(str(last))
    assert game.commands[n] == shots[-1]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_at_full_verbosity_a_paper_tile_says_the_tile_entered_not_the_growing_list(home, lang):
    """ "Entered for this action: A, B, C …" after each tile grew longer at every one: now the
    tile just entered (the command's echo) and how many so far; the status key says them all."""
    import random

    from jongrogue.engine import Game, Options
    from jongrogue.text import paper_words
    from tests.ui.test_speech_coverage import paper_entry

    game, rng = Game.new(41, Options(tiles="paper")), random.Random(41)
    while not (  # the first of a corridor step's three burned tiles
        game.state.context == "paper_tile"
        and game.view()["paper"]["purpose"] == "burn_corridor_step"
    ):
        step = paper_entry(game, rng) if game.state.context == "paper_tile" else None
        game.execute(step or rng.choice(game.legal_commands()))
    app = App(lang=lang, game=game)
    app.ctx.settings.speech_verbosity = "full"
    sink = speaking(app)
    table, words = app.top, app.ctx.spoken()
    heard = []
    for _ in range(2):
        ok, _ = table.ctl.execute(paper_entry(game, rng))
        assert ok
        app.step()
        heard.append(sink.texts()[-1])
    paper = table.ctl.view["paper"]
    assert len(paper["entered"]) == 2
    every = paper_words.prompt(words, paper).entered  # "Entered for this action: A, B"
    assert every and every not in heard[-1], heard[-1]
    last = paper_words.entered_last(words, paper, "I")
    assert words.speakable(last) in heard[-1], heard[-1]
    tile = paper_words.tile_named(words, paper["entered"][-1])
    assert heard[-1].count(words.speakable(tile)) == 1, heard[-1]  # (the command's echo)
    app.key("i", ctrl=True)  # the status key: the whole list
    assert words.speakable(every) in sink.texts()[-1]
