"""Camp decisions without pygame: what a drop means, why it is refused, what end_camp discards."""

from __future__ import annotations

from jongrogue.data import load_rules
from jongrogue.engine import Item, cmd
from jongrogue.text.sheet_words import item_key
from jongrogue.ui.sheets.items import rules_rows

EQUIPPABLE = ("melee", "armour", "rings")
SHEET_ORDER = ("melee", "armour", "rings", "ranged", "potions", "scrolls")


def to_item(d: dict) -> Item:
    return Item(d["sheet"], d["kind"], bool(d["cursed"]), bool(d["equipped"]))


def armed(view: dict) -> bool:
    """A melee weapon is equipped (without one the PC fights bare-handed, RULES-SPEC §8.3.4)."""
    items = (view.get("sheets") or {}).get("items") or ()
    return any(it["sheet"] == "melee" and it["equipped"] for it in items)


def plain(d: dict) -> dict:
    return {
        "sheet": d["sheet"],
        "kind": d["kind"],
        "cursed": bool(d["cursed"]),
        "equipped": bool(d["equipped"]),
    }


def items_in_order(view: dict) -> list[dict]:
    """Every post-it of the run (one entry per cell), in camp selection order."""
    order = {s: {r["id"]: i for i, r in enumerate(rules_rows(s))} for s in SHEET_ORDER}
    items = [it for it in (view.get("sheets") or {}).get("items") or () if it["sheet"] in order]
    return sorted(
        items,
        key=lambda it: (
            SHEET_ORDER.index(it["sheet"]),
            not it["equipped"],
            order[it["sheet"]].get(it["kind"], 99),
            it["kind"],
            it["cursed"],
        ),
    )


def command_for(item: dict, drop: str):
    """(command or None, reason key or None) for dropping ``item`` on ``drop``."""
    if drop == "discard":
        if item["equipped"] and item["cursed"]:
            return None, "cursed_equipped"
        return cmd("discard", item=to_item(item)), None
    sheet, _, place = drop.partition(".")
    if sheet != item["sheet"]:
        return None, "wrong_sheet"
    if place == "equipped":
        if item["equipped"]:
            return None, "same_place"
        if sheet not in EQUIPPABLE:
            return None, "not_equippable"
        return cmd("equip", item=to_item(item)), None
    if place == "carried":
        if not item["equipped"]:
            return None, "same_place"
        if item["cursed"]:
            return None, "cursed_equipped"
        return cmd("unequip", item=to_item(item)), None
    return None, "wrong_sheet"


def why_refused(view: dict, command) -> str:
    """A localisable reason key for an equip/unequip/discard the engine would refuse."""
    it = command.arg("item")
    worn = [
        x
        for x in (view.get("sheets") or {}).get("items") or ()
        if x["sheet"] == it.sheet and x["equipped"]
    ]
    if command.type in ("unequip", "discard") and it.equipped and it.cursed:
        return "cursed_equipped"
    if command.type == "equip":
        if it.sheet not in EQUIPPABLE:
            return "not_equippable"
        if it.sheet == "rings" and sum(x["count"] for x in worn) >= 2:
            return "rings_full"
        if it.sheet != "rings" and any(x["cursed"] for x in worn):
            return "cursed_worn"
    return "rejected"


def key_command(view: dict, legal: list, item: dict, kind: str):
    """(command, None) for E / U / D ("equip" / "unequip" / "discard") on ``item``, or (None, a
    reason key): the keys' one rule, for doing it and for saying beforehand what it would do."""
    if kind == "equip":
        if item["sheet"] not in EQUIPPABLE:
            return None, "not_equippable"
        if item["equipped"]:
            return None, "already_on"
    elif kind == "unequip" and not item["equipped"]:
        return None, "not_on"
    c = cmd(kind, item=to_item(item))
    if is_legal(legal, c) is False:
        return None, why_refused(view, c)
    return c, None


def is_legal(legal: list, command) -> bool | None:
    """True / False against the legal list, or None when no list is available."""
    if not legal:
        return None
    return command in legal


def targets_for(item: dict, legal: list) -> dict[str, str]:
    """Drop ids tinted "ok" / "bad" while ``item`` is being dragged."""
    out = {}
    for place in ("carried", "equipped"):
        if item["sheet"] not in EQUIPPABLE and place == "equipped":
            continue
        drop = f"{item['sheet']}.{place}"
        c, why = command_for(item, drop)
        if why == "same_place":
            continue
        ok = c is not None and is_legal(legal, c) is not False
        out[drop] = "ok" if ok else "bad"
    c, _ = command_for(item, "discard")
    out["discard"] = "ok" if c is not None and is_legal(legal, c) is not False else "bad"
    return out


def _value(sheet: str, kind: str) -> int:
    if kind.startswith("key:"):
        return 0
    for r in rules_rows(sheet):
        if r["id"] == kind:
            return r.get("value", 0)
    return 0


def end_camp_discards(view: dict) -> list[dict]:
    """What ``end_camp`` will throw away, one entry per post-it — the engine computes it (view)."""
    return [dict(it) for it in (view.get("sheets") or {}).get("end_camp_discards") or ()]


def over_limits(view: dict) -> list[tuple[str, int, int]]:
    """(sheet, carried, limit) for every item sheet of this run, in sheet order (engine: view)."""
    carry = (view.get("sheets") or {}).get("carry") or {}
    return [
        (sheet, carry[sheet]["count"], carry[sheet]["limit"])
        for sheet in SHEET_ORDER
        if sheet in carry
    ]


def bows(view: dict) -> tuple[int, int]:
    """(bows carried, bows a camp's end keeps): a limit within the ranged sheet's (§9.11) — over
    it, the sheet is over its limit though its count is not."""
    items = (view.get("sheets") or {}).get("items") or ()
    n = sum(it["count"] for it in items if it["sheet"] == "ranged" and it["kind"] == "bow")
    return n, load_rules().params["ranged_bow_max"]


def key_of(item: dict) -> str:
    return (
        "field.unidentified"
        if item["kind"].startswith("key:")
        else item_key(item["sheet"], item["kind"])
    )
