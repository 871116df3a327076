"""GreedyBot: a sensible heuristic player, and play_game() for headless runs (DESIGN §2).

The bot only looks at what a player at the table can see: the public ``Game`` API (state,
legal commands) restricted to face-up information (revealed rooms, face-up encounter tiles,
its own sheets). It never peeks at the wall or at face-down tiles, and never chooses
``abandon`` / ``forced_end``.

Strategy, in brief:
* fights are judged with an expected-damage estimate (monster HP / Dmg / Acc / Def from
  monsters.yaml, the PC's weapon, armour and level, idealised 2d9 odds); a fight is taken when
  the expected HP loss times a risk factor stays below the PC's HP;
* the doorway tactic: fight from the door (only the front monster attacks), step back to the
  door when several monsters wake in the room, flee to the corridor when a fight turns bad;
* pick up everything, equip better armour / weapons in camp, use the obviously good potions
  and scrolls at once, keep healing for combat, rest when hurt and the room is quiet;
* explore the nearest unexplored room, search for hidden passages toward unexplored
  neighbours, take the stairs after exploring a few rooms (or at once when food is low or
  when carrying the Amulet).
"""
from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field
from typing import Optional

from jongrogue.data import load_rules
from jongrogue.engine import Game, Options
from jongrogue.engine.tiles import DIRECTIONS, STAIRS_TILES, WIND_DIRECTION, corridor_key, neighbour

NEVER = ("abandon", "forced_end")
STALL_LIMIT = 25                     # commands in a row that change nothing: a soft-lock
TERMINAL = ("game_over", "victory")

# Idealised odds of the seed's tables (independent uniform 1–9 draws).
_PAIRS = [(a, b) for a in range(1, 10) for b in range(1, 10)]


def p_at_least(target: int) -> float:
    """P(2d9 >= target)."""
    return sum(1 for a, b in _PAIRS if a + b >= target) / 81


def p_crit(target: int) -> float:
    """P(doubles and 2d9 >= target): a critical hit (damage x2)."""
    return sum(1 for a in range(1, 10) if 2 * a >= target) / 81


GOOD_POTIONS_NOW = ("increase_strength", "restore_strength", "raise_level")
HEALING = ("healing", "extra_healing")
GOOD_SCROLLS_NOW = ("enchant_weapon", "enchant_armour", "protect_armour", "remove_curse", "magic_mapping")
GOOD_RINGS = ("increase_strength", "maintain_armour", "see_invisible")


@dataclass
class RunResult:
    seed: int
    result: str                      # game_over | victory | capped (hit max_commands) |
                                     # stuck (STALL_LIMIT commands in a row left the state unchanged)
    floor: int
    deepest: int
    level: int
    cause: Optional[str]             # cause of the final death (None for victory / capped)
    commands: int
    tiles_burned_per_floor: dict     # floor number -> tiles burned (drawn with purpose burn_*)
    game: Game = field(repr=False, default=None)


class GreedyBot:
    """choose(game) -> Command. Keeps a little per-floor memory (search attempts)."""

    def __init__(self, *, continues: int = 0, risk: float = 1.6, explore_rooms: int = 6,
                 search_tries: int = 2, rest_below: float = 0.6, shoot_above: float = 1.0):
        self.max_continues = continues
        self.risk = risk
        self.explore_rooms = explore_rooms
        self.search_tries = search_tries
        self.rest_below = rest_below
        self.shoot_above = shoot_above
        self.rules = load_rules()
        self._floor_key = None
        self._searches: dict = {}
        self._desperate = False
        self._continues_used = 0

    # ------------------------------------------------------------------ entry point
    def choose(self, game: Game):
        s = game.state
        legal = [c for c in game.legal_commands() if c.type not in NEVER]
        if not legal:
            raise ValueError(f"no legal command in context {s.context!r}")
        key = (s.pc.floor, s.deals)
        if key != self._floor_key:
            self._floor_key, self._searches, self._desperate = key, {}, False
        ctx = s.context
        if ctx == "dead":
            if self._continues_used < self.max_continues:
                self._continues_used += 1
                return _find(legal, "continue_game")
            return _find(legal, "game_over")
        handler = {"choice": self._choice, "ranged_phase": self._ranged, "combat_turn": self._melee,
                   "turn_end": self._turn_end, "camp": self._camp, "explore": self._explore}[ctx]
        c = handler(s, legal)
        return c if c is not None else legal[0]

    # ------------------------------------------------------------------ numbers
    def _mon(self, m):
        return self.rules.monster_by_id(m.id)

    def _weapon(self, s):
        for it, n in s.items:
            if it.sheet == "melee" and it.equipped:
                return self.rules.kind("melee", it.kind)
        return None

    def _armour_value(self, s) -> int:
        for it, n in s.items:
            if it.sheet == "armour" and it.equipped:
                return max(0, self.rules.kind("armour", it.kind)["base"] + s.pc.armour_bonus)
        return 0

    def _max_hp(self, s) -> int:
        m = self.rules.levels["max_hp"]
        return m["per_marker"] * s.pc.marker + m["base"]

    def _pc_dpt(self, s, row, asleep=False, weapon=None, bonus=None) -> float:
        """Expected melee damage per PC swing against monster table row `row`."""
        pc = s.pc
        w = weapon if weapon is not None else self._weapon(s)
        b = pc.melee_bonus if bonus is None else bonus
        hit = (w["hit"] if w else 0) + b
        acc = pc.level // self.rules.levels["accuracy_divisor"] + hit - (1 if pc.has("hungry") else 0)
        target = self.rules.params["pc_target_base"] + row["def"] - acc - (4 if asleep else 0)
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
        target = self.rules.params["pc_target_base"] + row["def"] - acc - (4 if asleep else 0)
        return self.rules.params["ranged_shots"] * dmg * (p_at_least(target) + p_crit(target))

    def _mon_rate(self, s, row) -> float:
        target = self.rules.params["mon_target_base"] + self._armour_value(s) - row["acc"]
        return p_at_least(target) * row["dmg"]

    def expected_loss(self, s, monsters, *, at_door: bool, ranged: bool = False) -> float:
        """Expected HP the PC loses killing `monsters` ([(slot, Monster)]), one at a time,
        weakest first. At a door only the front monster attacks."""
        if not monsters:
            return 0.0
        info = []
        for _, m in monsters:
            row = self._mon(m)
            dpt = max(0.05, self._pc_dpt(s, row))
            info.append(((m.hp - m.damage), dpt, self._mon_rate(s, row), row))
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

    def fight_ok(self, s, monsters, *, at_door: bool, ranged: bool = False, hp: Optional[int] = None) -> bool:
        if self._desperate:
            return True
        hp = s.pc.hp if hp is None else hp
        return self.expected_loss(s, monsters, at_door=at_door, ranged=ranged) * self.risk < hp - 0.5

    # ------------------------------------------------------------------ visible board
    @staticmethod
    def _living(s, room):
        if room is None:
            return []
        return [(i, sl.monster) for i, sl in enumerate(s.floor.encounter[room - 1], 1)
                if sl.monster is not None and sl.face == "up"]

    @staticmethod
    def _hostile(monsters):
        return [(i, m) for i, m in monsters
                if not any(m.has(x) for x in ("asleep", "deep_asleep", "guarding", "disguised"))]

    @staticmethod
    def _room(s):
        pos = s.pc.position
        return pos.room if pos.kind in ("room", "door") else None

    @staticmethod
    def _doors(s, r):
        if not s.floor.revealed[r - 1]:
            return set()
        return {WIND_DIRECTION[t] for t in s.floor.dungeon[r - 1] if t in WIND_DIRECTION}

    def _known_open(self, s, a, b) -> bool:
        fl = s.floor
        if fl.mapped or corridor_key(a, b) in fl.found:
            return True
        da = next(d for d in DIRECTIONS if neighbour(a, d) == b)
        db = next(d for d in DIRECTIONS if neighbour(b, d) == a)
        return da in self._doors(s, a) or db in self._doors(s, b)

    def _stairs(self, s, r) -> bool:
        return s.floor.revealed[r - 1] and any(t in STAIRS_TILES for t in s.floor.dungeon[r - 1])

    def _pickables(self, s, r):
        out = []
        for i, sl in enumerate(s.floor.encounter[r - 1], 1):
            if sl.face != "up" or sl.monster is not None:
                continue
            if sl.gold is not None or (sl.tile and sl.tile[0] == "s") or (
                    sl.tile and sl.tile[0] == "p" and int(sl.tile[1]) >= 7):
                out.append(i)
        return out

    def _room_blocked(self, s, r) -> bool:
        """A room the bot will not walk into: its living monsters (woken on entry) are too strong
        even for the doorway tactic."""
        mons = self._living(s, r)
        return bool(mons) and not self.fight_ok(s, mons, at_door=True)

    # ------------------------------------------------------------------ contexts
    def _choice(self, s, legal):
        room = self._room(s)
        at_door = s.pc.position.kind == "door"
        hostile = self._hostile(self._living(s, room))
        flee = [c for c in legal if c.type in ("move_room_to_door", "move_door_to_corridor")]
        has_ranged = any(c.type == "shoot" for c in legal) or self._ranged_dmg(s, self._mon(hostile[0][1])) > 0 \
            if hostile else False
        if at_door:
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
            return (im[1].hp - im[1].damage) / max(0.05, self._pc_dpt(s, self._mon(im[1]))), im[0]
        return min(pool, key=turns)[0]

    def _ranged(self, s, legal):
        shots = [c for c in legal if c.type == "shoot"]
        room = self._room(s)
        hostile = self._hostile(self._living(s, room))
        at_door = s.pc.position.kind == "door"
        # Shots cost 3 tiles each (2d9 + the ammo check): only worth it in a risky fight, or
        # from a door at a sleeping monster (the only way to open that fight).
        risky = self.expected_loss(s, hostile, at_door=at_door) * self.risk >= s.pc.hp * self.shoot_above
        if shots and (risky or (at_door and not hostile)):
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
        c = _find(legal, "quaff", kind="healing")
        return c

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

    # ------------------------------------------------------------------ camp
    def _melee_score(self, s, kind, bonus) -> float:
        w = self.rules.kind("melee", kind)
        row = {"def": 1}
        return self._pc_dpt(s, row, weapon=w, bonus=bonus)

    def _upgrade(self, s):
        """The best carried item that improves on the equipped one, or None."""
        best = None
        worn = {it.sheet: it for it, n in s.items if it.equipped and it.sheet in ("melee", "armour")}
        if s.pc.has("asleep"):
            return None
        for it, n in s.items:
            if it.equipped or it.cursed or it.kind.startswith("key:"):
                continue
            if it.sheet == "melee":
                cur = worn.get("melee")
                if cur is not None and cur.cursed:
                    continue
                now = self._melee_score(s, cur.kind, s.pc.melee_bonus) if cur else \
                    self._pc_dpt(s, {"def": 1}, weapon={"hit": 0, "damage": 1}, bonus=0)
                gain = self._melee_score(s, it.kind, 0) - now
            elif it.sheet == "armour":
                cur = worn.get("armour")
                if cur is not None and cur.cursed:
                    continue
                gain = self.rules.kind("armour", it.kind)["base"] - self._armour_value(s)
            elif it.sheet == "rings" and it.kind in GOOD_RINGS:
                rings = [x for x, k in s.items if x.sheet == "rings" and x.equipped]
                if len(rings) >= self.rules.params["rings_equipped_max"] or any(x.kind == it.kind for x in rings):
                    continue
                gain = 0.5
            else:
                continue
            if gain > 1e-9 and (best is None or gain > best[0]):
                best = (gain, it)
        return best[1] if best else None

    def _camp(self, s, legal):
        it = self._upgrade(s)
        if it is not None:
            c = _find(legal, "equip", item=it)
            if c:
                return c
        return _find(legal, "end_camp")

    # ------------------------------------------------------------------ exploring
    def _use_now(self, s, legal):
        """Potions and scrolls worth using at once, out of combat."""
        pc = s.pc
        for c in legal:
            if c.type == "quaff":
                k = c.arg("kind")
                if (k == "increase_strength" and pc.strength < self.rules.params["strength"]["max"]) or \
                        (k == "restore_strength" and pc.strength < 0) or \
                        (k == "raise_level" and pc.level < self.rules.levels["level_cap"]):
                    return c
            elif c.type == "read":
                k = c.arg("kind")
                if k == "enchant_weapon" and any(it.sheet == "melee" and it.equipped for it, n in s.items) \
                        and pc.melee_bonus < self.rules.params["bonus"]["max"]:
                    return c
                if k == "enchant_armour" and any(it.sheet == "armour" and it.equipped for it, n in s.items) \
                        and pc.armour_bonus < self.rules.params["bonus"]["max"]:
                    return c
                if k == "protect_armour" and not pc.has("armour_protected") and \
                        any(it.sheet == "armour" and it.equipped for it, n in s.items):
                    return c
                if k == "remove_curse" and any(it.cursed for it, n in s.items):
                    return c
                if k == "magic_mapping" and not s.floor.mapped:
                    return c
        return None

    def _graph_bfs(self, s, start):
        """Shortest room paths over known-open corridors, not walking through blocked rooms."""
        prev = {start: None}
        q = deque([start])
        blocked = {r for r in range(1, 10) if r != start and s.floor.revealed[r - 1] and self._room_blocked(s, r)}
        while q:
            r = q.popleft()
            if r in blocked:
                continue                      # may be a goal, never a waypoint
            for d in DIRECTIONS:
                n = neighbour(r, d)
                if n is None or n in prev or not self._known_open(s, r, n):
                    continue
                prev[n] = r
                q.append(n)
        return prev, blocked

    @staticmethod
    def _first_hop(prev, goal):
        r = goal
        while prev[r] is not None and prev[prev[r]] is not None:
            r = prev[r]
        return r

    def _want_stairs(self, s) -> bool:
        pc = s.pc
        if pc.has_amulet:
            return pc.wind_plate == "south"
        explored = sum(s.floor.explored)
        hungry = pc.food == 0 and (pc.has("hungry") or len(s.wall) < 30)
        return explored >= self.explore_rooms or hungry

    def _plan(self, s, cur):
        """-> ("here", action) or ("go", neighbour room). None when nothing is left to do."""
        prev, blocked = self._graph_bfs(s, cur)
        stairs = [r for r in prev if self._stairs(s, r) and r not in blocked]
        stairs_ok = (not s.pc.has_amulet or s.pc.wind_plate == "south") and (
            s.pc.has_amulet or s.pc.floor < self.rules.params["floor_cap"])
        if stairs and stairs_ok and self._want_stairs(s):
            return self._toward(s, prev, stairs, "stairs", cur)
        unexplored = [r for r in prev if not s.floor.explored[r - 1] and r != cur and r not in blocked]
        if unexplored:
            return self._toward(s, prev, unexplored, "arrive", cur)
        # Search for hidden corridors toward unexplored neighbours (then toward any neighbour).
        for wanted in (lambda n: not s.floor.explored[n - 1], lambda n: True):
            cands = []
            for r in prev:
                if r in blocked:
                    continue
                for d in DIRECTIONS:
                    n = neighbour(r, d)
                    if n is None or self._known_open(s, r, n) or not wanted(n):
                        continue
                    if self._searches.get((r, d), 0) < self.search_tries:
                        cands.append((r, d))
            if cands:
                here = [c for c in cands if c[0] == cur]
                if here:
                    return ("here", ("search", here[0][1]))
                return self._toward(s, prev, [r for r, _ in cands], "search_room", cur)
            if stairs and stairs_ok:
                return self._toward(s, prev, stairs, "stairs", cur)
        return None

    def _toward(self, s, prev, goals, why, cur):
        dist = {}
        for g in goals:
            n, r = 0, g
            while prev[r] is not None:
                r, n = prev[r], n + 1
            dist[g] = n
        goal = min(goals, key=lambda g: (dist[g], g))
        if goal == cur:
            return ("here", (why,))
        hop = self._first_hop(prev, goal)
        return ("go", hop)

    def _explore(self, s, legal):
        pc, pos = s.pc, s.pc.position
        if legal[0].type == "rest" and len([c for c in legal if c.type != "flip_wind_plate"]) == 1:
            return legal[0]                         # asleep
        if pc.has("held") and _find(legal, "rest"):
            return _find(legal, "rest")               # held: every move is aborted until a rest
        c = self._use_now(s, legal)
        if c:
            return c
        top = self._max_hp(s)
        if pos.kind == "corridor":
            if pc.hp < top * self.rest_below * 0.5 and pc.food > 0:
                return _find(legal, "rest")
            end = "toward"
            if self._room_blocked(s, pos.to) and not self._room_blocked(s, pos.frm):
                end = "back"
            return _find(legal, "move_corridor_to_door", end=end)
        room = pos.room
        mons = self._living(s, room)
        if pos.kind == "room":
            picks = [c for c in legal if c.type == "pick_up"]
            if picks:
                return picks[0]
            if self._upgrade(s) is not None and _find(legal, "camp"):
                return _find(legal, "camp")
            # Free XP: a sleeping monster the PC can take.
            for i, m in mons:
                if self.fight_ok(s, [(i, m)], at_door=False, ranged=True) and \
                        self.expected_loss(s, [(i, m)], at_door=False) < pc.hp * 0.34:
                    c = _find(legal, "attack", slot=i)
                    if c:
                        return c
            if self._should_rest(s, mons):
                return _find(legal, "rest")
        else:  # at a door
            if mons and any(c.type == "attack" for c in legal):
                if self.fight_ok(s, mons, at_door=True, ranged=True):
                    c = _find(legal, "attack", slot=self._target(s, mons))
                    if c:
                        return c
        plan = self._plan(s, room)
        if pos.kind == "door":
            inside_worth = bool(self._pickables(s, room)) or self._upgrade(s) is not None \
                or (plan is not None and plan[0] == "here")
            blocked = self._room_blocked(s, room) and not self._desperate
            if plan is not None and plan[0] == "go" and neighbour(room, pos.side) == plan[1] and not inside_worth:
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
            if pc.hp < top * self.rest_below and pc.food > 0 and not mons:
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
        low = pc.hp < top * self.rest_below
        very_low = pc.hp <= max(1, top // 3)
        return (low and (pc.food > 0 or len(s.wall) > 12)) or very_low

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
            return searches[(len(s.discard) + len(s.wall)) % len(searches)]
        moves = [c for c in legal if c.type == "move_room_to_door"]
        if moves:
            return moves[len(s.wall) % len(moves)]
        return _find(legal, "rest") or legal[0]


def _find(legal, type_, **args):
    for c in legal:
        if c.type == type_ and all(c.arg(k) == v for k, v in args.items()):
            return c
    return None


def play_game(seed: int, bot: GreedyBot | None = None, max_commands: int = 20000,
              options: Options | None = None) -> RunResult:
    """Play one game headless with `bot` (a fresh GreedyBot by default)."""
    bot = bot or GreedyBot()
    game = Game.new(seed=seed, options=options or Options(ruleset="ez"))
    burned: dict[int, int] = {}
    n = stalled = 0
    while game.state.context not in TERMINAL and n < max_commands and stalled < STALL_LIMIT:
        before = game.state
        floor = before.pc.floor
        events = game.execute(bot.choose(game))
        n += 1
        stalled = stalled + 1 if (game.state is before or game.state == before) else 0
        for e in events:
            if e.kind == "drawn" and str(e.data.get("purpose", "")).startswith("burn"):
                burned[floor] = burned.get(floor, 0) + 1
    s = game.state
    result = s.context if s.context in TERMINAL else ("stuck" if stalled >= STALL_LIMIT else "capped")
    cause = None
    if result == "game_over":
        cause = s.score_card[-1].cause if s.score_card else s.death_cause
    return RunResult(seed=seed, result=result, floor=s.pc.floor, deepest=s.pc.deepest, level=s.pc.level,
                     cause=cause, commands=n, tiles_burned_per_floor=burned, game=game)
