"""The product describes things, not the work that produced them: no file of the tree numbers or
dates that work (a word and a number naming a work round, a session, a variant, a numbered sweep
or an issue; a branch name such as v-and-a-number; a dated heading). The history stays in git and
work notes go on the issue. Ordinary numbers are fine: floor 13, seed 5015, Python 3.10, step 5
of a rule, a version such as v7.0.1 or spec-v1, slot #2.

The changelog is history by design and the third-party notices are other people's text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SKIP_DIRS = {".git", ".venv", "build", "dist", "__pycache__", ".ruff_cache", ".mypy_cache"}
SKIP_FILES = {"CHANGELOG.md", "THIRD_PARTY_NOTICES.txt", "LICENSE", Path(__file__).name}

DIARY = [
    # a unit of work and its number (the words below, singular or plural, then a number)
    re.compile(r"\b(round|sessions?|variants?|lanes?)\s+#?\d+", re.I),
    # a numbered sweep report
    re.compile(r"\bsweeps?\s+\d+", re.I),
    # an issue by its number
    re.compile(r"\bissues?[\s-]+#?\d+", re.I),
    # an issue's item or done-when by its number, or a number in parentheses after #
    re.compile(r"(?<![\w&])#\d+(?=\s+items?\b|'s\b)|\(#\d+\)", re.I),
    # a branch or work version: v and one or two digits alone (not v7.0.1, not spec-v1)
    re.compile(r"(?<![-\w.])v\d{1,2}\b(?![.\d])"),
    # a session named by its place in the work, or a numbered helper
    re.compile(r"\b(this|next|last|previous|that|one)\s+session\b|\bhelper-\d+", re.I),
]
DATED_HEADING = re.compile(r"^#+ .*\b\d{4}-\d{2}-\d{2}\b", re.M)


def text_files():
    for path in sorted(ROOT.rglob("*")):
        rel = path.relative_to(ROOT)
        if path.is_dir() or set(rel.parts) & SKIP_DIRS or rel.parts[0].endswith(".egg-info"):
            continue
        if path.name in SKIP_FILES:
            continue
        data = path.read_bytes()
        if b"\0" in data:
            continue  # a picture, a font, a compiled file
        try:
            yield rel, data.decode("utf-8")
        except UnicodeDecodeError:
            continue


def diary_words(text: str, markdown: bool = False) -> list[str]:
    found = [m.group(0) for pattern in DIARY for m in pattern.finditer(text)]
    if markdown:
        found += DATED_HEADING.findall(text)
    return found


def test_no_file_numbers_or_dates_the_work():
    found = {
        str(rel): words
        for rel, text in text_files()
        if (words := diary_words(text, markdown=rel.suffix == ".md"))
    }
    assert not found, found


def _said(*parts: object) -> str:
    """An example of diary wording, put together here so that this file does not hold it."""
    return " ".join(str(p) for p in parts)


@pytest.mark.parametrize(
    "diary",
    [
        _said("Round", "3,", "session", 15),
        _said("as", "variant", 13, "did"),
        _said("variants", 9, "and", 12),
        _said("the", "v" + "12", "branch"),
        _said("issue", "#24"),
        _said("issue", "9's", "goal"),
        _said("the", "issue-9", "goal"),
        _said("Issue", 20, "item", 11),
        _said("#20", "item", "4:", "a", "double-click"),
        _said("sweeps", "09,", 11, 12),
        "(" + "#9" + ")",
        _said("left", "for", "the", "next", "session"),
        _said("by", "helper-" + "12"),
    ],
)
def test_the_pattern_finds_diary_words(diary):
    assert diary_words(diary)


@pytest.mark.parametrize(
    "fine",
    [
        "floor 13",
        "seed 5015",
        "Python 3.10",
        "§6.5 step 5",
        "actions/checkout v7.0.1",
        "rules ez-0.1.0-spec-v1",
        "Attack: Snake #1",
        "slot #2",
        "rounds 255 alpha down",
        "a session fixture (scope='session')",
        "class Session:",
        "the first round of the race",
    ],
)
def test_the_pattern_leaves_ordinary_numbers_alone(fine):
    assert not diary_words(fine)


def test_a_dated_heading_is_found_in_markdown():
    assert diary_words("# Notes\n\n## 2026-12-05: what happened\n", markdown=True)
    assert not diary_words("created 2026-12-05 in a run file's header", markdown=True)
