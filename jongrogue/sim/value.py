"""The advisor's long-horizon value: the expected final deepest floor of a run from what the
player sees now, a victory counting ``victory`` floors more (models fitted on the advisor's own
plan, sim/planner.py, by tools/fit_advisor_value.py; coefficients in
data/advisor_value.yaml).

* **Going down** (no Amulet): a linear model of the floors still to gain.
* **The last floors down** (from ``DEEP_FROM`` floors above the Amulet's depth, no Amulet yet):
  the model going down, plus ``victory`` × the climb model's chance as if the Amulet were picked
  up on its depth with what the PC carries now. The model going down, fitted on every floor,
  values the food, level and HP a climb needs at their average worth over a run; without this
  term the advisor player reached floor 13 more often than its plan and won less from there
  (docs/ADVISOR.md, "What was tried": the climb's chance on the last floors down).
* **The climb** (the Amulet carried): the deepest floor is reached, what is left to win is the
  victory, so the value is the deepest floor + ``victory`` × the chance of winning, a logistic
  model of the food left, the floors still to climb and the PC's strength. One linear model over
  both parts read food as worth the same on the way down and on the way home, where it decides
  everything, and its clamp at "no floors to gain" flattened most climbs to one value.

Features come from the public view only (``table_view`` / ``view``: the PC's sheet, the items,
the wall's size, the discard pile, the tiles on the map) through a GreedyBot's own public-number
estimates (tiles left before starving, armour value, damage per swing), so a redealt table and
the true one give the same value. An ended run is worth its deepest floor (a victory: that plus
``victory``, the model's bonus for a won run).
"""

from __future__ import annotations

import math

from jongrogue.data import load_table

from .bot import GreedyBot
from .headless import Headless
from .planner import DEEP_FROM
from .table import table_of

ENDED = ("dead", "game_over", "victory")
PLAIN = {"def": 1}  # a monster row for the PC's damage per swing (items.py's score)
FLOORS = 16  # floors with their own intercept (deeper ones share the last)


def view_of(game) -> dict:
    """The player's view of a Game, or of a bare state the cheaper table view (the parts read here)."""
    return game.table_view() if isinstance(game, Headless) else game.view()


def features(view: dict, bot: GreedyBot) -> dict[str, float]:
    """Every candidate input of the model, by name (the fitting script picks among them)."""
    s, pc = table_of(view), view["pc"]
    food = min(bot.tiles_left(s), 1200) / 150  # floors of walking left (about 150 tiles a floor)
    count: dict = {}
    for it, n in s.items:
        count[it.sheet] = count.get(it.sheet, 0) + n
    f = {
        "one": 1.0,
        "floor": pc["floor"],
        "deepest": pc["deepest"],
        "level": pc["level"],
        "max_hp": pc["max_hp"],
        "hp_share": pc["hp"] / max(1, pc["max_hp"]),
        "strength": pc["strength"],
        "food": food,
        "food_sq": food * food,
        "starving": float(food < 1),
        "armour": bot._armour_value(s),
        "attack": bot._pc_dpt(s, PLAIN),
        "ranged": float(bot._ranged_dmg(s, PLAIN) > 0),
        "potions": count.get("potions", 0),
        "scrolls": count.get("scrolls", 0),
        "amulet": float(pc["has_amulet"]),
        "hungry": float("hungry" in pc["states"]),
        "hp": pc["hp"],
        # the amulet's way up: floors still to climb
        "climb": float(pc["floor"] if pc["has_amulet"] else 0),
    }
    for k in range(1, FLOORS + 1):  # one intercept per floor (the deepest ones together)
        f[f"f{k}"] = float(min(pc["floor"], FLOORS) == k)
    return {k: float(v) for k, v in f.items()}


def logistic(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-z)) if z > -60 else 0.0


class Value:
    """value(game) -> the expected final deepest floor of the run from the player's view."""

    def __init__(self, rules=None, model: dict | None = None):
        self.model = model if model is not None else load_table("advisor_value")
        self.down = tuple((n, float(w)) for n, w in self.model["weights"].items())
        self.climb = tuple((n, float(w)) for n, w in self.model["climb"].items())
        self.victory = float(self.model["victory"])
        self._bot = GreedyBot(rules=rules)
        self._depth = self._bot.params["amulet_depth"]

    def win_chance(self, view: dict) -> float:
        """On the climb: the chance of carrying the Amulet home from here."""
        return self.climb_chance(features(view, self._bot))

    def climb_chance(self, f: dict[str, float]) -> float:
        """The climb model's chance of a victory for these features (see ``features``)."""
        return logistic(sum(w * f[n] for n, w in self.climb))

    def of_view(self, view: dict) -> float:
        pc = view["pc"]
        if view["context"] in ENDED:
            return pc["deepest"] + (self.victory if view["context"] == "victory" else 0.0)
        if pc["has_amulet"]:
            return pc["deepest"] + self.victory * self.win_chance(view)
        f = features(view, self._bot)
        v = pc["deepest"] + max(0.0, sum(w * f[n] for n, w in self.down))
        if pc["floor"] >= self._depth - DEEP_FROM:
            v += self.victory * self.climb_chance(dict(f, floor=float(self._depth)))
        return v

    def __call__(self, game) -> float:
        return self.of_view(view_of(game))
