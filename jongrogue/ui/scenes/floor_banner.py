"""A banner across the table when a new floor is dealt ("Floor 3"), fading out on its own."""

from __future__ import annotations

import pygame

from jongrogue.ui import theme

SECONDS = 1.8
FADE = 0.5


class FloorBanner:
    def __init__(self, floor: int):
        self.floor = floor
        self.left = SECONDS
        self.carried = False  # a scene over the table (the checks) draws it, above itself

    def update(self, dt: float) -> bool:
        """Advance; False once it is gone."""
        self.left -= dt
        return self.left > 0

    def alpha(self) -> int:
        return round(255 * max(0.0, min(1.0, self.left / FADE)))

    def draw(self, surface, ctx, avoid: pygame.Rect | None = None) -> pygame.Rect:
        """Draw it across the middle, or just above (else below) `avoid`, the panel drawn with
        it; -> the band it covers."""
        label = ctx.t("table.floor_banner", n=self.floor)
        font = ctx.font(40, serif=True, bold=True)
        img = font.render(label, True, theme.GOLD)
        band = pygame.Rect(0, 0, surface.get_width(), img.get_height() + ctx.s(28))
        band.center = (surface.get_width() // 2, surface.get_height() // 2)
        if avoid is not None and band.colliderect(avoid):
            band.bottom = avoid.top - ctx.s(8)
            if band.top < 0:
                band.top = avoid.bottom + ctx.s(8)
        layer = pygame.Surface(band.size, pygame.SRCALPHA)
        layer.fill((8, 26, 18, 200))
        layer.blit(img, img.get_rect(center=(band.w // 2, band.h // 2)))
        layer.set_alpha(self.alpha())
        surface.blit(layer, band)
        return band
