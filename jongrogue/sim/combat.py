"""Combat contexts: fight or flee (choice), the ranged phase, melee turns, the end of a turn.
The doorway tactic: fight from the door, step back to it when several monsters are awake,
flee to the corridor when the fight turns bad."""

from __future__ import annotations

from typing import Any

from jongrogue.engine.core.tiles import neighbour

from .board import find as _find

HEALING = ("healing", "extra_healing")


class CombatMixin:
    # provided by the bot this is mixed into (bot.GreedyBot)
    _costly: Any
    _fight_info: Any
    _gamble: Any
    _hostile: Any
    _living: Any
    _max_hp: Any
    _mon: Any
    _ranged_dmg: Any
    _room: Any
    _room_blocked: Any
    expected_loss: Any
    fight_ok: Any
    risk: Any
    shoot_above: Any

    def _choice(self, s, legal):
        room = self._room(s)
        at_door = s.pc.position.kind == "door"
        hostile = self._hostile(self._living(s, room))
        flee = [c for c in legal if c.type in ("move_room_to_door", "move_door_to_corridor")]
        has_ranged = (
            any(c.type == "shoot" for c in legal)
            or self._ranged_dmg(s, self._mon(hostile[0][1])) > 0
            if hostile
            else False
        )
        if at_door:
            if flee and self._costly(s, room):
                return flee[0]  # a fight that only burns food
            if self.fight_ok(s, hostile, at_door=True, ranged=has_ranged) or not flee:
                return _find(legal, "fight")
            return flee[0]
        # In the room: step back to the doorway when several monsters are awake (free move).
        if flee and len(hostile) > 1:
            return self._best_door_move(s, flee)
        if self.fight_ok(s, hostile, at_door=False, ranged=has_ranged) or not flee:
            return _find(legal, "fight")
        return self._best_door_move(s, flee)

    def _best_door_move(self, s, moves):
        """Prefer a door whose far side is not blocked by a strong monster."""
        room = self._room(s)
        for c in moves:
            n = neighbour(room, c.arg("dir")) if c.type == "move_room_to_door" else None
            if n is None or not self._room_blocked(s, n):
                return c
        return moves[0]

    def _target(self, s, monsters):
        """The monster to hit: the quickest kill among the hostile ones (else any)."""
        pool = self._hostile(monsters) or monsters

        def turns(im):
            hp, dpt, _, _ = self._fight_info(s, im[1])
            return hp / dpt, im[0]

        return min(pool, key=turns)[0]

    def _ranged(self, s, legal):
        shots = [c for c in legal if c.type == "shoot"]
        room = self._room(s)
        hostile = self._hostile(self._living(s, room))
        at_door = s.pc.position.kind == "door"
        # Shots cost 3 tiles each (2d9 + the ammo check): only worth it in a risky fight, or
        # from a door at a sleeping monster (the only way to open that fight).
        risky = (
            self.expected_loss(s, hostile, at_door=at_door) * self.risk
            >= s.pc.hp * self.shoot_above
        )
        if shots and not s.pc.has("blind") and (risky or (at_door and not hostile)):
            room = self._room(s)
            mons = self._living(s, room)
            if s.pc.position.kind == "door":
                front = self._hostile(mons)
                want = front[0][0] if front else self._target(s, mons)
            else:
                want = self._target(s, mons)
            mine = [c for c in shots if c.arg("slot") == want] or shots
            order = {"shuriken": 0, "arrows": 1, "darts": 2}
            return min(mine, key=lambda c: order.get(c.arg("ammo"), 9))
        return _find(legal, "end_ranged_phase")

    def _emergency(self, s, legal, attackers):
        """Heal or escape when the next monster phase could kill the PC."""
        threat = sum(self._mon(m)["dmg"] for _, m in attackers)
        top = self._max_hp(s)
        if s.pc.hp > max(threat, top // 3):
            return None
        for kind in ("extra_healing", "healing"):
            c = _find(legal, "quaff", kind=kind)
            if c and (kind == "extra_healing" or s.pc.hp + -(-top // 2) > threat):
                return c
        for kind in ("teleport", "hold_monster"):
            c = _find(legal, "read", kind=kind)
            if c:
                return c
        return _find(legal, "quaff", kind="healing") or self._gamble(legal)

    def _melee(self, s, legal):
        if legal[0].type == "pass":
            return legal[0]
        room = self._room(s)
        mons = self._living(s, room)
        at_door = s.pc.position.kind == "door"
        hostile = self._hostile(mons)
        attackers = hostile[:1] if at_door else hostile
        c = self._emergency(s, legal, attackers)
        if c:
            return c
        melee = [c for c in legal if c.type == "melee"]
        if not melee:
            return legal[0]
        if hostile and not self.fight_ok(s, hostile, at_door=at_door):
            for kind in ("magic_missile", "teleport_away"):
                strongest = max(hostile, key=lambda im: self._mon(im[1])["dmg"])[0]
                c = _find(legal, "read", kind=kind, target=strongest)
                if c:
                    return c
        slots = [c.arg("slot") for c in melee]
        pool = [(i, m) for i, m in mons if i in slots]
        want = self._target(s, pool) if pool else slots[0]
        return next(c for c in melee if c.arg("slot") == want)

    def _turn_end(self, s, legal):
        room = self._room(s)
        at_door = s.pc.position.kind == "door"
        hostile = self._hostile(self._living(s, room))
        flee = [c for c in legal if c.type in ("move_room_to_door", "move_door_to_corridor")]
        if not flee:
            return _find(legal, "continue")
        if not at_door and len(hostile) > 1:
            return self._best_door_move(s, flee)
        if self.fight_ok(s, hostile, at_door=at_door):
            return _find(legal, "continue")
        # Losing: heal in the next turn if a potion can turn it round, else flee.
        heal = any(it.sheet == "potions" and it.kind in HEALING for it, n in s.items)
        if heal and self.fight_ok(s, hostile, at_door=at_door, hp=self._max_hp(s)):
            return _find(legal, "continue")
        return self._best_door_move(s, flee) if not at_door else flee[0]
