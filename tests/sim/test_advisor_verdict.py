"""tools/advisor_verdict.py: the confirmation protocol's rule applied to rows, the kept evidence
read back to the figures docs/ADVISOR.md states, and a run cut short said to be incomplete."""

from __future__ import annotations

import json

import pytest

from tests.build_script import ROOT, load_script

EVIDENCE = ROOT / "docs" / "evidence" / "advisor-strength.csv"


def _rows(path, player, deepest, wins=(), commit="abc1234", seeds=range(100, 110)):
    with path.open("a", encoding="utf-8") as f:
        for k, seed in enumerate(seeds):
            row = {
                "seed": seed,
                "player": player,
                "result": "victory" if seed in wins else "game_over",
                "deepest": deepest(k),
                "cpu": 60.0 if player != "greedy" else 0.07,
                "ref_cpu": 0.07,
                "commit": commit,
            }
            f.write(json.dumps(row) + "\n")


def test_the_kept_rows_read_back_to_the_figures_the_docs_state(capsys):
    tool = load_script("advisor_verdict")
    assert tool.main(["--seeds", "9400", "400", str(EVIDENCE)]) == 0
    out = capsys.readouterr().out
    assert "400 of 400 paired" in out
    assert "+1.61 (90 % +1.28 to +1.95)" in out and "victories: 14 " in out and "against 3 " in out
    assert "807x" in out
    docs = (ROOT / "docs" / "ADVISOR.md").read_text(encoding="utf-8")
    assert "+1.61** (+1.28 to +1.95)" in docs and "**807×**" in docs


@pytest.mark.parametrize(
    "player,figures",
    [
        ("advisor", ["+2.14 (90 % +1.63 to +2.65)", "victories: 11 ", "against 2 ", "1103x"]),
        ("planner", ["+1.33 (90 % +0.82 to +1.85)", "victories: 7 "]),
        ("clairvoyant", ["+7.41 (90 % +7.01 to +7.80)", "victories: 125 "]),
    ],
)
def test_the_development_rows_read_back_to_the_figures_the_docs_state(capsys, player, figures):
    tool = load_script("advisor_verdict")
    rows = EVIDENCE.with_name("advisor-development.csv")
    assert tool.main(["--seeds", "9800", "200", "--player", player, str(rows)]) == 0
    out = capsys.readouterr().out
    assert "200 of 200 paired" in out and all(f in out for f in figures), out
    docs = (ROOT / "docs" / "ADVISOR.md").read_text(encoding="utf-8")
    mean = figures[0].replace("90 % ", "").split(" (")
    assert f"{mean[0]}" in docs and f"({mean[1]}" in docs


def test_the_confirmation_rows_are_one_commit_and_read_back_to_the_verdict_the_docs_state(capsys):
    tool = load_script("advisor_verdict")
    rows = EVIDENCE.with_name("advisor-confirmation.csv")
    assert tool.main(["--seeds", "7000000", "400", str(rows)]) == 0
    out = capsys.readouterr().out
    assert "400 of 400 paired" in out and "WARNING" not in out, out
    assert "+1.91 (90 % +1.55 to +2.26)" in out and "1048x" in out
    assert "victories: 26 (90 % 19.0 to 35.3) against 3 (90 % 1.2 to 7.4)" in out
    assert out.rstrip().endswith("verdict: stronger")
    docs = (ROOT / "docs" / "ADVISOR.md").read_text(encoding="utf-8")
    assert "**+1.91** (+1.55 to +2.26)" in docs and "**26** (19.0 to 35.3)" in docs
    assert "**1,048×**" in docs


def test_the_rule_needs_the_mean_its_low_end_and_three_times_the_victories(tmp_path):
    tool = load_script("advisor_verdict")
    seeds = range(100, 110)
    greedy, strong = tmp_path / "g.jsonl", tmp_path / "a.jsonl"
    _rows(greedy, "greedy", lambda k: 5 + k % 3, wins={100})
    _rows(strong, "advisor", lambda k: 7 + k % 3, wins={100, 101, 102})
    v = tool.verdict(tool.read_rows([greedy, strong]), "advisor", seeds)
    assert v["paired"] == 10 and v["mean"] == 2.0 and v["low"] == v["high"] == 2.0
    assert v["victories"] == [3, 1] and v["verdict"] == "stronger"
    few = tmp_path / "few.jsonl"
    _rows(few, "advisor", lambda k: 7 + k % 3, wins={100, 101})
    assert tool.verdict(tool.read_rows([greedy, few]), "advisor", seeds)["verdict"] == (
        "not stronger"
    )
    shallow = tmp_path / "shallow.jsonl"
    _rows(shallow, "advisor", lambda k: 6 + k % 3, wins={100, 101, 102})
    v = tool.verdict(tool.read_rows([greedy, shallow]), "advisor", seeds)
    assert v["mean"] < tool.MIN_MEAN and v["verdict"] == "not stronger"


def test_a_run_cut_short_is_incomplete_and_says_where_to_go_on(tmp_path, capsys):
    tool = load_script("advisor_verdict")
    greedy, part = tmp_path / "g.jsonl", tmp_path / "a1.jsonl"
    _rows(greedy, "greedy", lambda k: 5)
    _rows(part, "advisor", lambda k: 7, seeds=range(100, 104))
    assert tool.main(["--seeds", "100", "10", str(greedy), str(part)]) == 0
    out = capsys.readouterr().out
    assert "4 of 10 paired" in out and "still to play: 6 seeds, the first 104" in out
    assert out.rstrip().endswith("verdict: incomplete")
    rest = tmp_path / "a2.jsonl"  # resumed later, by another checkout of a different commit
    _rows(rest, "advisor", lambda k: 7, seeds=range(104, 110), commit="def5678")
    assert tool.main(["--seeds", "100", "10", str(greedy), str(part), str(rest)]) == 0
    out = capsys.readouterr().out
    assert "10 of 10 paired" in out and "more than one commit: abc1234, def5678" in out


def test_one_seed_played_twice_differently_is_refused(tmp_path):
    tool = load_script("advisor_verdict")
    rows = tmp_path / "a.jsonl"
    _rows(rows, "advisor", lambda k: 7, seeds=range(100, 102))
    _rows(rows, "advisor", lambda k: 8, seeds=range(100, 101))
    with pytest.raises(SystemExit, match="seed 100"):
        tool.verdict(tool.read_rows([rows]), "advisor", range(100, 102))


def test_victories_intervals_hold_the_count_and_stay_within_the_games():
    tool = load_script("advisor_verdict")
    for wins, n in ((0, 400), (3, 400), (14, 400), (400, 400), (5, 10)):
        lo, hi = tool.wilson(wins, n)
        assert 0 <= lo <= wins <= hi <= n
    assert tool.wilson(0, 400)[0] == 0 and tool.wilson(3, 400)[1] < 10
