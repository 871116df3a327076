"""Items: equipping upgrades in camp, and potions / scrolls worth using at once."""

from __future__ import annotations

from typing import Any

from jongrogue.engine.core.memo import Last

from .board import find as _find

GOOD_RINGS = ("increase_strength", "maintain_armour", "see_invisible")
_SPARES = Last()  # the Table's items -> the carried items that may be upgrades


def _spares(items) -> tuple:
    """The unequipped, uncursed weapons, armour and good rings, in the sheets' order."""
    return tuple(
        it
        for it, n in items
        if not (it.equipped or it.cursed or it.kind.startswith("key:"))
        and (it.sheet in ("melee", "armour") or (it.sheet == "rings" and it.kind in GOOD_RINGS))
    )


def _matching(legal, type_, it):
    """The ``type_`` command whose item has ``it``'s fields (the engine names its own item)."""
    for c in legal:
        x = c.arg("item") if c.type == type_ else None
        if x is not None and (x.sheet, x.kind, x.cursed) == (it.sheet, it.kind, it.cursed):
            return c
    return None


class ItemsMixin:
    """Needs self._weapon_rows and self._armour_rows (assess.rows_by_id of the rules' melee and
    armour tables) and AssessMixin."""

    # provided by the bot this is mixed into (bot.GreedyBot)
    _armour_rows: Any
    _armour_value: Any
    _memo: Any
    _pc_dpt: Any
    _weapon_rows: Any
    params: Any
    rules: Any

    def _melee_score(self, s, kind, bonus) -> float:
        w = self._weapon_rows[kind]
        row = {"def": 1}
        return self._pc_dpt(s, row, weapon=w, bonus=bonus)

    def _upgrade(self, s):
        """The best carried item that improves on the equipped one, or None. It depends only on
        the items and on the PC's level, strength, bonuses and states, so it is kept while those
        are the same (the PC changes at about every other command, mostly where it stands)."""
        pc, memo = s.pc, self._memo
        key = (s.items, pc.level, pc.strength, pc.melee_bonus, pc.armour_bonus, pc.states)
        if memo.upgrade_key != key:
            memo.upgrade_key, memo.upgrade = key, self._best_upgrade(s)
        return memo.upgrade

    def _best_upgrade(self, s):
        if s.pc.has("asleep"):
            return None
        spares = _SPARES.one(s.items, _spares, s.items)
        if not spares:  # (most of the time)
            return None
        best = None
        worn = {
            it.sheet: it for it, n in s.items if it.equipped and it.sheet in ("melee", "armour")
        }
        for it in spares:
            if it.sheet == "melee":
                cur = worn.get("melee")
                if cur is not None and cur.cursed:
                    continue
                now = (
                    self._melee_score(s, cur.kind, s.pc.melee_bonus)
                    if cur
                    else self._pc_dpt(s, {"def": 1}, weapon={"hit": 0, "damage": 1}, bonus=0)
                )
                gain = self._melee_score(s, it.kind, 0) - now
            elif it.sheet == "armour":
                cur = worn.get("armour")
                if cur is not None and cur.cursed:
                    continue
                gain = self._armour_rows[it.kind]["base"] - self._armour_value(s)
            else:  # a good ring
                rings = [x for x, k in s.items if x.sheet == "rings" and x.equipped]
                if len(rings) >= self.params["rings_equipped_max"] or any(
                    x.kind == it.kind for x in rings
                ):
                    continue
                gain = 0.5
            if gain > 1e-9 and (best is None or gain > best[0]):
                best = (gain, it)
        return best[1] if best else None

    def _camp(self, s, legal):
        it = self._upgrade(s)
        if it is not None:
            c = _matching(legal, "equip", it)
            if c:
                return c
        end = _find(legal, "end_camp")
        if end is None:  # over a carry limit (§8.11): the bot keeps the engine's suggestion
            for it in s.end_camp_discards:
                c = _matching(legal, "discard", it)
                if c:
                    return c
        return end

    # ------------------------------------------------------------------ exploring
    def _use_now(self, s, legal):
        """Potions and scrolls worth using at once, out of combat."""
        pc = s.pc
        for c in legal:
            if c.type == "quaff":
                k = c.arg("kind")
                if (
                    (k == "increase_strength" and pc.strength < self.params["strength"]["max"])
                    or (k == "restore_strength" and pc.strength < 0)
                    or (k == "raise_level" and pc.level < self.rules.levels["level_cap"])
                ):
                    return c
            elif c.type == "read":
                k = c.arg("kind")
                if (
                    k == "enchant_weapon"
                    and any(it.sheet == "melee" and it.equipped for it, n in s.items)
                    and pc.melee_bonus < self.params["bonus"]["max"]
                ):
                    return c
                if (
                    k == "enchant_armour"
                    and any(it.sheet == "armour" and it.equipped for it, n in s.items)
                    and pc.armour_bonus < self.params["bonus"]["max"]
                ):
                    return c
                if (
                    k == "protect_armour"
                    and not pc.has("armour_protected")
                    and any(it.sheet == "armour" and it.equipped for it, n in s.items)
                ):
                    return c
                if k == "remove_curse" and any(it.cursed for it, n in s.items):
                    return c
                if k == "magic_mapping" and not s.floor.mapped:
                    return c
        return None
