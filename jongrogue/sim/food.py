"""The food clock (§6.3–6.4). Every time the wall runs out the PC pays 1 food point, else
becomes hungry, else starves. All of this is public: the wall's size, the discard pile, the
tiles lying on the encounter map, the food track and the hungry post-it.

tiles_left() counts the draws the PC can still make before starving; a floor costs about
37 setup tiles plus the walk, fights, rests and searches on it (§13: 150-200 tiles)."""

from __future__ import annotations

from typing import Any

from jongrogue.engine.core.memo import Last
from jongrogue.engine.core.tiles import DIRECTIONS, neighbour

FLOOR_SETUP = 37  # 36 encounter tiles + the start-room draw (§5.3-5.4)
_ON_MAP = Last()  # encounter map -> tiles lying on it


class FoodMixin:
    """Needs self.frugal_tiles and self.dive_tiles (thresholds in tiles left), and
    self._memo (assess.TableMemo: the last Table asked about and its answer)."""

    # provided by the bot this is mixed into (bot.GreedyBot)
    _desperate: Any
    _known_open: Any
    _living: Any
    _memo: Any
    _stairs: Any
    _want_stairs: Any
    dive_tiles: Any
    frugal_tiles: Any

    @staticmethod
    def _cycle(s) -> int:
        """Size of the next reshuffled wall: every tile not on the encounter map or in hand."""
        enc = s.floor.encounter
        on_map = _ON_MAP.one(
            enc, lambda: sum(1 for room in enc for sl in room if sl.tile is not None)
        )
        total = s.wall_count + len(s.discard) + len(s.in_hand) + on_map
        # After the next floor's deal 36 tiles lie on the map again.
        return max(1, total - max(on_map, FLOOR_SETUP - 1))

    def tiles_left(self, s) -> int:
        """Draws left before the food check that starves the PC."""
        memo = self._memo
        if memo.table is s:  # (asked many times per decision)
            return memo.tiles_left
        pc = s.pc
        spare = pc.food + (0 if pc.has("hungry") else 1)
        memo.table, memo.tiles_left = s, s.wall_count + spare * self._cycle(s)
        return memo.tiles_left

    def frugal(self, s) -> bool:
        """Food is short: no optional fights, rests or searches."""
        return self.tiles_left(s) < self.frugal_tiles and not s.pc.has_amulet

    def diving(self, s) -> bool:
        """Food is very short: take known stairs at once."""
        return self.tiles_left(s) < self.dive_tiles

    def _food_here(self, s, r) -> bool:
        """A face-up s1 (food ration, or the Amulet from AMULET_DEPTH) lies in room r."""
        return any(
            sl.face == "up" and sl.tile == "s1" and sl.monster is None
            for sl in s.floor.encounter[r - 1]
        )

    def _costly(self, s, r) -> bool:
        """Food is short and walking into room r would cost a fight (its living monsters wake)
        for nothing: no food, no stairs to take, and every room beyond it is explored."""
        if not self.frugal(s) or self._desperate or not self._living(s, r) or self._food_here(s, r):
            return False
        if self._stairs(s, r) and self._want_stairs(s):
            return False
        for d in DIRECTIONS:
            n = neighbour(r, d)
            if n is not None and not s.floor.explored[n - 1] and self._known_open(s, r, n):
                return False
        return True
