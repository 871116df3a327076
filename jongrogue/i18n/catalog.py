"""Reading the text catalogs: YAML files under ``jongrogue/data/locale``, checked and merged.

Pure Python + PyYAML through ``jongrogue.system.yamlcache`` (no pygame); ``jongrogue.i18n`` is the public API over these catalogs.

    load_catalog(lang)   -> dict   (cached; CatalogError on bad YAML / bad structure)
    read_yaml(path)      -> dict   (one file, validated)
    merge(base, extra)   -> dict   (deep merge; ``base`` wins on a conflict)
"""

from __future__ import annotations

import functools

from ..system.resources import data_path
from ..system.yamlcache import YamlError, load_merged, load_yaml

# groups that are not {name, text} entries
NON_ENTRY_GROUPS = frozenset({"meta", "rulebook", "ui"})


class CatalogError(ValueError):
    """A catalog file is not valid YAML or does not have the expected structure."""


def _locale_file(filename: str):
    """Path of a bundled locale file, or None if it does not exist."""
    try:
        return data_path(f"locale/{filename}")
    except FileNotFoundError:
        return None


def read_yaml(path) -> dict:
    """One catalog file as a dict, validated; CatalogError names the file (and line or key)."""
    try:
        data = load_yaml(path)
    except YamlError as exc:
        where = f" (line {exc.line}, column {exc.column})" if exc.line is not None else ""
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
                    raise CatalogError(
                        f"{path}: key 'rulebook[{i}]' must be a mapping with an 'id'"
                    )
                for field, kind in (("paragraphs", list), ("entries", list)):
                    if field in chapter and not isinstance(chapter[field], kind):
                        raise CatalogError(f"{path}: key 'rulebook[{i}].{field}' must be a list")
            continue
        if not isinstance(value, dict):
            raise CatalogError(f"{path}: key '{group}' must be a mapping")
        if group in NON_ENTRY_GROUPS:
            continue
        for key, entry in value.items():
            if isinstance(entry, str):
                continue
            if not isinstance(entry, dict):
                raise CatalogError(
                    f"{path}: key '{group}.{key}' must be a string or a {{name, text}} mapping"
                )
            for field in ("name", "text"):
                if field in entry and not isinstance(entry[field], str):
                    raise CatalogError(f"{path}: key '{group}.{key}.{field}' must be a string")


def merge(base: dict, extra: dict) -> dict:
    """Deep merge: ``extra`` adds keys; on a conflict the rules catalog (``base``) wins."""
    out = dict(base)
    for key, value in extra.items():
        if key not in out:
            out[key] = value
        elif isinstance(out[key], dict) and isinstance(value, dict):
            out[key] = merge(out[key], value)
    return out


@functools.cache
def load_catalog(lang: str) -> dict:
    """Load ``locale/<lang>.yaml`` merged with ``locale/ui_<lang>.yaml`` and every
    ``locale/ui_<part>_<lang>.yaml`` (cached).

    Raises FileNotFoundError for an unknown language and CatalogError for a malformed file.
    The returned dict is shared: treat it as read-only.
    """
    main = _locale_file(f"{lang}.yaml")
    if main is None:
        raise FileNotFoundError(f"no text catalog for language {lang!r} (locale/{lang}.yaml)")
    ui = _locale_file(f"ui_{lang}.yaml")
    # UI strings of the table, the sheets, … : ui_<part>_<lang>.yaml, merged in name order
    files = [
        main,
        *([ui] if ui is not None else []),
        *sorted(main.parent.glob(f"ui_*_{lang}.yaml")),
    ]
    return load_merged(f"catalog-{lang}", files, _merged)


def _merged(files: list) -> dict:
    data = read_yaml(files[0])
    for extra in files[1:]:
        data = merge(data, read_yaml(extra))
    return data


def catalog_or_none(lang: str) -> dict | None:
    """``load_catalog(lang)``, or None for a language without a catalog."""
    try:
        return load_catalog(lang)
    except FileNotFoundError:
        return None
