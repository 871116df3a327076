"""A fight by ear (a blind tester's findings), through the table and a recording voice, in both
languages: a sleeping monster that wakes, the HP a hit leaves, a kill, no "HP 4 to 4" at every
rest, a roll and its attack said once in brief, and the odds of the coming attack rolls (Ctrl+O
at "Fight or flee" and in combat) — from what the player knows, never from hidden tiles."""

from __future__ import annotations

import pytest

from jongrogue.engine import Game, Options, cmd
from jongrogue.engine.core.model import at_door
from jongrogue.engine.views.fight_odds import fight_odds
from jongrogue.engine.views.knowledge import knowledge
from jongrogue.sim.bot import GreedyBot
from jongrogue.text.words import monster_name, tt
from jongrogue.ui.voice import advice
from tests.engine.helpers import rig_pc
from tests.engine.test_legal_table import fresh, put_monster
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_speech import speaking

FIGHTING = ("choice", "ranged_phase", "combat_turn", "turn_end")


def _heard(app, sink, command) -> str:
    n = len(sink.texts())
    app.top.execute(command)
    app.step()
    return " ".join(sink.texts()[n:])


def _fights(seed: int, lang: str, verbosity: str = "normal", steps: int = 300):
    """(the app, the command played, what was heard) for each command of a greedy game."""
    game = Game.new(seed, Options())
    app = App(game=game, lang=lang, speech_verbosity=verbosity)
    sink = speaking(app)
    bot = GreedyBot()
    for _ in range(steps):
        if game.state.context in ("game_over", "victory", "dead"):
            return
        command = bot.choose(game)
        yield app, command, _heard(app, sink, command)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_sleeping_monster_that_wakes_as_you_enter_is_heard(home, lang):
    g = fresh()
    side = next(c.arg("dir") for c in g.legal_commands() if c.type == "move_room_to_door")
    rig_pc(g, position=at_door(5, side))
    put_monster(g, 5, 5, "kestrel", states=("asleep",))
    app = App(game=g, lang=lang)
    sink = speaking(app)
    heard = _heard(app, sink, cmd("move_door_to_room"))
    words = app.ctx.spoken()
    assert not g.state.slot(5, 5).monster.has("asleep")
    assert words.speakable(tt(words, "log.wakes", who=monster_name(words, "kestrel"))) in heard


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hp_a_hit_leaves_and_the_kill_are_heard(home, lang):
    seen = {"hp_left": False, "slain": False}
    for seed in (3, 5, 8, 13):
        for app, _, heard in _fights(seed, lang):
            words = app.ctx.spoken()
            for e in app.top.ctl.events:
                d = e.data
                m = d["value"].monster if e.kind == "slot" else None
                if m is not None and d.get("reason") == "damage" and m.damage < m.hp:
                    who = monster_name(words, m.id)
                    line = tt(words, "log.hp_left", who=who, left=m.hp - m.damage, hp=m.hp)
                    key = "hp_left"
                elif e.kind == "slot_discarded" and d.get("reason") == "killed":
                    line, key = (
                        tt(words, "log.slain", who=monster_name(words, d["monster"])),
                        "slain",
                    )
                else:
                    continue
                assert words.speakable(line) in heard, (line, heard)
                seen[key] = True
            if all(seen.values()):
                return
    raise AssertionError(seen)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_stat_that_did_not_change_is_not_said(home, lang):
    app = App(game=Game.new(5), lang=lang)
    sink = speaking(app)
    rest = next(c for c in app.top.ctl.legal() if c.type == "rest")
    assert app.top.ctl.view["pc"]["hp"] == app.top.ctl.view["pc"]["max_hp"]
    heard = _heard(app, sink, rest)
    hp = tt(app.ctx.spoken(), "stat.hp")
    shown = [e.text for e in app.top.ctl.book.latest().render(app.ctx.spoken())]
    assert any(t.startswith(hp) for t in shown)  # the log keeps it for the eye
    assert heard and hp not in heard, heard


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_brief_says_an_attack_once(home, lang):
    for app, _, heard in _fights(5, lang, "brief"):
        words = app.ctx.spoken()
        rolls = [
            e.data["check"]
            for e in app.top.ctl.events
            if e.kind == "check" and e.data["check"] in ("melee_attack", "ranged_attack")
        ]
        if rolls:
            pc_hit = [e for e in app.top.ctl.events if e.kind == "attack" and e.data["by"] == "pc"]
            assert pc_hit
            assert words.name(f"check.{rolls[0]}") not in heard, heard
            return
    raise AssertionError("no attack")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_odds_key_in_a_fight_says_the_attack_rolls_to_come(home, lang):
    contexts = set()
    for seed in (3, 5, 8):
        for app, _, _ in _fights(seed, lang, steps=200):
            ctl = app.top.ctl
            c = ctl.view["context"]
            if c not in FIGHTING or c in contexts:
                continue
            contexts.add(c)
            app.key("o", ctrl=True)
            said, words = app.ctx.speech.last, app.ctx.spoken()
            (first, *_) = ctl.game.fight_odds()
            who = monster_name(words, first.monster)
            assert who in said and advice.percent(app.ctx, first.melee[1]) in said, said
            assert advice.percent(app.ctx, first.against[1]) in said, said
            assert app.ctx.t("speech.review.odds_none") not in said
            if contexts >= {"choice", "combat_turn"}:
                return
    raise AssertionError(contexts)


def test_the_fight_odds_are_the_same_whatever_the_hidden_tiles():
    game, bot = Game.new(8, Options()), GreedyBot()
    checked = 0
    for _ in range(200):
        if game.state.context in FIGHTING:
            said = game.fight_odds()
            assert said
            for seed in (1, 2, 3):
                other = game.redealt(seed)
                assert fight_odds(other, game.rules, knowledge(other)) == said
            checked += 1
        if game.state.context in ("game_over", "victory", "dead"):
            break
        game.execute(bot.choose(game))
    assert checked >= 3
