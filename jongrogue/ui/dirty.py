"""A cached frame made of layers, repainted only where a layer changed.

A scene describes its frame as an ordered list of :class:`Layer` (bottom first): a name, a *key*
holding everything the layer's drawing depends on, the *area* it may paint (shadows and glows
included) and its draw function. :meth:`LayerCanvas.paint` compares the keys and areas with the
previous frame; the union of the changed layers' old and new areas is repainted by redrawing,
clipped to each such region, every layer that overlaps it, in order. Clipping does not change what
a drawing call puts inside the clip, so the cached frame stays pixel-identical to a full redraw as
long as each key and area is complete (tests compare the two after sequences of real events).
A layer's draw returns its result (e.g. hotspots); an unchanged layer keeps its previous result.
A change of only a layer's *detail* (a hover highlight) repaints just its old and new detail areas.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, NamedTuple

import pygame


class Layer(NamedTuple):
    name: str
    key: Hashable
    area: pygame.Rect
    draw: Callable[[pygame.Surface], Any]
    detail: Hashable = None  # a part of the state (e.g. what is hovered) ...
    detail_area: pygame.Rect = pygame.Rect(0, 0, 0, 0)  # ... that only changes this area


def merge_rects(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Overlapping rects joined until none overlap (few rects: quadratic is fine)."""
    out = [pygame.Rect(r) for r in rects if r.w > 0 and r.h > 0]
    merged = True
    while merged:
        merged = False
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                if out[i].colliderect(out[j]):
                    out[i] = out[i].union(out.pop(j))
                    merged = True
                    break
            if merged:
                break
    return out


class LayerCanvas:
    def __init__(self):
        self.surface: pygame.Surface | None = None
        self._prev: dict[str, tuple] = {}  # name -> (key, area, result)
        self._order: tuple[str, ...] = ()
        self.results: dict[str, Any] = {}

    def invalidate(self) -> None:
        """Forget the cached frame: the next paint redraws everything."""
        self._prev, self._order = {}, ()

    def paint(self, size, layers: list[Layer]) -> list[pygame.Rect] | None:
        """Bring the cached frame up to date; return the repainted regions (``[]``: nothing
        changed) or ``None`` when the whole frame was redrawn."""
        size = tuple(size)
        full = self.surface is None or self.surface.get_size() != size
        if full or self.surface is None:  # (full whenever there is none yet)
            self.surface = pygame.Surface(size)
        order = tuple(layer.name for layer in layers)
        full = full or order != self._order
        bounds = self.surface.get_rect()
        if full:
            regions = [bounds]
        else:
            changed = []
            for layer in layers:
                key, area, detail, detail_area, _ = self._prev[layer.name]
                if key != layer.key or area != layer.area:
                    changed += [area, layer.area]
                elif detail != layer.detail:
                    changed += [detail_area, layer.detail_area]
            regions = merge_rects([r.clip(bounds) for r in changed])
        results = {name: prev[-1] for name, prev in self._prev.items()}
        surface = self.surface
        for region in regions:
            surface.set_clip(region)
            for layer in layers:
                if full or layer.area.colliderect(region):
                    results[layer.name] = layer.draw(surface)
        surface.set_clip(None)
        self._prev = {
            layer.name: (
                layer.key,
                pygame.Rect(layer.area),
                layer.detail,
                pygame.Rect(layer.detail_area),
                results[layer.name],
            )
            for layer in layers
        }
        self._order = order
        self.results = {layer.name: results[layer.name] for layer in layers}
        return None if full else regions
