"""Thin adapter between the UI and ``jongrogue.i18n``.

Every player-visible UI string lives in ``data/locale/ui_<lang>.yaml`` under ``ui:`` and is looked
up as ``i18n.tr(lang, "ui.<key>")``. If ``jongrogue.i18n`` cannot be imported (it is optional for
a partial checkout) the UI catalogs are read directly, so the UI never shows raw keys for its
own strings.
"""

from __future__ import annotations

import locale
import os
from functools import lru_cache
from types import ModuleType
from typing import Any

from jongrogue import i18n
from jongrogue.system.resources import data_path
from jongrogue.system.yamlcache import YamlError, load_yaml

LANGUAGES = ("ja", "en")


def _i18n() -> ModuleType | None:
    try:
        return i18n
    except Exception:
        return None


@lru_cache(maxsize=4)
def _fallback_catalog(lang: str) -> dict[str, Any]:
    try:
        catalog = load_yaml(data_path(f"locale/ui_{lang}.yaml")) or {}
        return catalog if isinstance(catalog, dict) else {}
    except (OSError, UnicodeDecodeError, YamlError):
        return {}


def _lookup(catalog: dict[str, Any], dotted: str) -> object:
    node: object = catalog
    for part in dotted.split("."):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node


def ui(lang: str, key: str, /, **fmt: object) -> str:
    """The UI string ``ui.<key>`` in ``lang`` (falls back to English, then to the key)."""
    full = "ui." + key
    mod = _i18n()
    text = None
    if mod is not None:
        try:
            text = mod.tr(lang, full, **fmt)
        except Exception:
            text = None
        if text in (full, f"〈{full}〉"):
            text = None
    if text is None:
        for lg in (lang, "en"):
            raw = _lookup(_fallback_catalog(lg), full)
            if i18n.is_plural(raw):  # a count text's form
                raw = i18n.plural(raw, fmt)
            if isinstance(raw, str):
                try:
                    text = raw.format(**fmt) if fmt else raw
                except (KeyError, IndexError, ValueError):
                    text = raw
                break
    return text if text is not None else key


def _entry(lang: str, key: str, field: str) -> str | None:
    mod = _i18n()
    if mod is None:
        return None
    try:
        value = getattr(mod, field)(lang, key)
    except Exception:
        return None
    return value if value and value != f"〈{key}〉" else None


def name(lang: str, key: str) -> str:
    """Short name of a catalog key such as ``monster.kestrel``; a readable id if unknown."""
    return _entry(lang, key, "name") or key.rsplit(".", 1)[-1].replace("_", " ")


def text(lang: str, key: str) -> str:
    """One-paragraph description of a catalog key; empty if unknown."""
    return _entry(lang, key, "text") or ""


def has(lang: str, key: str) -> bool:
    return _entry(lang, key, "name") is not None


def cause_name(lang: str, cause: str | None, empty: str = "—") -> str:
    """What ended a life, by name: a cause (starved …), a monster or a trap id, or such a key."""
    if not cause:
        return empty
    for key in ((cause,) if "." in cause else ()) + (
        f"cause.{cause}",
        f"monster.{cause}",
        f"trap.{cause}",
    ):
        if has(lang, key):
            return name(lang, key)
    return cause.replace("_", " ")


def rulebook(lang: str) -> list[dict[str, Any]]:
    """Chapters ``{"id", "title", "paragraphs", "entries": [(key, name, text)]}``."""
    mod = _i18n()
    try:
        return list(mod.rulebook(lang)) if mod else []
    except Exception:
        return []


def search(lang: str, query: str) -> list[tuple[str, str, str]]:
    mod = _i18n()
    try:
        return list(mod.search(lang, query)) if mod else []
    except Exception:
        return []


class Texts:
    """``t`` / ``name`` / ``text`` in the language ``self.lang``: the text side of a context
    (the app's, or a window-less one for plain-text reports)."""

    lang: str

    def t(self, key: str, /, **fmt: object) -> str:
        return ui(self.lang, key, **fmt)

    def name(self, key: str) -> str:
        """Short name of a rules-catalog key, e.g. ``ctx.name("monster.kestrel")``."""
        return name(self.lang, key)

    def text(self, key: str) -> str:
        """One-paragraph rules description of a catalog key (tooltips)."""
        return text(self.lang, key)


def default_language() -> str:
    mod = _i18n()
    if mod is not None:
        try:
            lang = mod.default_language()
            if lang in LANGUAGES:
                return str(lang)
        except Exception:
            pass
    env = os.environ.get("LC_ALL") or os.environ.get("LC_MESSAGES") or os.environ.get("LANG") or ""
    if not env:
        try:
            env = locale.getlocale()[0] or ""
        except ValueError:
            env = ""
    return "ja" if env.lower().startswith("ja") else "en"
