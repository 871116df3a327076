"""Player-facing text catalogs (Japanese and English).

Pure Python + PyYAML (no pygame). The catalogs live in ``jongrogue/data/locale/<lang>.yaml``;
an optional ``ui_<lang>.yaml`` in the same folder (UI strings, usually under a top-level ``ui:``
key) is merged in. Keys are dotted paths such as ``"monster.kestrel"``, ``"check.burn_rest"`` or
``"ui.title.new_game"``.

Public API::

    LANGUAGES                      -> ("ja", "en")
    load_catalog(lang)             -> dict   (cached; CatalogError on bad YAML / bad structure)
    name(lang, key) / text(lang, key) -> str (never raises; falls back to English, then "〈key〉")
    tr(lang, key, **fmt)           -> str    (plain UI string, formatted with str.format)
    search(lang, query)            -> list[(key, name, text)]
    rulebook(lang)                 -> list[{"id", "title", "paragraphs", "entries": [(key, name, text)]}]
    default_language()             -> "ja" | "en"

Entries are mappings ``{name: ..., text: ...}``; ``name`` is the short label, ``text`` the
one-paragraph rules description shown by tooltips and the rulebook. A key whose value is a plain
string works with ``name``/``tr`` too. ``rulebook.<chapter id>`` resolves to the chapter's title
(name) and its paragraphs joined (text).
"""
from __future__ import annotations

import functools
import locale
import os
import sys
import unicodedata
from typing import Any, Iterator

import yaml

from .resources import data_path

LANGUAGES: tuple[str, ...] = ("ja", "en")
FALLBACK_LANGUAGE = "en"

# groups that are not {name, text} entries
_NON_ENTRY_GROUPS = frozenset({"meta", "rulebook", "ui"})

try:  # the C loader is much faster on the ~100 kB catalogs
    _Loader = yaml.CSafeLoader  # type: ignore[attr-defined]
except AttributeError:  # pragma: no cover - depends on the libyaml build
    _Loader = yaml.SafeLoader


class CatalogError(ValueError):
    """A catalog file is not valid YAML or does not have the expected structure."""


# --------------------------------------------------------------------------------------------
# loading

def _locale_file(filename: str):
    """Path of a bundled locale file, or None if it does not exist."""
    try:
        return data_path(f"locale/{filename}")
    except FileNotFoundError:
        return None


def _read_yaml(path) -> dict:
    try:
        with open(path, "r", encoding="utf-8") as fh:
            data = yaml.load(fh, Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1}, column {mark.column + 1})" if mark is not None else ""
        raise CatalogError(f"{path}: invalid YAML{where}: {exc}") from exc
    except UnicodeDecodeError as exc:
        raise CatalogError(f"{path}: not UTF-8: {exc}") from exc
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise CatalogError(f"{path}: the top level must be a mapping, got {type(data).__name__}")
    _validate(path, data)
    return data


def _validate(path, data: dict) -> None:
    """Check the shape that the lookup functions rely on; name the file and key on failure."""
    for group, value in data.items():
        if not isinstance(group, str):
            raise CatalogError(f"{path}: top-level key {group!r} is not a string")
        if group == "rulebook":
            if not isinstance(value, list):
                raise CatalogError(f"{path}: key 'rulebook' must be a list of chapters")
            for i, chapter in enumerate(value):
                if not isinstance(chapter, dict) or "id" not in chapter:
                    raise CatalogError(f"{path}: key 'rulebook[{i}]' must be a mapping with an 'id'")
                for field, kind in (("paragraphs", list), ("entries", list)):
                    if field in chapter and not isinstance(chapter[field], kind):
                        raise CatalogError(f"{path}: key 'rulebook[{i}].{field}' must be a list")
            continue
        if not isinstance(value, dict):
            raise CatalogError(f"{path}: key '{group}' must be a mapping")
        if group in _NON_ENTRY_GROUPS:
            continue
        for key, entry in value.items():
            if isinstance(entry, str):
                continue
            if not isinstance(entry, dict):
                raise CatalogError(f"{path}: key '{group}.{key}' must be a string or a {{name, text}} mapping")
            for field in ("name", "text"):
                if field in entry and not isinstance(entry[field], str):
                    raise CatalogError(f"{path}: key '{group}.{key}.{field}' must be a string")


def _merge(base: dict, extra: dict) -> dict:
    """Deep merge: ``extra`` adds keys; on a conflict the rules catalog (``base``) wins."""
    out = dict(base)
    for key, value in extra.items():
        if key not in out:
            out[key] = value
        elif isinstance(out[key], dict) and isinstance(value, dict):
            out[key] = _merge(out[key], value)
    return out


@functools.lru_cache(maxsize=None)
def load_catalog(lang: str) -> dict:
    """Load ``locale/<lang>.yaml`` merged with ``locale/ui_<lang>.yaml`` and every
    ``locale/ui_<part>_<lang>.yaml`` (cached).

    Raises FileNotFoundError for an unknown language and CatalogError for a malformed file.
    The returned dict is shared: treat it as read-only.
    """
    main = _locale_file(f"{lang}.yaml")
    if main is None:
        raise FileNotFoundError(f"no text catalog for language {lang!r} (locale/{lang}.yaml)")
    data = _read_yaml(main)
    ui = _locale_file(f"ui_{lang}.yaml")
    if ui is not None:
        data = _merge(data, _read_yaml(ui))
    # UI strings of the table, the sheets, … : ui_<part>_<lang>.yaml, merged in name order
    for extra in sorted(main.parent.glob(f"ui_*_{lang}.yaml")):
        data = _merge(data, _read_yaml(extra))
    return data


def clear_cache() -> None:
    """Forget loaded catalogs (e.g. after editing the YAML files during development)."""
    load_catalog.cache_clear()
    _search_index.cache_clear()


# --------------------------------------------------------------------------------------------
# lookups

_MISSING = object()


def _catalog_or_none(lang: str) -> dict | None:
    try:
        return load_catalog(lang)
    except FileNotFoundError:
        return None


def _resolve(catalog: dict | None, key: str) -> Any:
    if catalog is None or not key:
        return _MISSING
    parts = key.split(".")
    if parts[0] == "rulebook" and len(parts) == 2:
        for chapter in catalog.get("rulebook") or ():
            if chapter.get("id") == parts[1]:
                return {"name": chapter.get("title", ""),
                        "text": "\n".join(str(p) for p in chapter.get("paragraphs") or ())}
        return _MISSING
    node: Any = catalog
    for part in parts:
        if not isinstance(node, dict) or part not in node:
            return _MISSING
        node = node[part]
    return node


def _lookup(lang: str, key: str, field: str) -> str | None:
    """The string for ``key`` (``field`` of an entry, or the plain string) or None."""
    for candidate in _languages_to_try(lang):
        node = _resolve(_catalog_or_none(candidate), key)
        if isinstance(node, dict):
            value = node.get(field)
            if isinstance(value, str):
                return value
        elif isinstance(node, str) and field == "name":
            return node
        elif node is not _MISSING and node is not None and field == "name" and not isinstance(node, (dict, list)):
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


def tr(lang: str, key: str, **fmt: Any) -> str:
    """A plain UI string, formatted with ``str.format(**fmt)``; never raises.

    An entry mapping yields its ``name``. If formatting fails (missing field, bad braces) the
    unformatted string is returned.
    """
    value = _lookup(lang, key, "name")
    if value is None:
        return fallback(key)
    if not fmt:
        return value
    try:
        return value.format(**fmt)
    except (KeyError, IndexError, ValueError, AttributeError):
        return value


# --------------------------------------------------------------------------------------------
# enumerating and searching

def iter_entries(lang: str) -> Iterator[tuple[str, str, str]]:
    """Every ``{name, text}`` entry of the catalog, in file order, as ``(key, name, text)``."""
    catalog = _catalog_or_none(lang) or {}
    for group, items in catalog.items():
        if group in _NON_ENTRY_GROUPS or not isinstance(items, dict):
            continue
        for key, value in items.items():
            if isinstance(value, dict) and ("name" in value or "text" in value):
                yield f"{group}.{key}", str(value.get("name", "")), str(value.get("text", ""))


def _normalise(s: str) -> str:
    # NFKC folds full-width letters/digits (ｋｅｓｔｒｅｌ, ２ｄ９) and half-width kana; casefold
    # handles case.
    return unicodedata.normalize("NFKC", s).casefold()


@functools.lru_cache(maxsize=None)
def _search_index(lang: str) -> tuple[tuple[str, str, str, str, str], ...]:
    rows = []
    for key, nm, tx in iter_entries(lang):
        rows.append((key, nm, tx, _normalise(nm), _normalise(tx)))
    catalog = _catalog_or_none(lang) or {}
    for chapter in catalog.get("rulebook") or ():
        key = f"rulebook.{chapter.get('id')}"
        title = str(chapter.get("title", ""))
        body = "\n".join(str(p) for p in chapter.get("paragraphs") or ())
        rows.append((key, title, body, _normalise(title), _normalise(body)))
    return tuple(rows)


def search(lang: str, query: str) -> list[tuple[str, str, str]]:
    """Case-insensitive search over the names and texts of every entry (and rulebook chapter).

    Every whitespace-separated term must occur in the name or the text. Results whose name
    matches come first, then the others, each in catalog order. The key is also searchable
    (``"kestrel"`` finds ``monster.kestrel`` in Japanese too).
    """
    terms = _normalise(query or "").split()
    if not terms:
        return []
    name_hits: list[tuple[str, str, str]] = []
    text_hits: list[tuple[str, str, str]] = []
    for key, nm, tx, n_nm, n_tx in _search_index(lang):
        n_key = key.casefold()
        if all(t in n_nm or t in n_tx or t in n_key for t in terms):
            if any(t in n_nm for t in terms):
                name_hits.append((key, nm, tx))
            else:
                text_hits.append((key, nm, tx))
    return name_hits + text_hits


def rulebook(lang: str) -> list[dict]:
    """The in-game rulebook: chapters in order, with entries resolved to ``(key, name, text)``."""
    catalog = _catalog_or_none(lang)
    if catalog is None or not catalog.get("rulebook"):
        catalog = _catalog_or_none(FALLBACK_LANGUAGE) or {}
    chapters = []
    for chapter in catalog.get("rulebook") or ():
        chapters.append({
            "id": chapter.get("id"),
            "title": str(chapter.get("title", "")),
            "paragraphs": [str(p) for p in chapter.get("paragraphs") or ()],
            "entries": [entry(lang, str(k)) for k in chapter.get("entries") or ()],
        })
    return chapters


# --------------------------------------------------------------------------------------------
# language detection

def _is_japanese(tag: str | None) -> bool:
    if not tag:
        return False
    t = tag.strip().lower()
    return t.startswith("ja") or t.startswith("japanese") or t.startswith("jp_")


def _windows_ui_is_japanese() -> bool:  # pragma: no cover - Windows only
    try:
        import ctypes

        langid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
        return (langid & 0x3FF) == 0x11  # LANG_JAPANESE
    except Exception:
        return False


def _macos_prefers_japanese() -> bool:  # pragma: no cover - macOS only
    try:
        import subprocess

        out = subprocess.run(["defaults", "read", "-g", "AppleLanguages"], capture_output=True,
                             text=True, timeout=2).stdout
    except Exception:
        return False
    for line in out.splitlines():
        tag = line.strip().strip('(),"').strip()
        if tag:
            return _is_japanese(tag)
    return False


def default_language() -> str:
    """``"ja"`` when the OS locale is Japanese, else ``"en"``.

    Looks at LANGUAGE, LC_ALL, LC_MESSAGES, LANG (gettext order; "C"/"POSIX" are ignored), then
    ``locale.getlocale()``, then the desktop setting (Windows UI language, macOS AppleLanguages).
    """
    language = os.environ.get("LANGUAGE", "").split(":")[0]
    if language and language not in ("C", "POSIX"):
        return "ja" if _is_japanese(language) else "en"
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            return "ja" if _is_japanese(value) else "en"
    try:
        loc = locale.getlocale()[0]
    except (ValueError, TypeError):
        loc = None
    if _is_japanese(loc):
        return "ja"
    if sys.platform == "win32" and _windows_ui_is_japanese():
        return "ja"
    if sys.platform == "darwin" and not loc and _macos_prefers_japanese():
        return "ja"
    return "en"


__all__ = [
    "LANGUAGES", "FALLBACK_LANGUAGE", "CatalogError", "load_catalog", "clear_cache", "name", "text",
    "entry", "tr", "has", "fallback", "search", "rulebook", "iter_entries", "default_language",
]
