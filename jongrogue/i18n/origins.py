"""Where a rule comes from: the paper game, the paper game with this edition's numbers, or this
edition alone (``data/origins.yaml``; checks and events by the seed table in ``checks.yaml``).

    ORIGINS                         -> ("paper", "mixed", "edition")
    entry_origin(key)               -> one of ORIGINS for a catalog key such as "monster.kestrel"
    paragraph_origins(chapter, n)   -> the origins of a rulebook chapter's n paragraphs (None: unknown)
"""

from __future__ import annotations

import functools
from typing import Any, cast

from ..data import load_rules
from ..system.resources import data_path
from ..system.yamlcache import load_yaml

ORIGINS = ("paper", "mixed", "edition")


@functools.cache
def _table() -> dict:
    doc = cast("dict[str, Any]", load_yaml(data_path("origins.yaml")))  # (the shipped table)
    for where in ("groups", "entries", "chapters"):
        for key, value in (doc.get(where) or {}).items():
            values = value if isinstance(value, list) else [value]
            bad = [v for v in values if v not in ORIGINS]
            if bad:
                raise ValueError(f"origins.yaml: {where}.{key}: {bad[0]!r} is not one of {ORIGINS}")
    return doc


@functools.cache
def _seed_checks() -> tuple[frozenset, frozenset]:
    """(event ids, check ids) of the seed's 41-row table: the paper game's own."""
    rows = load_rules().checks["check_table"]
    events = frozenset(r["id"] for r in rows)
    checks = frozenset(c for r in rows for part in ("before", "after", "post") for c in r[part])
    return events, checks


def entry_origin(key: str) -> str:
    """The origin of one catalog entry; a key the table does not know is this edition's."""
    table = _table()
    if key in table["entries"]:
        return table["entries"][key]
    group, _, rest = key.partition(".")
    if group in ("check", "event"):
        events, checks = _seed_checks()
        return "paper" if rest in (checks if group == "check" else events) else "edition"
    return table["groups"].get(group, "edition")


def paragraph_origins(chapter: str, count: int) -> list[str | None]:
    """One origin per paragraph; a chapter given one origin has it for every paragraph.

    A chapter missing from the table, or listing another number of paragraphs, gets None for
    each (shown unmarked rather than mismarked); tests/test_rule_origins.py fails on it."""
    value = _table()["chapters"].get(chapter)
    if isinstance(value, str):
        return [value] * count
    if value is None or len(value) != count:
        return [None] * count
    return list(value)
