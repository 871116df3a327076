"""The checks of one command with their odds *before* the first tile was drawn: exact odds
from the player's knowledge at that moment (the wall's information-set group, then the discard
pile if the check runs past the wall's end) beside the seed's idealised odds."""

from __future__ import annotations

import fractions
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from jongrogue.engine.core.events import Event
from jongrogue.engine.core.model import State

from ..core.events import evolve
from ..core.queries import floor_monsters
from .knowledge import Knowledge, knowledge
from .odds import ideal_odds, known_odds


@dataclass(frozen=True)
class CheckOdds:
    """A check's odds: the tiles it draws from, the target, and the outcome once known."""

    check: str
    tiles: tuple[Any, ...]
    total: int
    target: int | None
    op: str
    success: bool | None
    exact: fractions.Fraction | None = None
    ideal: fractions.Fraction | None = None
    who: str | None = None  # the revealed monster a check is about (a sleep roll's), by id

    @property
    def dice(self) -> int:
        return len(self.tiles)


def _p(
    fn: Callable[[int, int], fractions.Fraction], dice: int, target: int, op: str
) -> fractions.Fraction:
    if op == ">=":
        return fn(dice, target)
    if op == "<=":
        return 1 - fn(dice, target + 1)
    if op == "==":
        return fn(dice, target) - fn(dice, target + 1)
    return fractions.Fraction(0)


def odds_now(know: Knowledge, dice: int, target: int, op: str = ">=") -> fractions.Fraction:
    """P(the next `dice` draws meet `op target`) from the knowledge `know` (a check made now)."""
    return _p(lambda n, t: known_odds(know, n, t), dice, target, op)


def _about(state: State, d: dict[str, Any]) -> str | None:
    """The monster at the check's room and slot, if it names one (a room can hold two)."""
    if "room" not in d or "slot" not in d:
        return None
    at = (d["room"], d["slot"])
    return next((m.id for r, s, m in floor_monsters(state) if (r, s) == at), None)


def check_odds(pre_state: State, events: list[Event]) -> list[CheckOdds]:
    """Replays `events` from `pre_state`; each check's odds use the knowledge just before its
    first draw (a check's draws share one purpose and end with the check event)."""
    out: list[CheckOdds] = []
    state = pre_state
    start = state
    open_purpose = None
    for e in events:
        if e.kind == "drawn" and e.data.get("purpose") != open_purpose:
            start = state
            open_purpose = e.data.get("purpose")
        if e.kind in ("check", "hand_discarded"):
            open_purpose = None
        if e.kind == "check" and e.data.get("tiles"):
            d = e.data
            exact = ideal = None
            target, op, dice = d.get("target"), d.get("op", ">="), len(d["tiles"])
            if target is not None and op in (">=", "<=", "=="):
                know = knowledge(start)
                exact = _p(partial(known_odds, know), dice, target, op)
                ideal = _p(ideal_odds, dice, target, op)
            out.append(
                CheckOdds(
                    d["check"],
                    tuple(d["tiles"]),
                    d.get("total", 0),
                    target,
                    op,
                    d.get("success"),
                    exact,
                    ideal,
                    _about(state, d),
                )
            )
        state = evolve(state, e)
    return out
