"""Names of the things on the table, pygame-free: items, monsters, rooms, positions and
directions, as the table, the log and the run files word them."""

from __future__ import annotations

from typing import Any

from jongrogue.engine.core.tiles import direction_between
from jongrogue.text.strings import Texts
from jongrogue.text.tile_words import tile_word

SHEET_GROUP = {
    "melee": "melee",
    "ranged": "ranged",
    "armour": "armour",
    "potions": "potion",
    "scrolls": "scroll",
    "rings": "ring",
}
ARROW = {"north": "▲", "east": "▶", "south": "▼", "west": "◀"}
OPPOSITE = {"north": "south", "south": "north", "east": "west", "west": "east"}


def tt(ctx: Texts, key: str, **fmt: object) -> str:
    """The table UI string ``ui.table.<key>`` (from ui_table_<lang>.yaml, merged by i18n)."""
    text = ctx.t("table." + key, **fmt)
    return key if text == "table." + key else text


def item_name(ctx: Texts, sheet: str, kind: str) -> str:
    if kind.startswith("key:"):
        return tt(
            ctx, "unidentified", item=tt(ctx, f"item_kind.{sheet}"), tile=tile_word(ctx, kind[4:])
        )
    return ctx.name(f"{SHEET_GROUP.get(sheet, sheet)}.{kind}")


def monster_name(ctx: Texts, mid: str) -> str:
    return ctx.name(f"monster.{mid}")


def room_label(ctx: Texts, r: int | str) -> str:
    return tt(ctx, "room_n", n=r)


def position_text(ctx: Texts, pos: dict[str, Any]) -> str:
    kind = pos.get("kind")
    if kind == "room":
        return tt(ctx, "pos_room", n=pos["room"])
    if kind == "door":
        return tt(ctx, "pos_door", n=pos["room"], dir=ctx.name(f"direction.{pos['side']}"))
    if kind == "corridor":
        return tt(ctx, "pos_corridor", a=pos["from"], b=pos["to"])
    return "?"


def side_towards(a: int, b: int) -> str | None:
    """The side of room ``a`` that faces room ``b``; None when they are not neighbours."""
    try:
        return direction_between(a, b)
    except ValueError:
        return None


def room_slot(view: dict[str, Any], slot: object) -> dict[str, Any] | None:
    """Slot ``slot`` (counted from 1) of the room the PC is in or at the door of, or None."""
    pos = view["pc"]["position"]
    room = pos.get("room") or pos.get("to")
    slots = (view["encounter"]["rooms"].get(str(room)) or []) if room else []
    if not isinstance(slot, int) or not 1 <= slot <= len(slots):
        return None
    found = slots[slot - 1]
    return found if isinstance(found, dict) else None
