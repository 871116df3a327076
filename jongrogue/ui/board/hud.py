"""The status strip along the top: HP bar, level, XP, strength, gold, food, floor, wind plate,
PC states, the context, and the Undo / Redo / Menu buttons."""

from __future__ import annotations

import pygame

from jongrogue.ui import theme
from jongrogue.ui.art import palette as pal
from jongrogue.ui.art.markers import state_marker
from jongrogue.ui.board.common import Hotspot, draw_tile, text, tt


def draw_hud(
    surface,
    rect,
    ctx,
    view,
    *,
    can_undo=True,
    can_redo=False,
    warning=None,
    context_label="",
    buttons=None,
    mode_label="",
) -> list[Hotspot]:
    """``buttons``: [(id, label, enabled)] from the right edge leftwards; default Menu / Redo /
    Undo (the replay scene passes its own Back chip)."""
    band = pygame.Rect(0, rect.y, surface.get_width(), rect.h)
    strip = pygame.Surface(band.size, pygame.SRCALPHA)
    strip.fill((10, 30, 22, 200))
    surface.blit(strip, band)
    pygame.draw.line(surface, theme.GOLD, (0, band.bottom - 1), (band.right, band.bottom - 1), 1)
    pc = view["pc"]
    spots: list[Hotspot] = []
    x = ctx.s(10)
    cy = band.centery
    # right side first (the buttons and the context label keep their room)
    bx = band.right - ctx.s(8)
    if buttons is None:
        buttons = (
            ("menu", tt(ctx, "menu") + " Esc", True),
            ("redo", tt(ctx, "redo") + " ^Y", can_redo),
            ("undo", tt(ctx, "undo") + " ^Z", can_undo),
        )
    for bid, label, enabled in buttons:
        f = ctx.font(13, bold=True)
        w = f.size(label)[0] + ctx.s(16)
        b = pygame.Rect(bx - w, cy - ctx.s(14), w, ctx.s(28))
        _chip(surface, ctx, b, label, enabled)
        spots.append(Hotspot(b, ("button", bid), extra={"enabled": enabled}))
        bx = b.x - ctx.s(6)
    right_limit = bx - ctx.s(10)
    if mode_label:  # practice / challenge: always shown, never ellipsized away
        mf = ctx.font(12, bold=True)
        m = pygame.Rect(0, 0, mf.size(mode_label)[0] + ctx.s(12), ctx.s(22))
        m.midright = (bx - ctx.s(4), cy)
        pygame.draw.rect(surface, theme.darken(theme.GOLD, 0.45), m, border_radius=ctx.s(11))
        text(surface, ctx, mode_label, 12, theme.GOLD, m.center, "center", bold=True)
        spots.append(Hotspot(m, ("run",)))
        bx = m.x - ctx.s(4)
        right_limit = bx - ctx.s(10)
    if context_label:
        cf = ctx.font(14, bold=True)
        cw = min(cf.size(context_label)[0], int(band.w * 0.3))
        r = text(
            surface,
            ctx,
            context_label,
            14,
            theme.GOLD,
            (bx - ctx.s(6), cy),
            "midright",
            bold=True,
            max_width=cw,
        )
        spots.append(Hotspot(r, ("context",)))
        right_limit = r.x - ctx.s(12)
    items = [
        ("level", f"{tt(ctx, 'stat.level')} {pc['level']}"),
        ("xp", f"{tt(ctx, 'stat.xp')} {pc['xp']}"),
        ("strength", f"{tt(ctx, 'stat.strength')} {pc['strength']:+d}"),
        ("gold", f"{tt(ctx, 'stat.gold')} {pc['gold']:,}"),  # (as the sheet and card: 1,360)
        ("food_points", f"{tt(ctx, 'stat.food')} {pc['food']}"),
        ("floor", f"{tt(ctx, 'stat.floor')} {pc['floor']}"),
    ]
    # after the stats: the wind plate, the amulet and the state markers, all left of the
    # context label (the markers once covered it: a large scale, a few states)
    tw = max(10, min(ctx.s(20), int(rect.h * 0.5)))
    after = tw + ctx.s(8) + len(pc["states"]) * (ctx.s(22) + ctx.s(3))
    if pc.get("has_amulet"):
        after += ctx.font(16, bold=True).size("◆")[0] + ctx.s(6)
    # the HP bar gives up some width before a stat is dropped (a long state label, 戦闘のターン),
    # down to its own words
    hp, mx = pc["hp"], max(1, pc["max_hp"])
    hp_text = f"{tt(ctx, 'stat.hp')} {hp}/{mx}"
    narrowest = ctx.font(13, bold=True).size(hp_text)[0] + ctx.s(12)
    for bar_w in HP_BAR_WIDTHS:
        if ctx.s(bar_w) < narrowest:
            bar_w = max(HP_BAR_WIDTHS[0] // 2, round(narrowest / ctx.layout.scale))
        room = right_limit - x - ctx.s(bar_w + 12) - max(ctx.s(40), after + ctx.s(12))
        if _fits(ctx, items, room):
            break
    # HP bar
    bar = pygame.Rect(x, cy - ctx.s(9), ctx.s(bar_w), ctx.s(18))
    pygame.draw.rect(surface, (60, 20, 20), bar, border_radius=ctx.s(4))
    fill = bar.copy()
    fill.w = max(0, round(bar.w * max(0, min(hp, mx)) / mx))
    colour = pal.OI_GREEN if hp * 2 > mx else (pal.OI_ORANGE if hp * 4 > mx else pal.OI_VERMILLION)
    pygame.draw.rect(surface, colour, fill, border_radius=ctx.s(4))
    pygame.draw.rect(surface, theme.CREAM_TEXT, bar, width=1, border_radius=ctx.s(4))
    # near-black over the coloured fill, white over the dark rest: white on the amber of mid HP
    # was unreadable
    clip = surface.get_clip()
    empty = pygame.Rect(fill.right, bar.y, bar.right - fill.right, bar.h)
    for part, ink in ((fill, HP_INK), (empty, (255, 255, 255))):
        surface.set_clip(part.clip(clip))
        text(surface, ctx, hp_text, 13, ink, bar.center, "center", bold=True)
    surface.set_clip(clip)
    spots.append(Hotspot(bar, ("field", "hp")))
    x = bar.right + ctx.s(12)
    size, gap = _fit_items(ctx, items, right_limit - x - max(ctx.s(40), after + ctx.s(12)))
    for key, label in items:
        r = text(surface, ctx, label, size, theme.CREAM_TEXT, (x, cy), "midleft")
        spots.append(Hotspot(r.inflate(ctx.s(6), ctx.s(10)), ("field", key)))
        x = r.right + gap
    plate = "T" if pc["wind_plate"] == "east" else "N"
    tr = draw_tile(surface, plate, (x, cy - round(tw * 4 / 3) // 2), tw)
    spots.append(Hotspot(tr, ("field", "stairs")))
    x = tr.right + ctx.s(8)
    if pc.get("has_amulet"):
        r = text(surface, ctx, "◆", 16, theme.GOLD, (x, cy), "midleft", bold=True)
        spots.append(Hotspot(r, ("field", "amulet")))
        x = r.right + ctx.s(6)
    size = ctx.s(22)
    for st in pc["states"]:
        try:
            img = state_marker(st, size)
        except Exception:
            continue
        r = img.get_rect(midleft=(x, cy))
        surface.blit(img, r)
        spots.append(Hotspot(r, ("pc_state", st)))
        x = r.right + ctx.s(3)
    if warning:
        w = pygame.Rect(0, band.bottom, surface.get_width(), ctx.s(18))
        s = pygame.Surface(w.size, pygame.SRCALPHA)
        s.fill((150, 70, 20, 225))
        surface.blit(s, w)
        text(
            surface,
            ctx,
            "⚠ " + warning,
            12,
            (255, 255, 255),
            (w.x + ctx.s(10), w.centery),
            "midleft",
            max_width=w.w - ctx.s(20),
        )
        spots.append(Hotspot(w, ("warning",)))
    return spots


DROP_FIRST = ("xp", "strength", "level", "gold")  # the floor and food stay longest
HP_BAR_WIDTHS = (130, 104, 84, 0)  # logical px, tried in turn until the stats fit (0: its words')
HP_INK = (16, 20, 18)  # the HP words over the bar's coloured fill (white there failed on amber)


def _fits(ctx, items: list, room: int) -> bool:
    f = ctx.font(10)
    return sum(f.size(label)[0] for _, label in items) + ctx.s(8) * len(items) <= room


def _fit_items(ctx, items: list, room: int) -> tuple[float, int]:
    """A font size (14 down to 10) at which the stats fit ``room``; if none does, the least
    needed stats are dropped from ``items`` (in place) until they fit."""

    def width(size, gap):
        f = ctx.font(size)
        return sum(f.size(label)[0] for _, label in items) + gap * len(items)

    for size in (14, 13, 12, 11, 10):
        gap = ctx.s(12 if size >= 13 else 8)
        if width(size, gap) <= room:
            return size, gap
    for key in DROP_FIRST:
        items[:] = [it for it in items if it[0] != key]
        if width(10, ctx.s(8)) <= room:
            break
    return 10, ctx.s(8)


def _chip(surface, ctx, rect, label, enabled) -> None:
    top = theme.lighten(theme.PAPER_SHADE, 0.35) if enabled else (120, 130, 124)
    pygame.draw.rect(surface, theme.TILE_BACK_DARK, rect.move(0, ctx.s(2)), border_radius=ctx.s(6))
    pygame.draw.rect(surface, top, rect, border_radius=ctx.s(6))
    text(
        surface,
        ctx,
        label,
        13,
        pal.INK if enabled else (80, 84, 80),
        rect.center,
        "center",
        bold=True,
    )
