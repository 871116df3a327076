"""Procedural art: mahjong tiles, state markers, post-its, the felt's fibre and the shared palette.

Everything is drawn with pygame at run time (no image files needed); the
build script ``build_scripts/render_tiles.py`` also exports PNGs.
"""

from jongrogue.ui.art.felt import fibre_tile
from jongrogue.ui.art.markers import (
    MONSTER_STATES,
    PC_STATES,
    damage_counter,
    marker_spec,
    pc_token,
    postit_surface,
    state_marker,
)
from jongrogue.ui.art.palette import PALETTE, colour
from jongrogue.ui.art.tiles import ALL_CODES, clear_tile_cache, tile_size, tile_surface


def clear_caches() -> None:
    """Forget every cached tile, glyph, marker and note (e.g. after a font change)."""
    clear_tile_cache()
    for fn in (state_marker, postit_surface, damage_counter, fibre_tile):
        fn.cache_clear()


__all__ = [
    "ALL_CODES",
    "MONSTER_STATES",
    "PALETTE",
    "PC_STATES",
    "clear_caches",
    "clear_tile_cache",
    "colour",
    "damage_counter",
    "fibre_tile",
    "marker_spec",
    "pc_token",
    "postit_surface",
    "state_marker",
    "tile_size",
    "tile_surface",
]
