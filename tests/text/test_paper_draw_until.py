"""A draw that goes on until a suit turns up says so in the paper prompt (a newcomer was asked
for a second, third and fourth potion-key tile with no reason given), and the list of such draws
is the one the rules draw by: every ``draw_until`` purpose in the rules, and every purpose of the
extra monster it draws, is in it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from jongrogue.engine import DRAWN_UNTIL
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.text.paper_words import prompt, until_text

RULES = Path(__file__).resolve().parents[2] / "jongrogue" / "engine" / "rules"


def _engine_purposes() -> dict[str, str]:
    found: dict[str, str] = {}
    for path in RULES.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            args = [a.value for a in node.args if isinstance(a, ast.Constant)]
            if name == "draw_until" and args:
                found[args[-1]] = DRAWN_UNTIL[args[-1]]
            elif name == "place_extra_monster" and args:
                found[args[-1]] = "m"  # (it draws until a Characters tile)
    return found


def test_the_list_is_the_engines():
    assert _engine_purposes() == DRAWN_UNTIL


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_prompt_says_the_draw_goes_on_until_the_suit(lang):
    ctx = TextContext(lang)
    paper = {"kind": "draw", "purpose": "potion_key", "offered": [["s3", 1]], "entered": ["m2"]}
    ask = prompt(ctx, paper).ask
    assert until_text(ctx, "potion_key") in ask
    assert ctx.t("table.paper.until_suit.s") in ask
    plain = prompt(ctx, {**paper, "purpose": "sleep_roll"}).ask
    assert until_text(ctx, "potion_key") not in plain
    assert until_text(ctx, "sleep_roll") == ""
