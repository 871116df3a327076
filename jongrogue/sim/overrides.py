"""--set key.path=value: a copy of the rule tables with some numbers changed, for one run only.

A key starts with a table name (params, monsters, levels, ...; params when omitted), then
mapping keys and list indices: ``food.ration=3``, ``params.burn.rest=4``,
``monsters.monsters.24.dmg=8``. Only an existing number (int / float / bool) can be set, to
a value of the same type, so a typo is an error instead of a silent no-op."""

from __future__ import annotations

import dataclasses
from types import MappingProxyType
from typing import Any

import yaml

from jongrogue.data import TABLES, Rules, load_rules


class OverrideError(ValueError):
    """A --set that names no existing number, or gives a value of the wrong type."""


def parse_set(text: str) -> tuple[str, object]:
    key, sep, raw = text.partition("=")
    if not sep or not key.strip():
        raise OverrideError(f"--set {text!r}: expected key.path=value")
    return key.strip(), yaml.safe_load(raw)


def _thaw(value):
    if isinstance(value, MappingProxyType):
        return {k: _thaw(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


def _freeze(value):
    if isinstance(value, dict):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def _assign(doc, path: list[str], value, full: str) -> None:
    node = doc
    part: str | int  # a key, or a list's index
    for i, part in enumerate(path):
        last = i == len(path) - 1
        if isinstance(node, list):
            if not part.isdigit() or int(part) >= len(node):
                raise OverrideError(
                    f"--set {full}: {part!r} is not an index of a {len(node)}-item list"
                )
            part = int(part)
        elif not isinstance(node, dict) or part not in node:
            raise OverrideError(f"--set {full}: no key {part!r}")
        if last:
            old = node[part]
            if (
                isinstance(old, bool) != isinstance(value, bool)
                or not isinstance(old, (int, float))
                or not isinstance(value, (int, float))
                or (isinstance(old, int) and isinstance(value, float))
            ):
                raise OverrideError(
                    f"--set {full}: {old!r} can only be replaced by a number of its type, "
                    f"not {value!r}"
                )
            node[part] = value
        else:
            node = node[part]


def to_plain(rules: Rules) -> dict:
    """The tables as plain dicts / lists (picklable: sent to the worker processes)."""
    return {name: _thaw(getattr(rules, name)) for name in TABLES}


def from_plain(tables: dict) -> Rules:
    return Rules(**{name: _freeze(doc) for name, doc in tables.items()})


def with_overrides(overrides: dict, rules: Rules | None = None) -> Rules:
    """A new Rules with `overrides` ({key path: value}) applied; the input is untouched."""
    rules = rules or load_rules()
    if not overrides:
        return rules
    tables: dict[str, Any] = {}
    for key, value in overrides.items():
        parts = key.split(".")
        table = parts.pop(0) if parts[0] in TABLES else "params"
        if not parts:
            raise OverrideError(f"--set {key}: name a number inside the table")
        doc = tables.setdefault(table, _thaw(getattr(rules, table)))
        _assign(doc, parts, value, key)
    return dataclasses.replace(rules, **{t: _freeze(d) for t, d in tables.items()})
