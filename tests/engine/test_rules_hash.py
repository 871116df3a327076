"""The rules a run is played with are named by a hash of their content in the journal header
(schema 6, data/digest.py): a run played with other numbers never verifies as these rules; the
hash is the same for the same tables whatever the file's form, the loader, the cache or the
process; journals from before the field load and verify as they did."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from jongrogue import RULES_VERSION
from jongrogue.data import TABLES, load_rules, rules_hash
from jongrogue.data.digest import canonical
from jongrogue.engine import Game, JournalError, Options
from jongrogue.runfiles.summary import FAILS, VALID, verify_text
from jongrogue.sim.overrides import from_plain, to_plain
from jongrogue.system.resources import data_path

# The hash of the shipped tables, per rules version. A changed table changes it, and a schema-6
# journal then no longer loads: bump RULES_VERSION with the change and pin its hash here.
PINNED = {
    "ez-0.2.0": "sha256:73e2122bae5166799edfea909227676444848ec81ec02c9d87ffc37c7f96aa86",
}
FROM_SCHEMA5 = [  # the goldens the schema-5 version wrote
    p
    for p in sorted((Path(__file__).resolve().parents[1] / "golden").glob("*.jrlog"))
    if not p.name.startswith("schema")
]


def _played(rules=None, n: int = 12) -> str:
    g = Game.new(seed=21, options=Options(mode="challenge"), created="2026-12-05", rules=rules)
    for _ in range(n):
        g.execute([c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")][0])
    return g.to_text()


def _with_kestrel_hp(hp: int):
    tables = to_plain(load_rules())
    next(m for m in tables["monsters"]["monsters"] if m["id"] == "kestrel")["hp"] = hp
    return from_plain(tables)


def test_the_shipped_tables_have_the_pinned_hash_of_this_rules_version():
    assert rules_hash(load_rules()) == PINNED[RULES_VERSION], (
        "a rule table changed: bump RULES_VERSION (jongrogue/__init__.py) and pin the new hash"
    )


def test_the_hash_is_the_same_for_any_form_of_the_same_tables():
    """CRLF line endings, a comment, another key order, the pure-Python loader: same content."""
    loader = yaml.SafeLoader  # (the app uses the C loader when PyYAML has it)
    tables = {}
    for name in TABLES:
        text = data_path(f"{name}.yaml").read_text(encoding="utf-8")
        text = "# a comment\r\n" + text.replace("\n", "\r\n")
        doc = yaml.load(text, Loader=loader)
        tables[name] = dict(reversed(list(doc.items())))
    assert rules_hash(from_plain(tables)) == rules_hash(load_rules())


def test_the_hash_is_the_same_in_another_process_without_the_cache():
    code = "from jongrogue.data import load_rules, rules_hash; print(rules_hash(load_rules()))"
    env = {**os.environ, "PYTHONHASHSEED": "12345", "JONGROGUE_NO_CACHE": "1"}
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == rules_hash(load_rules())


def test_canonical_tells_types_and_values_apart():
    assert len({canonical(v) for v in (1, 1.0, "1", True, None, [1], {"1": 1}, {1: 1})}) == 8
    assert canonical({"b": 1, "a": [2.5, "é"]}) == canonical({"a": (2.5, "é"), "b": 1})
    with pytest.raises(TypeError):
        canonical({"when": object()})


def test_one_number_changed_changes_the_hash():
    assert rules_hash(_with_kestrel_hp(99)) != rules_hash(load_rules())
    assert rules_hash(_with_kestrel_hp(3)) == rules_hash(load_rules())


def test_a_run_played_with_other_numbers_never_verifies_as_these_rules():
    """Even when the changed number never mattered in the run (no kestrel was met)."""
    text = _played(_with_kestrel_hp(99))
    assert json.loads(text.splitlines()[0])["rules_hash"] == rules_hash(_with_kestrel_hp(99))
    verdict = verify_text(text)
    assert verdict.code == FAILS and "other rule numbers" in verdict.error
    with pytest.raises(JournalError, match="other rule numbers"):
        Game.from_text(text)


def test_a_run_of_these_rules_names_them_and_verifies():
    text = _played()
    assert json.loads(text.splitlines()[0])["rules_hash"] == PINNED[RULES_VERSION]
    assert verify_text(text).code == VALID


@pytest.mark.parametrize("edit", ["changed", "removed", "malformed"])
def test_an_edited_rules_hash_in_the_header_does_not_verify(edit):
    lines = _played().splitlines()
    h = json.loads(lines[0])
    if edit == "changed":
        h["rules_hash"] = "sha256:" + "0" * 64
    elif edit == "removed":
        del h["rules_hash"]
    else:
        h["rules_hash"] = 99
    text = "\n".join([json.dumps(h)] + lines[1:]) + "\n"
    assert verify_text(text).code != VALID


@pytest.mark.parametrize("path", FROM_SCHEMA5, ids=lambda p: p.name)
def test_a_journal_from_before_the_field_loads_and_verifies_as_it_did(path):
    """Schema 5 and older name no rules: their replay alone checks them (the summary says so)."""
    text = path.read_text(encoding="utf-8")
    h = json.loads(text.splitlines()[0])
    verdict = verify_text(text)
    assert h["schema"] == 5 and "rules_hash" not in h and verdict.code == VALID
    assert verdict.summary["rules_hash"] is None
    assert Game.from_text(text).to_text() == text
