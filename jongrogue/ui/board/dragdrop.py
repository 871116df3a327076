"""Drag and drop on the table: the PC post-it onto a door / corridor / room, an item or gold tile
onto the sheet dock. A drop maps to the same engine command as its key; an illegal drop springs
back (animated) and shows the engine's reason."""

from __future__ import annotations

from jongrogue.engine import cmd
from jongrogue.ui.board.common import neighbour, side_towards

DRAG_THRESHOLD = 6  # pixels before a press becomes a drag
SPRING_TIME = 0.28  # seconds of the spring-back animation


class Drag:
    def __init__(self, payload: tuple, start, origin_rect):
        self.payload = payload
        self.start = start
        self.pos = start
        self.origin = origin_rect.copy()
        self.offset = (origin_rect.x - start[0], origin_rect.y - start[1])
        self.active = False  # becomes True after DRAG_THRESHOLD

    def move(self, pos) -> None:
        self.pos = pos
        if abs(pos[0] - self.start[0]) + abs(pos[1] - self.start[1]) >= DRAG_THRESHOLD:
            self.active = True

    def rect(self):
        r = self.origin.copy()
        r.topleft = (self.pos[0] + self.offset[0], self.pos[1] + self.offset[1])
        return r


class Spring:
    """A dragged thing flying back to where it came from."""

    def __init__(self, payload, from_rect, to_rect):
        self.payload, self.a, self.b, self.t = payload, from_rect.copy(), to_rect.copy(), 0.0

    def update(self, dt: float) -> bool:
        self.t += dt
        return self.t < SPRING_TIME

    def rect(self):
        k = min(1.0, self.t / SPRING_TIME)
        k = 1 - (1 - k) ** 3
        r = self.a.copy()
        r.x = round(self.a.x + (self.b.x - self.a.x) * k)
        r.y = round(self.a.y + (self.b.y - self.a.y) * k)
        return r


def command_for_drop(payload: tuple, target: tuple | None, view: dict):
    """The command a drop means (legal or not), or None when it means nothing."""
    if target is None:
        return None
    pos = view["pc"]["position"]
    if payload[0] == "pc":
        return _pc_drop(pos, target)
    if payload[0] == "slot" and target[0] in ("dock", "sheet", "sheet_spot"):
        return cmd("pick_up", slot=payload[2])
    return None


def _pc_drop(pos: dict, target: tuple):
    kind = target[0]
    if pos["kind"] == "room":
        r = pos["room"]
        if kind == "door" and target[1] == r:
            return cmd("move_room_to_door", dir=target[2])
        if kind == "corridor":
            a, b = map(int, target[1].split("-"))
            other = b if a == r else (a if b == r else None)
            if other is not None:
                return cmd("move_room_to_door", dir=side_towards(r, other))
        if kind in ("door", "room") and target[1] != r:
            d = side_towards(r, target[1])
            if d:
                return cmd("move_room_to_door", dir=d)
        return None
    if pos["kind"] == "door":
        r, side = pos["room"], pos["side"]
        n = neighbour(r, side)
        if kind == "room" and target[1] == r:
            return cmd("move_door_to_room")
        if kind == "corridor" and n is not None and target[1] == f"{min(r, n)}-{max(r, n)}":
            return cmd("move_door_to_corridor")
        if kind in ("door", "room") and target[1] == n:
            return cmd("move_door_to_corridor")
        return None
    if pos["kind"] == "corridor":
        a, b = pos["from"], pos["to"]
        if kind in ("door", "room") and target[1] in (a, b):
            return cmd("move_corridor_to_door", end="toward" if target[1] == b else "back")
    return None


def legal_targets(payload: tuple, hotspots, view: dict, legal) -> set:
    """Targets whose drop would issue a legal command (to glow while dragging)."""
    legal = set(legal)
    out = set()
    for h in hotspots:
        c = command_for_drop(payload, h.target, view)
        if c is not None and c in legal:
            out.add(h.target)
    return out
