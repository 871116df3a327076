"""Complete type validation of a journal header (every schema) before anything uses it.

A header that passes here can start a game without a TypeError / AttributeError anywhere
downstream: every field, and every level of ``box_order``, has the type the engine expects.
Anything else raises JournalError with the field's path in the message.
"""

from __future__ import annotations

import re
from typing import Any, NoReturn, TypeGuard

from .error import JournalError

FORMAT = "jongrogue-journal"
# written by new games: schema 5's lines (schema 4's hash chain, every line chained: chain.py),
# and a header that names its rule tables by their hash (the rules_hash field, data/digest.py)
# and a challenge run whose deal comes from its seed *and* its mode (``deal_of``)
SCHEMA = 6
CHAINED_FROM = 5  # the first schema whose every line carries its link of the line chain
RULES_HASHED_FROM = 6  # the first schema whose header must name its rules by their hash
DEAL_BOUND_FROM = 6  # the first schema whose challenge deal differs from the practice deal
HEADER_SHAPE = 2  # schemas 2 to 6 share the header layout; a journal keeps its schema
_RULES_HASH = re.compile(r"sha256:[0-9a-f]{64}")
RULESETS = ("ez", "ez_plus")
MODES = ("practice", "challenge")
SEED_LIMIT = 2**63
BOX_ORDER_KEYS = ("wall", "dungeon", "links")
LINK_KEYS = ("potions", "scrolls")


def _fail(field: str, what: str) -> NoReturn:
    raise JournalError(f"journal header: '{field}' {what}")


def _is_int(v: object) -> TypeGuard[int]:
    return isinstance(v, int) and not isinstance(v, bool)


def _str_list(value: object, field: str) -> None:
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        _fail(field, "must be a list of strings")


def _upcast_1_to_2(h: dict[str, Any]) -> dict[str, Any]:
    """Schema 1 stored the options as {"ruleset", "plus", "mode"} under "options"."""
    h = dict(h)
    opts = h.pop("options", {})
    if opts is None:
        opts = {}
    if not isinstance(opts, dict):
        _fail("options", "must be an object in a schema-1 header")
    plus = opts.get("plus", [])
    _str_list(plus, "options.plus")
    h["ruleset"] = opts.get("ruleset", "ez")
    h["options"] = list(plus)
    h["mode"] = opts.get("mode", "practice")
    h["schema"] = 2
    return h


UPCASTERS = {1: _upcast_1_to_2}


def _check_box_order(box: object) -> None:
    if box is None:
        return
    if isinstance(box, list):
        _str_list(box, "box_order")
        return
    if not isinstance(box, dict):
        _fail("box_order", "must be a list of tiles or an object")
    unknown = set(box) - set(BOX_ORDER_KEYS)
    if unknown:
        _fail("box_order", f"has unknown keys {sorted(unknown)}")
    if "wall" in box:
        _str_list(box["wall"], "box_order.wall")
    if "dungeon" in box:
        deals = box["dungeon"]
        if not isinstance(deals, list):
            _fail("box_order.dungeon", "must be a list")
        if deals and isinstance(deals[0], str):
            _str_list(deals, "box_order.dungeon")
        else:
            for i, deal in enumerate(deals):
                _str_list(deal, f"box_order.dungeon[{i}]")
    if "links" in box:
        links = box["links"]
        if not isinstance(links, dict):
            _fail("box_order.links", "must be an object")
        unknown = set(links) - set(LINK_KEYS)
        if unknown:
            _fail("box_order.links", f"has unknown keys {sorted(unknown)}")
        for key, value in links.items():
            _str_list(value, f"box_order.links.{key}")


def deal_of(schema: int, mode: str) -> str:
    """How a run's hidden tiles derive from its seed (rules/setup.py, core/rng.py): "seed" — the
    seed alone, as every journal before schema 6 and every practice run — or "seed+mode": a
    challenge run from schema 6 draws from other streams of the same seed, so a practice run
    relabelled as a challenge run (or back) meets other tiles and its replay fails."""
    return "seed+mode" if schema >= DEAL_BOUND_FROM and mode == "challenge" else "seed"


def validate_header(h: object) -> dict[str, Any]:
    """-> the header upcast to the current schema, every field type-checked."""
    if not isinstance(h, dict) or h.get("format") != FORMAT:
        raise JournalError("not a JongRogue journal (bad header)")
    schema = h.get("schema")
    if not _is_int(schema) or schema < 1 or schema > SCHEMA:
        raise JournalError(f"unsupported journal schema {schema!r}")
    while h["schema"] < HEADER_SHAPE:
        h = UPCASTERS[h["schema"]](h)
    for key, typ in {
        "seed": int,
        "ruleset": str,
        "options": list,
        "mode": str,
        "created": str,
    }.items():
        if not isinstance(h.get(key), typ) or isinstance(h.get(key), bool):
            _fail(key, "missing or of the wrong type")
    if "rules_version" in h and not isinstance(h["rules_version"], str):
        _fail("rules_version", "must be a string")
    if "rules_hash" in h or h["schema"] >= RULES_HASHED_FROM:
        if not isinstance(h.get("rules_hash"), str) or not _RULES_HASH.fullmatch(h["rules_hash"]):
            _fail("rules_hash", "missing or not a sha256:<64 hex digits> hash")
    if h["ruleset"] not in RULESETS or h["mode"] not in MODES:
        raise JournalError("journal header: unknown rule set or mode")
    _str_list(h["options"], "options")
    if abs(h["seed"]) > SEED_LIMIT:
        _fail("seed", "out of range")
    if h.get("tiles", "digital") not in ("digital", "paper"):
        _fail("tiles", "must be digital or paper")
    _check_box_order(h.get("box_order"))
    return h
