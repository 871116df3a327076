"""The balance simulator: --set overrides, --jobs independence, the --json line, and sweeps."""

from __future__ import annotations

import json

import pytest

from jongrogue.data import load_rules
from jongrogue.engine.core.model import OPTION_IDS
from jongrogue.sim.__main__ import main
from jongrogue.sim.overrides import OverrideError, parse_set, with_overrides
from jongrogue.sim.runner import Config, run_games
from jongrogue.sim.sweep import variant_config

SEEDS = range(100000, 100004)


def test_set_overrides_a_copy_and_rejects_typos():
    rules = with_overrides(
        dict([parse_set("food.ration=3"), parse_set("monsters.monsters.24.dmg=8")])
    )
    assert rules.params["food"]["ration"] == 3 and rules.monsters["monsters"][24]["dmg"] == 8
    assert load_rules().monsters["monsters"][24]["dmg"] == 9  # the shipped tables are untouched
    assert rules.params["burn"] == load_rules().params["burn"]
    for bad in ("food.rationn=3", "food.ration=abc", "start.kit.0.sheet=1", "window=3", "noequals"):
        with pytest.raises(OverrideError):
            with_overrides(dict([parse_set(bad)]))


def test_an_override_changes_the_games():
    base = run_games(SEEDS, Config(), jobs=1, progress=False)
    fed = run_games(SEEDS, Config(overrides=(("start.food", 5),)), jobs=1, progress=False)
    assert [r.seed for r in fed] == list(SEEDS) and fed != base


def test_results_do_not_depend_on_jobs():
    assert run_games(SEEDS, Config(), jobs=1, progress=False) == run_games(
        SEEDS, Config(), jobs=2, progress=False
    )


def test_json_is_the_last_stdout_line(capsys):
    assert (
        main(["--games", "3", "--seed0", "100000", "--jobs", "1", "--json", "--set", "burn.rest=7"])
        == 0
    )
    out = capsys.readouterr().out.strip().splitlines()
    d = json.loads(out[-1])
    for key in (
        "games",
        "victories",
        "causes",
        "median_deepest",
        "mean_deepest",
        "deepest_hist",
        "commands_mean",
        "bot_version",
        "seconds",
    ):
        assert key in d
    assert d["games"] == 3 and d["overrides"] == {"burn.rest": 7}
    assert sum(d["deepest_hist"].values()) == 3


def test_bad_set_is_a_clear_error(capsys):
    assert main(["--games", "1", "--set", "food.nope=1"]) == 2
    assert "food.nope" in capsys.readouterr().err


def test_sweep_writes_table_csv_and_chart(tmp_path):
    spec = tmp_path / "s.yaml"
    spec.write_text(
        "name: tiny\ngames: 2\nseed0: 100000\nvariants:\n  - {name: today}\n"
        "  - {name: rest 8, set: {burn.rest: 8}}\n",
        encoding="utf-8",
    )
    assert (
        main(["sweep", str(spec), "--out", str(tmp_path / "out"), "--jobs", "1", "--no-progress"])
        == 0
    )
    md = (tmp_path / "out" / "tiny.md").read_text(encoding="utf-8")
    assert "| today |" in md and "`burn.rest=8`" in md
    rows = (tmp_path / "out" / "tiny.csv").read_text(encoding="utf-8").splitlines()
    assert len(rows) == 3 and rows[0].startswith("variant,")
    assert (tmp_path / "out" / "tiny.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_sweep_variant_may_choose_its_own_options():
    doc = {
        "ruleset": "ez_plus",
        "plus": ["rings"],
        "variants": [
            {"name": "a"},
            {"name": "b", "plus": "all"},
            {"name": "c", "plus": ["curses"]},
        ],
    }
    assert [variant_config(doc, v).plus for v in doc["variants"]] == [
        ("rings",),
        OPTION_IDS,
        ("curses",),
    ]


def test_an_option_block_can_be_swept():
    key = "plus_numbers.identification.food.first_arrival"
    rules = with_overrides({key: 5})
    assert rules.params_for(("identification",))["food"]["first_arrival"] == 5
    assert rules.params["food"]["first_arrival"] == load_rules().params["food"]["first_arrival"]
