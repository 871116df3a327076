"""The advisor's own plan: the greedy bot with the end of the run in view.

The greedy bot (bot.py, ``greedy-3``) is the balance reference and never changes its play. The
advisor plays its rollouts with this subclass, and the advisor player follows it where it asks
no Hint. It differs in its knobs and in the food kept for the climb home, where the greedy bot
starves (docs/ADVISOR.md "The advisor's own plan", each measured on seeds of its own):

* **Its knobs** (``KNOBS``): it explores every room before the stairs unless food is short,
  takes fights the greedy bot avoids (``risk``) and turns frugal later: the greedy bot's knobs
  are the balance reference, not the deepest play (chosen on 4,000 paired games a variant,
  reported on 8,000 others: docs/ADVISOR.md).
* **The climb.** Carrying the Amulet the greedy bot is never frugal: it takes free fights,
  rests and searches on the way up and starves on floors 12-8. The planner is frugal for the
  whole climb (a won climb from the Amulet: 16 % -> 20 %).
* **The last floors down.** From ``DEEP_FROM`` floors above the Amulet's depth it is frugal
  below ``deep_tiles`` draws before starving (greedy: 250), so it reaches the Amulet with food
  (runs from floor 10 won: 7.5 % -> 10.6 %, the same depth).

The climb's food and the last floors' were measured with ``tools/plan_bench.py``.

* **No endless walk.** Desperate with nothing left to plan, the greedy bot walks from a room to
  the door toward an unexplored room, and at that door (still no plan) back into the room: a loop
  that draws no tile, so the food clock never ends it (seed 8272 of the advisor player, capped
  at 20,000 commands). Back at a door with the table and its own memory exactly as on its last
  visit, the planner is in that loop, and fights through: it takes the corridor and walks on to
  the room beyond. Equal snapshots mean its walk would repeat forever: no game of the plan that
  ends without the loop changes.

Like the greedy bot it reads only the public view.
"""

from __future__ import annotations

from typing import Any

from jongrogue.engine.core.tiles import neighbour

from .board import find
from .bot import GreedyBot

PLANNER_VERSION = "planner-3"  # greedy-3 with KNOBS + the climb's food + no endless walk
DEEP_FROM = 3  # floors above the Amulet's depth where saving food starts
# the greedy bot's knobs (bot.GreedyBot) the plan sets otherwise (greedy: 1.6, 4, 250)
KNOBS = {"risk": 1.2, "explore_rooms": 9, "frugal_tiles": 200}


class Planner(GreedyBot):
    def __init__(self, *, deep_tiles: int = 700, deep_from: int = DEEP_FROM, **knobs):
        super().__init__(**{**KNOBS, **knobs})
        self.deep_tiles = deep_tiles
        self.deep_from = deep_from
        self._visits: dict = {}  # (floor key, room, side) -> the last door visit's snapshot
        # (floor key, room) being fought through out of a loop
        self._through: tuple[Any, int] | None = None

    def frugal(self, s) -> bool:
        if s.pc.has_amulet:
            return True
        if s.pc.floor >= self.params["amulet_depth"] - self.deep_from:
            return self.tiles_left(s) < self.deep_tiles
        return super().frugal(s)

    def _explore(self, s, legal):
        c = super()._explore(s, legal)
        pos = s.pc.position
        if c is None:
            return c
        if (
            pos.kind == "corridor"
            and c.type == "move_corridor_to_door"
            and c.arg("end") == "back"
            and self._through == (self._floor_key, pos.to)
        ):
            return find(legal, "move_corridor_to_door", end="toward") or c
        if pos.kind != "door" or c.type != "move_door_to_room":
            return c
        door = (self._floor_key, pos.room, pos.side)
        # The decision is a function of the table and this memory: equal snapshots repeat forever.
        snapshot = (s, self._desperate, dict(self._searches), dict(self._laps))
        if self._visits.get(door) != snapshot:
            self._visits[door] = snapshot
            return c
        beyond = neighbour(pos.room, pos.side)
        out = find(legal, "move_door_to_corridor")
        if beyond is None or out is None:
            return c
        self._through = (self._floor_key, beyond)
        return out
