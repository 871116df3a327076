"""The tutorial's card (step number, caption, what comes next, Next or the leave hint) and the
highlight around the step's target, drawn over the table where it covers nothing the step talks
about."""

from __future__ import annotations

import math

import pygame

from jongrogue.storage.settings import DEFAULT_KEYS
from jongrogue.ui import theme
from jongrogue.ui.widgets import Button
from jongrogue.ui.widgets.button import key_label

PANELS = ("wall", "discard", "log", "dungeon", "encounter", "dock", "hud", "bar")
# what hiding a panel the step does not talk about costs, per pixel: the maps and the log are
# read all the time, the wall is the clock; the discard pile and the sheets can wait a step
COVER_COST = {
    "dungeon": 1.0,
    "encounter": 1.0,
    "log": 1.0,
    "wall": 1.0,
    "discard": 0.6,
    "dock": 0.4,
}
SHRINK_STEPS = 4  # the caption at 16, 15, 14 or 13 points


# the bindable keys the captions and hints name ({k_rest} …) -> their actions (settings.keys)
CARD_KEYS = {
    "k_rest": "rest",
    "k_fight": "fight",
    "k_shoot": "shoot",
    "k_camp": "camp",
    "k_stairs": "use_stairs",
    "k_east": "move_east",
    "k_north": "move_north",
}


def card_keys(ctx) -> dict[str, str]:
    """The keys the captions name, as the player bound them, printed as the action bar prints
    them ("." , "F", "→")."""
    keys = ctx.settings.keys
    return {
        name: key_label(keys.get(action) or DEFAULT_KEYS[action])
        for name, action in CARD_KEYS.items()
    }


def tt(ctx, key: str, **fmt) -> str:
    """``ui.tutorial.<key>`` (ui_tutorial_<lang>.yaml), the keys it names the player's own."""
    return ctx.t("tutorial." + key, **{**card_keys(ctx), **fmt})


def target_rect(sc, target: str) -> pygame.Rect | None:
    """Where `target` is on the table now (None: nothing to point at)."""
    kind, _, rest = target.partition(":")
    if kind in PANELS and sc.tl is not None:
        return getattr(sc.tl, kind)
    if kind == "action":
        for i, c in enumerate(sc.bar.commands):
            if c.type == rest and i in sc.bar.visible() and i < len(sc.bar.buttons):
                return sc.bar.buttons[i].rect
        return sc.tl.bar if sc.tl is not None else None
    if kind == "spot":
        parts = rest.split(":")
        want = (parts[0],) + tuple(int(p) if p.isdigit() else p for p in parts[1:])
        for h in sc.spots:
            if tuple(h.target[: len(want)]) == want:
                return h.rect
    return None


class Coach:
    def __init__(self, ctx):
        self.ctx = ctx
        self.card = pygame.Rect(0, 0, 0, 0)
        self.next_button = Button("tutorial_next", tt(ctx, "next"), style="primary", size=15)
        self.time = 0.0
        self.heading = ""  # "Tutorial · step 3 of 22" (wraps on a narrow card)
        self.shrink = 0  # points off the card's text sizes (see place)
        self._placed: tuple = ()  # what the card was last placed for

    def _fonts(self) -> tuple:
        """The step line's, the caption's, what-comes-next's and the leave hint's fonts, a point
        smaller per `shrink` step (a card that fits nowhere at full size)."""
        ctx, d = self.ctx, self.shrink
        return (
            ctx.font(13 - d // 2, bold=True),
            ctx.font(16 - d),
            ctx.font(15 - d, bold=True),
            ctx.font(12 - d // 2),
        )

    def _height(self, step, w: int, button: str | None, now: str) -> int:
        """The card's height at width `w`: step line, caption, what comes next, button row,
        leave hint."""
        ctx = self.ctx
        inner = w - 2 * ctx.s(16)
        f_head, f_body, f_now, f_hint = self._fonts()
        head = theme.paragraph_height(f_head, self.heading, inner, 1.05)
        body = theme.paragraph_height(f_body, tt(ctx, "step." + step.id), inner, 1.15)
        if now:
            body += ctx.s(6) + theme.paragraph_height(f_now, now, inner, 1.1)
        hint = theme.paragraph_height(f_hint, tt(ctx, "leave_hint"), inner, 1.1)
        return ctx.s(18) + head + body + (ctx.s(48) if button else ctx.s(6)) + hint + ctx.s(10)

    def place(self, size, avoid: list, about: list, table_layout, step, button, now="") -> None:
        """The card where it covers nothing the step talks about (`about`: its panels), nor the
        step's target (`avoid`), nor the wall and the discard pile (read on every step), nor the
        action bar or the HUD, and of the rest the least (see COVER_COST): over a column or two
        side by side (the left one, the maps, the sheets), as wide as a card or as the columns,
        at their top, their bottom, or just below or above one of the panels. Where no place is
        free at full size, its text is set smaller, a point at a time."""
        tl = table_layout
        hidden = avoid + about + [tl.bar, tl.hud, tl.wall, tl.discard]
        key = (size, self.ctx.epoch, tuple(map(tuple, hidden)), step.id, button, now, self.heading)
        if key == self._placed:  # (drawn every frame: the highlight pulses)
            return
        self._placed = key
        best: tuple[tuple[int, float], int, pygame.Rect] | None = None
        for shrink in range(SHRINK_STEPS):
            self.shrink = shrink
            cost, card = self._best_place(size, hidden, tl, step, button, now)
            if best is None or cost < best[0]:
                best = (cost, shrink, card)
            if not cost[0]:
                break
        assert best is not None
        _, self.shrink, self.card = best

    def _best_place(self, size, hidden: list, tl, step, button, now):
        ctx = self.ctx
        m = ctx.s(8)
        left = tl.wall.union(tl.discard).union(tl.log)
        maps = tl.dungeon.union(tl.encounter)
        room = pygame.Rect(0, tl.hud.bottom + m // 2, size[0], tl.bar.top - tl.hud.bottom - m)
        columns = [left, maps, tl.dock, left.union(maps), maps.union(tl.dock), room]
        narrowest = max(ctx.s(180), ctx.font(15).size(button)[0] + ctx.s(60) if button else 0)
        panels = {name: getattr(tl, name) for name in COVER_COST}
        best: tuple[tuple[int, float], pygame.Rect] | None = None
        for region in columns:
            for w in sorted({min(ctx.s(560), region.w - 2 * m), region.w - 2 * m}):
                if w < narrowest:
                    continue
                h = self._height(step, w, button, now)
                ys = {region.y + m, region.bottom - h - m}
                ys |= {p.bottom + m for p in panels.values()}
                ys |= {p.top - h - m for p in panels.values()}
                xs = {region.centerx - w // 2, region.x + m, region.right - m - w}
                for y in sorted(ys):
                    for x in sorted(xs):
                        card = pygame.Rect(x, y, w, h)
                        card.clamp_ip(room)
                        cost = (
                            sum(_area(card.clip(r)) for r in hidden),
                            sum(COVER_COST[k] * _area(card.clip(r)) for k, r in panels.items()),
                        )
                        if best is None or cost < best[0]:
                            best = (cost, card)
        assert best is not None  # (the window's room offers a place)
        return best

    def draw(
        self,
        surface,
        step,
        index: int,
        total: int,
        target: pygame.Rect | None,
        button: str | None,
        now: str = "",
    ) -> None:
        ctx = self.ctx
        if target is not None:
            pulse = 0.5 + 0.5 * math.sin(self.time * 5)
            ring = target.inflate(ctx.s(10), ctx.s(10))
            width = max(3, round(ctx.s(4 + 2 * pulse)))
            glow = pygame.Surface(ring.size, pygame.SRCALPHA)
            glow.fill((226, 190, 96, 40 + round(40 * pulse)))
            surface.blit(glow, ring)
            pygame.draw.rect(
                surface,
                (40, 20, 0),
                ring.inflate(ctx.s(4), ctx.s(4)),
                width=2,
                border_radius=ctx.s(10),
            )
            pygame.draw.rect(surface, theme.GOLD, ring, width=width, border_radius=ctx.s(8))
        card = self.card
        theme.paper_panel(surface, card, ctx, radius=8)
        pygame.draw.rect(
            surface,
            theme.GOLD,
            (card.x, card.y, card.w, ctx.s(6)),
            border_top_left_radius=ctx.s(8),
            border_top_right_radius=ctx.s(8),
        )
        pad = ctx.s(16)
        f_head, f_body, f_now, f_hint = self._fonts()
        self.heading = tt(ctx, "step_of", i=index + 1, n=total)
        head = theme.blit_paragraph(
            surface,
            f_head,
            self.heading,
            theme.INK_SOFT,
            pygame.Rect(card.x + pad, card.y + ctx.s(12), card.w - 2 * pad, card.h),
            line_gap=1.05,
        )
        body = pygame.Rect(card.x + pad, card.y + ctx.s(18) + head, card.w - 2 * pad, card.h)
        y = body.y + theme.blit_paragraph(
            surface, f_body, tt(ctx, "step." + step.id), theme.INK, body, line_gap=1.15
        )
        if now:  # what comes next, as the step stands (one key may have played two commands)
            theme.blit_paragraph(
                surface,
                f_now,
                now,
                theme.RED_INK,
                pygame.Rect(body.x, y + ctx.s(6), body.w, card.h),
                line_gap=1.1,
            )
        b = self.next_button
        hint_h = theme.paragraph_height(f_hint, tt(ctx, "leave_hint"), card.w - 2 * pad, 1.1)
        hint_top = card.bottom - ctx.s(10) - hint_h
        if button:
            b.label = button
            bw = min(card.w - 2 * pad, max(ctx.s(170), ctx.font(15).size(button)[0] + ctx.s(28)))
            b.rect = pygame.Rect(card.right - pad - bw, hint_top - ctx.s(44), bw, ctx.s(38))
            b.draw(surface, ctx)
        else:
            b.rect = pygame.Rect(0, 0, 0, 0)
        theme.blit_paragraph(
            surface,
            f_hint,
            tt(ctx, "leave_hint"),
            theme.INK_SOFT,
            pygame.Rect(card.x + pad, hint_top, card.w - 2 * pad, hint_h),
            line_gap=1.1,
        )


def _area(r: pygame.Rect) -> int:
    return r.w * r.h
