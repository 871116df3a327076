"""Rule-fidelity scenarios against the seed's 基本事項 page."""

from __future__ import annotations

import pytest

from jongrogue.engine import Item, Options, cmd
from tests.engine.helpers import rig, rig_pc, stack
from tests.engine.test_checks_more import combat
from tests.engine.test_legal_table import fresh, put_monster


# ---- 1. forced end and abandon are declarations: no gate applies, the PC may be asleep -----------
@pytest.mark.parametrize("end,plus", [("abandon", ()), ("forced_end", ("forced_end_bonus",))])
@pytest.mark.parametrize("context", ["explore", "choice", "camp", "combat_turn"])
def test_ending_the_run_while_asleep_ends_it(end, plus, context):
    g = fresh(options=Options(ruleset="ez_plus", plus=plus) if plus else None)
    rig_pc(g, states=("asleep",), gold=50)
    if context in ("choice", "combat_turn"):
        put_monster(g, 5, 5, "hobgoblin")
        combat(g, context) if context == "combat_turn" else rig(g, context="choice")
    else:
        rig(g, context=context)
    assert cmd(end) in g.legal_commands()
    before = g.state.wall
    g.execute(cmd(end))
    assert g.state.context == "game_over"
    row = g.state.score_card[-1]
    assert row.result == ("forced_end" if end == "forced_end" else "abandoned")
    assert row.score == (55 if end == "forced_end" else 0)
    assert g.state.wall == before  # no sleep check was drawn
    assert not any(e.kind == "drawn" for e in g.last_events)


# ---- 5. the score-card row is written at death, before the choice --------------------------------
def _die(g):
    put_monster(g, 5, 5, "hobgoblin")
    rig_pc(g, hp=1, gold=30)
    combat(g)
    stack(g, ["m1", "m2", "m9", "p9"])  # the PC misses; the hobgoblin hits
    g.execute(cmd("melee", slot=5))
    assert g.state.context == "dead"


def test_score_row_is_written_at_death_before_the_choice():
    g = fresh()
    _die(g)
    assert [(r.result, r.score, r.cause) for r in g.state.score_card] == [
        ("game_over", 30, "hobgoblin")
    ]
    g.execute(cmd("game_over"))
    assert [(r.result, r.score) for r in g.state.score_card] == [("game_over", 30)]  # not twice


def test_continue_marks_the_death_row_continued():
    g = fresh()
    _die(g)
    g.execute(cmd("continue_game"))
    assert [(r.result, r.score, r.continues) for r in g.state.score_card] == [("continued", 0, 0)]
    g.undo()
    assert [r.result for r in g.state.score_card] == ["game_over"]


# ---- 7. a healing potion cures the poison first, then heals (§9.8 over §8.4) ----------------------
@pytest.mark.parametrize("kind,hp_after", [("healing", 4), ("extra_healing", 4)])
def test_healing_potion_while_poisoned_heals(kind, hp_after):
    g = fresh()
    rig_pc(g, states=("poisoned",), hp=2)
    rig(g, items=g.state.items + ((Item("potions", kind), 1),))
    g.execute(cmd("quaff", kind=kind))
    assert g.state.pc.hp == hp_after and not g.state.pc.has("poisoned")
    assert not any(e.kind == "hp" and e.get("reason") == "poison" for e in g.last_events)


def test_other_recovery_while_poisoned_is_still_one_damage():
    g = fresh()
    rig_pc(g, states=("poisoned",), hp=3)
    g.execute(cmd("rest"))
    assert g.state.pc.hp == 2 and not g.state.pc.has("poisoned")
