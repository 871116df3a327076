"""The 1-of-bamboo bird: a stylised peacock perched on a bamboo stalk."""

from __future__ import annotations

import math

import pygame

from jongrogue.ui.art import palette as pal

GREEN = pal.TILE_GREEN
TEAL = (20, 120, 130)
BLUE = pal.TILE_BLUE
RED = pal.TILE_RED
GOLD = (214, 150, 30)


def _ellipse(surf, colour, centre, w, h, angle=0.0) -> None:
    """Filled ellipse of size w×h rotated ``angle`` degrees counter-clockwise about ``centre``."""
    w, h = max(2, round(w)), max(2, round(h))
    e = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(e, colour, e.get_rect())
    if angle:
        e = pygame.transform.rotate(e, angle)
    surf.blit(e, e.get_rect(center=(round(centre[0]), round(centre[1]))))


def draw_bird(surf: pygame.Surface, rect: pygame.Rect) -> None:
    x0, y0, w, h = rect.x, rect.y, rect.w, rect.h

    def P(fx, fy):
        return (x0 + fx * w, y0 + fy * h)

    # tail fan: long feathers from the rump sweeping up-right, each with an eye
    pivot = P(0.46, 0.62)
    for i, ang in enumerate((8, 28, 48, 68, 88)):
        a = math.radians(ang)
        length = h * (0.5 if i in (1, 2, 3) else 0.44)
        tip = (pivot[0] + math.cos(a) * length * 0.62, pivot[1] - math.sin(a) * length * 0.62)
        col = GREEN if i % 2 == 0 else TEAL
        _ellipse(surf, pal.darken(col, 0.3), tip, length, w * 0.2, ang)
        _ellipse(surf, col, tip, length * 0.94, w * 0.15, ang)
        eye = (pivot[0] + math.cos(a) * length * 0.92, pivot[1] - math.sin(a) * length * 0.92)
        pygame.draw.circle(surf, GOLD, eye, w * 0.075)
        pygame.draw.circle(surf, BLUE, eye, w * 0.052)
        pygame.draw.circle(surf, RED, eye, w * 0.024)
    # legs and perch
    perch_y = y0 + h * 0.9
    for fx in (0.36, 0.46):
        pygame.draw.line(
            surf, RED, P(fx, 0.7), (x0 + (fx - 0.03) * w, perch_y), max(2, round(w * 0.035))
        )
    perch = pygame.Rect(0, 0, w * 0.7, h * 0.045)
    perch.center = P(0.42, 0.92)
    pygame.draw.rect(surf, pal.BAMBOO_DARK, perch, border_radius=perch.h // 2)
    # body
    _ellipse(surf, pal.darken(GREEN, 0.35), P(0.4, 0.58), w * 0.5, h * 0.27, 25)
    _ellipse(surf, GREEN, P(0.4, 0.58), w * 0.45, h * 0.23, 25)
    # wing with red bars
    _ellipse(surf, pal.darken(TEAL, 0.2), P(0.45, 0.6), w * 0.34, h * 0.13, 18)
    for k in range(3):
        _ellipse(surf, RED, P(0.4 + k * 0.07, 0.6 - k * 0.02), w * 0.06, h * 0.035, 18)
    # neck and head
    neck = [P(0.23, 0.33), P(0.32, 0.31), P(0.36, 0.52), P(0.22, 0.55)]
    pygame.draw.polygon(surf, BLUE, neck)
    pygame.draw.circle(surf, pal.darken(BLUE, 0.3), P(0.26, 0.29), w * 0.105)
    pygame.draw.circle(surf, BLUE, P(0.26, 0.29), w * 0.09)
    # beak
    pygame.draw.polygon(surf, GOLD, [P(0.17, 0.26), P(0.05, 0.31), P(0.18, 0.32)])
    # eye
    pygame.draw.circle(surf, pal.IVORY, P(0.24, 0.27), w * 0.035)
    pygame.draw.circle(surf, pal.TILE_INK, P(0.235, 0.27), w * 0.018)
    # crest: three plumes with red tips
    for dx in (-0.06, 0.0, 0.06):
        top = P(0.26 + dx * 1.2, 0.1)
        pygame.draw.line(surf, BLUE, P(0.27, 0.22), top, max(2, round(w * 0.02)))
        pygame.draw.circle(surf, RED, top, w * 0.035)
