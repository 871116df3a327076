"""A white badge (significantly worse) shows how far the move falls behind the best on the same
redealt tables, not its own estimate: "Attack 7.1" in white beside "Pick up 6.9" in green read
as the white one being better."""

from __future__ import annotations

from jongrogue.engine import cmd
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.sim.advice import Advice
from jongrogue.sim.paired import Paired
from jongrogue.ui.board.hint_view import HintState


def test_a_worse_move_shows_its_paired_gap_even_where_its_estimate_is_higher():
    pick, rest, attack = cmd("pick_up", slot=2), cmd("rest"), cmd("melee", slot=1)
    even = Paired(30, 0.0, 0.0)
    advice = [
        Advice(pick, 6.9, 30, 6.5, 7.3, True, even),
        Advice(rest, 6.8, 30, 6.4, 7.2, True, Paired(30, 0.05, 0.6, 4)),
        Advice(attack, 7.1, 12, 6.2, 8.0, False, Paired(12, 0.34, 0.2, 12)),
    ]
    hint = HintState()
    hint.advice = advice
    badges = hint.badges(TextContext("en"), [pick, rest, attack])
    assert badges[0] == ("6.9", "top") and badges[1] == ("6.8", "top")
    assert badges[2] == ("-0.3", "worse")
