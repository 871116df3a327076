"""The advisor's own plan: the greedy bot with the end of the run in view.

The greedy bot (bot.py, ``greedy-3``) is the balance reference and never changes its play. The
advisor plays its rollouts with this subclass, and the advisor player follows it where it asks
no Hint. It differs in one thing, the food kept for the climb home, where the greedy bot
starves (docs/ADVISOR.md "The advisor's own plan", measured from saved late-game positions):

* **The climb.** Carrying the Amulet the greedy bot is never frugal: it takes free fights,
  rests and searches on the way up and starves on floors 12-8. The planner is frugal for the
  whole climb (a won climb from the Amulet: 16 % -> 20 %).
* **The last floors down.** From ``DEEP_FROM`` floors above the Amulet's depth it is frugal
  below ``deep_tiles`` draws before starving (greedy: 250), so it reaches the Amulet with food
  (runs from floor 10 won: 7.5 % -> 10.6 %, the same depth).

Both were measured with ``build_scripts/plan_bench.py``.

Like the greedy bot it reads only the public view.
"""
from __future__ import annotations

from .bot import GreedyBot

PLANNER_VERSION = "planner-1"        # greedy-3 + the climb's food
DEEP_FROM = 3                        # floors above the Amulet's depth where saving food starts


class Planner(GreedyBot):
    def __init__(self, *, deep_tiles: int = 700, deep_from: int = DEEP_FROM, **knobs):
        super().__init__(**knobs)
        self.deep_tiles = deep_tiles
        self.deep_from = deep_from

    def frugal(self, s) -> bool:
        if s.pc.has_amulet:
            return True
        if s.pc.floor >= self.params["amulet_depth"] - self.deep_from:
            return self.tiles_left(s) < self.deep_tiles
        return super().frugal(s)
