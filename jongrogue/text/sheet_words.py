"""Words printed on the sheets: rules names (both languages) and the sheets' own UI strings.

The sheets' UI strings live in ``data/locale/ui_sheets_<lang>.yaml`` (``ui: sheets: ...``). Until
``jongrogue.i18n`` merges every ``ui_*.yaml`` they are read here directly as a fallback.
"""

from __future__ import annotations

from jongrogue import i18n

OTHER = {"ja": "en", "en": "ja"}
# sheet id -> i18n group of its rows
GROUP = {
    "melee": "melee",
    "ranged": "ranged",
    "armour": "armour",
    "rings": "ring",
    "potions": "potion",
    "scrolls": "scroll",
}


def ui(lang: str, key: str, **fmt: object) -> str:
    """``ui.sheets.<key>`` in ``lang`` (English fallback, then the key itself)."""
    full = f"ui.sheets.{key}"
    value = i18n.tr(lang, full, **fmt)
    return key if value == i18n.fallback(full) else value


def name(lang: str, key: str) -> str:
    value = i18n.name(lang, key)
    if value == i18n.fallback(key):
        return key.rsplit(".", 1)[-1].replace("_", " ")
    return value


def both(lang: str, key: str) -> tuple[str, str]:
    """(name in ``lang``, name in the other language): the sheets are printed bilingually."""
    return name(lang, key), name(OTHER.get(lang, "en"), key)


def short(lang: str, key: str) -> str:
    """A shorter name for tight cells: drops the trailing class word (水薬, 巻物, Potion of ...)."""
    n = name(lang, key)
    if lang == "ja":
        for suffix in ("の水薬", "水薬", "の巻物", "巻物", "状態"):
            if n.endswith(suffix) and len(n) >= len(suffix) + 1:
                return n[: -len(suffix)]
        return n
    for prefix in ("Potion of ", "Scroll of ", "Ring of "):
        if n.startswith(prefix):
            return n[len(prefix) :].capitalize()
    return n


def item_key(sheet: str, kind: str) -> str:
    return f"{GROUP[sheet]}.{kind}"


def describe(lang: str, key: str) -> tuple[str, str]:
    """(title, body) for a hotspot tooltip."""
    if key.startswith("ui.sheets."):
        short_key = key[len("ui.sheets.") :]
        body = ui(lang, f"tip.{short_key}")
        return ui(lang, short_key), ("" if body == f"tip.{short_key}" else body)
    title = name(lang, key)
    body = i18n.text(lang, key)
    if body == i18n.fallback(key):
        body = ""
    return title, body
