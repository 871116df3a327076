"""Rule tables (YAML) — the single source of every number of the rules.

Loaded once with the safe loader (through ``jongrogue.system.yamlcache``) and validated; a bad table raises DataError naming the file
and key. The engine receives the resulting read-only ``Rules`` object; it never opens files.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from jongrogue.system.resources import data_path
from jongrogue.system.yamlcache import YamlError, load_yaml

from .digest import rules_hash  # noqa: F401  (the engine's door to it)

TABLES = (
    "box",
    "levels",
    "params",
    "monsters",
    "weapons",
    "armour",
    "potions",
    "scrolls",
    "rings",
    "traps",
    "checks",
)


class DataError(ValueError):
    """A rule table is missing, unreadable or malformed."""


def _freeze(value: Any) -> Any:
    if isinstance(value, dict):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def load_table(name: str) -> Any:
    path = data_path(f"{name}.yaml")
    try:
        doc = load_yaml(path)
    except (OSError, UnicodeDecodeError, YamlError) as exc:
        raise DataError(f"{path.name}: cannot be read: {exc}") from exc
    if not isinstance(doc, dict):
        raise DataError(f"{path.name}: top level must be a mapping")
    return doc


def _require(doc: dict, file: str, *keys: str) -> None:
    for key in keys:
        if key not in doc:
            raise DataError(f"{file}.yaml: missing key '{key}'")


@dataclass(frozen=True, eq=False)  # identity hash: usable as a cache key
class Rules:
    """Every rule table, read-only. Attribute names are the table names."""

    box: Any
    levels: Any
    params: Any
    monsters: Any
    weapons: Any
    armour: Any
    potions: Any
    scrolls: Any
    rings: Any
    traps: Any
    checks: Any

    # Convenience look-ups used all over the engine.
    def params_for(self, plus: tuple[str, ...]) -> Mapping[str, Any]:
        """The rule numbers of a game with the EZ Plus options `plus` (sorted ids): params with
        each chosen option's block of ``plus_numbers`` laid over it, in OPTION order, then each
        combination block (``a+b``: every named option chosen) in the order written. The
        engine's numbers of a game come from here (Tx.p), so a per-option number is data."""
        cache = self.__dict__.get("_params_for")
        if cache is None:
            cache = {}
            object.__setattr__(self, "_params_for", cache)
        hit = cache.get(plus)
        if hit is None:
            blocks = self.params.get("plus_numbers", {})
            merged = self.params
            for option in plus:
                if option in blocks:
                    merged = _overlay(merged, blocks[option])
            for key, block in blocks.items():
                if "+" in key and set(key.split("+")) <= set(plus):
                    merged = _overlay(merged, block)
            hit = cache[plus] = merged
        params: Mapping[str, Any] = hit
        return params

    def monster(self, idx: int) -> Mapping[str, Any]:
        row: Mapping[str, Any] = self.monsters["monsters"][idx - 1]
        return row

    # The engine asks these at every attack: the rows are indexed by id once per Rules (the
    # tables are read-only), the first row of an id winning as in a scan.
    def monster_by_id(self, mid: str) -> Mapping[str, Any]:
        index = self.__dict__.get("_monster_index")
        if index is None:
            index = _index(self.monsters["monsters"])
            object.__setattr__(self, "_monster_index", index)
        try:
            row: Mapping[str, Any] = index[mid]
        except KeyError:
            raise KeyError(mid) from None
        return row

    def kind(self, sheet: str, kind: str) -> Mapping[str, Any]:
        index = self.__dict__.get("_kind_index")
        if index is None:
            index = {
                "melee": _index(self.weapons["melee"]),
                "ranged": _index(self.weapons["ranged"]),
                "armour": _index(self.armour["armour"]),
                "rings": _index(self.rings["rings"]),
                "potions": _index(self.potions["potions"]),
                "scrolls": _index(self.scrolls["scrolls"]),
            }
            object.__setattr__(self, "_kind_index", index)
        try:
            row: Mapping[str, Any] = index[sheet][kind]
            return row
        except KeyError:
            if sheet not in index:
                raise KeyError(sheet) from None
            raise KeyError(f"{sheet}.{kind}") from None


def _overlay(base: Mapping[str, Any], top: Mapping[str, Any]) -> MappingProxyType[str, Any]:
    """`base` (a frozen mapping) with the numbers of `top` (a partial copy of it) replacing its own."""
    out = dict(base)
    for k, v in top.items():
        out[k] = _overlay(base[k], v) if isinstance(v, MappingProxyType) else v
    return MappingProxyType(out)


def _index(rows: Iterable[Mapping[str, Any]]) -> dict[str, Mapping[str, Any]]:
    out: dict[str, Mapping[str, Any]] = {}
    for row in rows:
        out.setdefault(row["id"], row)
    return out


_SCHEMA = {
    "box": ("suits", "numbers", "dungeon_tiles", "rulesets"),
    "levels": ("xp_thresholds", "level_cap", "max_hp"),
    "params": ("amulet_depth", "burn", "window", "food", "start", "carry_limits"),
    "monsters": ("monsters",),
    "weapons": ("melee", "ranged", "bare_hands"),
    "armour": ("armour",),
    "potions": ("potions",),
    "scrolls": ("scrolls",),
    "rings": ("rings",),
    "traps": ("traps", "item_classes"),
    "checks": ("check_table", "designed_extensions"),
}


@lru_cache(maxsize=1)
def load_rules() -> Rules:
    tables = {}
    for name in TABLES:
        doc = load_table(name)
        _require(doc, name, *_SCHEMA[name])
        tables[name] = _freeze(doc)
    if len(tables["monsters"]["monsters"]) != 26:
        raise DataError("monsters.yaml: monsters must list 26 rows (spec §9.4)")
    for i, row in enumerate(tables["checks"]["check_table"]):
        for key in ("id", "before", "after", "post"):
            if key not in row:
                raise DataError(f"checks.yaml: check_table[{i}] missing '{key}'")
    return Rules(**tables)
