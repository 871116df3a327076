"""Named colours shared by the art layer and the rest of the UI.

Use ``colour(name)`` (or the constants) instead of literal RGB values so the
look stays consistent. Okabe-Ito entries are the colour-blind-safe set used by
state markers.
"""

from __future__ import annotations

Colour = tuple[int, int, int]

# Table and paper
FELT = (28, 92, 64)  # green baize of the play table
FELT_DARK = (18, 64, 44)
FELT_LIGHT = (44, 118, 84)
PAPER = (246, 240, 224)  # printed sheets
PAPER_SHADE = (222, 212, 190)
PAPER_LINE = (170, 156, 132)
INK = (34, 30, 40)  # default text / line ink
INK_SOFT = (92, 86, 96)
RED_INK = (190, 30, 38)
BLUE_INK = (30, 70, 150)
GREEN_INK = (22, 116, 66)
SHADOW = (0, 0, 0)

# Tiles
IVORY = (250, 246, 232)
IVORY_SHADE = (226, 218, 196)  # face edge / side strip
IVORY_EDGE = (188, 178, 152)
TILE_BACK = (18, 110, 104)  # deep teal back layer
TILE_BACK_DARK = (10, 74, 72)
TILE_BACK_LIGHT = (44, 146, 136)
TILE_INK = (28, 30, 52)  # numerals and wind kanji
TILE_RED = (200, 32, 40)
TILE_GREEN = (24, 122, 70)
TILE_BLUE = (30, 76, 156)
BAMBOO = (30, 128, 74)
BAMBOO_DARK = (14, 82, 46)
BAMBOO_LIGHT = (110, 186, 126)

# Okabe-Ito colour-blind-safe palette
OI_BLACK = (0, 0, 0)
OI_ORANGE = (230, 159, 0)
OI_SKY = (86, 180, 233)
OI_GREEN = (0, 158, 115)
OI_YELLOW = (240, 228, 66)
OI_BLUE = (0, 114, 178)
OI_VERMILLION = (213, 94, 0)
OI_PURPLE = (204, 121, 167)

# Post-it notes (paper counters)
POSTIT_YELLOW = (255, 226, 92)
POSTIT_PINK = (255, 160, 186)
POSTIT_BLUE = (140, 204, 246)
POSTIT_GREEN = (166, 226, 140)
POSTIT_ORANGE = (255, 184, 96)
POSTIT_WHITE = (248, 246, 238)

# Highlights around tiles / widgets
HL_SELECT = (255, 196, 0)
HL_HOVER = (86, 180, 233)
HL_DANGER = (213, 94, 0)
HL_OK = (0, 158, 115)

PALETTE: dict[str, Colour] = {
    name.lower(): value
    for name, value in dict(globals()).items()
    if name.isupper() and isinstance(value, tuple) and len(value) == 3
}

# short aliases used by callers
PALETTE.update(
    {
        "yellow": POSTIT_YELLOW,
        "pink": POSTIT_PINK,
        "blue": POSTIT_BLUE,
        "green": POSTIT_GREEN,
        "orange": POSTIT_ORANGE,
        "white": POSTIT_WHITE,
        "select": HL_SELECT,
        "hover": HL_HOVER,
        "danger": HL_DANGER,
        "ok": HL_OK,
        "table": FELT,
        "paper": PAPER,
        "ink": INK,
        "red": RED_INK,
    }
)


def colour(name_or_rgb: str | tuple) -> Colour:
    """Resolve a palette name (case-insensitive) or pass an RGB(A) tuple through as RGB."""
    if isinstance(name_or_rgb, str):
        try:
            return PALETTE[name_or_rgb.lower()]
        except KeyError:
            raise KeyError(f"unknown palette colour {name_or_rgb!r}") from None
    return tuple(int(c) for c in name_or_rgb[:3])  # type: ignore[return-value]


def lighten(c: Colour, amount: float) -> Colour:
    """Mix ``c`` toward white by ``amount`` (0..1)."""
    return tuple(round(v + (255 - v) * amount) for v in c)  # type: ignore[return-value]


def darken(c: Colour, amount: float) -> Colour:
    """Mix ``c`` toward black by ``amount`` (0..1)."""
    return tuple(round(v * (1 - amount)) for v in c)  # type: ignore[return-value]


def luminance(c: Colour) -> float:
    """Relative luminance 0..1 (sRGB approximation), to pick a readable text colour."""
    r, g, b = (v / 255 for v in c[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
