"""What a sheet's focus stop says as its value: the figures and post-its the dock draws on it, from
``view()`` — an item sheet's items with their counts and tags, its carried / limit corner and its
bonus, the face-up link tiles, the score card's rows, and the character sheets' fields whose drawn
value is not the view's number (the stairs' wind plate, the Amulet, the deepest floor).

    sheet_value(ctx, sheet, view)      all of a sheet ("sheet", id)
    spot_value(ctx, sheet, key, view)  one field or post-it ("sheet_spot", id, key); None: not one
                                       of these (the caller reads the field's number)"""

from __future__ import annotations

from typing import Any

from jongrogue.text.sheet_words import item_key
from jongrogue.text.words import item_name

LINKS = {"potions": "potion_links", "scrolls": "scroll_links"}
BONUS = {"melee": "melee_bonus", "armour": "armour_bonus"}


def phrases(ctx, parts) -> str:
    """Phrases of one value, one after another ("Mace: 1, equipped; Dagger: 2")."""
    return ("、" if ctx.lang == "ja" else "; ").join(p for p in parts if p)


def item_words(ctx, item: dict[str, Any], named: bool = True) -> str:
    """The post-it's name (unless its own stop says it), its ×count and its EQ / cursed tags:
    "Mace: 1, equipped"."""
    count = item["count"]
    if named:
        name = item_name(ctx.spoken(), item["sheet"], item["kind"])  # an unidentified key's tile
        words = [ctx.t("speech.focus.item", item=name, count=count)]
    else:
        words = [ctx.t("speech.focus.count", count=count)]
    if item["equipped"]:
        words.append(ctx.t("speech.focus.equipped"))
    if item["cursed"]:
        words.append(ctx.t("speech.focus.cursed"))
    return (" " if ctx.lang == "ja" else ", ").join(words)


def sheet_value(ctx, sheet: str, view: dict[str, Any]) -> str:
    sheets = view["sheets"]
    mine = [it for it in sheets["items"] if it["sheet"] == sheet]
    parts = []
    carry = sheets["carry"].get(sheet)
    if carry is not None:
        parts.append(ctx.t("speech.focus.carry", count=carry["count"], limit=carry["limit"]))
    if sheet in BONUS and any(it["equipped"] for it in mine):
        parts.append(ctx.t("speech.focus.bonus", n=sheets[BONUS[sheet]]))
    parts += [item_words(ctx, it) for it in mine]
    if sheet in LINKS:
        parts += [
            ctx.t("speech.focus.link", row=row, tile=link["tile"])
            for row, link in enumerate(sheets[LINKS[sheet]], 1)
            if link["face_up"]
        ]
    if sheet == "score_card":
        parts += [
            ctx.t(
                "speech.focus.score_row",
                n=n,
                result=ctx.name(f"result.{row['result']}"),
                floor=row.get("floor", ""),
                score=row.get("score") or 0,
            )
            for n, row in enumerate(view["score_card"], 1)
        ]
    return phrases(ctx, parts)


def spot_value(ctx, sheet: str, key: str, view: dict[str, Any]) -> str | None:
    pc = view["pc"]
    if key == "field.stairs":
        return plate(ctx, pc)
    if key == "field.amulet":
        return ctx.t("speech.focus.yes" if pc["has_amulet"] else "speech.focus.no")
    if key == "ui.sheets.deepest_field":
        return str(pc["deepest"])
    items = [it for it in view["sheets"]["items"] if it["sheet"] == sheet and _key(it) == key]
    # a post-it's stop names its item, except an unidentified key's (which tile it is)
    named = key == "field.unidentified"
    return phrases(ctx, [item_words(ctx, it, named) for it in items]) if items else None


def _key(item: dict[str, Any]) -> str:
    """The dock's spot key of an item's post-it (sheets/compact.py)."""
    kind = item["kind"]
    return "field.unidentified" if kind.startswith("key:") else item_key(item["sheet"], kind)


def plate(ctx, pc: dict[str, Any]) -> str:
    """The stairs field: the wind plate's tile and which way it sends the PC."""
    up = pc["wind_plate"] == "south"
    way = ctx.t("speech.focus.up" if up else "speech.focus.down")
    return ctx.t("speech.focus.stairs", tile=ctx.spoken().tile("N" if up else "T"), way=way)
