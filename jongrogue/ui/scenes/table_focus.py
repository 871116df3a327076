"""Focus navigation on the table: a grid of focus stops, one row per part of the table — the wall
and discard pile, the status, the dungeon's rooms and corridors, the encounter's slots, each sheet
with its fields and post-its, the action bar — built from the table's own hotspots (what the mouse
can point at, so a stop is never missing nor stale).

Ctrl+↑ / Ctrl+↓ move between rows, Ctrl+← / Ctrl+→ along a row (the arrows alone move the PC);
a paper run's tile picker is rows of its own, as drawn, and up and down keep to a column there.
Each stop says its name, its value (the describe text a tooltip shows) and what can be done there
(the commands of its right-click menu); Enter acts: a bar button runs, a sheet opens, a stop with
one command runs it, any other describes itself. The focused stop is outlined."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from jongrogue.speech.speaker import distinct, joined
from jongrogue.text import describe
from jongrogue.text.command_text import label
from jongrogue.text.words import tt
from jongrogue.ui.board.wall_view import food_warning
from jongrogue.ui.context import AppContext
from jongrogue.ui.controller import GameController
from jongrogue.ui.scenes.table_draw import describe_target
from jongrogue.ui.scenes.table_input import related
from jongrogue.ui.voice import sheet_stops
from jongrogue.ui.voice.sheet_values import phrases, sheet_value, spot_value

# the rows, in order, by the first element of a hotspot's target
ROWS = (
    ("paper_tile",),  # a paper run's tile picker, while it asks for a tile
    ("wall", "discard"),
    ("run", "context", "field"),
    ("room", "corridor"),
    ("slot",),
    ("sheet", "sheet_spot"),
    ("action",),
)
KEYS = {pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0), pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1)}


def grid(table: Any) -> list[list[Any]]:
    """The focus stops (hotspot targets) row by row; empty rows left out (kept while the table's
    hotspots and the bar's commands are the same objects: a key asks for it each time)."""
    key = (table.spots, table.bar.commands)
    cached = table._grid
    if cached is None or cached[0][0] is not key[0] or cached[0][1] is not key[1]:
        cached = table._grid = (key, _grid(table))
    return cached[1]


def _grid(table: Any) -> list[list[Any]]:
    rows: list[list[Any]] = [[] for _ in ROWS]
    seen = set()
    for h in table.spots:
        t = h.target
        for i, kinds in enumerate(ROWS):
            if t[0] in kinds and t not in seen:
                seen.add(t)
                rows[i].append(t)
    for i, kinds in enumerate(ROWS):  # rooms before corridors, sheets before their fields
        rows[i].sort(key=partial(_rank, kinds))
    # the whole action bar, its other pages too (the focus turns the page)
    rows[-1] = [("action", i) for i in range(len(table.bar.commands))]
    return _picker_rows(table, rows[0]) + [r for r in rows[1:] if r]


def _picker_rows(table: Any, cells: list[Any]) -> list[list[Any]]:
    """A paper run's tile picker as it is drawn: a focus row per row of tiles (a suit)."""
    at = {h.target: h.rect.y for h in table.spots if h.target[0] == "paper_tile"}
    rows: dict[int, list[Any]] = {}
    for t in cells:
        rows.setdefault(at[t], []).append(t)
    return [rows[y] for y in sorted(rows)]


def _rank(kinds: tuple[str, ...], target: Any) -> int:
    return kinds.index(target[0])


FIELDS = sheet_stops.FIELDS


def value(table, target) -> str:
    """The value a stop shows (the describe text says what the thing is, not how it stands)."""
    ctx, v = table.ctx, table.ctl.view
    words = ctx.spoken()
    if target[0] == "sheet":
        return sheet_value(ctx, target[1], v)
    if target[0] == "sheet_spot":  # (the sheet viewer's words: ui/voice/sheet_stops.py)
        return sheet_stops.value(ctx, target[1], target[2], v)
    if target in (("field", "stairs"), ("field", "amulet")):
        return spot_value(ctx, "character_b", f"field.{target[1]}", v) or ""
    if target[0] == "field":
        shown = v["pc"].get(FIELDS.get(target[1], target[1]))
        return "" if shown is None or isinstance(shown, (dict, list)) else str(shown)
    if target[0] == "wall":
        count = v["wall"]["count"]
        food = food_warning(ctx, count, v["wall"]["food_check"])[0]
        return phrases(ctx, [ctx.t("speech.focus.wall", count=count), food])
    if target[0] == "room":  # a door drawn with a cross leads off the map
        dead = v["dungeon"]["rooms"][str(target[1])]["dead_doors"]
        return phrases(
            ctx, [ctx.t("speech.focus.dead_door", door=ctx.name(f"direction.{d}")) for d in dead]
        )
    if target[0] == "paper_tile":  # a kind and its copies left, or a row of a link search
        p = table.paper_prompt()
        if p is None or p.rows:
            return ctx.t("speech.focus.picker_row", row=target[1])
        left = ctx.t("speech.focus.copies_left", count=p.offered.get(target[1], 0))
        return f"{words.tile(target[1])}: {left}"
    if target[0] == "discard":
        tiles = v["discard"]
        named = words.t("table.tile_sep").join(words.tile(t) for t in tiles)
        return ctx.t("speech.focus.discard", count=len(tiles), tiles=named)
    return ""


def stop_text(table, target) -> str:
    """What a stop says: its name, its value and what can be done there."""
    ctx = table.ctx
    words = ctx.spoken()
    if _far_face_down(table.ctl.view, target):  # said briefly: a row of them is passed through
        slot = tt(words, "slot_title", n=target[1], i=target[2])
        brief = ctx.t(
            "speech.focus.slot_face_down", slot=slot, face=ctx.t("speech.focus.face_down")
        )
        return joined([words.speakable(brief)], words.lang)
    desc = (  # in the spoken words: tiles as a Japanese player says them, as Ctrl+E does
        describe_target(table, target)
        if target[0] in ("action", "button")
        else describe.describe(
            words, target, table.ctl.view, log=table.ctl.log, controller=table.ctl
        )
    )
    head = value(table, target)
    parts = [f"{desc[0]}: {head}" if desc and head else desc[0] if desc else head]
    parts += desc[1].split("\n") if desc and desc[1] else []
    if target[0] == "sheet_spot":  # a field or post-it of a sheet: which sheet it is on
        parts.insert(0, ctx.name(f"sheet.{target[1]}"))
    if target[0] == "sheet" and target[1] in table.sheet_list()[:12]:  # its key opens it
        key = f"F{table.sheet_list().index(target[1]) + 1}"
        parts.append(ctx.t("speech.focus.opens", key=key))
    if target[0] not in ("action", "sheet", "sheet_spot"):
        doable = [label(words, c, table.ctl.view) for c in related(table, target)]
        if doable:
            parts.append(ctx.t("speech.focus.can", what=words.t("table.tile_sep").join(doable)))
    # (a sheet's name, then its description that begins with it: said once)
    return joined(distinct([words.speakable(p) for p in parts if p]), words.lang) or str(target)


def _pc_room(view) -> Any:
    return view["pc"]["position"].get("room")


def _far_face_down(view, target) -> bool:
    """A face-down slot of a room the PC is not in or at, of a tile not seen (no clairvoyance)
    and no monster."""
    if target[0] != "slot" or target[1] == _pc_room(view):
        return False
    slots = view["encounter"]["rooms"].get(str(target[1]), [])
    s = slots[target[2] - 1] if 0 < target[2] <= len(slots) else {}
    return s.get("face") == "down" and not s.get("peek") and not s.get("monster")


def _entry_column(view, row: list[Any]) -> int:
    """Where the focus lands on entering a row: the encounter row at the PC's room's first
    slot (the room being played, not room 1), any other row at its start."""
    room = _pc_room(view)
    return next((i for i, t in enumerate(row) if t[0] == "slot" and t[1] == room), 0)


class FocusTable:
    """The table's focus (a mixin of TableScene): ``focus`` is a hotspot target or None."""

    focus: Any = None
    _grid: Any = None  # ((spots, bar commands), the grid): see grid()

    # provided by the scene this is mixed into (scenes/table.TableScene)
    bar: Any
    ctl: GameController
    ctx: AppContext
    enter_tile: Any
    frame: Any
    open_sheet: Any
    sheet_list: Any
    run: Any
    spots: Any

    def focus_key(self, e):
        """Ctrl+arrows move the focus; True when the key was one."""
        if e.key not in KEYS:
            return False
        rows = grid(self)
        if not rows:
            return True
        r, c = next(
            ((i, row.index(self.focus)) for i, row in enumerate(rows) if self.focus in row),
            (-1, 0),
        )
        dr, dc = KEYS[e.key]
        if r < 0:
            r, c = (0 if dr >= 0 else len(rows) - 1), 0
        elif dr:  # down a column of the tile picker, else to where a row is entered
            to = (r + dr) % len(rows)
            column = rows[r][0][0] == rows[to][0][0] == "paper_tile"
            c = min(c, len(rows[to]) - 1) if column else _entry_column(self.ctl.view, rows[to])
            r = to
        else:
            c = (c + dc) % len(rows[r])
        self.focus = rows[r][c]
        if self.focus[0] == "action":
            self.bar.focus = self.focus[1]
            self.bar.page = next(
                (p for p, shown in enumerate(self.bar.pages) if self.focus[1] in shown),
                self.bar.page,
            )
        self.frame.invalidate()
        self.ctx.speech.say(stop_text(self, self.focus), key="focus")
        return True

    def focus_bar(self) -> None:
        """Tab moved the bar's focus: it is the focus stop, said like the others."""
        if self.bar.focus is None:
            return
        self.focus = ("action", self.bar.focus)
        self.ctx.speech.say(stop_text(self, self.focus), key="focus")

    def focus_enter(self):
        """Enter on a stop that is not a bar button: (handled, the scene's transition)."""
        t = self.focus
        if t is None or t[0] == "action" or t not in {h.target for h in self.spots}:
            return False, None
        if t[0] in ("sheet", "sheet_spot"):
            return True, self.open_sheet(t[1])
        if t[0] == "paper_tile":
            return True, self.enter_tile(t[1])
        commands = related(self, t)
        if len(commands) == 1:
            return True, self.run(commands[0])
        self.ctx.speech.say(stop_text(self, t), key="focus")
        return True, None

    _focus_at = (None, None, None)  # (focus, spots, its rect): asked for on every frame

    def focus_rect(self):
        """Where the focused stop is drawn (None: no focus, or its thing is gone)."""
        if self.focus is None:
            return None
        focus, spots, rect = self._focus_at
        if focus != self.focus or spots is not self.spots:
            rect = next((h.rect for h in self.spots if h.target == self.focus), None)
            self._focus_at = (self.focus, self.spots, rect)
        return rect
