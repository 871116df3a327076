"""Describe-anything tooltips for sheet hotspots, and small helpers the sheet scenes share."""

from __future__ import annotations

import pygame

from jongrogue.text.sheet_words import describe
from jongrogue.ui import theme
from jongrogue.ui.widgets.tooltip_card import tooltip_card


def view_of(controller) -> dict:
    """The controller's current view (``view`` may be a property or a method)."""
    v = controller.view
    return v() if callable(v) else v


def legal_of(controller) -> list:
    try:
        return list(controller.legal())
    except Exception:  # a stand-in without legal(): treat everything as allowed
        return []


def draw_tooltip(
    surface: pygame.Surface, ctx, key: str, anchor: pygame.Rect, extra: str = ""
) -> None:
    """A paper card: the bold name, then the rule text (word-wrapped for ja and en)."""
    title, body = describe(ctx.lang, key)
    if extra:
        body = f"{extra}\n{body}" if body else extra
    tf = ctx.font(16, bold=True)
    bf = ctx.font(14)
    max_w = min(ctx.s(420), surface.get_width() - ctx.s(24))
    pad = ctx.s(10)
    lines = theme.wrap_text(bf, body, max_w - 2 * pad) if body else []
    w = max([tf.size(title)[0]] + [bf.size(line)[0] for line in lines]) + 2 * pad
    w = min(w, max_w)
    h = tf.get_linesize() + len(lines) * bf.get_linesize() + 2 * pad + (ctx.s(4) if lines else 0)
    box = tooltip_card(surface, ctx, w, h, anchor)
    theme.blit_text(
        surface, tf, title, theme.INK, (box.x + pad, box.y + pad), max_width=w - 2 * pad
    )
    y = box.y + pad + tf.get_linesize() + ctx.s(4)
    for line in lines:
        surface.blit(bf.render(line, True, theme.INK_SOFT), (box.x + pad, y))
        y += bf.get_linesize()
