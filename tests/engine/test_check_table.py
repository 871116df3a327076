"""checks.yaml holds the seed's 41 rows exactly — checked against the spec (§10.2) and against the seed
file itself (its 行動前後の判定一覧 table); every referenced check id is implemented."""

import re
from pathlib import Path

import pytest
import yaml

from jongrogue.data import load_rules
from jongrogue.engine.core.pipeline import referenced_check_ids
from jongrogue.engine.rules import check_index
from jongrogue.engine.rules.check_index import CHECKS
from tests.seed_file import ROOT, check_rows, seed_text

SPEC = Path(__file__).resolve().parents[3] / "shared" / "rules" / "RULES-SPEC.md"


def spec_blocks():
    if not SPEC.exists():
        pytest.skip("shared/rules/RULES-SPEC.md not beside the repository")
    text = SPEC.read_text(encoding="utf-8")
    section = text[text.index("### 10.2") : text.index("### 10.3")]
    return [yaml.safe_load(b) for b in re.findall(r"```yaml\n(.*?)```", section, re.S)]


def test_seed_rows_match_spec_exactly():
    table, extensions = spec_blocks()
    checks = load_rules().checks
    ours = [dict(r) for r in checks["check_table"]]
    assert len(ours) == 41
    assert [r["id"] for r in ours] == [r["id"] for r in table["check_table"]]
    for mine, theirs in zip(ours, table["check_table"]):
        assert {k: list(v) if isinstance(v, tuple) else v for k, v in mine.items()} == theirs
    assert [
        {k: list(v) if isinstance(v, tuple) else v for k, v in e.items()}
        for e in checks["designed_extensions"]
    ] == extensions["designed_extensions"]


def test_every_referenced_check_is_implemented():
    missing = sorted(referenced_check_ids(load_rules()) - set(CHECKS))
    assert missing == [], f"checks referenced by checks.yaml but not implemented: {missing}"


# ---- against the seed itself (the official 基本事項 page) ------------------------------------------
def _name(catalog: dict, check_id: str) -> str:
    """The catalog's Japanese name of a check, without a clarifying （…） suffix."""
    return re.sub(r"（[^）]*）$", "", catalog[check_id]["name"]).strip()


def test_check_table_matches_the_seed_file_row_by_row():
    rows = check_rows(seed_text())
    ours = load_rules().checks["check_table"]
    ja = yaml.safe_load(
        (ROOT / "jongrogue" / "data" / "locale" / "ja.yaml").read_text(encoding="utf-8")
    )["check"]
    assert len(rows) == len(ours) == 41
    for (action, *cells), row in zip(rows, ours):
        assert action == row["ja"]
        for seed_cell, key in zip(cells, ("before", "after", "post")):
            assert [_name(ja, i) for i in row[key]] == seed_cell, (action, key)


def test_the_check_index_lists_every_marked_check_under_its_own_id():
    """rules/check_index.py is the one list of checks: every @check function of every rules
    module is in it, under the id its mark names (a new check left out fails here)."""
    marked = {}
    for module in vars(check_index).values():
        if getattr(module, "__name__", "").startswith("jongrogue.engine.rules."):
            for value in vars(module).values():
                for fn in value.values() if isinstance(value, dict) else (value,):
                    if callable(fn) and getattr(fn, "check_id", None):
                        marked[fn.check_id] = fn
    assert len(marked) > 80
    assert marked == CHECKS
