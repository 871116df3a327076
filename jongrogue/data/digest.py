"""The rules hash: a digest of the rule tables' content, the same wherever the tables are the same.

A journal header names the rules a run was played with by this hash (engine/journal/schema.py),
so a run played with other numbers — an edited YAML, a damaged cache, an overridden table —
never verifies as a run of these rules.

It digests what the tables *say*, not their files' bytes: each table is written out canonically
(mapping entries sorted by their key's text, strings as ASCII-escaped JSON, integers in decimal,
floats by ``repr`` — the shortest text that reads back to the same double on every platform —
and ``true`` / ``false`` / ``null``), so line endings, comments, key order, the YAML loader (C or
pure Python), the cache, the OS and whether the game runs from a wheel or the frozen app do not
change it. A table value of any other type is refused rather than digested loosely.

    rules_hash(rules) -> "sha256:<64 hex digits>"
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import fields
from json.encoder import encode_basestring_ascii

PREFIX = "sha256:"
_KEY = "_rules_hash"


def canonical(value) -> str:
    """The canonical text of one table value (see the module docstring)."""
    if isinstance(value, str):  # the most common value: first
        return encode_basestring_ascii(value)  # = json.dumps(value, ensure_ascii=True)
    if value is None:
        return "null"
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, Mapping):
        items = sorted(f"{canonical(k)}:{canonical(v)}" for k, v in value.items())
        return "{" + ",".join(items) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(canonical(v) for v in value) + "]"
    raise TypeError(f"a rule table holds a {type(value).__name__}: {value!r}")


def rules_hash(rules) -> str:
    """The hash of every table of ``rules`` (a ``Rules``: its fields are the tables, in order),
    computed once per Rules object."""
    cached = rules.__dict__.get(_KEY)
    if cached is None:
        h = hashlib.sha256()
        for table in fields(rules):
            h.update(f"{table.name}={canonical(getattr(rules, table.name))}\n".encode())
        cached = PREFIX + h.hexdigest()
        object.__setattr__(rules, _KEY, cached)
    return cached
