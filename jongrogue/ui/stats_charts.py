"""The statistics scene's charts, drawn with pygame: each draws into a rect and returns its
hover spots, [(rect, tooltip text)], so the scene can show the numbers under the mouse.

    bar_chart(surface, ctx, rect, bars, ink)          vertical bars: [(label, value, tip)]
    hbar_chart(surface, ctx, rect, bars, ink)         horizontal bars, labels on the left
    line_chart(surface, ctx, rect, points, ink)       [(value, tip)] in order, dots joined
    rate_chart(surface, ctx, rect, rates, ink)        [(label, wins, runs, tip)]: filled share
"""

from __future__ import annotations

import pygame

from jongrogue.ui import theme

GRID = (60, 92, 76)


def _axis(surface, ctx, plot: pygame.Rect, top_value: float) -> None:
    font = ctx.font(11)
    for k in range(5):
        y = plot.bottom - round(plot.h * k / 4)
        pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y), 1)
        v = top_value * k / 4
        text = f"{v:,.0f}" if top_value >= 8 or v == int(v) else f"{v:.1f}"
        theme.blit_text(surface, font, text, theme.MUTED_TEXT, (plot.x - ctx.s(4), y), "midright")


def _nice_top(v: float) -> float:
    """The axis top: the smallest 1, 2, 2.5 or 5 × 10^k not below v (at least 4)."""
    if v <= 4:
        return 4
    mag = 1
    while True:
        for m in (1, 2, 2.5, 5):
            if m * mag >= v:
                return m * mag
        mag *= 10


def bar_chart(surface, ctx, rect: pygame.Rect, bars, ink) -> list:
    plot = pygame.Rect(
        rect.x + ctx.s(44), rect.y + ctx.s(6), rect.w - ctx.s(52), rect.h - ctx.s(28)
    )
    top = _nice_top(max([v for _, v, _ in bars] or [1]))
    _axis(surface, ctx, plot, top)
    spots = []
    n = max(1, len(bars))
    slot = plot.w / n
    font = ctx.font(11)
    every = max(1, round(n / max(1, plot.w // ctx.s(26))))
    for i, (label, value, tip) in enumerate(bars):
        h = round(plot.h * value / top)
        bar = pygame.Rect(
            round(plot.x + i * slot + slot * 0.15), plot.bottom - h, max(1, round(slot * 0.7)), h
        )
        pygame.draw.rect(surface, ink, bar)
        if i % every == 0:
            theme.blit_text(
                surface,
                font,
                str(label),
                theme.CREAM_TEXT,
                (bar.centerx, plot.bottom + ctx.s(3)),
                "midtop",
            )
        spots.append(
            (pygame.Rect(round(plot.x + i * slot), plot.y, max(1, round(slot)), plot.h), tip)
        )
    return spots


def hbar_chart(surface, ctx, rect: pygame.Rect, bars, ink) -> list:
    font = ctx.font(13)
    label_w = min(rect.w // 3, max([font.size(lbl)[0] for lbl, _, _ in bars] or [0]) + ctx.s(8))
    plot = pygame.Rect(
        rect.x + label_w, rect.y + ctx.s(4), rect.w - label_w - ctx.s(44), rect.h - ctx.s(8)
    )
    top = max([v for _, v, _ in bars] or [1])
    n = max(1, len(bars))
    row = plot.h / max(n, 4)
    spots = []
    for i, (label, value, tip) in enumerate(bars):
        y = round(plot.y + i * row)
        w = round(plot.w * value / top) if top else 0
        bar = pygame.Rect(plot.x, y + round(row * 0.18), max(1, w), max(2, round(row * 0.64)))
        pygame.draw.rect(surface, ink, bar, border_radius=ctx.s(2))
        theme.blit_text(
            surface,
            font,
            label,
            theme.CREAM_TEXT,
            (plot.x - ctx.s(6), bar.centery),
            "midright",
            max_width=label_w - ctx.s(8),
        )
        theme.blit_text(
            surface,
            ctx.font(12),
            str(value),
            theme.MUTED_TEXT,
            (bar.right + ctx.s(5), bar.centery),
            "midleft",
        )
        spots.append((pygame.Rect(rect.x, y, rect.w, max(1, round(row))), tip))
    return spots


def line_chart(surface, ctx, rect: pygame.Rect, points, ink) -> list:
    plot = pygame.Rect(
        rect.x + ctx.s(56), rect.y + ctx.s(6), rect.w - ctx.s(64), rect.h - ctx.s(14)
    )
    top = _nice_top(max([v for v, _ in points] or [1]))
    _axis(surface, ctx, plot, top)
    n = len(points)
    xy = [
        (
            plot.x + (round(plot.w * i / (n - 1)) if n > 1 else plot.w // 2),
            plot.bottom - round(plot.h * v / top),
        )
        for i, (v, _) in enumerate(points)
    ]
    if len(xy) > 1:
        pygame.draw.lines(surface, ink, False, xy, max(1, ctx.s(2)))
    spots = []
    half = max(ctx.s(3), plot.w // max(1, 2 * n))
    for (x, y), (_, tip) in zip(xy, points):
        pygame.draw.circle(surface, theme.CREAM_TEXT, (x, y), max(2, ctx.s(3)))
        spots.append((pygame.Rect(x - half, plot.y, 2 * half, plot.h), tip))
    return spots


def rate_chart(surface, ctx, rect: pygame.Rect, rates, ink) -> list:
    font = ctx.font(13)
    label_w = min(rect.w // 2, max([font.size(lbl)[0] for lbl, *_ in rates] or [0]) + ctx.s(10))
    plot = pygame.Rect(
        rect.x + label_w, rect.y + ctx.s(4), rect.w - label_w - ctx.s(52), rect.h - ctx.s(8)
    )
    row = plot.h / max(len(rates), 4)
    spots = []
    for i, (label, wins, runs, tip) in enumerate(rates):
        y = round(plot.y + i * row)
        track = pygame.Rect(plot.x, y + round(row * 0.2), plot.w, max(2, round(row * 0.6)))
        pygame.draw.rect(surface, GRID, track, border_radius=ctx.s(3))
        share = wins / runs if runs else 0.0
        if share:
            pygame.draw.rect(
                surface,
                ink,
                pygame.Rect(track.x, track.y, max(2, round(track.w * share)), track.h),
                border_radius=ctx.s(3),
            )
        theme.blit_text(
            surface,
            font,
            label,
            theme.CREAM_TEXT,
            (plot.x - ctx.s(6), track.centery),
            "midright",
            max_width=label_w - ctx.s(8),
        )
        theme.blit_text(
            surface,
            ctx.font(12),
            f"{100 * share:.0f}%",
            theme.MUTED_TEXT,
            (track.right + ctx.s(6), track.centery),
            "midleft",
        )
        spots.append((pygame.Rect(rect.x, y, rect.w, max(1, round(row))), tip))
    return spots
