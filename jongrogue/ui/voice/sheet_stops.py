"""A sheet's stops by ear, the table's focus stops on the dock and the sheet viewer alike: a
field or post-it row says its name, the value it shows and what it is; the sheet's title says
the whole sheet (``sheet_values``). Words of ``ui.speech.focus``, from ``view()``.

    stops(keys)                       a drawn sheet's spot keys to walk, in drawn order
    value(ctx, sheet, key, view)      what the spot shows now ("" when nothing)
    spot_text(ctx, sheet, key, view)  its name: value, then what it is — one utterance"""

from __future__ import annotations

from typing import Any

from jongrogue.speech.speaker import distinct, joined
from jongrogue.text import describe
from jongrogue.text.sheet_words import GROUP
from jongrogue.ui.voice.sheet_values import sheet_value, spot_value

# a column's head, not a value of its own (what the rows' words say already)
COLUMN_HEADS = frozenset(
    ("field.uncursed", "field.cursed", "field.carried", "field.equipped", "field.count")
)
FIELDS = {"food_points": "food"}  # a status field's name in view()["pc"] where it differs


def stops(keys) -> list[str]:
    """Each spot key once, as drawn (top to bottom), without the columns' heads."""
    out: list[str] = []
    for key in keys:
        if key not in out and key not in COLUMN_HEADS:
            out.append(key)
    return out


def value(ctx, sheet: str, key: str, view: dict[str, Any]) -> str:
    if key == f"sheet.{sheet}":  # the sheet's title: all of it
        return sheet_value(ctx, sheet, view)
    shown = spot_value(ctx, sheet, key, view)
    if shown is not None:
        return shown
    pc = view["pc"]
    if key.startswith("field."):
        field = key[len("field.") :]
        number = pc.get(FIELDS.get(field, field))
        return "" if number is None or isinstance(number, (dict, list)) else str(number)
    if key.startswith("pc_state."):
        on = key[len("pc_state.") :] in pc["states"]
        return ctx.t("speech.focus.on" if on else "speech.focus.off")
    if key == "term.carry_limit" and sheet in view["sheets"]["carry"]:
        carry = view["sheets"]["carry"][sheet]
        return ctx.t("speech.focus.carry", count=carry["count"], limit=carry["limit"])
    if sheet in GROUP and key.startswith(f"{GROUP[sheet]}."):  # an item's row, no post-it on it
        return ctx.t("speech.focus.count", count=0)
    return ""


def spot_words(ctx, sheet: str, key: str, view: dict[str, Any], head: str) -> list[str]:
    """(name: ``head``, what it is …) of a spot: the parts a stop says."""
    desc = describe.describe(ctx, ("sheet_spot", sheet, key), view)
    if desc is None:
        return [head]
    parts = [f"{desc[0]}: {head}" if head else desc[0]]
    return parts + (desc[1].split("\n") if desc[1] else [])


def spot_text(ctx, sheet: str, key: str, view: dict[str, Any]) -> str:
    words = ctx.spoken()
    parts = spot_words(ctx, sheet, key, view, value(ctx, sheet, key, view))
    return joined(distinct([words.speakable(p) for p in parts if p]), words.lang)
