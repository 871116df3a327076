"""Export the procedural art as PNGs: assets/tiles/<code>.png (width 96), back.png, icon.png, and
the Linux desktop icons build_scripts/linux/icons/hicolor/<n>x<n>/apps/io.github.jongrogue.png.

Usage: python build_scripts/render_tiles.py [--width 96] [--out assets] [--icons DIR]
The game draws tiles at run time; these files are for packaging, docs and the app icon.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.jongrogue"
ICON_SIZES = (32, 48, 64, 128, 256, 512)  # hicolor sizes; each drawn at its size, not scaled
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from jongrogue.ui.art import markers, tiles  # noqa: E402
from jongrogue.ui.art import palette as pal  # noqa: E402
from jongrogue.ui.fonts import font_warning  # noqa: E402


def render_icon(size: int = 256) -> pygame.Surface:
    """App icon: a felt square holding a tilted p1 tile with the '@' post-it (the PC) on it."""
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(icon, pal.FELT_DARK, icon.get_rect(), border_radius=size // 6)
    pygame.draw.rect(
        icon, pal.FELT, icon.get_rect().inflate(-size // 32, -size // 32), border_radius=size // 6
    )
    tile = pygame.transform.rotozoom(tiles.tile_surface("p1", round(size * 0.62)), 8, 1.0)
    icon.blit(tile, tile.get_rect(center=(size * 0.46, size * 0.48)))
    note = pygame.transform.rotozoom(markers.pc_token(round(size * 0.36)), -10, 1.0)
    icon.blit(note, note.get_rect(center=(size * 0.72, size * 0.72)))
    return icon


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--width", type=int, default=96)
    ap.add_argument("--out", type=Path, default=ROOT / "assets")
    ap.add_argument("--icons", type=Path, default=ROOT / "build_scripts" / "linux" / "icons")
    args = ap.parse_args(argv)
    pygame.init()
    tile_dir = args.out / "tiles"
    tile_dir.mkdir(parents=True, exist_ok=True)
    for code in tiles.FACE_CODES:
        pygame.image.save(tiles.tile_surface(code, args.width), str(tile_dir / f"{code}.png"))
    pygame.image.save(tiles.tile_surface("U", args.width), str(tile_dir / "U.png"))
    pygame.image.save(tiles.tile_surface("U", args.width), str(tile_dir / "back.png"))
    pygame.image.save(render_icon(256), str(args.out / "icon.png"))
    for n in ICON_SIZES:
        folder = args.icons / "hicolor" / f"{n}x{n}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        pygame.image.save(render_icon(n), str(folder / f"{APP_ID}.png"))
    warning = font_warning()
    if warning:
        print(f"WARNING: {warning}", file=sys.stderr)
        return 1
    print(
        f"wrote {len(tiles.FACE_CODES) + 2} tiles to {tile_dir}, {args.out / 'icon.png'} and "
        f"{len(ICON_SIZES)} desktop icons to {args.icons}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
