"""The sweep chart, drawn with pygame (works headless: no window is opened): per variant, the
victory % (top panel, with the 0.5–1.5 % target band) and starvation's share of deaths (bottom
panel, with the 20–35 % band)."""

from __future__ import annotations

import math
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # drawing on a Surface needs no display
import pygame  # noqa: E402

BG, AXIS, TEXT, BAND = (250, 250, 247), (60, 60, 60), (30, 30, 30), (214, 236, 214)
VICTORY, STARVED = (52, 101, 164), (204, 102, 51)
BAR_W, GAP, LEFT, TOP, PANEL_H, LABEL_H = 34, 22, 70, 50, 190, 200


def _panel(surf, font, y0, title, values, top, band, colour):
    x_end = LEFT + len(values) * (BAR_W + GAP) + GAP

    def y_of(v):
        return y0 + PANEL_H - round(PANEL_H * min(v, top) / top)

    pygame.draw.rect(surf, BAND, (LEFT, y_of(band[1]), x_end - LEFT, y_of(band[0]) - y_of(band[1])))
    pygame.draw.line(surf, AXIS, (LEFT, y0), (LEFT, y0 + PANEL_H))
    pygame.draw.line(surf, AXIS, (LEFT, y0 + PANEL_H), (x_end, y0 + PANEL_H))
    for k in range(5):
        v = top * k / 4
        lab = font.render(f"{round(v, 1):g}", True, TEXT)
        surf.blit(lab, (LEFT - 8 - lab.get_width(), y_of(v) - lab.get_height() // 2))
    surf.blit(font.render(title, True, TEXT), (LEFT, y0 - 22))
    for i, v in enumerate(values):
        x = LEFT + GAP + i * (BAR_W + GAP)
        pygame.draw.rect(surf, colour, (x, y_of(v), BAR_W, y0 + PANEL_H - y_of(v)))
        lab = font.render(f"{v:.1f}", True, TEXT)
        surf.blit(lab, (x + (BAR_W - lab.get_width()) // 2, y_of(v) - lab.get_height() - 1))


def draw_chart(rows, title: str, path: Path, victory=(0.5, 1.5), starved=(20, 35)) -> None:
    """rows: [(variant name, victory %, starved % of deaths)]; victory / starved: the target bands."""
    pygame.font.init()
    font, big = pygame.font.Font(None, 20), pygame.font.Font(None, 26)
    width = max(640, LEFT + len(rows) * (BAR_W + GAP) + GAP + 20)
    height = TOP + 2 * (PANEL_H + 50) + LABEL_H
    surf = pygame.Surface((width, height))
    surf.fill(BG)
    surf.blit(big.render(title, True, TEXT), (LEFT, 12))
    top_v = float(max(4, math.ceil(max(r[1] for r in rows) * 1.15)))
    _panel(
        surf,
        font,
        TOP + 30,
        f"Victories % (target {victory[0]:g}-{victory[1]:g})",
        [r[1] for r in rows],
        top_v,
        victory,
        VICTORY,
    )
    y1 = TOP + 30 + PANEL_H + 50
    _panel(
        surf,
        font,
        y1,
        f"Starvation % of deaths (target {starved[0]:g}-{starved[1]:g})",
        [r[2] for r in rows],
        100.0,
        starved,
        STARVED,
    )
    for i, r in enumerate(rows):
        lab = pygame.transform.rotate(font.render(r[0][:32], True, TEXT), 50)
        x = LEFT + GAP + i * (BAR_W + GAP) + BAR_W // 2
        surf.blit(lab, (x - lab.get_width() + 8, y1 + PANEL_H + 6))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))
