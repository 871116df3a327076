"""Counts agree with their nouns — "after 1 rest", "after 2 rests", "1 tile". A text
that counts is a mapping of forms ({one, other}) in English; Japanese counts without plurals.
The sweep renders every English UI text whose count is followed by a counted noun with the
count 1 and 2."""

from __future__ import annotations

import re

import pytest

from jongrogue import i18n
from jongrogue.cli.commands import _count
from jongrogue.engine import Game
from jongrogue.text import strings

# the nouns the game's texts count, singular -> plural
NOUNS = {
    "tile": "tiles",
    "rest": "rests",
    "decision": "decisions",
    "draw": "draws",
    "check": "checks",
    "table": "tables",
    "move": "moves",
    "run": "runs",
    "command": "commands",
    "entry": "entries",
    "row": "rows",
    "copy": "copies",
    "shot": "shots",
    "victory": "victories",
    "floor": "floors",
}
WORD = r"(?:[a-z]+ )?"  # "2 redealt tables", "2 more checks"
DECIMALS = {"d", "lo", "hi", "p"}  # floors as decimals: "1.0 floors" (always plural)
NAMES = {"press"}  # a key's or a button's name, never a count: "Press {press} to rest …"


def _texts(node, prefix=""):
    """(key, [forms]) of every UI text: a string, or the forms of a count text."""
    for key, value in node.items():
        if i18n.is_plural(value):
            yield prefix + key, [v for k, v in value.items() if k != "count"]
        elif isinstance(value, dict):
            yield from _texts(value, f"{prefix}{key}.")
        elif isinstance(value, str):
            yield prefix + key, [value]


def _count_texts(lang="en") -> dict:
    """{key: the placeholders followed by a counted noun} of the UI's texts."""
    nouns = "|".join(sorted({*NOUNS, *NOUNS.values()}, key=len, reverse=True))
    found = {}
    for key, forms in _texts(i18n.load_catalog(lang)["ui"]):
        counts = {
            m.group(1)
            for f in forms
            for m in re.finditer(rf"\{{(\w+)\}} {WORD}({nouns})\b", f)
            if m.group(1) not in NAMES
        }
        if counts:
            found[key] = counts
    return found


def _render(lang: str, key: str, counts: set, n: int) -> str:
    forms = dict(_texts(i18n.load_catalog(lang)["ui"]))[key]
    names = {m for f in forms for m in re.findall(r"\{(\w+)\}", f)}
    args = {
        name: (f"{n}.0" if name in DECIMALS else n) if name in counts else "X" for name in names
    }
    return i18n.tr(lang, "ui." + key, **args)


def test_the_sweep_finds_the_count_texts():
    found = _count_texts()
    for key in (
        "table.log.drew_until",
        "table.rest_on.stopped.rested_up",
        "table.food_check_in",
        "table.checks_more",
        "learning.reviewed",
    ):
        assert key in found, key
    assert len(found) >= 12


@pytest.mark.parametrize("key", sorted(_count_texts()))
def test_every_count_agrees_with_its_noun_at_1_and_at_2(key):
    counts = _count_texts()[key]
    one, two = (_render("en", key, counts, n) for n in (1, 2))
    plural = "|".join(NOUNS.values())
    singular = "|".join(NOUNS)
    assert not re.search(rf"\b1 {WORD}({plural})\b", one), one
    assert not re.search(rf"\b2 {WORD}({singular})\b(?!s)", two), two
    assert "{" not in one + two, (one, two)


@pytest.mark.parametrize("key", sorted(_count_texts()))
def test_japanese_count_texts_render_for_1_and_2(key):
    counts = _count_texts()[key]
    for n in (1, 2):
        text = _render("ja", key, counts, n)
        assert "{" not in text and not text.startswith("〈"), text


def test_a_count_text_picks_its_form_and_a_plain_string_is_unchanged():
    assert strings.ui("en", "table.rest_on.stopped.rested_up", n=1) == (
        "Stopped resting after 1 rest: HP is full."
    )
    assert strings.ui("en", "table.rest_on.stopped.rested_up", n=2) == (
        "Stopped resting after 2 rests: HP is full."
    )
    assert i18n.plural({"one": "a", "other": "b"}, {"n": 1}) == "a"
    assert i18n.plural({"one": "a", "other": "b"}, {"n": 0}) == "b"
    assert i18n.plural({"one": "a", "other": "b", "count": "runs"}, {"runs": 1, "n": 5}) == "a"
    assert i18n.plural({"one": "a", "other": "b"}, {}) == "b"  # no count: the general form


@pytest.mark.parametrize(
    "good,words", [(1, "kept the first entry"), (2, "kept the first 2 entries")]
)
def test_a_damaged_journals_warning_counts_in_words(good, words):
    """A run file damaged after its first commands: the load warning says how much was kept."""
    g = Game.new(3)
    for _ in range(good + 1):
        g.execute(next(c for c in g.legal_commands() if c.type != "abandon"))
    lines = g.to_text().splitlines()
    lines[good + 1] = lines[good + 1].replace('"hash":"', '"hash":"0')
    loaded = Game.from_text("\n".join(lines) + "\n", recover=True)
    assert len(loaded.commands) == good and words in loaded.load_warning


def test_the_command_lines_counts_agree_too():
    assert _count(1, "run") == "1 run" and _count(2, "run") == "2 runs"
