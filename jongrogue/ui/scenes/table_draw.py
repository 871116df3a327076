"""Drawing the table: its panels as cached layers, repainted only where something changed, and
the floating things (dragged piece, menu, tooltip) over them. The first draw is complete without an
update tick."""

from __future__ import annotations

from typing import Any

import pygame

from jongrogue.text import describe
from jongrogue.text.fight_words import situation
from jongrogue.ui import theme
from jongrogue.ui.board import dragdrop, hint_badges, item_drag
from jongrogue.ui.board.common import draw_tile
from jongrogue.ui.board.encounter_view import draw_encounter
from jongrogue.ui.board.hud import draw_hud
from jongrogue.ui.board.log_view import draw_log
from jongrogue.ui.board.map_view import draw_map, draw_pc
from jongrogue.ui.board.tile_picker import draw_picker
from jongrogue.ui.board.wall_view import draw_discard, draw_wall
from jongrogue.ui.dirty import Layer, LayerCanvas, merge_rects
from jongrogue.ui.widgets import draw_tooltip

TOOLTIP_DELAY = 0.5
PANEL_MARGIN = 16  # logical px a panel may paint outside its rect (shadows, glows)
FLOAT_MARGIN = 24  # the same for the floating things (lift, shadow)
DETAIL_MARGIN = 8  # ... and for a hover outline or a focus ring around its target
NOWHERE = pygame.Rect(0, 0, 0, 0)
ITEM_CATALOG = {"quaff": "potion", "read": "scroll"}  # command type -> its items' catalog


def describe_target(sc, target):
    ctx, v = sc.ctx, sc.ctl.view
    if target and target[0] == "action" and target[1] < len(sc.bar.commands):
        c = sc.bar.commands[target[1]]
        tip = sc.hint.tip(ctx, c)
        base = getattr(c, "tip", "") or ctx.text(f"action.{c.type}")
        now = situation(ctx, c, v) if hasattr(c, "type") else ""  # what it does here
        # the potion's or scroll's own effect (a known one; an unknown key has no words)
        sheet = ITEM_CATALOG.get(getattr(c, "type", ""))
        effect = ctx.text(f"{sheet}.{c.arg('kind')}") if sheet else ""
        return sc.bar.labels[target[1]], "\n".join(x for x in (base, effect, now, tip) if x)
    if target and target[0] == "button":
        return None
    return describe.describe(ctx, target, v, log=sc.ctl.log, controller=sc.ctl) if target else None


def _panel_layers(sc, size) -> list[Layer]:
    """The table below the floating things, as cached layers (see ``jongrogue.ui.dirty``)."""
    ctx, tl, ctl = sc.ctx, sc.tl, sc.ctl
    v = ctl.view
    state = (ctl.change, ctx.epoch, size)  # the view, the language and the scale
    m = ctx.s(PANEL_MARGIN)

    def area(r: pygame.Rect, extra: int = 0) -> pygame.Rect:
        return r.inflate(2 * (m + extra), 2 * (m + extra))

    dragging = sc.drag.payload if (sc.drag and sc.drag.active) else None
    flying = sc.spring.payload if sc.spring else None
    glow: frozenset[Any] = frozenset()
    item_glow: list[Any] = []
    if dragging and dragging[0] == "item":
        item_glow = item_drag.glow_spots(dragging, sc.spots, v, ctl.legal())
        glow = frozenset(h.target for h in item_glow)
    elif dragging:
        glow = frozenset(dragdrop.legal_targets(dragging, sc.spots, v, ctl.legal()))
    hover = sc.hover.target if sc.hover else None
    paper = sc.paper_prompt()
    if paper is not None:  # the place being turned up
        glow = glow | sc.paper_places()

    def hovered(kind):
        return hover if hover and hover[0] == kind else None

    def hover_area(kind) -> pygame.Rect:
        """Where the hover outline of a ``kind`` target is drawn (the target's rect and a margin)."""
        return _near(ctx, sc.hover.rect) if hovered(kind) else NOWHERE

    scroll = 10**6 if sc.discard_scroll is None else sc.discard_scroll
    log_hover = hover[1] if hover and hover[0] == "log" and len(hover) > 1 else None
    hidden_pc = (dragging or flying or (None,))[0] == "pc"
    lifted = None
    for p in (dragging, flying):
        if p and p[0] == "slot":
            lifted = (p[1], p[2])
    dock_glow = bool(dragging and dragging[0] == "slot" and ("dock",) in glow)
    can_undo, can_redo = sc.undo_redo()
    label = sc.context_label()
    mode_label = sc.mode_label()
    bar = sc.bar
    glow_area = pygame.Rect(0, 0, 0, 0)
    for h in item_glow:
        glow_area = area(h.rect) if not glow_area.w else glow_area.union(area(h.rect))

    def discard(surface):
        recent = [e.data["tile"] for e in ctl.events if e.kind == "drawn"]
        spots, sc.discard_max = draw_discard(
            surface, tl.discard, ctx, v["discard"], sc.discard_mode, scroll, recent
        )
        return spots

    full = pygame.Rect((0, 0), size)
    hud_band = pygame.Rect(0, tl.hud.y, size[0], tl.hud.h).inflate(0, 2 * m)
    top = hint_badges.legend_rect(ctx, bar).y if bar.legend else bar.rect.y
    bar_band = pygame.Rect(0, top, size[0], size[1] - top).inflate(0, 2 * m)
    return [
        Layer("felt", size, full, lambda s: theme.draw_felt(s)),
        Layer(
            "wall",
            state,
            area(tl.wall),
            lambda s: draw_wall(
                s,
                tl.wall,
                ctx,
                v["wall"]["count"],
                ctl.knowledge,
                None if ctl.finished else v["wall"]["food_check"],  # no check is coming
            ),
        ),
        Layer("discard", state + (sc.discard_mode, scroll), area(tl.discard), discard),
        Layer(
            "log",
            state + (len(ctl.log), sc.logstate.scroll),
            area(tl.log),
            lambda s: draw_log(s, tl.log, ctx, ctl.log, sc.logstate, log_hover),
            log_hover,
            hover_area("log"),
        ),
        Layer(
            "map",
            state + (glow, hidden_pc),
            area(tl.dungeon),
            lambda s: draw_map(s, tl.dungeon, ctx, v, glow=glow, hover=hover, pc_hidden=hidden_pc),
            hovered("room"),
            hover_area("room"),
        ),
        Layer(
            "encounter",
            state + (glow, lifted),
            area(tl.encounter),
            lambda s: draw_encounter(
                s, tl.encounter, ctx, v, glow=glow, hover=hover, lifted=lifted
            ),
            hovered("slot"),
            hover_area("slot"),
        ),
        _picker_layer(sc, state, paper, area, hovered("paper_tile")),
        Layer(
            "dock",
            state + (sc.dock.scroll, tl.dock_cols, dock_glow),
            area(tl.dock, ctx.s(24)),  # the drop label sits above the dock
            lambda s: sc.dock.draw(s, tl.dock, v, tl.dock_cols, glow=dock_glow, hover=hover),
            hovered("sheet"),
            hover_area("sheet"),
        ),
        Layer(
            "item_glow",
            tuple((h.target, tuple(h.rect)) for h in item_glow),
            glow_area,
            lambda s: item_drag.draw_glow(s, ctx, item_glow),
        ),
        Layer(
            "hud",
            state + (can_undo, can_redo, ctl.warning, label, mode_label),
            hud_band,
            lambda s: draw_hud(
                s,
                tl.hud,
                ctx,
                v,
                can_undo=can_undo,
                can_redo=can_redo,
                warning=ctl.warning,
                context_label=label,
                mode_label=mode_label,
            ),
        ),
        Layer(
            "bar",
            (
                size,
                bar._key,
                tuple(bar.rect),
                bar.page,
                len(bar.pages),
                tuple(bar.badges.items()),
                bar.legend,
            ),
            bar_band,
            lambda s: bar.draw(s),
            (bar.focus, bar.hover, bar.pressed),
            _button_area(ctx, bar),
        ),
    ]


def _picker_layer(sc, state, paper, area, hover) -> Layer:
    """A paper run's tile picker over a map while the rules wait for a tile (else nothing)."""
    if paper is None:
        return Layer("paper", None, NOWHERE, lambda s: [])
    rect = sc.paper_rect()
    cells = sc.paper_cells()
    return Layer(
        "paper",
        state + (sc.picker.buffer, tuple(rect)),
        area(rect),
        lambda s: draw_picker(s, rect, sc.ctx, paper, cells, sc.picker.buffer, hover),
        hover,
        area(rect),
    )


def _near(ctx, rect: pygame.Rect) -> pygame.Rect:
    m = ctx.s(DETAIL_MARGIN)
    return rect.inflate(2 * m, 2 * m)


def _button_area(ctx, bar) -> pygame.Rect:
    """Where the focused, hovered and pressed buttons of the action bar are."""
    out = NOWHERE
    for i in {bar.focus, bar.hover, bar.pressed} - {None}:
        if i in bar.visible() and i < len(bar.buttons):
            r = _near(ctx, bar.buttons[i].rect)
            out = r if not out.w else out.union(r)
    return out


def _floating_key(sc):
    """Everything the things drawn over the table depend on."""
    ctx = sc.ctx
    drag = (sc.drag.payload, tuple(sc.drag.rect())) if (sc.drag and sc.drag.active) else None
    spring = (sc.spring.payload, tuple(sc.spring.rect())) if sc.spring else None
    menu = (id(sc.menu), sc.menu.index, tuple(sc.menu.rect)) if sc.menu else None
    tip = None
    if not menu and sc.hover and not drag and sc.hover_time >= TOOLTIP_DELAY and not sc.tip_quiet:
        tip = (sc.hover.target, tuple(sc.hover.rect), sc.ctl.change, ctx.epoch)
    banner = (
        (sc.banner.floor, sc.banner.alpha(), sc.banner.carried, ctx.epoch) if sc.banner else None
    )
    focus = sc.focus_rect()
    return drag, spring, menu, tip, banner, tuple(focus) if focus else None


def _draw_floating(sc, surface) -> list[pygame.Rect]:
    """The dragged or flying piece, the context menu and the tooltip; returns the areas painted."""
    ctx, v = sc.ctx, sc.ctl.view
    full = surface.get_rect()
    out = list(sc.draw_guides(surface))  # (under the tooltip, the menu, a dragged piece)
    focus = sc.focus_rect()
    if focus is not None:  # the focus stop (Ctrl+arrows), outlined for low-vision players
        ring = focus.inflate(ctx.s(6), ctx.s(6))
        pygame.draw.rect(surface, theme.HL_SELECT, ring, max(2, ctx.s(3)), border_radius=ctx.s(6))
        out.append(ring.inflate(ctx.s(4), ctx.s(4)))
    dragging = sc.drag.payload if (sc.drag and sc.drag.active) else None
    if dragging:
        out.append(_draw_payload(sc, surface, dragging, sc.drag.rect(), v))
    if sc.spring:
        out.append(_draw_payload(sc, surface, sc.spring.payload, sc.spring.rect(), v))
    if sc.banner is not None and not sc.banner.carried:
        out.append(sc.banner.draw(surface, ctx))
    sc.tip_rect = None
    if sc.menu:
        sc.menu.draw(surface)
        out.append(sc.menu.rect.inflate(ctx.s(FLOAT_MARGIN) * 2, ctx.s(FLOAT_MARGIN) * 2))
    elif sc.hover and not dragging and sc.hover_time >= TOOLTIP_DELAY and not sc.tip_quiet:
        desc = describe_target(sc, sc.hover.target)
        if desc:
            title, body = desc
            box = draw_tooltip(surface, ctx, title + ("\n" + body if body else ""), sc.hover.rect)
            sc.tip_rect = box if isinstance(box, pygame.Rect) else None
            out.append(
                box.inflate(ctx.s(FLOAT_MARGIN) * 2, ctx.s(FLOAT_MARGIN) * 2)
                if isinstance(box, pygame.Rect)
                else full
            )
    return [r.clip(full) for r in out]


class TableFrame:
    """The table's cached frame: the panels in a :class:`LayerCanvas`, the floating things drawn
    over a copy of it on the screen."""

    ORDER = ("wall", "discard", "log", "map", "encounter", "paper", "dock", "hud", "bar")

    def __init__(self):
        self.canvas = LayerCanvas()
        self._float_key = None
        self._float_rects: list[pygame.Rect] = []
        self._regions: list[pygame.Rect] | None = None

    def invalidate(self) -> None:
        self.canvas.invalidate()

    def update(self, sc, size) -> None:
        """Repaint the changed panels; refresh ``sc.spots`` (hover targets, bottom first)."""
        regions = self.canvas.paint(size, _panel_layers(sc, tuple(size)))
        if self._regions is not None:
            self._regions = None if regions is None else self._regions + regions
        sc.spots = [h for name in self.ORDER for h in (self.canvas.results.get(name) or ())]

    def draw(self, sc, surface, clean: bool) -> list[pygame.Rect] | None:
        """Bring ``surface`` up to date; ``clean``: it still shows what the last call left on it.
        Returns the rects changed on ``surface`` (``[]``: none) or None (all of it)."""
        self.update(sc, surface.get_size())
        regions, self._regions = self._regions, []
        key = _floating_key(sc)
        if clean and regions is not None and not regions and key == self._float_key:
            return []
        self._float_key = key
        base = self.canvas.surface
        if not clean or regions is None:
            surface.blit(base, (0, 0))
            self._float_rects = _draw_floating(sc, surface)
            return None
        # floating things are painted only where the last ones were restored (no double shadows)
        restore = merge_rects(regions + self._float_rects)
        for r in restore:
            surface.blit(base, r, area=r)
        self._float_rects = _draw_floating(sc, surface)
        return merge_rects(restore + self._float_rects)


def _draw_payload(sc, surface, payload, rect: pygame.Rect, v) -> pygame.Rect:
    """Draw a lifted piece; returns the area it may have painted (lift, shadow, label)."""
    if payload[0] == "item":
        return item_drag.draw_payload(surface, sc.ctx, payload, rect)
    if payload[0] == "pc":
        draw_pc(surface, sc.ctx, rect, lifted=True)
    elif payload[0] == "slot":
        slots = v["encounter"]["rooms"].get(str(payload[1]), [])
        if payload[2] <= len(slots):
            draw_tile(
                surface,
                slots[payload[2] - 1].get("tile") or "U",
                rect.topleft,
                rect.w,
                lift=max(4, rect.w // 4),
            )
    return rect.inflate(rect.w, rect.h)
