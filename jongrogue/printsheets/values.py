"""What a printed sheet shows of a run: only the player's view (``game.view()``), read the way the
app's sheets read it; a blank sheet has no view (``None``) and every reader gives nothing."""

from __future__ import annotations

from functools import cache
from typing import Any, cast

from jongrogue.data import load_rules
from jongrogue.system.resources import asset_path
from jongrogue.system.yamlcache import load_yaml

# the status field's state cells in the spec's §3.3 order (the app's ui/art/markers.PC_STATES)
PC_STATES = (
    "asleep",
    "confused",
    "held",
    "levitating",
    "blind",
    "clairvoyant",
    "aggravating",
    "armour_protected",
    "poisoned",
    "frozen",
    "hungry",
)
ALL_SHEETS = (
    "character_a",
    "character_b",
    "dungeon_map",
    "encounter_map",
    "melee",
    "ranged",
    "armour",
    "rings",
    "potions",
    "scrolls",
    "score_card",
    "victory_sheet",
)


@cache
def layout(name: str) -> dict:
    """A sheet's printed layout, ``assets/sheets/<name>.yaml`` (the app draws from the same)."""
    return cast("dict[str, Any]", load_yaml(asset_path("sheets", f"{name}.yaml")))  # (shipped)


def sheet_ids(view: dict | None) -> list[str]:
    """Every sheet blank; a run's sheets (the rings sheet only with the ring rule)."""
    if view is None:
        return list(ALL_SHEETS)
    rings = "rings" in (view.get("options") or ())
    return [s for s in ALL_SHEETS if s != "rings" or rings]


def pc(view: dict | None) -> dict | None:
    return None if view is None else view.get("pc") or {}


def sheets(view: dict | None) -> dict:
    return {} if view is None else view.get("sheets") or {}


def counts(view: dict | None, sheet_id: str) -> dict:
    """(kind, cursed, equipped) -> post-its on one sheet."""
    out: dict = {}
    for it in sheets(view).get("items") or ():
        if it["sheet"] == sheet_id:
            k = (it["kind"], bool(it["cursed"]), bool(it["equipped"]))
            out[k] = out.get(k, 0) + it["count"]
    return out


def rows(sheet_id: str) -> list[dict]:
    """The rows of an item sheet, from the rules tables in sheet order."""
    table, key = layout("items")[sheet_id]["table"]
    return list(getattr(load_rules(), table)[key])


def carry_limit(sheet_id: str) -> int | None:
    return load_rules().params["carry_limits"].get(sheet_id)


def xp_thresholds() -> dict:
    return dict(load_rules().levels["xp_thresholds"])
