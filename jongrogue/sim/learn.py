"""EZ Plus play: learning unidentified potions and scrolls (option identification), and not
picking optional fights with monsters whose abilities cost more than a few HP (option
monster_abilities). (Rings: items.py wears only the helpful ones; a teleportation ring is
always cursed and never put on.) The options are public (the
player chose them); the bot is told them at construction (GreedyBot's ``plus``)."""

from __future__ import annotations

from typing import Any

UNKNOWN = "key:"  # an unidentified potion / scroll's kind (engine items.add_keyed)
# Abilities that take something a fight cannot win back (armour, levels, strength, items, gold).
DRAINING = frozenset(("rust", "level_drain", "strength_drain", "item_thief", "gold_thief"))


def _unknown(it) -> bool:
    return it.sheet in ("potions", "scrolls") and it.kind.startswith(UNKNOWN)


class LearnMixin:
    """Needs self.plus (the game's EZ Plus options), self._monster_rows, BoardMixin, FoodMixin."""

    # provided by the bot this is mixed into (bot.GreedyBot)
    _hostile: Any
    _living: Any
    _max_hp: Any
    _monster_rows: Any
    plus: Any

    def _learn(self, s, legal):
        """Out of combat, in a room with nothing awake and HP at least two thirds: read an
        identify scroll at an unknown item, else drink (below full HP) / read an unknown one (a
        bad effect is cheapest now; a good one is then known for when it matters)."""
        pc = s.pc
        if (
            pc.position.kind != "room"
            or pc.has("blind")
            or self._hostile(self._living(s, pc.position.room))
        ):
            return None
        top = self._max_hp(s)
        if pc.hp * 3 < top * 2 or not any(_unknown(it) for it, n in s.items):
            return None
        for c in legal:
            if c.type == "read" and c.arg("kind") == "identify" and c.arg("target"):
                return c
        # A potion only below full HP, so that a healing one is not wasted.
        c = (
            None
            if pc.hp >= top
            else next(
                (c for c in legal if c.type == "quaff" and c.arg("kind").startswith(UNKNOWN)), None
            )
        )
        return c or next(
            (
                c
                for c in legal
                if c.type == "read"
                and c.arg("kind").startswith(UNKNOWN)
                and c.arg("target") is None
            ),
            None,
        )

    def _gamble(self, legal):
        """About to die with no known heal or escape: an unknown potion may be one (2 of 9)."""
        return next(
            (c for c in legal if c.type == "quaff" and c.arg("kind").startswith(UNKNOWN)), None
        )

    def _draining(self, m) -> bool:
        """With monster_abilities on, m's ability takes what a won fight does not give back."""
        return "monster_abilities" in self.plus and not DRAINING.isdisjoint(
            self._monster_rows[m.id]["abilities"]
        )
