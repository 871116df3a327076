"""Drawing the whole table in one call (the first draw is complete without an update tick)."""
from __future__ import annotations

import pygame

from jongrogue.ui import theme
from jongrogue.ui.board import dragdrop, item_drag
from jongrogue.ui.board.common import draw_tile
from jongrogue.ui.board.describe import describe
from jongrogue.ui.board.encounter_view import draw_encounter
from jongrogue.ui.board.hud import draw_hud
from jongrogue.ui.board.log_view import draw_log
from jongrogue.ui.board.map_view import draw_map, draw_pc
from jongrogue.ui.board.wall_view import draw_discard, draw_wall
from jongrogue.ui.widgets import draw_tooltip

TOOLTIP_DELAY = 0.5


def describe_target(sc, target):
    ctx, v = sc.ctx, sc.ctl.view
    if target and target[0] == "action" and target[1] < len(sc.bar.commands):
        c = sc.bar.commands[target[1]]
        return sc.bar.labels[target[1]], ctx.text(f"action.{c.type}")
    if target and target[0] == "button":
        return None
    return describe(ctx, target, v, log=sc.ctl.log, controller=sc.ctl) if target else None


def draw_table(sc, surface) -> list:
    ctx, tl, ctl = sc.ctx, sc.tl, sc.ctl
    v = ctl.view
    theme.draw_felt(surface)
    spots: list = []
    dragging = sc.drag.payload if (sc.drag and sc.drag.active) else None
    flying = sc.spring.payload if sc.spring else None
    glow, item_glow = set(), []
    if dragging and dragging[0] == "item":
        item_glow = item_drag.glow_spots(dragging, sc.spots, v, ctl.legal())
        glow = {h.target for h in item_glow}
    elif dragging:
        glow = dragdrop.legal_targets(dragging, sc.spots, v, ctl.legal())
    hover = sc.hover.target if sc.hover else None
    spots += draw_wall(surface, tl.wall, ctx, v["wall"]["count"], ctl.knowledge)
    recent = [e.data["tile"] for e in ctl.events if e.kind == "drawn"]
    scroll = 10 ** 6 if sc.discard_scroll is None else sc.discard_scroll
    dspots, sc.discard_max = draw_discard(surface, tl.discard, ctx, v["discard"], sc.discard_mode,
                                          scroll, recent)
    spots += dspots
    log_hover = hover[1] if hover and hover[0] == "log" and len(hover) > 1 else None
    spots += draw_log(surface, tl.log, ctx, ctl.log, sc.logstate, log_hover)
    hidden_pc = (dragging or flying or (None,))[0] == "pc"
    spots += draw_map(surface, tl.dungeon, ctx, v, glow=glow, hover=hover, pc_hidden=hidden_pc)
    lifted = None
    for p in (dragging, flying):
        if p and p[0] == "slot":
            lifted = (p[1], p[2])
    spots += draw_encounter(surface, tl.encounter, ctx, v, glow=glow, hover=hover, lifted=lifted)
    dock_glow = bool(dragging and dragging[0] == "slot" and ("dock",) in glow)
    spots += sc.dock.draw(surface, tl.dock, v, tl.dock_cols, glow=dock_glow, hover=hover)
    item_drag.draw_glow(surface, ctx, item_glow)
    can_undo, _ = ctl.can_undo()
    spots += draw_hud(surface, tl.hud, ctx, v, can_undo=can_undo, can_redo=ctl.game.can_redo(),
                      warning=ctl.warning, context_label=sc.context_label())
    spots += sc.bar.draw(surface)
    if dragging:
        _draw_payload(sc, surface, dragging, sc.drag.rect(), v)
    if flying:
        _draw_payload(sc, surface, flying, sc.spring.rect(), v)
    if sc.menu:
        sc.menu.draw(surface)
    elif sc.hover and not dragging and sc.hover_time >= TOOLTIP_DELAY:
        desc = describe_target(sc, sc.hover.target)
        if desc:
            title, body = desc
            draw_tooltip(surface, ctx, title + ("\n" + body if body else ""), sc.hover.rect)
    return spots


def _draw_payload(sc, surface, payload, rect: pygame.Rect, v) -> None:
    if payload[0] == "item":
        item_drag.draw_payload(surface, sc.ctx, payload, rect)
    elif payload[0] == "pc":
        draw_pc(surface, sc.ctx, rect, lifted=True)
    elif payload[0] == "slot":
        slots = v["encounter"]["rooms"].get(str(payload[1]), [])
        if payload[2] <= len(slots):
            draw_tile(surface, slots[payload[2] - 1].get("tile") or "U", rect.topleft, rect.w,
                      lift=max(4, rect.w // 4))
