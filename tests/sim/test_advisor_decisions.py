"""tools/advisor_decisions.py: which decisions the check collects, and how it names them."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

from jongrogue.data import load_rules
from jongrogue.sim.advisor_player import at_stake
from tests.build_script import load_script

RULES = load_rules()
KINDS = {
    "choice",
    "ranged_phase",
    "turn_end",
    "explore: low HP",
    "explore: use_stairs",
    "explore: attack",
    "explore: use_stairs and attack",
}


def test_the_asked_decisions_are_named_by_why_they_are_asked():
    check = load_script("advisor_decisions")
    rows = check.collect(5000, 2, 1, RULES)
    assert rows and {r["ctx"] for r in rows} <= KINDS
    assert any(r["ctx"].startswith("explore") for r in rows) and any(
        r["ctx"] == "choice" for r in rows
    )


def test_an_unasked_kind_collects_only_decisions_the_player_does_not_ask_about():
    check = load_script("advisor_decisions")
    rows = check.collect(5000, 2, 1, RULES, check.ASKS["stairs"])
    assert rows and {r["ctx"] for r in rows} == {"explore: use_stairs"}
    walks = check.collect(5000, 1, 1, RULES, check.ASKS["shallow_walk"])
    assert walks and all(r["ctx"] == "explore: walk" for r in walks)
    assert set(check.ASKS) >= {"deep_walk", "stairs", "mid_hp", "ranged", "camp", "door_monsters"}
    assert at_stake not in check.ASKS.values()


def test_rows_name_every_decision_so_two_variants_compare_one_by_one(tmp_path, capsys, monkeypatch):
    # imported by name, as its spawned workers import it (a pool pickles its functions by name)
    monkeypatch.syspath_prepend(str(Path(__file__).parents[2] / "tools"))
    check = importlib.import_module("advisor_decisions")
    out = tmp_path / "rows.jsonl"
    assert check.main(["5000", "1", "6", "1", "--rows", str(out)]) == 0
    summary = capsys.readouterr().out.splitlines()[0]
    rows = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert rows and summary.startswith(f"{{}}: {len(rows)} decisions")
    assert len({(r["seed"], r["n"]) for r in rows}) == len(rows)
    assert all(r["ctx"] in KINDS and r["tables"] > 0 for r in rows)
    overrides = [r for r in rows if r["gain"] is not None]
    assert f"{len(overrides)} overrides" in summary


def test_two_variants_compare_on_the_picks_that_changed():
    check = load_script("advisor_decisions")
    base = [
        {"seed": 1, "n": n, "ctx": "choice", "gain": g, "cpu": 0.1, "tables": 64}
        for n, g in enumerate([None, 0.5, None, -0.2])
    ]
    variant = [dict(r, tables=96) for r in base]
    variant[0]["gain"], variant[2]["gain"] = 1.0, 0.5  # two picks changed, both for the better
    line = check.against(variant, base)
    assert "4 decisions, 2 picks changed, sum +1.50" in line and "64.0 -> 96.0 (1.50x)" in line
    assert check.against(base, base).startswith("against: 4 decisions, 0 picks changed, sum +0.00")
    assert "fewer than two" in check.against(variant, [dict(base[0], seed=9)])
