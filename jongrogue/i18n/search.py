"""Enumerating and searching the text catalogs (the rules search box, the rulebook index).

iter_entries(lang)     -> every {name, text} entry as (key, name, text), in file order
search(lang, query)    -> list[(key, name, text)], name matches first
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterator

from .catalog import NON_ENTRY_GROUPS, catalog_or_none
from .rulebook_text import chapter_paragraphs


def iter_entries(lang: str) -> Iterator[tuple[str, str, str]]:
    """Every ``{name, text}`` entry of the catalog, in file order, as ``(key, name, text)``."""
    catalog = catalog_or_none(lang) or {}
    for group, items in catalog.items():
        if group in NON_ENTRY_GROUPS or not isinstance(items, dict):
            continue
        for key, value in items.items():
            if isinstance(value, dict) and ("name" in value or "text" in value):
                yield f"{group}.{key}", str(value.get("name", "")), str(value.get("text", ""))


def _normalise(s: str) -> str:
    # NFKC folds full-width letters/digits (ｋｅｓｔｒｅｌ, ２ｄ９) and half-width kana; casefold
    # handles case.
    return unicodedata.normalize("NFKC", s).casefold()


@functools.cache
def search_index(lang: str) -> tuple[tuple[str, str, str, str, str], ...]:
    """(key, name, text, normalised name, normalised text) of every entry and rulebook chapter."""
    rows = []
    catalog = catalog_or_none(lang) or {}
    # a tile is found by how it is said too (トン, シャー: the words a Japanese player hears)
    said = ((catalog.get("ui") or {}).get("speech") or {}).get("tile") or {}
    for key, nm, tx in iter_entries(lang):
        group, _, code = key.partition(".")
        reading = f" {said[code]}" if group == "tile" and isinstance(said.get(code), str) else ""
        rows.append((key, nm, tx, _normalise(nm + reading), _normalise(tx)))
    for chapter in catalog.get("rulebook") or ():
        key = f"rulebook.{chapter.get('id')}"
        title = str(chapter.get("title", ""))
        body = "\n".join(chapter_paragraphs(chapter))
        rows.append((key, title, body, _normalise(title), _normalise(body)))
    return tuple(rows)


# Between terms: white space and the separators a list is typed with ("東, 西", 「東、西」, "a/b").
_TERM_GAP = re.compile(r"[\s,、，;；/・･]+")


def search(lang: str, query: str) -> list[tuple[str, str, str]]:
    """Case-insensitive search over the names and texts of every entry (and rulebook chapter).

    Every term (separated by white space, commas or 「、」) must occur in the name or the text. Results whose name
    matches come first, then the others, each in catalog order. The key is also searchable
    (``"kestrel"`` finds ``monster.kestrel`` in Japanese too).
    """
    terms = [t for t in _TERM_GAP.split(_normalise(query or "")) if t]
    if not terms:
        return []
    name_hits: list[tuple[str, str, str]] = []
    text_hits: list[tuple[str, str, str]] = []
    for key, nm, tx, n_nm, n_tx in search_index(lang):
        n_key = key.casefold()
        if all(t in n_nm or t in n_tx or t in n_key for t in terms):
            if any(t in n_nm for t in terms):
                name_hits.append((key, nm, tx))
            else:
                text_hits.append((key, nm, tx))
    return name_hits + text_hits
