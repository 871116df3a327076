"""Fight assessment from public numbers: idealised 2d9 odds, the monster table (monsters.yaml),
the PC's weapon, armour, level and ammunition -> expected damage and a fight-or-not verdict."""

from __future__ import annotations

import math
from typing import Any

from jongrogue.engine.core.memo import Last

# Idealised odds of the seed's tables (independent uniform 1–9 draws).
_PAIRS = [(a, b) for a in range(1, 10) for b in range(1, 10)]


def _p_at_least(target) -> float:
    return sum(1 for a, b in _PAIRS if a + b >= target) / 81


def _p_crit(target) -> float:
    return sum(1 for a in range(1, 10) if 2 * a >= target) / 81


# The bot asks for these odds several times per decision: tables over the integer targets
# (below 2 every pair hits, above 18 none), the same numbers as the sums.
_LOW, _HIGH = 2, 19
_AT_LEAST = tuple(_p_at_least(t) for t in range(_LOW, _HIGH + 1))
_CRIT = tuple(_p_crit(t) for t in range(_LOW, _HIGH + 1))


def p_at_least(target: int) -> float:
    """P(2d9 >= target)."""
    if target.__class__ is not int:  # (a rule override may make it a float)
        return _p_at_least(target)
    return _AT_LEAST[min(max(target, _LOW), _HIGH) - _LOW]


def p_crit(target: int) -> float:
    """P(doubles and 2d9 >= target): a critical hit (damage x2)."""
    if target.__class__ is not int:
        return _p_crit(target)
    return _CRIT[min(max(target, _LOW), _HIGH) - _LOW]


_WORN = Last()  # (the Table's items, rules) -> what is worn


class RowsById(dict):
    """Id -> the first table row with it (rules.monster_by_id / rules.kind as one dict look-up).
    Rule tables are read-only: a copy of a bot shares them (as it shares its rules)."""

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def rows_by_id(rows) -> RowsById:
    out = RowsById()
    for row in rows:
        out.setdefault(row["id"], row)
    return out


class TableMemo:
    """A bot's figures that depend only on parts of its Table, kept while those parts are the
    same objects: the fight figures per (pc, items), the tiles left per Table, the best upgrade
    (items.py). Only a cache, so
    a copy of the bot starts with an empty one."""

    __slots__ = ("pc", "items", "fights", "table", "tiles_left", "upgrade_key", "upgrade")

    def __init__(self):
        self.pc = self.items = self.table = self.upgrade_key = self.upgrade = None
        self.fights: dict = {}
        self.tiles_left = 0

    def __copy__(self):
        return TableMemo()

    def __deepcopy__(self, memo):
        return TableMemo()


class AssessMixin:
    """Needs self.rules, self.risk, self._desperate, self._monster_rows (rows_by_id of the monster table)
    and self._memo (a TableMemo)."""

    # provided by the bot this is mixed into (bot.GreedyBot)
    _desperate: Any
    _memo: Any
    _monster_rows: Any
    params: Any
    risk: Any
    rules: Any

    def _mon(self, m):
        return self._monster_rows[m.id]

    def _known(self, s) -> dict:
        """Fight figures that depend only on the monsters (by value), the PC and the items (monster ->
        _fight_info, (monsters, at_door, ranged) -> expected_loss): kept while the Table's pc and
        items are the same objects (a command changes them about every other time)."""
        memo = self._memo
        if memo.pc is not s.pc or memo.items is not s.items:
            memo.pc, memo.items, memo.fights = s.pc, s.items, {}
        return memo.fights

    def _fight_info(self, s, m) -> tuple:
        """(HP left, PC damage per swing (at least 0.05), monster damage per turn, row) of monster `m`."""
        known = self._known(s)
        info = known.get(m)
        if info is None:
            row = self._mon(m)
            info = known[m] = (
                (m.hp - m.damage),
                max(0.05, self._pc_dpt(s, row)),
                self._mon_rate(s, row),
                row,
            )
        return info

    def _worn(self, s) -> tuple:
        """(the equipped weapon's table row or None, the equipped armour's base or None)."""
        items, rules = s.items, self.rules
        return _WORN.get(
            (items, rules),
            lambda: (
                next(
                    (
                        rules.kind("melee", it.kind)
                        for it, n in items
                        if it.sheet == "melee" and it.equipped
                    ),
                    None,
                ),
                next(
                    (
                        rules.kind("armour", it.kind)["base"]
                        for it, n in items
                        if it.sheet == "armour" and it.equipped
                    ),
                    None,
                ),
            ),
        )

    def _weapon(self, s):
        return self._worn(s)[0]

    def _armour_value(self, s) -> int:
        base = self._worn(s)[1]
        return 0 if base is None else max(0, base + s.pc.armour_bonus)

    @staticmethod
    def _max_hp(s) -> int:
        return s.pc.max_hp

    def _pc_dpt(self, s, row, asleep=False, weapon=None, bonus=None) -> float:
        """Expected melee damage per PC swing against monster table row `row`."""
        pc = s.pc
        w = weapon if weapon is not None else self._weapon(s)
        b = pc.melee_bonus if bonus is None else bonus
        hit = (w["hit"] if w else 0) + b
        acc = (
            pc.level // self.rules.levels["accuracy_divisor"] + hit - (1 if pc.has("hungry") else 0)
        )
        target = self.params["pc_target_base"] + row["def"] - acc - (4 if asleep else 0)
        dmg = max(1, (w["damage"] if w else 1) + b + pc.strength)
        return dmg * (p_at_least(target) + p_crit(target))

    def _ranged_dmg(self, s, row, asleep=False) -> float:
        """Expected damage of the ranged phase (2 shots) against `row`, 0 without ammo."""
        kinds = {it.kind for it, n in s.items if it.sheet == "ranged"}
        if "shuriken" in kinds:
            dmg = 2
        elif "darts" in kinds or ("arrows" in kinds and "bow" in kinds):
            dmg = 1
        else:
            return 0.0
        acc = s.pc.level // self.rules.levels["accuracy_divisor"] - (1 if s.pc.has("hungry") else 0)
        target = self.params["pc_target_base"] + row["def"] - acc - (4 if asleep else 0)
        return self.params["ranged_shots"] * dmg * (p_at_least(target) + p_crit(target))

    def _mon_rate(self, s, row) -> float:
        target = self.params["mon_target_base"] + self._armour_value(s) - row["acc"]
        return p_at_least(target) * row["dmg"]

    def expected_loss(self, s, monsters, *, at_door: bool, ranged: bool = False) -> float:
        """Expected HP the PC loses killing `monsters` ([(slot, Monster)]), one at a time,
        weakest first. At a door only the front monster attacks."""
        if not monsters:
            return 0.0
        known = self._known(s)
        # Asked again and again for a room's monsters (board._living's tuple, one object per
        # room): first by that object, kept alive by its entry so that its id stays its own.
        ident = (id(monsters), at_door, ranged)
        hit = known.get(ident)
        if hit is not None and hit[0] is monsters:
            return hit[1]
        key = (tuple(m for _, m in monsters), at_door, ranged)
        loss = known.get(key)
        if loss is None:
            loss = known[key] = self._expected_loss(s, key[0], at_door, ranged)
        known[ident] = (monsters, loss)
        return loss

    def _expected_loss(self, s, monsters, at_door: bool, ranged: bool) -> float:
        info = [self._fight_info(s, m) for m in monsters]
        info.sort(key=lambda x: x[0] / x[1])
        if ranged:
            hp, dpt, rate, row = info[0]
            info[0] = (max(0.0, hp - self._ranged_dmg(s, row)), dpt, rate, row)
        loss = 0.0
        for k, (hp, dpt, rate, _) in enumerate(info):
            turns = math.ceil(hp / dpt) if hp > 0 else 0
            attackers = rate if at_door else sum(x[2] for x in info[k:])
            loss += turns * attackers
        return loss

    def fight_ok(
        self, s, monsters, *, at_door: bool, ranged: bool = False, hp: int | None = None
    ) -> bool:
        if self._desperate:
            return True
        hp = s.pc.hp if hp is None else hp
        return (
            self.expected_loss(s, monsters, at_door=at_door, ranged=ranged) * self.risk < hp - 0.5
        )
