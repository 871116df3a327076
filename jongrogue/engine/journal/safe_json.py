"""One JSON line of a run file, decoded with its nesting bounded first.

``json.loads`` recurses once per level: ``"[" * 100000`` raises RecursionError (or, on a small
stack, worse). A journal line is a flat object (a header's box order is three levels deep), so
a line nested deeper than MAX_DEPTH is refused as damaged before it is decoded. Counting the
brackets is cheap; only a line with many of them is scanned (strings skipped) for its depth.
"""

from __future__ import annotations

import json
import re
from typing import Any

MAX_DEPTH = 16
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_BRACKET = re.compile(r"[\[\]{}]")


def depth(text: str) -> int:
    """The deepest nesting of brackets outside strings."""
    level = deepest = 0
    for ch in _BRACKET.findall(_STRING.sub("", text)):
        level += 1 if ch in "[{" else -1
        deepest = max(deepest, level)
    return deepest


def loads(text: str) -> Any:
    """json.loads, but ValueError for a text nested deeper than MAX_DEPTH (or an over-long
    integer, as json.loads itself says)."""
    if text.count("[") + text.count("{") > MAX_DEPTH and depth(text) > MAX_DEPTH:
        raise ValueError(f"nested deeper than {MAX_DEPTH} levels")
    try:
        return json.loads(text)
    except RecursionError:  # defence in depth: the scan above should have refused it
        raise ValueError("nested too deeply") from None
