"""The high-contrast theme (Settings → Contrast): black table, white paper, black ink, bright
gold and white text. It swaps the named colours of art/palette.py and theme.py, which every view
reads when it draws, and drops the cached pieces drawn in the old colours."""

from __future__ import annotations

from jongrogue.ui import theme
from jongrogue.ui.art import felt, palette, tiles
from jongrogue.ui.sheets import base as sheet_base

HIGH = {
    "FELT": (0, 0, 0),
    "FELT_DARK": (0, 0, 0),
    "FELT_LIGHT": (16, 16, 16),
    "PAPER": (255, 255, 255),
    "PAPER_SHADE": (228, 228, 228),
    "PAPER_LINE": (0, 0, 0),
    "INK": (0, 0, 0),
    "INK_SOFT": (0, 0, 0),
    "RED_INK": (170, 0, 0),
    "BLUE_INK": (0, 40, 150),
    "GOLD": (255, 214, 0),
    "CREAM_TEXT": (255, 255, 255),
    "MUTED_TEXT": (230, 230, 230),
}
NORMAL = {name: getattr(theme, name, getattr(palette, name, None)) for name in HIGH}


def apply(high: bool) -> None:
    for name, value in (HIGH if high else NORMAL).items():
        for module in (palette, theme):
            if hasattr(module, name):
                setattr(module, name, value)
    # every cached piece that baked a colour in is drawn again in the new colours
    for cached in (
        theme.felt_surface,
        felt.fibre_tile,
        theme._dark_panel_surface,
        sheet_base._paper_tooth,
    ):
        cached.cache_clear()
    tiles.clear_tile_cache()
