"""EZ Plus scoring options: `forced_end_bonus` (§8.13, §12.1) and `victory_bonus` (§12.1), and the
victory sheet's valuation of unidentified items under `identification` (§9.12, §12.3)."""

import pytest

from jongrogue.engine import Item, Rejected, cmd
from jongrogue.engine.core.model import in_room
from tests.engine.helpers import rig, rig_pc
from tests.engine.plus_helpers import MACE, combat, plus, put, ring, set_items


# ---- forced end ----------------------------------------------------------------------------------
def _at(g, context):
    if context in ("choice", "ranged_phase", "combat_turn", "turn_end"):
        put(g, 5, 5, "kestrel")
    if context == "choice":
        rig(g, context="choice")
    elif context in ("ranged_phase", "combat_turn", "turn_end"):
        combat(g, context)
    elif context == "camp":
        g.execute(cmd("camp"))


@pytest.mark.parametrize(
    "context", ["explore", "choice", "ranged_phase", "combat_turn", "turn_end", "camp"]
)
def test_forced_end_at_any_decision_point_scores_gold_plus_a_tenth(context):
    g = plus("forced_end_bonus")
    _at(g, context)
    rig_pc(g, gold=12345)
    assert g.state.context == context and cmd("forced_end") in g.legal_commands()
    g.execute(cmd("forced_end"))
    row = g.state.score_card[-1]
    assert (row.result, row.score, row.gold, row.cause) == (
        "forced_end",
        13579,
        12345,
        "forced_end",
    )
    assert g.state.context == "game_over" and g.legal_commands() == []


@pytest.mark.parametrize("context", ["explore", "combat_turn"])
def test_without_the_option_only_abandon_is_offered(context):
    g = plus("victory_bonus")
    _at(g, context)
    rig_pc(g, gold=12345)
    assert cmd("forced_end") not in g.legal_commands() and cmd("abandon") in g.legal_commands()
    with pytest.raises(Rejected):
        g.execute(cmd("forced_end"))
    g.execute(cmd("abandon"))
    assert (g.state.score_card[-1].result, g.state.score_card[-1].score) == ("abandoned", 0)


# ---- victory bonus ---------------------------------------------------------------------------------
def _win(g, gold, items):
    set_items(g, *items)
    rig(g, amulet_found=True)
    rig_pc(
        g, gold=gold, has_amulet=True, wind_plate="south", floor=1, position=in_room(6)
    )  # r6: stairs
    g.execute(cmd("use_stairs"))
    assert g.state.context == "victory"
    return dict(g.state.victory_sheet)


@pytest.mark.parametrize(
    "opts,items,gold_bonus,score",
    [
        (("victory_bonus",), (), 2000, 22000),
        (
            ("victory_bonus",),
            ((ring("adornment", equipped=False), 1),),
            2000,
            22500,
        ),  # items not ×1.1
        (("forced_end_bonus",), ((ring("adornment", equipped=False), 1),), 0, 20500),
    ],
)
def test_victory_bonus_multiplies_only_the_gold_part(opts, items, gold_bonus, score):
    g = plus(*opts)
    sheet = _win(g, 20000, items)
    assert (sheet["gold"], sheet["gold_bonus"], sheet["score"]) == (20000, gold_bonus, score)
    assert g.state.score_card[-1].score == score


def test_odd_gold_bonus_rounds_down():
    g = plus("victory_bonus")
    sheet = _win(g, 12345, ())
    assert (sheet["gold_bonus"], sheet["score"]) == (1234, 13579)


# ---- the victory sheet values unidentified items by their true effect --------------------------------
def test_victory_sheet_reveals_and_values_unidentified_items():
    links = {
        "links": {
            "potions": [
                "s4",
                "s9",
                "s1",
                "s6",
                "s2",
                "s8",
                "s3",
                "s7",
                "s5",
            ],  # s6: restore strength
            "scrolls": [
                "m2",
                "m3",
                "m4",
                "m6",
                "m5",
                "m7",
                "m8",
                "m9",
                "m1",
                "p1",
                "p3",
                "p2",
                "p4",
                "p5",
                "p6",
                "p7",
                "p8",
                "p9",
            ],
        }
    }  # p3: magic mapping
    g = plus("identification", box_order=links)
    sheet = _win(
        g, 1000, ((MACE, 1), (Item("potions", "key:s6"), 2), (Item("scrolls", "key:p3"), 1))
    )
    lines = {dict(line)["kind"]: dict(line) for line in sheet["items"]}
    assert (lines["restore_strength"]["count"], lines["restore_strength"]["unit"]) == (2, 250)
    assert lines["magic_mapping"]["value"] == 180
    assert sheet["items_total"] == 360 + 500 + 180 and sheet["score"] == 2040
