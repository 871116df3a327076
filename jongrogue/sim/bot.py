"""GreedyBot: a sensible heuristic player.

The bot sees only what a player at the table sees: ``Game.view()`` (the public view, turned
into a read-only Table by table.py) and ``Game.legal_commands()``. It never reads
``game.state``, the wall's order or a face-down tile, and never chooses ``abandon`` /
``forced_end``.

The strategy is split by concept, one mixin per module:
* assess.py   – expected-damage estimates of a fight (monster table, weapon, armour, level);
* board.py    – the visible board (living monsters, known-open corridors, stairs, loot);
* food.py     – the food clock (tiles left before starving) and what it allows;
* combat.py   – fight or flee, ranged phase, melee turns (the doorway tactic);
* items.py    – equipping upgrades in camp, potions and scrolls to use at once;
* learn.py    – EZ Plus: learning unidentified items, no optional fights with draining monsters;
* navigate.py – room paths, exploration goals, hidden-passage searches, stairs;
* explore.py  – the out-of-combat turn (pick up, rest, follow the plan).
play.py runs a game with it; runner.py runs many.
"""

from __future__ import annotations

from typing import Any

from jongrogue.data import load_rules

from .advice import NEVER
from .assess import AssessMixin, TableMemo, rows_by_id
from .board import BoardMixin
from .board import find as _find
from .combat import CombatMixin
from .explore import ExploreMixin
from .food import FoodMixin
from .headless import Headless
from .items import ItemsMixin
from .learn import LearnMixin
from .navigate import NavigateMixin
from .table import table_of

# The frozen bot the balance figures of docs/BALANCE.md were measured with. Change it with
# any change of play, and re-measure.
BOT_VERSION = "greedy-3"

HANDLERS = {
    "choice": "_choice",
    "ranged_phase": "_ranged",
    "combat_turn": "_melee",
    "turn_end": "_turn_end",
    "camp": "_camp",
    "explore": "_explore",
}  # context -> method


def deal_of(sheet) -> tuple:
    """The floor deal a table (or a state) is in: what the bot keeps its memory for."""
    return sheet.pc.floor, sheet.pc.continues


class GreedyBot(
    AssessMixin,
    BoardMixin,
    FoodMixin,
    CombatMixin,
    ItemsMixin,
    LearnMixin,
    NavigateMixin,
    ExploreMixin,
):
    """choose(game) -> Command. Keeps a little per-floor memory (search attempts).

    Knobs: risk (a fight is taken while expected HP loss x risk < HP), explore_rooms (rooms
    explored before the stairs), search_tries (per corridor side), rest_below (rest under this
    share of max HP), shoot_above (shoot when the fight looks this risky), frugal_tiles (below
    this many draws before starving: no optional fights, rests or searches, no dead-end rooms
    without food), dive_tiles (below this: take known stairs at once)."""

    def __init__(
        self,
        *,
        continues: int = 0,
        risk: float = 1.6,
        explore_rooms: int = 4,
        search_tries: int = 2,
        rest_below: float = 0.6,
        shoot_above: float = 1.0,
        frugal_tiles: int = 250,
        dive_tiles: int = 80,
        rules=None,
        plus: tuple = (),
    ):
        self.max_continues = continues
        self.plus = tuple(sorted(plus))
        self.risk = risk
        self.explore_rooms = explore_rooms
        self.search_tries = search_tries
        self.rest_below = rest_below
        self.shoot_above = shoot_above
        self.frugal_tiles = frugal_tiles
        self.dive_tiles = dive_tiles
        self.rules = rules if rules is not None else load_rules()
        self._monster_rows = rows_by_id(self.rules.monsters["monsters"])
        self._weapon_rows = rows_by_id(self.rules.weapons["melee"])
        self._armour_rows = rows_by_id(self.rules.armour["armour"])
        self._memo = TableMemo()
        self._floor_key: tuple[Any, ...] | None = None
        self._searches: dict = {}
        self._laps: dict = {}
        self.max_laps = 2
        self._desperate = False
        self._continues_used = 0

    @property
    def params(self):
        """This game's rule numbers (the options' blocks laid over params; cached by Rules)."""
        return self.rules.params_for(self.plus)

    def choose(self, game):
        # A Headless table offers the view's parts a Table reads, without the rest.
        s = table_of(game.table_view() if isinstance(game, Headless) else game.view())
        legal = [c for c in game.legal_commands() if c.type not in NEVER]
        if not legal:
            raise ValueError(f"no legal command in context {s.context!r}")
        key = deal_of(s)
        if key != self._floor_key:
            self._floor_key, self._searches, self._laps, self._desperate = key, {}, {}, False
        ctx = s.context
        if ctx == "dead":
            if self._continues_used < self.max_continues:
                self._continues_used += 1
                return _find(legal, "continue_game")
            return _find(legal, "game_over")
        c = getattr(self, HANDLERS[ctx])(s, legal)
        return c if c is not None else legal[0]
