"""Out of combat: pick up, camp, free fights, rest, and follow the navigation plan."""

from __future__ import annotations

from typing import Any

from jongrogue.engine.core.tiles import DIRECTIONS, neighbour

from .board import find as _find


class ExploreMixin:
    # provided by the bot this is mixed into (bot.GreedyBot)
    _costly: Any
    _draining: Any
    _hostile: Any
    _laps: Any
    _learn: Any
    _living: Any
    _max_hp: Any
    _pickables: Any
    _plan: Any
    _room: Any
    _room_blocked: Any
    _target: Any
    _upgrade: Any
    _use_now: Any
    expected_loss: Any
    fight_ok: Any
    frugal: Any
    max_laps: Any
    rest_below: Any

    def _explore(self, s, legal):
        pc, pos = s.pc, s.pc.position
        if legal[0].type == "rest" and len([c for c in legal if c.type != "flip_wind_plate"]) == 1:
            return legal[0]  # asleep
        if pc.has("held") and _find(legal, "rest"):
            return _find(legal, "rest")  # held: every move is aborted until a rest
        c = self._use_now(s, legal) or self._learn(s, legal)
        if c:
            return c
        top = self._max_hp(s)
        if pos.kind == "corridor":
            if pc.hp < top * self.rest_below * 0.5 and pc.food > 0 and not self.frugal(s):
                return _find(legal, "rest")
            end = "toward"
            if self._room_blocked(s, pos.to) and not self._room_blocked(s, pos.frm):
                end = "back"
            # Pacing between two rooms it will not enter (too strong, or not worth a fight)
            # only burns food: after a few laps with nothing new explored, fight through.
            lap = (pos.frm, pos.to, sum(s.floor.explored))
            self._laps[lap] = self._laps.get(lap, 0) + 1
            if self._laps[lap] > self.max_laps:
                self._desperate = True
            return _find(legal, "move_corridor_to_door", end=end)
        room = pos.room
        mons = self._living(s, room)
        if pos.kind == "room":
            picks = [c for c in legal if c.type == "pick_up"]
            if picks:
                return picks[0]
            if pc.has("levitating") and self._pickables(s, room) and _find(legal, "rest"):
                return _find(legal, "rest")  # a levitating PC picks up nothing until a rest
            if self._upgrade(s) is not None and _find(legal, "camp"):
                return _find(legal, "camp")
            # Free XP: a sleeping monster the PC can take (not when food is short).
            for i, m in [] if self.frugal(s) else mons:
                if (
                    not self._draining(m)
                    and self.fight_ok(s, [(i, m)], at_door=False, ranged=True)
                    and self.expected_loss(s, [(i, m)], at_door=False) < pc.hp * 0.34
                ):
                    c = _find(legal, "attack", slot=i)
                    if c:
                        return c
            if self._should_rest(s, mons):
                # Low on food and HP: a healing potion saves the rests' burned tiles.
                if self.frugal(s) and pc.hp <= max(1, top // 3):
                    c = _find(legal, "quaff", kind="healing") or _find(
                        legal, "quaff", kind="extra_healing"
                    )
                    if c:
                        return c
                return _find(legal, "rest")
        plan = self._plan(s, room)
        if pos.kind == "door":
            inside_worth = (
                bool(self._pickables(s, room))
                or self._upgrade(s) is not None
                or (plan is not None and plan[0] == "here")
            )
            passing = plan is not None and plan[0] == "go" and neighbour(room, pos.side) == plan[1]
            # A ranged first strike at a sleeping monster, unless food is short and the bot
            # is not going into this room anyway.
            # (No shot, so no first strike, when blind or at a hasted monster.)
            shootable = (
                [] if pc.has("blind") else [im for im in mons if "hasted" not in im[1].states]
            )
            if (
                shootable
                and any(c.type == "attack" for c in legal)
                and (not self.frugal(s) or (inside_worth and not passing))
            ):
                if self.fight_ok(s, mons, at_door=True, ranged=True):
                    c = _find(legal, "attack", slot=self._target(s, shootable))
                    if c:
                        return c
            blocked = (self._room_blocked(s, room) and not self._desperate) or self._costly(s, room)
            if passing and not inside_worth:
                return _find(legal, "move_door_to_corridor")
            if blocked:
                return _find(legal, "move_door_to_corridor")
            return _find(legal, "move_door_to_room")
        # In a room.
        if plan is None:
            return self._stuck(s, legal)
        kind, what = plan
        if kind == "go":
            d = next(d for d in DIRECTIONS if neighbour(room, d) == what)
            c = _find(legal, "move_room_to_door", dir=d)
            if c:
                return c
            return self._stuck(s, legal)
        action = what[0]
        if action == "search":
            self._searches[(room, what[1])] = self._searches.get((room, what[1]), 0) + 1
            return _find(legal, "search", dir=what[1]) or self._stuck(s, legal)
        if action == "stairs":
            if pc.hp < top * self.rest_below and pc.food > 0 and not mons and not self.frugal(s):
                return _find(legal, "rest")
            return _find(legal, "use_stairs") or self._stuck(s, legal)
        return self._stuck(s, legal)

    def _should_rest(self, s, mons) -> bool:
        pc = s.pc
        top = self._max_hp(s)
        if pc.hp >= top:
            return False
        if self._hostile(mons):
            return False
        low = pc.hp < top * self.rest_below and not self.frugal(s)
        very_low = pc.hp <= max(1, top // 3)
        return (low and (pc.food > 0 or s.wall_count > 12)) or very_low

    def _stuck(self, s, legal):
        """Nothing sensible is left on this floor: fight through, then search anything."""
        self._desperate = True
        self._searches = {}
        room = self._room(s)
        for c in legal:
            if c.type == "use_stairs":
                return c
        for c in legal:
            if c.type == "move_room_to_door":
                n = neighbour(room, c.arg("dir"))
                if n is not None and not s.floor.explored[n - 1]:
                    return c
        searches = [c for c in legal if c.type == "search"]
        if searches:
            return searches[(len(s.discard) + s.wall_count) % len(searches)]
        moves = [c for c in legal if c.type == "move_room_to_door"]
        if moves:
            return moves[s.wall_count % len(moves)]
        return _find(legal, "rest") or legal[0]
