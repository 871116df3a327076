"""Attacking a sleeping monster from a doorway, then "End shooting": no melee, and
the engine is right — at a door only the front *hostile* monster fights (RULES-SPEC §7.2, §8.3.6),
a sleeping monster is not hostile, and only an attack wakes it (the paper game's check table:
モンスターに攻撃する → モンスターの「睡眠状態」を解除). So the texts say why: the log line of the
ended fight, the Attack button's tooltip at a door, and End shooting's label and tooltip when no
melee follows; and a shot (even a miss) wakes it, so melee follows at the door."""

from __future__ import annotations

import random

import pytest

from jongrogue.engine import Game, Options, cmd
from jongrogue.engine.core.model import at_door
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.text import command_text, fight_words, log_format
from tests.engine.helpers import rig_pc, stack
from tests.engine.test_legal_table import fresh, put_monster

MISS = ["m1", "p1", "s1"]  # 2d9 = 2: a miss; then the ammo check's tile


def _at_the_door_of_a_sleeping(monster="centaur", states=("asleep",)) -> Game:
    g = fresh()
    side = next(c.arg("dir") for c in g.legal_commands() if c.type == "move_room_to_door")
    rig_pc(g, position=at_door(5, side))
    put_monster(g, 5, 5, monster, states=states)
    return g


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("states", [("asleep",), ("deep_asleep",)])
def test_ending_the_shooting_at_a_door_says_why_there_is_no_melee(lang, states):
    g = _at_the_door_of_a_sleeping(states=states)
    g.execute(cmd("attack", slot=5))
    assert g.state.context == "ranged_phase"
    events = g.execute(cmd("end_ranged_phase"))
    assert g.state.context == "explore"  # the rule: nobody fights at the door
    ctx = TextContext(lang)
    lines = [e.text for e in log_format.entries_for(ctx, "x", events, 2)]
    key = "no_melee_" + states[0]
    assert ctx.t("table.note." + key, monster=ctx.name("monster.centaur")) in lines


def test_a_shot_wakes_the_monster_and_melee_follows_at_the_door():
    g = _at_the_door_of_a_sleeping()
    g.execute(cmd("attack", slot=5))
    stack(g, MISS)
    g.execute(cmd("shoot", slot=5, ammo="arrows"))
    assert not g.state.slot(5, 5).monster.states  # missed, and awake
    events = g.execute(cmd("end_ranged_phase"))
    assert g.state.context == "combat_turn"
    assert not [e for e in events if e.kind == "note"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_buttons_say_it_before_the_player_presses_them(lang):
    ctx = TextContext(lang)
    g = _at_the_door_of_a_sleeping()
    attack = cmd("attack", slot=5)
    assert attack in g.legal_commands()
    assert "melee follows only if" in TextContext("en").text("action.attack")  # the rule says it
    assert fight_words.situation(ctx, attack, g.view()) == ctx.t(
        "table.fight.attack_from_door", monster=ctx.name("monster.centaur")
    )
    assert command_text.label(ctx, attack, g.view()).startswith(
        ctx.t("table.fight.attack_from_door_label", action=ctx.name("action.attack"))
    )
    g.execute(attack)
    end = cmd("end_ranged_phase")
    v = g.view()
    assert fight_words.situation(ctx, end, v) == ctx.t(
        "table.fight.no_melee_follows", monster=ctx.name("monster.centaur")
    )
    assert command_text.label(ctx, end, v) == ctx.t(
        "table.fight.end_fight_label", action=ctx.name("action.end_ranged_phase")
    )
    stack(g, MISS)
    g.execute(cmd("shoot", slot=5, ammo="arrows"))  # awake now: melee follows
    if g.state.context == "ranged_phase":
        v = g.view()
        assert fight_words.situation(ctx, end, v) == ""
        assert command_text.label(ctx, end, v) == ctx.name("action.end_ranged_phase")


def test_the_prediction_is_the_engines_own_over_random_play():
    """Wherever the ranged phase waits, ``melee_follows`` says what End shooting will do."""
    rng = random.Random(3)
    seen = {True: 0, False: 0}
    for seed in range(40):
        g = Game.new(seed, Options("ez_plus", ("monster_abilities",)))
        for _ in range(400):
            if g.state.context in ("game_over", "victory", "dead"):
                break
            if g.state.context == "ranged_phase":
                predicted = fight_words.melee_follows(g.view())
                g.execute(cmd("end_ranged_phase"))
                assert predicted == (g.state.context == "combat_turn")
                seen[predicted] += 1
                g.undo()
            legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")]
            attacks = [c for c in legal if c.type == "attack"]
            g.execute(rng.choice(attacks) if attacks and rng.random() < 0.5 else rng.choice(legal))
    g = _at_the_door_of_a_sleeping()
    g.execute(cmd("attack", slot=5))
    assert fight_words.melee_follows(g.view()) is False
    assert seen[True] > 20 and seen[False] > 0, seen
