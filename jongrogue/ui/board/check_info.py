"""The checks of one command with their exact odds *before* the draw and the seed's odds.

The exact odds use the wall and discard pile as they were just before the check's first tile
was drawn: the events are replayed from the state before the command."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from jongrogue.engine.events import evolve
from jongrogue.engine.odds import exact_odds, ideal_odds


@dataclass
class CheckInfo:
    check: str
    tiles: tuple
    total: int
    target: int | None
    op: str
    success: bool | None
    exact: Fraction | None = None
    ideal: Fraction | None = None

    @property
    def dice(self) -> int:
        return len(self.tiles)


def _p(fn, dice: int, target: int, op: str) -> Fraction:
    if op == ">=":
        return fn(dice, target)
    if op == "<=":
        return 1 - fn(dice, target + 1)
    if op == "==":
        return fn(dice, target) - fn(dice, target + 1)
    return Fraction(0)


def checks_of(pre_state, events) -> list[CheckInfo]:
    out: list[CheckInfo] = []
    state = pre_state
    snap = (state.wall, state.discard)
    open_purpose = None
    for e in events:
        if e.kind == "drawn" and e.data.get("purpose") != open_purpose:
            snap = (state.wall, state.discard)
            open_purpose = e.data.get("purpose")
        if e.kind in ("check", "hand_discarded"):
            open_purpose = None
        if e.kind == "check" and e.data.get("tiles"):
            d = e.data
            info = CheckInfo(d["check"], tuple(d["tiles"]), d.get("total", 0), d.get("target"),
                             d.get("op", ">="), d.get("success"))
            if info.target is not None and info.op in (">=", "<=", "=="):
                wall, discard = snap
                info.exact = _p(lambda n, t: exact_odds(wall, discard, n, t), info.dice, info.target, info.op)
                info.ideal = _p(ideal_odds, info.dice, info.target, info.op)
            out.append(info)
        try:
            state = evolve(state, e)
        except Exception:          # a view-only replay must never break the UI
            break
    return out
