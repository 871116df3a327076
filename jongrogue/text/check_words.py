"""Check results in words: what was drawn (tiles named as players say them), the total, what it
needed, and what that means for the player — good or bad news, whichever way "success" points.

    sentence(ctx, data) -> (text, good)      good: True / False / None (neutral or no target)
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from jongrogue.data import load_table
from jongrogue.text.strings import Texts
from jongrogue.text.tile_words import tile_list
from jongrogue.text.words import tt


@lru_cache(maxsize=1)
def _polarity() -> dict[str, bool | None]:
    doc = load_table("check_outcomes")
    out: dict[str, bool | None] = {c: True for c in doc.get("good_when_met", ())}
    out.update({c: False for c in doc.get("good_when_missed", ())})
    out.update({c: None for c in doc.get("neutral", ())})
    return out


def good_for_player(check: str, met: bool | None) -> bool | None:
    """True when this outcome is good news for the player, False when bad, None when neither."""
    if met is None:
        return None
    helps = _polarity().get(check)
    return None if helps is None else (met if helps else not met)


def need_text(ctx: Texts, op: str, target: object) -> str:
    return tt(
        ctx,
        {">=": "need.at_least", "<=": "need.at_most", "==": "need.exactly"}.get(
            op, "need.at_least"
        ),
        n=target,
    )


def meaning(ctx: Texts, check: str, met: bool) -> str:
    """ "you hit" / "no wandering monster": the outcome in the player's terms."""
    key = f"outcome.{check}.{'met' if met else 'missed'}"
    text = tt(ctx, key)
    if text != key:
        return text
    good = good_for_player(check, met)
    return tt(
        ctx,
        "outcome.good"
        if good
        else "outcome.bad"
        if good is False
        else ("outcome.met" if met else "outcome.missed"),
    )


def sentence(ctx: Texts, data: dict[str, Any], name: str) -> tuple[str, bool | None]:
    tiles = tile_list(ctx, data.get("tiles") or ())
    target, met = data.get("target"), data.get("success")
    if target is None:
        return tt(ctx, "check_drawn", check=name, tiles=tiles, total=data.get("total")), None
    text = tt(
        ctx,
        "check_line",
        check=name,
        tiles=tiles,
        total=data.get("total"),
        need=need_text(ctx, str(data.get("op")), target),
        meaning=meaning(ctx, data["check"], bool(met)),
    )
    return text, good_for_player(data["check"], met)
