"""A rulebook chapter's paragraphs as the player reads them.

A chapter marked ``numbers: params`` (the "Differences from the paper game" page) quotes the
tuned numbers of ``params.yaml`` by name — ``{burn[rest]}``, ``{amulet_depth}`` — so a retune
cannot leave it quoting old numbers.
"""

from __future__ import annotations

from ..data import load_rules


def chapter_paragraphs(chapter: dict) -> list[str]:
    paragraphs = [str(p) for p in chapter.get("paragraphs") or ()]
    if chapter.get("numbers") != "params":
        return paragraphs
    params = load_rules().params
    return [p.format_map(params) for p in paragraphs]
