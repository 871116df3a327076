"""The two READMEs give the same commands at their top, link to each other, and every link of the
READMEs and the docs to a file of the repository (a picture, a page) finds it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
READMES = ("README.md", "README.ja.md")
PAGES = sorted(
    [ROOT / "README.md", ROOT / "README.ja.md", ROOT / "CONTRIBUTING.md", ROOT / "CHANGELOG.md"]
    + list((ROOT / "docs").glob("*.md"))
)
FENCE = re.compile(r"^```[a-z]*\n(.*?)^```", re.M | re.S)
LINK = re.compile(r"\]\(([^)\s]+)\)")


def top_commands(name: str) -> list[str]:
    """The fenced blocks before the README's first section."""
    text = (ROOT / name).read_text(encoding="utf-8")
    return FENCE.findall(text.split("\n## ", 1)[0])


def test_both_readmes_open_with_the_same_two_commands():
    english, japanese = (top_commands(n) for n in READMES)
    assert len(english) == 2, english
    assert japanese == english


def test_the_readmes_link_to_each_other():
    head = {n: (ROOT / n).read_text(encoding="utf-8").split("```", 1)[0] for n in READMES}
    assert "(README.ja.md)" in head["README.md"]
    assert "(README.md)" in head["README.ja.md"]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_local_link_finds_its_file(page):
    missing = []
    for target in LINK.findall(page.read_text(encoding="utf-8")):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue  # a web address or an anchor on the same page
        path = (page.parent / target.split("#", 1)[0]).resolve()
        if not path.exists():
            missing.append(target)
    assert not missing, f"{page.name}: {missing}"
