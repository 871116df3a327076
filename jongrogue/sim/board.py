"""What the PC can see on the table: revealed rooms, face-up encounter tiles, known-open
corridors, all read from the public Table (table.py). Never the wall's order or a face-down tile."""

from __future__ import annotations

from typing import Any

from jongrogue.engine.core.memo import Memo
from jongrogue.engine.core.tiles import STAIRS_TILES, corridor_key

# Per room row of the Table (rows are shared from table to table while a room is unchanged).
_LIVING = Memo()
_PEACEFUL = frozenset(("asleep", "deep_asleep", "guarding", "disguised"))  # not attacking


def _living_in(row) -> tuple:
    return tuple(
        (i, sl.monster) for i, sl in enumerate(row, 1) if sl.monster is not None and sl.face == "up"
    )


def find(legal, type_, **args):
    """The first legal command of `type_` whose arguments match, or None."""
    for c in legal:
        if c.type == type_ and all(c.arg(k) == v for k, v in args.items()):
            return c
    return None


class BoardMixin:
    # provided by the bot this is mixed into (bot.GreedyBot)
    fight_ok: Any

    @staticmethod
    def _living(s, room):
        """((slot, Monster), ...) of the face-up monsters in `room` (shared: read, never change)."""
        if room is None:
            return ()
        row = s.floor.encounter[room - 1]
        return _LIVING.one(row, _living_in, row)

    @staticmethod
    def _hostile(monsters):
        return [(i, m) for i, m in monsters if _PEACEFUL.isdisjoint(m.states)]

    @staticmethod
    def _room(s):
        pos = s.pc.position
        return pos.room if pos.kind in ("room", "door") else None

    @staticmethod
    def _known_open(s, a, b) -> bool:
        """Open on the table: a door shows toward the other room, a search found it, or mapped."""
        return s.floor.mapped or s.floor.corridors[corridor_key(a, b)] != "hidden"

    def _stairs(self, s, r) -> bool:
        return s.floor.revealed[r - 1] and any(t in STAIRS_TILES for t in s.floor.dungeon[r - 1])

    def _pickables(self, s, r):
        out = []
        for i, sl in enumerate(s.floor.encounter[r - 1], 1):
            if sl.face != "up" or sl.monster is not None:
                continue
            if (
                sl.gold is not None
                or (sl.tile and sl.tile[0] == "s")
                or (sl.tile and sl.tile[0] == "p" and int(sl.tile[1]) >= 7)
            ):
                out.append(i)
        return out

    def _room_blocked(self, s, r) -> bool:
        """A room the bot will not walk into: its living monsters (woken on entry) are too strong
        even for the doorway tactic."""
        mons = self._living(s, r)
        return bool(mons) and not self.fight_ok(s, mons, at_door=True)
