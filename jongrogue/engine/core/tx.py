"""A transaction: the working state of one command. Rules code reads ``tx.state`` and changes
it only through ``tx.emit`` (event + evolve). Once changed, ``tx.state`` is a Draft (draft.py)
that changes in place, so rules code reads the values it needs rather than keeping the state
across an emit. Draws, checks, burns and draw-until live here, with wall exhaustion (§6.4)
handled at the moment the last tile is taken."""

from __future__ import annotations

from operator import eq, ge, le
from typing import Any

from jongrogue.data import Rules
from jongrogue.engine.core.model import State

from .draft import Draft, draft, freeze
from .events import EVOLVERS, INFO_KINDS, Event, drawn, hand_discarded
from .pipeline import run_row
from .rng import shuffled
from .tiles import number, suit

_COMPARE = {">=": ge, "<=": le, "==": eq}  # a check's op

# The evolvers of events that change the state (info events only record); they always get the
# transaction's draft, so the commonest kinds use their draft-specialised twins.
_CHANGING = {kind: fn for kind, fn in EVOLVERS.items() if kind not in INFO_KINDS}


# the draws that go on until a tile of one of these suits turns up (§6.2), by purpose: the
# rules draw by it, and the texts say it (a paper run's prompt cannot count the tiles to come)
DRAWN_UNTIL = {
    "potion_key": "s",
    "scroll_key": "mp",
    "item_drop": "s",
    "wandering_monster": "m",
    "create_monster": "m",
}


class PcDied(Exception):
    """Raised the moment the PC dies: death interrupts all pending processing (§6.5)."""

    def __init__(self, cause: str) -> None:
        super().__init__(cause)
        self.cause = cause


class Tx:
    __slots__ = ("state", "rules", "p", "events", "pending_choice", "plans")  # (read at every emit)

    def __init__(self, state: State, rules: Rules, plans: dict[str, tuple[Any, ...]]) -> None:
        self.state = state
        self.rules = rules
        self.p = rules.params_for(state.options.plus)  # the rule numbers of this game's options
        self.events: list[Event] = []
        self.pending_choice = False  # a fight-or-flee choice was queued (§6.5 step 7)
        self.plans = plans  # the check plans of this game (rules/check_index.plans_for)

    # ---- plumbing -------------------------------------------------------------------------
    def emit(self, kind: str, **data: Any) -> Event:
        ev = Event(kind, data)
        fn = _CHANGING.get(kind)
        if fn is not None:
            state = self.state
            if type(state) is not Draft:  # the first change of this command
                state = draft(state)
            self.state = fn(state, ev)
        self.events.append(ev)
        return ev

    def finish(self) -> State:
        """The command's resulting State (frozen; the transaction's last use)."""
        self.state = freeze(self.state)
        return self.state

    def note(self, key: str, **args: Any) -> None:
        self.emit("note", key=key, args=args)

    def set_pc(self, reason: str, **fields: Any) -> None:
        old = dict(zip(fields, map(self.state.pc.__dict__.__getitem__, fields)))
        if old != fields:
            self.emit("pc", set=fields, old=old, reason=reason)

    def add_state(self, state: str) -> None:
        if not self.state.pc.has(state):
            self.emit("pc_state", state=state, on=True)

    def clear_state(self, state: str) -> None:
        if self.state.pc.has(state):
            self.emit("pc_state", state=state, on=False)

    def turn_up(self, places: tuple[Any, ...], purpose: str) -> None:
        """Hidden `places` are about to be read (turned up). Nothing to do with the seeded box; a
        paper run asks the player for each tile first (rules/paper.PaperTx)."""

    def find_link(self, sheet: str, key_tile: str) -> None:
        """The link row of `key_tile` on `sheet` is about to be looked for (a paper run asks)."""

    # ---- the wall -------------------------------------------------------------------------
    # The two commonest events (two thirds of all) are emitted here without emit's dispatch.
    def draw(self, purpose: str) -> str:
        """Take the top tile into the hand; if that empties the wall, do §6.4 at once."""
        tile = self._take(purpose)
        if not self.state.wall:
            self.wall_empty()
        return tile

    def _take(self, purpose: str) -> str:
        """The "drawn" event of the top tile (the caller sees to an emptied wall)."""
        state = self.state
        if type(state) is not Draft:
            state = self.state = draft(state)
        tile = state.wall[0]
        ev = Event("drawn", {"tile": tile, "purpose": purpose})
        drawn(state, ev)
        self.events.append(ev)
        return tile

    def discard_hand(self) -> None:
        state = self.state
        in_hand = state.in_hand
        if in_hand:
            if type(state) is not Draft:
                state = self.state = draft(state)
            ev = Event("hand_discarded", {"tiles": in_hand})
            hand_discarded(state, ev)
            self.events.append(ev)

    def wall_empty(self) -> None:
        """山牌が無くなる: after food_check, post reshuffle (seed row wall_empty). A PC who starves
        in the food check dies at once, but the wall is still made anew: death discards the hand
        and the reshuffle the row was running finishes over it."""
        try:
            run_row(self, "wall_empty")
        except PcDied:
            self.discard_hand()
            self.reshuffle()
            raise

    def reshuffle(self) -> None:
        number_ = self.state.reshuffles + 1
        wall = shuffled(self.state.deal_seed, "reshuffle", number_, self.state.discard)
        self.emit("reshuffled", wall=tuple(wall), number=number_)

    def burn(self, n: int, purpose: str) -> None:
        for _ in range(n):
            self.draw(purpose)
            self.discard_hand()

    def roll(
        self,
        dice: int,
        check: str,
        *,
        target: int | None = None,
        op: str = ">=",
        about: tuple[int, int] | None = None,
    ) -> tuple[int, tuple[str, ...]]:
        """Draw `dice` tiles, sum their numbers, discard them; record the check. ``about``: the
        (room, slot) of the monster the roll is about, for the log to name it."""
        draw = self.draw
        tiles = (
            (draw(check), draw(check)) if dice == 2 else tuple([draw(check) for _ in range(dice)])
        )
        total = sum(map(number, tiles))
        success = None if target is None else _COMPARE[op](total, target)
        data = {
            "check": check,
            "tiles": tiles,
            "total": total,
            "target": target,
            "op": op,
            "success": success,
        }
        if about is not None:
            data["room"], data["slot"] = about
        # (an info event: recorded without emit's look-up of an evolver)
        self.events.append(Event("check", data))
        self.discard_hand()
        return total, tiles

    def check(
        self, dice: int, check: str, op: str, target: int, about: tuple[int, int] | None = None
    ) -> bool:
        total, _ = self.roll(dice, check, target=target, op=op, about=about)
        met: bool = _COMPARE[op](total, target)
        return met

    def draw_until(self, purpose: str) -> str | None:
        """Draw until a tile of one of the suits ``DRAWN_UNTIL[purpose]`` appears (§6.2).
        Non-matches are discarded at once. Returns the matching tile (left in the hand) or None
        if the wall ran out first."""
        suits = DRAWN_UNTIL[purpose]
        while True:
            reshuffles = self.state.reshuffles
            tile = self._take(purpose)
            tile_suit = suit(tile)  # (every wall tile has one)
            matched = tile_suit is not None and tile_suit in suits
            if not matched:
                self.discard_hand()
            emptied = not self.state.wall
            if emptied:
                self.wall_empty()
            if matched:
                return tile
            if emptied or self.state.reshuffles != reshuffles:
                self.emit(
                    "check",
                    check=purpose,
                    tiles=(),
                    total=0,
                    target=None,
                    op="until",
                    success=False,
                )
                return None
