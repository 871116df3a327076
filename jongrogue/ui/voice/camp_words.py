"""What the camp says by ear, from ``view()``: the chosen post-it (which of how many, its sheet,
name, count and tags, then what E / U / D would do with it or why not), the carry limits (which
sheet is over and what ending the camp would throw away), and on entering all of that with the
keys. The post-it's words are the table's focus stops' (``sheet_values.item_words``)."""

from __future__ import annotations

from typing import Any

from jongrogue.speech.speaker import joined
from jongrogue.text import sheet_words
from jongrogue.ui.sheets import camp_logic as logic
from jongrogue.ui.sheets.camp_panel import discard_names
from jongrogue.ui.voice.sheet_values import item_words

KEYS = (("E", "equip"), ("U", "unequip"), ("D", "discard"))


def why(ctx, reason: str) -> str:
    """A refusal's reason in the camp's own words (shown on its toast too)."""
    return sheet_words.ui(ctx.lang, f"camp.why.{reason}", reason="—")


def _counted(view: dict[str, Any], item: dict) -> dict:
    """The view's post-it of a camp selection (with its count)."""
    for it in (view.get("sheets") or {}).get("items") or ():
        if logic.plain(it) == item:
            return it
    return dict(item, count=1)


def item_text(ctx, view: dict[str, Any], legal: list, items: list[dict], item: dict | None) -> str:
    """The chosen post-it and what each key would do with it."""
    if item is None or item not in items:
        return sheet_words.ui(ctx.lang, "camp.nothing")
    sheet = ctx.name(f"sheet.{item['sheet']}")
    parts = [
        ctx.t(
            "speech.camp.chosen",
            n=items.index(item) + 1,
            total=len(items),
            sheet=sheet,
            item=item_words(ctx, _counted(view, item)),
        )
    ]
    for key, kind in KEYS:
        c, reason = logic.key_command(view, legal, item, kind)
        if c is not None:
            parts.append(ctx.t(f"speech.camp.does.{kind}"))
        elif reason != "not_on":  # (an item not worn: that U does nothing goes without saying)
            parts.append(ctx.t("speech.camp.cannot", key=key, why=why(ctx, reason or "rejected")))
    return _said(ctx, parts)


def limits_text(ctx, view: dict[str, Any]) -> str:
    """Within the carry limits, or which sheets are over and what ending the camp throws away."""
    gone = logic.end_camp_discards(view)
    if not gone:
        return sheet_words.ui(ctx.lang, "camp.ok")
    over = {g["sheet"] for g in gone}
    bows, kept = logic.bows(view)
    sheets = [
        ctx.t(
            "speech.camp.over_sheet",
            sheet=ctx.name(f"sheet.{sheet}"),
            carry=ctx.t("speech.focus.carry", count=count, limit=limit)
            if count > limit or sheet != "ranged" or bows <= kept
            else ctx.t("speech.camp.bows", count=bows, limit=kept),  # (its own limit)
        )
        for sheet, count, limit in logic.over_limits(view)
        if sheet in over
    ]
    return ctx.t(
        "speech.camp.over",
        sheets=ctx.spoken().t("table.tile_sep").join(sheets),
        items=discard_names(ctx.lang, gone),
    )


def intro(ctx, view: dict[str, Any], legal: list, items: list[dict], item: dict | None) -> str:
    """On entering: how many post-its, the carry limits, the chosen one and the keys."""
    parts = [
        ctx.t("speech.camp.what"),
        ctx.t("speech.camp.count", count=len(items)),
        limits_text(ctx, view),
        item_text(ctx, view, legal, items, item),
        ctx.t("speech.camp.keys"),
    ]
    return _said(ctx, parts)


def _said(ctx, parts: list[str]) -> str:
    words = ctx.spoken()
    return joined([words.speakable(p) for p in parts if p], words.lang)
