"""Navigation over the 3x3 room graph: shortest paths along known-open corridors that avoid
rooms the bot will not enter, and the next goal (stairs, an unexplored room, a search)."""

from __future__ import annotations

from collections import deque
from typing import Any

from jongrogue.engine.core.tiles import DIRECTIONS, corridor_key, neighbour

# room -> ((neighbour, corridor key), ...) in DIRECTIONS order
_ADJACENT = {
    r: tuple((n, corridor_key(r, n)) for d in DIRECTIONS if (n := neighbour(r, d)) is not None)
    for r in range(1, 10)
}


class NavigateMixin:
    # provided by the bot this is mixed into (bot.GreedyBot)
    _costly: Any
    _food_here: Any
    _known_open: Any
    _living: Any
    _room_blocked: Any
    _searches: Any
    _stairs: Any
    diving: Any
    explore_rooms: Any
    frugal: Any
    params: Any
    search_tries: Any

    def _graph_bfs(self, s, start):
        """Shortest room paths over known-open corridors, not walking through blocked rooms."""
        prev = {start: None}
        q = deque([start])
        fl = s.floor
        # (a room without living monsters is neither blocked nor costly)
        blocked = {
            r
            for r in range(1, 10)
            if r != start
            and fl.revealed[r - 1]
            and self._living(s, r)
            and (self._room_blocked(s, r) or self._costly(s, r))
        }
        corridors = None if fl.mapped else fl.corridors  # (mapped: every corridor is known)
        while q:
            r = q.popleft()
            if r in blocked:
                continue  # may be a goal, never a waypoint
            for n, key in _ADJACENT[r]:
                if n in prev or (corridors is not None and corridors[key] == "hidden"):
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
        hungry = pc.food == 0 and (pc.has("hungry") or s.wall_count < 30)
        return explored >= self.explore_rooms or hungry or self.diving(s)

    def _plan(self, s, cur):
        """-> ("here", action) or ("go", neighbour room). None when nothing is left to do."""
        prev, blocked = self._graph_bfs(s, cur)
        stairs = [r for r in prev if self._stairs(s, r) and r not in blocked]
        stairs_ok = (not s.pc.has_amulet or s.pc.wind_plate == "south") and (
            s.pc.has_amulet or s.pc.floor < self.params["floor_cap"]
        )
        # Face-up food (or the Amulet) left in a room already seen: fetch it when the food
        # track is low, and always fetch the Amulet.
        amulet = s.pc.floor >= self.params["amulet_depth"] and not s.pc.has_amulet
        if s.pc.food <= 1 or amulet:
            food = [r for r in prev if r != cur and r not in blocked and self._food_here(s, r)]
            if food:
                return self._toward(s, prev, food, "arrive", cur)
        if stairs and stairs_ok and self._want_stairs(s):
            return self._toward(s, prev, stairs, "stairs", cur)
        unexplored = [
            r for r in prev if not s.floor.explored[r - 1] and r != cur and r not in blocked
        ]
        if unexplored:
            return self._toward(s, prev, unexplored, "arrive", cur)
        # Search for hidden corridors toward unexplored neighbours (then toward any neighbour);
        # when food is short and stairs are known, go to them instead.
        frugal = self.frugal(s) and bool(stairs)
        for wanted in (lambda n: not s.floor.explored[n - 1] and not frugal, lambda n: True):
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
