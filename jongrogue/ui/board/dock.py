"""The sheet dock: every sheet as a small paper panel (``ui/sheets``' ``draw_sheet``), in
two columns on a wide table or one scrolling column when compact. Clicking a panel (or F1–F9)
opens the enlarged sheet."""

from __future__ import annotations

import pygame

from jongrogue.ui import sheets, theme
from jongrogue.ui.board.common import Hotspot, paper, text, tt

FALLBACK_SHEETS = (
    "character_a",
    "character_b",
    "melee",
    "ranged",
    "armour",
    "potions",
    "scrolls",
    "score_card",
)


def sheets_module():
    try:
        return sheets if hasattr(sheets, "draw_sheet") else None
    except Exception:
        return None


def sheet_ids(view) -> list[str]:
    mod = sheets_module()
    if mod is not None and hasattr(mod, "sheets_for"):
        try:
            return list(mod.sheets_for(view))
        except Exception:
            pass
    ids = list(FALLBACK_SHEETS)
    if "rings" in (view.get("options") or ()):
        ids.insert(ids.index("potions"), "rings")
    return ids


class Dock:
    def __init__(self, ctx):
        self.ctx = ctx
        self.scroll = 0  # pixels
        self.max_scroll = 0
        self.rects: dict[str, pygame.Rect] = {}
        self.paper_rects: dict[str, pygame.Rect] = {}  # the sheet itself, above its key strip
        self.key_rects: dict[str, pygame.Rect] = {}  # the F-key label under the paper

    def scroll_by(self, px: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + px))

    def draw(
        self, surface, rect, view, cols: int, *, glow=False, hover=None, highlight=None
    ) -> list[Hotspot]:
        ctx = self.ctx
        ids = sheet_ids(view)
        gap = ctx.s(8)
        rows = (len(ids) + cols - 1) // cols
        cw = (rect.w - (cols - 1) * gap) // cols
        ph = max(ctx.s(118), (rect.h - (rows - 1) * gap) // rows) if cols > 1 else ctx.s(128)
        total = rows * ph + (rows - 1) * gap
        key_h = _key_strip(ctx)
        self.max_scroll = max(0, total - rect.h)
        self.scroll = min(self.scroll, self.max_scroll)
        mod = sheets_module()
        spots: list[Hotspot] = [Hotspot(rect, ("dock",))]
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(ctx.s(6), ctx.s(6)).clip(clip))  # within the caller's clip
        self.rects, self.paper_rects, self.key_rects = {}, {}, {}
        for i, sid in enumerate(ids):
            row, col = divmod(i, cols)
            r = pygame.Rect(
                rect.x + col * (cw + gap), rect.y + row * (ph + gap) - self.scroll, cw, ph
            )
            self.rects[sid] = r
            if r.bottom < rect.y or r.top > rect.bottom:
                continue
            key = f"F{i + 1}" if i < 12 else ""
            # the key hint lives in a strip under the paper, never on the sheet's content
            sheet_r = pygame.Rect(r.x, r.y, r.w, r.h - (key_h if key else 0))
            self.paper_rects[sid] = sheet_r
            sheet_spots = []
            if mod is not None:
                try:
                    # always the summary: one header size for every panel (a full printed form
                    # in a large dock panel had its own, tiny, header)
                    sheet_spots = mod.draw_sheet(
                        surface, sheet_r, sid, view, ctx.lang, highlight=highlight, mode="compact"
                    )
                except Exception:
                    mod = None
            if mod is None:
                paper(surface, sheet_r, ctx, title=ctx.name(f"sheet.{sid}"))
            if key:
                self.key_rects[sid] = _key_tab(surface, ctx, key, sheet_r, key_h)
            if hover == ("sheet", sid):
                pygame.draw.rect(
                    surface,
                    theme.HL_HOVER,
                    r.inflate(ctx.s(4), ctx.s(4)),
                    width=max(2, ctx.s(2)),
                    border_radius=ctx.s(6),
                )
            shown = r.clip(rect)  # a sheet scrolled half out is clicked only where it shows
            if shown.h > 0:
                spots.append(Hotspot(shown, ("sheet", sid)))
            for hs in sheet_spots:
                if rect.contains(hs.rect) or rect.colliderect(hs.rect):
                    spots.append(
                        Hotspot(
                            hs.rect.clip(rect),
                            ("sheet_spot", sid, hs.key),
                            describe=hs.key,
                            extra=dict(hs.drag or {}),
                        )
                    )  # {"item": …} of a post-it
        surface.set_clip(clip)
        if glow:
            pygame.draw.rect(
                surface,
                theme.HL_SELECT,
                rect.inflate(ctx.s(8), ctx.s(8)),
                width=max(2, ctx.s(3)),
                border_radius=ctx.s(8),
            )
            # a chip inside the dock's top edge: above it, the label ran under Undo and Redo
            label = tt(ctx, "drop_to_pick_up")
            w = min(ctx.font(14, bold=True).size(label)[0] + ctx.s(20), rect.w)
            chip = pygame.Rect(0, 0, w, ctx.font(14, bold=True).get_linesize() + ctx.s(8))
            chip.midtop = (rect.centerx, rect.y + ctx.s(4))
            pygame.draw.rect(surface, theme.FELT_DARK, chip, border_radius=ctx.s(6))
            pygame.draw.rect(surface, theme.HL_SELECT, chip, width=1, border_radius=ctx.s(6))
            text(
                surface,
                ctx,
                label,
                14,
                theme.HL_SELECT,
                chip.center,
                "center",
                bold=True,
                max_width=chip.w - ctx.s(12),
            )
        if self.max_scroll:
            bar = pygame.Rect(rect.right + ctx.s(2), rect.y, ctx.s(3), rect.h)
            knob = max(ctx.s(16), rect.h * rect.h // (total or 1))
            ky = rect.y + (rect.h - knob) * self.scroll // self.max_scroll
            pygame.draw.rect(surface, (90, 110, 100), bar)
            pygame.draw.rect(surface, theme.GOLD, (bar.x, ky, bar.w, knob), border_radius=ctx.s(2))
        return spots


KEY_PX = 9
KEY_COLOUR = (196, 204, 184)


def _key_strip(ctx) -> int:
    """Height of the strip reserved under each dock panel for its F-key label."""
    ink = ctx.font(KEY_PX, bold=True).render("F8", True, KEY_COLOUR).get_bounding_rect()
    return max(ctx.s(11), ink.h + ctx.s(4))


def _key_tab(surface, ctx, key: str, sheet_r: pygame.Rect, strip_h: int) -> pygame.Rect:
    """The F-key printed on the felt in the strip under the paper's bottom-right corner."""
    img = ctx.font(KEY_PX, bold=True).render(key, True, KEY_COLOUR)
    ink = img.get_bounding_rect()  # centre the glyphs, not the font's line box
    r = ink.copy()
    r.topright = (sheet_r.right - ctx.s(4), sheet_r.bottom + (strip_h - ink.h + 1) // 2 + ctx.s(1))
    surface.blit(img, r, area=ink)
    return r
