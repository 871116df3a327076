"""Sheet layouts from ``assets/sheets/*.yaml`` (loaded once, validated with file-and-key errors)."""

from __future__ import annotations

from functools import cache

import pygame

from jongrogue.system.resources import asset_path
from jongrogue.system.yamlcache import YamlError, load_yaml


class LayoutError(ValueError):
    pass


@cache
def load(name: str) -> dict:
    path = asset_path("sheets", f"{name}.yaml")
    try:
        doc = load_yaml(path)
    except (OSError, UnicodeDecodeError, YamlError) as exc:
        raise LayoutError(f"{path.name}: cannot be read: {exc}") from exc
    if not isinstance(doc, dict):
        raise LayoutError(f"{path.name}: the top level must be a mapping")
    if "fields" in doc:
        _check_boxes(path.name, doc)
    return doc


def _check_boxes(file: str, doc: dict) -> None:
    size = doc.get("size")
    if not (isinstance(size, list) and len(size) == 2):
        raise LayoutError(f"{file}: key 'size' must be [w, h]")
    for fid, spec in doc["fields"].items():
        box = spec.get("box") if isinstance(spec, dict) else None
        if not (isinstance(box, list) and len(box) == 4):
            raise LayoutError(f"{file}: key 'fields.{fid}.box' must be [x, y, w, h]")
        if box[0] + box[2] > size[0] + 1e-6 or box[1] + box[3] > size[1] + 1e-6:
            raise LayoutError(f"{file}: key 'fields.{fid}.box' lies outside the sheet")
        if "kind" not in spec:
            raise LayoutError(f"{file}: key 'fields.{fid}.kind' is missing")


class Units:
    """Maps sheet units to pixels inside a letterboxed paper rect."""

    def __init__(self, origin: pygame.Rect, k: float):
        self.o, self.k = origin, k

    def rect(self, box) -> pygame.Rect:
        x, y, w, h = box
        x0, y0 = round(self.o.x + x * self.k), round(self.o.y + y * self.k)
        return pygame.Rect(
            x0, y0, round(self.o.x + (x + w) * self.k) - x0, round(self.o.y + (y + h) * self.k) - y0
        )

    def px(self, v: float) -> float:
        return v * self.k
