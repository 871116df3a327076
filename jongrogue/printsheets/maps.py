"""The map sheet (マップ・シート), printed as two sheets of a page: the dungeon map (9 rooms × 2
tile slots, the 12 corridors, the PC marker) and the encounter map (9 rooms × 8 slots: 1–4
dealt, 5–8 for monsters that arrive). Filled, they show the tiles as the player sees them."""

from __future__ import annotations

from jongrogue import i18n
from jongrogue.printsheets import form, ink
from jongrogue.printsheets.items import TEXT, TITLE
from jongrogue.printsheets.pen import Pen
from jongrogue.text import sheet_words as words

ROOM_W, ROOM_H, GAP_X, GAP_Y = 26.0, 19.0, 9.0, 6.5
X0, Y0 = (120 - 3 * ROOM_W - 2 * GAP_X) / 2, 13.5
SLOT_COLS = 4
PC = "@"
DEALT = 4  # encounter slots 1–4 are dealt; 5–8 take arriving monsters


def _names(lang: str, key: str) -> tuple[str, str]:
    sheet = words.name(lang, "sheet.map")
    return (
        f"{sheet} — {i18n.tr(lang, f'ui.table.{key}')}",
        i18n.tr(words.OTHER[lang], f"ui.table.{key}"),
    )


def room_box(r: int) -> tuple[float, float, float, float]:
    row, col = divmod(r - 1, 3)
    return X0 + col * (ROOM_W + GAP_X), Y0 + row * (ROOM_H + GAP_Y), ROOM_W, ROOM_H


def corridor_box(key: str) -> tuple[float, float, float, float]:
    """The corridor cell between two rooms ("1-2" across, "1-4" down)."""
    a, b = map(int, key.split("-"))
    x, y, w, h = room_box(a)
    if b == a + 1:
        return x + w, y + h * 0.3, GAP_X, h * 0.4
    return x + w * 0.32, y + h, w * 0.36, GAP_Y


CORRIDORS = ("1-2", "2-3", "4-5", "5-6", "7-8", "8-9", "1-4", "2-5", "3-6", "4-7", "5-8", "6-9")


def draw_dungeon(pen: Pen, sheet_id: str, view: dict | None, lang: str) -> None:
    form.title(pen, TITLE, lang, sheet_id, _names(lang, "dungeon_map"))
    dungeon = (view or {}).get("dungeon") or {}
    corridors = dungeon.get("corridors") or {}
    for key in CORRIDORS:
        x, y, w, h = corridor_box(key)
        status = corridors.get(key, "hidden")
        pen.box(x, y, w, h, fill=(236, 226, 200) if status in ("open", "found") else None)
        if status == "found":
            form.postit(pen, (x, y, w, h), "pink", fill=0.8)
        elif view is None:
            pen.in_box(key.replace("-", "–"), x, y, w, h, TEXT * 0.6, colour=ink.SOFT)
    rooms = dungeon.get("rooms") or {}
    for r in range(1, 10):
        x, y, w, h = room_box(r)
        info = rooms.get(str(r)) or {}
        pen.box(
            x, y, w, h, fill=ink.BAND if info.get("explored") else None, line=ink.PRINT, width=0.3
        )
        pen.text(str(r), x + 1.2, y + 2.4, TEXT * 0.9, bold=True, colour=ink.SOFT)
        tiles = info.get("tiles")
        for i, label in enumerate("AB"):
            cell = (x + w * (0.16 + 0.36 * i), y + h * 0.22, w * 0.32, h * 0.7)
            if tiles:
                form.tile(pen, cell, tiles[i], face_up=tiles[i] != "U")
            else:
                form.tile(pen, cell, None)
                pen.in_box(label, *cell, TEXT * 0.8, colour=ink.SOFT)
    _pc_marker(pen, (view or {}).get("pc"))


def _pc_marker(pen: Pen, pc: dict | None) -> None:
    """The PC's post-it: in its room's corner, on a door, or on a corridor."""
    pos = (pc or {}).get("position") or {}
    size = 5.0
    if pos.get("kind") in ("room", "door") and pos.get("room"):
        x, y, w, h = room_box(pos["room"])
        cx, cy = {
            "north": (x + w / 2, y),
            "south": (x + w / 2, y + h),
            "east": (x + w, y + h / 2),
            "west": (x, y + h / 2),
        }.get(pos.get("side") or "", (x + w - size * 0.7, y + size * 0.7))
    elif pos.get("kind") == "corridor" and pos.get("from") and pos.get("to"):
        a, b = sorted((pos["from"], pos["to"]))
        x, y, w, h = corridor_box(f"{a}-{b}")
        cx, cy = x + w / 2, y + h / 2
    else:
        return
    form.postit(pen, (cx - size / 2, cy - size / 2, size, size), "yellow", PC, fill=1.0)


def draw_encounter(pen: Pen, sheet_id: str, view: dict | None, lang: str) -> None:
    form.title(pen, TITLE, lang, sheet_id, _names(lang, "encounter_map"))
    rooms = ((view or {}).get("encounter") or {}).get("rooms") or {}
    gap = 2.0
    rw, rh = (112 - 2 * gap) / 3, (74 - 2 * gap) / 3
    for r in range(1, 10):
        row, col = divmod(r - 1, 3)
        x, y = 4 + col * (rw + gap), 12.5 + row * (rh + gap)
        pen.box(x, y, rw, rh, line=ink.PRINT, width=0.3)
        pen.text(str(r), x + 1.2, y + 2.2, TEXT * 0.85, bold=True, colour=ink.SOFT)
        slots = rooms.get(str(r)) or [None] * 2 * SLOT_COLS
        sw, sh = (rw - 4) / SLOT_COLS, (rh - 5) / 2
        for i, slot in enumerate(slots):
            cell = (x + 2 + (i % SLOT_COLS) * sw, y + 4 + (i // SLOT_COLS) * sh, sw, sh)
            pen.box(*cell, fill=None if i < DEALT else ink.BAND, width=0.1)
            if view is None:
                pen.text(str(i + 1), cell[0] + 0.8, cell[1] + 1.4, TEXT * 0.5, colour=ink.SOFT)
            _slot(pen, cell, slot, lang)


def _slot(pen: Pen, cell, slot: dict | None, lang: str) -> None:
    """A slot as seen: its tile (face up, down or unseen), a gold counter, a monster's damage
    counter (red, its number) and its states (their short names, in pencil)."""
    if not slot or slot.get("face") == "empty":
        return
    x, y, w, h = cell
    if slot.get("tile"):
        form.tile(pen, cell, slot["tile"], face_up=slot["tile"] != "U")
    if slot.get("gold"):
        form.postit(pen, (x, y + h * 0.55, w, h * 0.45), "yellow", str(slot["gold"]), fill=0.95)
    monster = slot.get("monster")
    if monster and monster.get("damage"):
        pen.circle(x + w - 1.3, y + 1.3, 1.2, fill=ink.RED, line=ink.RED)
        pen.text(
            str(monster["damage"]),
            x + w - 1.3,
            y + 1.3,
            1.6,
            anchor="center",
            colour=(255, 255, 255),
        )
    if monster and monster.get("states"):
        tags = " ".join(words.short(lang, f"monster_state.{s}") for s in monster["states"])
        pen.box(x + 0.3, y + h - 2.2, w - 0.6, 2.0, fill=ink.TILE, line=ink.PENCIL, width=0.08)
        pen.in_box(tags, x + 0.3, y + h - 2.2, w - 0.6, 2.0, 1.5, colour=ink.PENCIL, pad=0.3)
