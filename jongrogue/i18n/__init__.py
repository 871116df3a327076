"""Player-facing text catalogs (Japanese and English).

Pure Python + PyYAML (no pygame). The catalogs live in ``jongrogue/data/locale/<lang>.yaml``;
an optional ``ui_<lang>.yaml`` in the same folder (UI strings, usually under a top-level ``ui:``
key) is merged in. Keys are dotted paths such as ``"monster.kestrel"``, ``"check.burn_rest"`` or
``"ui.title.new_game"``. Reading the files is ``catalog``, searching ``search``, the
OS-locale guess ``locale``; this module is the public API over them.

Public API::

    LANGUAGES                      -> ("ja", "en")
    load_catalog(lang)             -> dict   (cached; CatalogError on bad YAML / bad structure)
    name(lang, key) / text(lang, key) -> str (never raises; falls back to English, then "〈key〉")
    tr(lang, key, **fmt)           -> str    (plain UI string, formatted with str.format)
    search(lang, query)            -> list[(key, name, text)]
    rulebook(lang)                 -> list[{"id", "title", "paragraphs", "entries": [(key, name, text)],
                                             "origins", "entry_origins"}]
    default_language()             -> "ja" | "en"

Entries are mappings ``{name: ..., text: ...}``; ``name`` is the short label, ``text`` the
one-paragraph rules description shown by tooltips and the rulebook. A key whose value is a plain
string works with ``name``/``tr`` too. A text that counts something may be a mapping of forms,
``{one: ..., other: ...}`` (and ``count: <argument>`` when the count is not ``n``): ``tr`` picks
``one`` when the count is 1 ("after 1 rest"), else ``other`` ("after 2 rests"); a language
without plurals (Japanese) keeps a plain string. ``rulebook.<chapter id>`` resolves to the chapter's title
(name) and its paragraphs joined (text).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, TypeGuard

from . import search as _search  # runs at the first search (system/startimports)
from .catalog import CatalogError, load_catalog
from .catalog import merge as _merge  # noqa: F401  (used by tests)
from .catalog import read_yaml as _read_yaml  # noqa: F401  (used by tests)
from .locale import default_language
from .origins import entry_origin, paragraph_origins
from .rulebook_text import chapter_paragraphs

LANGUAGES: tuple[str, ...] = ("ja", "en")
FALLBACK_LANGUAGE = "en"


def clear_cache() -> None:
    """Forget loaded catalogs (e.g. after editing the YAML files during development)."""
    load_catalog.cache_clear()
    _search.search_index.cache_clear()


def search(lang: str, query: str) -> list[tuple[str, str, str]]:
    """The entries whose name or text holds ``query`` (``search.search``)."""
    return _search.search(lang, query)


def iter_entries(lang: str) -> Iterator[tuple[str, str, str]]:
    """Every searchable entry of ``lang`` (``search.iter_entries``)."""
    return _search.iter_entries(lang)


# --------------------------------------------------------------------------------------------
# lookups

_MISSING = object()


def _catalog_or_none(lang: str) -> dict | None:
    try:
        return load_catalog(lang)  # this module's name, so that a test can replace it
    except FileNotFoundError:
        return None


def _resolve(catalog: dict | None, key: str) -> Any:
    if catalog is None or not key:
        return _MISSING
    parts = key.split(".")
    if parts[0] == "rulebook" and len(parts) == 2:
        for chapter in catalog.get("rulebook") or ():
            if chapter.get("id") == parts[1]:
                return {
                    "name": chapter.get("title", ""),
                    "text": "\n".join(chapter_paragraphs(chapter)),
                }
        return _MISSING
    node: Any = catalog
    for part in parts:
        if not isinstance(node, dict) or part not in node:
            return _MISSING
        node = node[part]
    return node


PLURAL_KEYS = frozenset({"one", "other", "count"})


def is_plural(node: object) -> TypeGuard[dict[str, Any]]:
    """Is ``node`` a count text's forms ({one, other, count?})?"""
    return isinstance(node, dict) and "other" in node and PLURAL_KEYS.issuperset(node)


def plural(node: dict, fmt: dict) -> str | None:
    """The form of a count text ``{one, other, count?}`` for its count (``fmt[count]``, by
    default ``fmt["n"]``): ``one`` for exactly 1, else ``other``."""
    count = fmt.get(node.get("count", "n"))
    one = node.get("one")
    if isinstance(one, str) and count is not True and count in (1, "1"):
        return one
    other = node.get("other")
    return other if isinstance(other, str) else None


def _lookup(lang: str, key: str, field: str, fmt: dict | None = None) -> str | None:
    """The string for ``key`` (``field`` of an entry, the form of a count text for ``fmt``, or
    the plain string) or None."""
    for candidate in _languages_to_try(lang):
        node = _resolve(_catalog_or_none(candidate), key)
        if isinstance(node, dict):
            value = node.get(field)
            if value is None and field == "name" and is_plural(node):
                value = plural(node, fmt or {})
            if isinstance(value, str):
                return value
        elif isinstance(node, str) and field == "name":
            return node
        elif (
            node is not _MISSING
            and node is not None
            and field == "name"
            and not isinstance(node, (dict, list))
        ):
            return str(node)
    return None


def _languages_to_try(lang: str) -> tuple[str, ...]:
    return (lang,) if lang == FALLBACK_LANGUAGE else (lang, FALLBACK_LANGUAGE)


def fallback(key: str) -> str:
    """The visible placeholder shown for a missing key."""
    return f"〈{key}〉"


def has(lang: str, key: str) -> bool:
    """True if ``key`` exists in the catalog of ``lang`` itself (no English fallback)."""
    return _resolve(_catalog_or_none(lang), key) is not _MISSING


def name(lang: str, key: str) -> str:
    """Short name of ``key`` (e.g. ``name("ja", "monster.kestrel")`` -> ``"大はやぶさ"``)."""
    value = _lookup(lang, key, "name")
    return value if value is not None else fallback(key)


def text(lang: str, key: str) -> str:
    """One-paragraph description of ``key``."""
    value = _lookup(lang, key, "text")
    return value if value is not None else fallback(key)


def entry(lang: str, key: str) -> tuple[str, str, str]:
    """``(key, name, text)`` for ``key``."""
    return key, name(lang, key), text(lang, key)


def tr(lang: str, key: str, /, **fmt: Any) -> str:
    """A plain UI string, formatted with ``str.format(**fmt)``; never raises.

    An entry mapping yields its ``name``. If formatting fails (missing field, bad braces) the
    unformatted string is returned.
    """
    value = _lookup(lang, key, "name", fmt)
    if value is None:
        return fallback(key)
    if not fmt:
        return value
    try:
        return value.format(**fmt)
    except (KeyError, IndexError, ValueError, AttributeError):
        return value


def rulebook(lang: str) -> list[dict]:
    """The in-game rulebook: chapters in order, with entries resolved to ``(key, name, text)``.

    ``origins`` and ``entry_origins`` say, per paragraph and per entry, whether the rule is the
    paper game's, the paper game's with this edition's numbers, or this edition's (origins.py)."""
    catalog = _catalog_or_none(lang)
    if catalog is None or not catalog.get("rulebook"):
        catalog = _catalog_or_none(FALLBACK_LANGUAGE) or {}
    chapters = []
    for chapter in catalog.get("rulebook") or ():
        paragraphs = chapter_paragraphs(chapter)
        keys = [str(k) for k in chapter.get("entries") or ()]
        chapters.append(
            {
                "id": chapter.get("id"),
                "title": str(chapter.get("title", "")),
                "paragraphs": paragraphs,
                "entries": [entry(lang, k) for k in keys],
                "origins": paragraph_origins(str(chapter.get("id")), len(paragraphs)),
                "entry_origins": [entry_origin(k) for k in keys],
            }
        )
    return chapters


__all__ = [
    "LANGUAGES",
    "FALLBACK_LANGUAGE",
    "CatalogError",
    "load_catalog",
    "clear_cache",
    "name",
    "text",
    "entry",
    "tr",
    "has",
    "fallback",
    "search",
    "rulebook",
    "iter_entries",
    "default_language",
    "entry_origin",
]
