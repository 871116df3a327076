"""Shared drawing for the printed paper sheets: paper, ruled cells, printed headings, post-its.

Every sheet module draws with a :class:`Pen` bound to one surface; it records a
:class:`Hotspot` for every field, cell and post-it it draws, so callers can describe
(tooltips), drag (post-its) and drop (cells) without knowing the layout.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from jongrogue.ui import theme
from jongrogue.ui.art import palette as pal
from jongrogue.ui.art.markers import postit_surface
from jongrogue.ui.fonts import get_font

PRINT = (52, 46, 58)  # printed ink of the form
PRINT_SOFT = (120, 110, 112)
RULE = pal.PAPER_LINE
BAND = (236, 226, 202)  # shaded heading bands
DISABLED = (214, 206, 188)
PENCIL = (38, 60, 130)  # hand-written values (score card, victory sheet)
BADGE = (40, 36, 48)

# post-it colour by sheet; cursed items are pink on every sheet
POSTIT_COLOUR = {
    "melee": "yellow",
    "ranged": "yellow",
    "armour": "yellow",
    "rings": "orange",
    "potions": "blue",
    "scrolls": "green",
    "character": "yellow",
}


@dataclass
class Hotspot:
    """A spot of a drawn sheet: its rect, what it describes, and what drags from or drops on it."""

    rect: pygame.Rect
    key: str  # i18n key describing the spot ("field.hp", "potion.healing")
    drag: dict | None = None  # payload of a draggable post-it: {"item": {...}}
    drop: str | None = None  # drop-target id: "melee.equipped", "melee.carried", ...
    extra: dict = field(default_factory=dict)  # free detail (cell value, count ...)


def item_token(item: dict) -> tuple:
    return (item["sheet"], item["kind"], bool(item["cursed"]), bool(item["equipped"]))


class Highlight:
    """Normalised ``highlight`` argument of ``draw_sheet``.

    Accepts None, a string or an iterable of strings (hotspot keys or drop ids to outline), or a
    dict ``{"selected": item, "lifted": item, "targets": {drop_id: "ok"|"bad"}, "keys": [...]}``:
    ``selected`` rings an item's post-it, ``lifted`` draws its cell as if one post-it were picked
    up (it follows the mouse), ``targets`` tints drop cells during a drag.
    """

    def __init__(self, spec=None):
        self.keys: set[str] = set()
        self.selected = self.lifted = None
        self.targets: dict[str, str] = {}
        if spec is None:
            return
        if isinstance(spec, str):
            self.keys = {spec}
        elif isinstance(spec, dict):
            self.keys = set(spec.get("keys") or ())
            self.selected = item_token(spec["selected"]) if spec.get("selected") else None
            self.lifted = item_token(spec["lifted"]) if spec.get("lifted") else None
            self.targets = dict(spec.get("targets") or {})
        else:
            self.keys = set(spec)

    def count_shown(self, item: dict, count: int) -> int:
        return count - 1 if self.lifted == item_token(item) else count


def signed(v: int) -> str:
    """−3, −1, ±0, +2: the printed form of a bonus or strength value (true minus sign)."""
    return "±0" if not v else (f"+{v}" if v > 0 else f"−{-v}")


def font(px: float, *, serif: bool = False, bold: bool = False) -> pygame.font.Font:
    return get_font(max(7, round(px)), serif=serif, bold=bold)


def fit_font(text: str, px: float, max_w: float, *, serif=False, bold=False, min_px=7):
    """The largest font ≤ ``px`` in which ``text`` fits ``max_w`` (never below ``min_px``)."""
    size = max(min_px, round(px))
    f = font(size, serif=serif, bold=bold)
    while size > min_px and f.size(text)[0] > max_w:
        size -= 1
        f = font(size, serif=serif, bold=bold)
    return f


def uniform_px(texts, px: float, max_w: float, *, bold=False, serif=False, min_px=8) -> int:
    """One font size for a whole column: the largest ≤ ``px`` at which every text fits."""
    size = max(min_px, round(px))
    for t in texts:
        while size > min_px and font(size, bold=bold, serif=serif).size(t)[0] > max_w:
            size -= 1
    return size


@lru_cache(maxsize=64)
def _paper_shadow(w: int, h: int, r: int, off: int) -> pygame.Surface:
    sh = pygame.Surface((w + off * 4, h + off * 4), pygame.SRCALPHA)
    for i in range(off, 0, -1):
        pygame.draw.rect(
            sh,
            (0, 0, 0, 60 // (i + 1)),
            (off * 2 - i, off * 2 - i, w + 2 * i, h + 2 * i),
            border_radius=r + i,
        )
    return sh


@lru_cache(maxsize=64)
def _paper_tooth(w: int, h: int) -> pygame.Surface:
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        pygame.draw.line(shade, (*pal.PAPER_SHADE, round(18 * y / max(1, h))), (0, y), (w, y))
    return shade


class Pen:
    def __init__(self, surface: pygame.Surface, highlight=None):
        self.s = surface
        self.hl = highlight if isinstance(highlight, Highlight) else Highlight(highlight)
        self.spots: list[Hotspot] = []

    # -- hotspots ------------------------------------------------------------------------------
    def spot(self, rect, key, *, drag=None, drop=None, **extra) -> Hotspot:
        h = Hotspot(pygame.Rect(rect), key, drag, drop, extra)
        self.spots.append(h)
        return h

    # -- paper ---------------------------------------------------------------------------------
    def paper(self, rect: pygame.Rect) -> None:
        r = max(2, min(rect.w, rect.h) // 60)
        off = max(2, min(rect.w, rect.h) // 90)
        self.s.blit(
            _paper_shadow(rect.w, rect.h, r, off),
            (rect.x - off * 2 + off // 2, rect.y - off * 2 + off),
        )
        pygame.draw.rect(self.s, pal.PAPER, rect, border_radius=r)
        # faint paper tooth: a gradient toward the bottom edge
        shade = _paper_tooth(rect.w, max(1, rect.h // 3))
        self.s.blit(shade, (rect.x, rect.bottom - shade.get_height()))
        pygame.draw.rect(self.s, pal.PAPER_SHADE, rect, width=1, border_radius=r)

    def frame(self, rect, *, width=1, colour=PRINT) -> None:
        pygame.draw.rect(self.s, colour, rect, width=max(1, width))

    def cell(self, rect, *, fill=None, line=RULE, width=1) -> None:
        rect = pygame.Rect(rect)
        if fill is not None:
            pygame.draw.rect(self.s, fill, rect)
        pygame.draw.rect(self.s, line, rect, width=max(1, width))

    def hline(self, x0, x1, y, colour=RULE, width=1):
        pygame.draw.line(self.s, colour, (x0, y), (x1, y), max(1, width))

    def vline(self, x, y0, y1, colour=RULE, width=1):
        pygame.draw.line(self.s, colour, (x, y0), (x, y1), max(1, width))

    # -- text ----------------------------------------------------------------------------------
    def text(self, text, f, pos, anchor="topleft", colour=PRINT, max_w=None) -> pygame.Rect:
        if max_w is not None:
            text = theme.ellipsize(f, text, max_w)
        img = f.render(text, True, colour)
        r = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        self.s.blit(img, r)
        return r

    def fit_text(
        self, text, px, rect, anchor="center", colour=PRINT, *, serif=False, bold=False, min_px=7
    ) -> pygame.Rect:
        """One line shrunk to fit ``rect``'s width, anchored inside ``rect``."""
        rect = pygame.Rect(rect)
        f = fit_font(text, min(px, rect.h * 0.95), rect.w, serif=serif, bold=bold, min_px=min_px)
        return self.text(text, f, getattr(rect, anchor), anchor, colour, max_w=rect.w)

    def title(self, rect, main: str, sub: str, *, px: float) -> None:
        """The printed sheet title: serif main heading, a small secondary heading, a double rule."""
        rect = pygame.Rect(rect)
        f = fit_font(main, px, rect.w * 0.62, serif=True, bold=True)
        r = self.text(main, f, (rect.x, rect.centery), "midleft")
        sf = fit_font(sub, px * 0.55, rect.right - r.right - px * 0.6)
        if sf.get_height() >= 11 and sf.size(sub)[0] <= rect.right - r.right - px * 0.6:
            self.text(sub, sf, (rect.right, rect.centery + px * 0.12), "midright", PRINT_SOFT)
        y = rect.bottom
        w = max(1, round(px / 14))
        self.hline(rect.x, rect.right, y, PRINT, w + 1)
        self.hline(rect.x, rect.right, y + w + 2, PRINT, 1)

    def label(
        self, rect, main: str, sub: str | None, *, px: float, align="left", colour=PRINT
    ) -> None:
        """A printed field label: the main line and, if there is room, a smaller second line."""
        rect = pygame.Rect(rect)
        two = sub and rect.h >= px * 2.0
        anchor = {"left": "midleft", "center": "center", "right": "midright"}[align]
        x = {"left": rect.x, "center": rect.centerx, "right": rect.right}[align]
        f = fit_font(main, px, rect.w, bold=True)
        if not two or not sub:  # (two holds only with a sub)
            self.text(main, f, (x, rect.centery), anchor, colour, max_w=rect.w)
            return
        sf = fit_font(sub, px * 0.72, rect.w)
        total = f.get_linesize() * 0.92 + sf.get_linesize() * 0.9
        y0 = rect.centery - total / 2
        self.text(main, f, (x, y0 + f.get_linesize() * 0.46), anchor, colour, max_w=rect.w)
        self.text(
            sub,
            sf,
            (x, y0 + f.get_linesize() * 0.92 + sf.get_linesize() * 0.45),
            anchor,
            PRINT_SOFT,
            max_w=rect.w,
        )

    # -- counters ------------------------------------------------------------------------------
    def postit(self, rect, colour="yellow", text=None, *, fill=0.78) -> pygame.Rect:
        """A post-it sitting on ``rect`` (centred, ``fill`` of the cell's short side)."""
        rect = pygame.Rect(rect)
        side = max(8, round(min(rect.w, rect.h) * fill))
        w = min(rect.w - 2, round(side * 1.08)) if rect.w > rect.h * 1.3 else side
        img = postit_surface(max(8, w), side, colour, text)
        r = img.get_rect(center=(rect.centerx + 1, rect.centery))
        self.s.blit(img, r)
        return r

    def badge(self, postit_rect: pygame.Rect, n: int) -> None:
        """A round count badge on the post-it's top-right corner (drawn only for n > 1)."""
        if n <= 1:
            return
        d = max(11, round(postit_rect.h * 0.52))
        c = (postit_rect.right - d * 0.25, postit_rect.top + d * 0.25)
        pygame.draw.circle(self.s, pal.PAPER, c, d / 2 + 1)
        pygame.draw.circle(self.s, BADGE, c, d / 2)
        f = font(d * (0.72 if n < 10 else 0.58), bold=True)
        self.text(str(n), f, (c[0], c[1]), "center", pal.POSTIT_WHITE)

    def ring(self, rect, colour=pal.HL_SELECT, width=None) -> None:
        rect = pygame.Rect(rect)
        w = width or max(2, min(rect.w, rect.h) // 12)
        pygame.draw.rect(
            self.s, colour, rect.inflate(w * 2, w * 2), width=w, border_radius=max(2, w * 2)
        )

    def tint(self, rect, colour, alpha=70) -> None:
        rect = pygame.Rect(rect)
        t = pygame.Surface(rect.size, pygame.SRCALPHA)
        t.fill((*colour, alpha))
        self.s.blit(t, rect)

    def target_tint(self, rect, drop_id) -> None:
        state = self.hl.targets.get(drop_id)
        if state == "ok":
            self.tint(rect, pal.HL_OK, 60)
            self.ring(rect.inflate(-4, -4), pal.HL_OK, 2)
        elif state == "bad":
            self.tint(rect, pal.HL_DANGER, 35)
        elif state == "hover":
            self.tint(rect, pal.HL_OK, 110)
            self.ring(rect.inflate(-4, -4), pal.HL_OK, 3)
        if drop_id in self.hl.keys:
            self.ring(rect.inflate(-4, -4), pal.HL_HOVER, 2)


def fit_aspect(rect: pygame.Rect, w_units: float, h_units: float) -> tuple[pygame.Rect, float]:
    """The largest rect of aspect w:h centred in ``rect`` and its pixels per unit."""
    k = min(rect.w / w_units, rect.h / h_units)
    r = pygame.Rect(0, 0, round(w_units * k), round(h_units * k))
    r.center = rect.center
    return r, k


def split(total: float, n: int, start: float = 0) -> list[tuple[int, int]]:
    """``n`` equal integer spans covering ``total`` from ``start``: [(x, w), ...]."""
    edges = [round(start + total * i / n) for i in range(n + 1)]
    return [(edges[i], edges[i + 1] - edges[i]) for i in range(n)]
