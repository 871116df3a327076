"""Replay: a recorded run shown on the real table, with VCR controls (DESIGN §5, §9).

The board views of the table scene (wall, discard pile, log, dungeon and encounter maps, sheet
dock, HUD) draw the state after command ``n``; the action bar's place holds the deck:

    ─────────── scrubber with command numbers ───────────
    |◀ start  ◀◀ back  ▶ / ❚❚ play-pause  ▶▶ forward  ▶| end   "n. label"   speed

Keys: ← / → step (PgUp / PgDn ten), Home / End, Space play / pause, + / − speed, Esc back.
Read-only: no commands, no drags; hovering shows the same descriptions as the table, and a
right-click opens them. The journal is only ever read (``Game.load``); a live game is copied
(``Timeline``), never changed. The icons are drawn with shapes (the font has no ❚ glyph).

    open_journal(ctx, path, position=0)   -> Push(ReplayScene) or Push(an error message)
    open_game(ctx, game, position=None)   -> Push(ReplayScene) of an in-memory run (a copy)
"""
from __future__ import annotations

import pygame

from jongrogue.engine.view import view as build_view
from jongrogue.ui import theme
from jongrogue.ui.board import command_text, log_format, table_layout
from jongrogue.ui.board.dock import Dock
from jongrogue.ui.board.encounter_view import draw_encounter
from jongrogue.ui.board.hud import draw_hud
from jongrogue.ui.board.log_format import context_name
from jongrogue.ui.board.log_view import LogState, draw_log
from jongrogue.ui.board.map_view import draw_map
from jongrogue.ui.board.wall_view import draw_discard, draw_wall
from jongrogue.ui.replay_player import SPEEDS, ReplayPlayer, Timeline
from jongrogue.ui.scene import Pop, Push, Scene
from jongrogue.ui.widgets import Button, Form, Segmented, draw_tooltip

LOG_WINDOW = 20             # commands of log kept behind the current one (scroll back)
TOOLTIP_DELAY = 0.5
PLUS_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
MINUS_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS, pygame.K_UNDERSCORE)


def speed_label(s: float) -> str:
    return ("0.5" if s == 0.5 else str(int(s))) + "×"


# -- opening ------------------------------------------------------------------------------------
def load_journal(path, *, recover: bool = True):
    """``Game.load`` (read-only); returns (game, None) or (None, error text)."""
    from jongrogue.engine import Game
    try:
        return Game.load(path, recover=recover), None
    except Exception as exc:                      # JournalError, OSError, a damaged header ...
        return None, str(exc) or type(exc).__name__


def open_journal(ctx, path, position: int | None = 0):
    game, error = load_journal(path)
    if game is None:
        from jongrogue.ui.scenes.message import MessageScene
        return Push(MessageScene(ctx, ctx.t("replay.load_failed_title"),
                                 ctx.t("replay.load_failed_body", path=str(path), error=error),
                                 kind="error", tag="replay_failed"))
    return Push(ReplayScene(ctx, game, position=position, source=path))


def open_game(ctx, game, position: int | None = None, source=None):
    return Push(ReplayScene(ctx, game, position=position, source=source))


# -- the VCR buttons ----------------------------------------------------------------------------
class IconButton(Button):
    """A Button whose face carries a drawn icon ("start", "back", "play", "pause", "forward", "end")."""

    def __init__(self, id: str, icon: str, **kw):
        super().__init__(id, "", hint="", size=16, **kw)
        self.icon = icon

    def draw(self, surface, ctx) -> None:
        super().draw(surface, ctx)
        if not self.visible:
            return
        depth = ctx.s(1) if self.pressed else ctx.s(4)
        face = pygame.Rect(self.rect.x, self.rect.y + (ctx.s(4) - depth), self.rect.w, self.rect.h - ctx.s(4))
        ink = theme.INK if self.enabled else (120, 124, 120)
        draw_icon(surface, self.icon, face.center, max(6, min(face.w, face.h) * 0.42), ink)


def draw_icon(surface, icon: str, center, size: float, colour) -> None:
    """VCR icons from triangles and bars, ``size`` = icon height in pixels."""
    cx, cy = center
    h = size / 2
    w = size * 0.8                               # width of one triangle
    bar = max(2, round(size * 0.18))

    def tri(x0, pointing):                       # x0: the flat side
        x1 = x0 + w if pointing > 0 else x0 - w
        pygame.draw.polygon(surface, colour, [(x0, cy - h), (x0, cy + h), (x1, cy)])

    if icon == "play":
        tri(cx - w / 2 + size * 0.06, 1)
    elif icon == "pause":
        gap = max(2, round(size * 0.2))
        for x in (cx - gap / 2 - bar, cx + gap / 2):
            pygame.draw.rect(surface, colour, pygame.Rect(round(x), round(cy - h), bar, round(size)))
    elif icon == "forward":
        tri(cx - w, 1)
        tri(cx, 1)
    elif icon == "back":
        tri(cx + w, -1)
        tri(cx, -1)
    elif icon == "end":
        total = w + bar + 1
        tri(cx - total / 2, 1)
        pygame.draw.rect(surface, colour, pygame.Rect(round(cx + total / 2 - bar), round(cy - h), bar, round(size)))
    elif icon == "start":
        total = w + bar + 1
        pygame.draw.rect(surface, colour, pygame.Rect(round(cx - total / 2), round(cy - h), bar, round(size)))
        tri(cx + total / 2, -1)


class _WarningOnly:
    """What ``describe`` needs from a controller (the HUD's warning line)."""

    def __init__(self, warning):
        self.warning = warning


# -- the scene ----------------------------------------------------------------------------------
class ReplayScene(Scene):
    name = "replay"

    def __init__(self, ctx, game, *, position: int | None = 0, source=None):
        super().__init__(ctx)
        self.timeline = Timeline(game)
        self.player = ReplayPlayer(self.timeline.total, position)
        self.source = source
        self.seed = self.timeline.header.get("seed")
        self.warning = (ctx.t("replay.recovered", warning=self.timeline.load_warning)
                        if self.timeline.load_warning else None)
        self.form = Form(ctx)
        self.dock = Dock(ctx)
        self.logstate = LogState()
        self.tl = None
        self.spots: list = []
        self.hover = None
        self.hover_time = 0.0
        self.mouse = (-1, -1)
        self.scrubbing = False
        self.deck = pygame.Rect(0, 0, 0, 0)
        self.scrub = pygame.Rect(0, 0, 0, 0)
        self.label_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, Button] = {}
        self.speed: Segmented | None = None
        self._view_n = None
        self._view = None
        self._log_cache: dict = {}
        self._log_lang = None
        self._shown = None                 # position whose log was last shown

    # -- data for position n ---------------------------------------------------------------------
    @property
    def position(self) -> int:
        return self.player.position

    @property
    def view(self) -> dict:
        n = self.player.position
        if self._view_n != n:
            self._view = build_view(self.timeline.state(n), self.timeline.rules)
            self._view_n = n
        return self._view

    def _entries(self, i: int, before, command, events) -> list:
        hit = self._log_cache.get(i)
        if hit is None:
            ctx = self.ctx
            pre_view = build_view(before, self.timeline.rules)
            label = command_text.label(ctx, command, pre_view)
            monsters = {(int(r), k): s["monster"]["id"] for r, slots in pre_view["encounter"]["rooms"].items()
                        for k, s in enumerate(slots, 1) if s.get("monster")}
            hit = log_format.entries_for(ctx, label, events, i, monsters)
            self._log_cache[i] = hit
            if len(self._log_cache) > 4 * LOG_WINDOW:
                for k in sorted(self._log_cache, key=lambda k: abs(k - i))[3 * LOG_WINDOW:]:
                    del self._log_cache[k]
        return hit

    def log_entries(self) -> list:
        """The log as the table would show it after command n (its last LOG_WINDOW commands)."""
        if self._log_lang != self.ctx.lang:
            self._log_cache.clear()
            self._log_lang = self.ctx.lang
        n = self.player.position
        first = max(0, n - LOG_WINDOW)
        out = []
        if first == 0:
            out.append(log_format.LogEntry(self.ctx.t("replay.log_started", seed=self.seed), "command"))
        for i, before, command, events, _after in self.timeline.walk(first, n):
            out.extend(self._entries(i, before, command, events))
        return out

    def step_label(self) -> str:
        n = self.player.position
        if n == 0:
            return self.ctx.t("replay.start_label")
        before = self.timeline.state(n - 1)
        return f"{n}. " + command_text.label(self.ctx, self.timeline.command(n),
                                             build_view(before, self.timeline.rules))

    # -- layout ------------------------------------------------------------------------------------
    def layout(self, size) -> None:
        ctx = self.ctx
        self.tl = table_layout.compute(ctx, size)
        bar = self.tl.bar
        compact = self.tl.compact
        pad = ctx.s(12)
        self.deck = bar
        top_h = ctx.s(26 if compact else 30)
        self.scrub = pygame.Rect(bar.x + pad, bar.y + ctx.s(6), bar.w - 2 * pad, top_h)
        row_y = self.scrub.bottom + ctx.s(4 if compact else 8)
        bh = bar.bottom - ctx.s(8) - row_y
        bw = ctx.s(46 if compact else 54)
        gap = ctx.s(6)
        x = bar.x + pad
        self.buttons = {}
        tips = {"start": "replay.tip.start", "back": "replay.tip.back", "play": "replay.tip.play",
                "forward": "replay.tip.forward", "end": "replay.tip.end"}
        widgets = []
        for bid in ("start", "back", "play", "forward", "end"):
            b = IconButton(bid, bid, tooltip=ctx.t(tips[bid]), style="primary" if bid == "play" else "normal")
            b.rect = pygame.Rect(x, row_y, bw, bh)
            x += bw + gap
            widgets.append(b)
            self.buttons[bid] = b
        sw = ctx.s(190 if compact else 230)
        self.speed = Segmented("speed", [(str(s), speed_label(s)) for s in SPEEDS], str(self.player.speed),
                               tooltip=ctx.t("replay.tip.speed"))
        self.speed.rect = pygame.Rect(bar.right - pad - sw, row_y + ctx.s(4), sw, bh - ctx.s(8))
        widgets.append(self.speed)
        self.label_rect = pygame.Rect(x + ctx.s(10), row_y, self.speed.rect.x - x - ctx.s(24), bh)
        self.form.set_widgets(widgets)
        if self.form.focus is None:
            self.form.set_focus(self.buttons["play"])
        self._sync_widgets()

    def _sync_widgets(self) -> None:
        p = self.player
        if not self.buttons:
            return
        self.buttons["play"].icon = "pause" if p.playing else "play"
        self.buttons["start"].enabled = self.buttons["back"].enabled = not p.at_start
        self.buttons["end"].enabled = self.buttons["forward"].enabled = not p.at_end
        self.buttons["play"].enabled = p.total > 0
        if self.speed is not None:
            self.speed.value = str(p.speed)

    # -- input -------------------------------------------------------------------------------------
    def handle_event(self, e):
        if e.type == pygame.KEYDOWN:
            return self._key(e)
        if e.type == pygame.MOUSEMOTION:
            self.mouse = e.pos
            if self.scrubbing:
                self._seek_at(e.pos[0])
                return None
            self._hover(e.pos)
        elif e.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = e.pos
            if e.button == 1 and self.scrub.inflate(0, self.ctx.s(8)).collidepoint(e.pos):
                self.scrubbing = True
                self.player.pause()
                self._seek_at(e.pos[0])
                return None
            if e.button == 1:
                spot = self._spot(e.pos)
                if spot is not None and spot.target == ("button", "back"):
                    return self.leave()
            if e.button == 3:
                return self._describe_at(e.pos)
        elif e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self.scrubbing:
            self.scrubbing = False
            return None
        elif e.type == pygame.MOUSEWHEEL:
            pos = self.mouse if self.mouse != (-1, -1) else pygame.mouse.get_pos()
            if self.scrub.inflate(0, self.ctx.s(8)).collidepoint(pos) or self.label_rect.collidepoint(pos):
                self._changed(self.player.step(-e.y))
            elif self.tl and self.tl.log.collidepoint(pos):
                self.logstate.scroll_by(e.y * 3)
            elif self.tl and self.tl.dock.collidepoint(pos):
                self.dock.scroll_by(-e.y * self.ctx.s(40))
            return None
        w = self.form.handle_event(e)
        if w is not None:
            self.activate(w.id)
        return None

    def _key(self, e):
        k = e.key
        p = self.player
        if k == pygame.K_ESCAPE:
            return self.leave()
        if k in (pygame.K_RIGHT, pygame.K_LEFT):
            p.pause()
            n = 10 if e.mod & pygame.KMOD_SHIFT else 1
            self._changed(p.step(n if k == pygame.K_RIGHT else -n))
        elif k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            p.pause()
            self._changed(p.step(10 if k == pygame.K_PAGEDOWN else -10))
        elif k == pygame.K_HOME:
            p.pause()
            self._changed(p.to_start())
        elif k == pygame.K_END:
            p.pause()
            self._changed(p.to_end())
        elif k == pygame.K_SPACE:
            self.activate("play")
        elif k in PLUS_KEYS:
            p.faster()
            self._sync_widgets()
        elif k in MINUS_KEYS:
            p.slower()
            self._sync_widgets()
        elif k in (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER):     # focus / press a button
            w = self.form.handle_event(e)
            if w is not None:
                self.activate(w.id)
        elif pygame.key.name(k) == self.ctx.settings.keys.get("message_log", "m"):
            self.logstate.scroll_by(5)
        return None

    def activate(self, wid: str) -> None:
        p = self.player
        if wid == "play":
            p.toggle()
            self._sync_widgets()
            self.ctx.sound.play("click")
            return
        if wid == "speed" and self.speed is not None:
            p.set_speed(float(self.speed.value))
            return
        p.pause()
        moved = {"start": p.to_start, "end": p.to_end,
                 "back": lambda: p.step(-1), "forward": lambda: p.step(1)}.get(wid)
        if moved is not None:
            self._changed(moved())

    def _changed(self, moved: bool) -> None:
        self._sync_widgets()
        if moved:
            self.logstate.scroll = 0

    def _seek_at(self, x: int) -> None:
        r = self.scrub
        total = self.player.total
        if total <= 0 or r.w <= 0:
            return
        frac = (x - r.x) / max(1, r.w)
        self._changed(self.player.seek(round(frac * total)))

    def _spot(self, pos):
        for h in reversed(self.spots):
            if h.rect.collidepoint(pos):
                return h
        return None

    def _hover(self, pos) -> None:
        h = self._spot(pos)
        if (h.target if h else None) != (self.hover.target if self.hover else None):
            self.hover, self.hover_time = h, 0.0

    def describe(self, target):
        from jongrogue.ui.board.describe import describe
        if not target or target[0] in ("button", "dock"):
            return None
        return describe(self.ctx, target, self.view, log=self._last_log,
                        controller=_WarningOnly(self.warning))

    def _describe_at(self, pos):
        h = self._spot(pos)
        desc = self.describe(h.target) if h else None
        if not desc:
            return None
        from jongrogue.ui.scenes.table_flow import describe_popup
        return describe_popup(self.ctx, *desc)

    def leave(self):
        self.player.pause()
        return Pop("replay_closed")

    # -- time --------------------------------------------------------------------------------------
    def update(self, dt):
        self.hover_time += dt
        self.form.update(dt)
        if self.player.tick(dt):
            self._changed(True)
        elif not self.player.playing and self.buttons and self.buttons["play"].icon == "pause":
            self._sync_widgets()
        return None

    def animating(self) -> bool:
        return self.player.playing or self.scrubbing or bool(self.hover and self.hover_time < 0.7)

    # -- drawing -----------------------------------------------------------------------------------
    _last_log: list = []

    def draw(self, surface) -> None:
        ctx = self.ctx
        if self.tl is None:
            self.ensure_layout(surface.get_size())
        tl, v, n = self.tl, self.view, self.player.position
        state = self.timeline.state(n)
        events = self.timeline.events(n)
        theme.draw_felt(surface)
        spots: list = []
        hover = self.hover.target if self.hover else None
        spots += draw_wall(surface, tl.wall, ctx, v["wall"]["count"], state.wall)
        recent = [e.data["tile"] for e in events if e.kind == "drawn"]
        dspots, _ = draw_discard(surface, tl.discard, ctx, v["discard"], "order", 10 ** 6, recent)
        spots += dspots
        self._last_log = log = self.log_entries()
        current = next((i for i in range(len(log) - 1, -1, -1) if log[i].kind == "command"), None)
        log_hover = hover[1] if hover and hover[0] == "log" and len(hover) > 1 else None
        log_spots = draw_log(surface, tl.log, ctx, log, self.logstate, log_hover)
        self._mark_step(surface, log_spots, current)
        spots += log_spots
        spots += draw_map(surface, tl.dungeon, ctx, v, hover=hover)
        spots += draw_encounter(surface, tl.encounter, ctx, v, hover=hover)
        spots += self.dock.draw(surface, tl.dock, v, tl.dock_cols, hover=hover)
        label = f"{ctx.t('replay.badge')} · {context_name(ctx, v['context'])}"
        spots += draw_hud(surface, tl.hud, ctx, v, warning=self.warning, context_label=label,
                          buttons=(("back", ctx.t("replay.back") + " Esc", True),))
        self._draw_deck(surface)
        self.spots = spots
        self.form.draw(surface)
        if self.hover and self.hover_time >= TOOLTIP_DELAY and not self.form.hover:
            desc = self.describe(self.hover.target)
            if desc:
                title, body = desc
                draw_tooltip(surface, ctx, title + ("\n" + body if body else ""), self.hover.rect)

    def _mark_step(self, surface, log_spots, current) -> None:
        """A gold bar beside the lines of the current command (its header and what followed)."""
        if current is None:
            return
        rows = [h.rect for h in log_spots if len(h.target) > 1 and h.target[1] >= current]
        if not rows:
            return
        box = rows[0].unionall(rows[1:])
        tint = pygame.Surface(box.size, pygame.SRCALPHA)
        tint.fill((226, 190, 96, 34))
        surface.blit(tint, box)
        pygame.draw.rect(surface, theme.GOLD, (box.x - self.ctx.s(5), box.y, max(2, self.ctx.s(3)), box.h))

    def _draw_deck(self, surface) -> None:
        ctx = self.ctx
        bar = self.deck
        strip = pygame.Surface(bar.size, pygame.SRCALPHA)
        strip.fill((10, 30, 22, 215))
        surface.blit(strip, bar)
        pygame.draw.line(surface, theme.GOLD, bar.topleft, bar.topright, 1)
        self._draw_scrubber(surface)
        p = self.player
        r = self.label_rect
        counter = ctx.t("replay.counter", n=p.position, total=p.total)
        top = theme.blit_text(surface, ctx.font(14, bold=True), counter, theme.GOLD,
                              (r.x, r.y + ctx.s(1)), max_width=r.w)
        theme.blit_text(surface, ctx.font(16), self.step_label(), theme.CREAM_TEXT,
                        (r.x, top.bottom + ctx.s(1)), max_width=r.w)
        lab = ctx.font(12)
        theme.blit_text(surface, lab, ctx.t("replay.speed"), theme.MUTED_TEXT,
                        (self.speed.rect.x - ctx.s(8), self.speed.rect.centery), "midright")

    def _draw_scrubber(self, surface) -> None:
        ctx = self.ctx
        r = self.scrub
        total = max(1, self.player.total)
        track = pygame.Rect(r.x, r.y + ctx.s(5), r.w, ctx.s(6))
        pygame.draw.rect(surface, (40, 62, 52), track, border_radius=ctx.s(3))
        played = track.copy()
        played.w = round(track.w * self.player.position / total)
        if played.w:
            pygame.draw.rect(surface, theme.GOLD, played, border_radius=ctx.s(3))
        # command-number ticks: a step of 1/2/5 × 10^k that leaves room for the labels
        font = ctx.font(11)
        label_w = font.size(str(self.player.total))[0] + ctx.s(14)
        step = _tick_step(self.player.total, max(1, r.w // max(1, label_w)))
        k = 0
        while k <= self.player.total:
            x = track.x + round(track.w * k / total)
            pygame.draw.line(surface, theme.MUTED_TEXT, (x, track.bottom), (x, track.bottom + ctx.s(4)))
            img = font.render(str(k), True, theme.MUTED_TEXT)
            rect = img.get_rect(midtop=(x, track.bottom + ctx.s(4)))
            rect.clamp_ip(pygame.Rect(r.x - ctx.s(4), r.y, r.w + ctx.s(8), r.h + ctx.s(12)))
            if rect.bottom <= self.deck.bottom:
                surface.blit(img, rect)
            k += step
        knob_x = track.x + round(track.w * self.player.position / total)
        knob = pygame.Rect(0, 0, ctx.s(12), ctx.s(18))
        knob.center = (knob_x, track.centery)
        pygame.draw.rect(surface, theme.IVORY, knob, border_radius=ctx.s(3))
        pygame.draw.rect(surface, theme.TILE_BACK, knob, width=max(1, ctx.s(2)), border_radius=ctx.s(3))
        if self.mouse != (-1, -1) and r.inflate(0, ctx.s(8)).collidepoint(self.mouse) and not self.scrubbing:
            n = round((self.mouse[0] - r.x) / max(1, r.w) * self.player.total)
            n = max(0, min(self.player.total, n))
            tip = font.render(str(n), True, theme.INK)
            box = tip.get_rect().inflate(ctx.s(8), ctx.s(4))
            box.midbottom = (self.mouse[0], track.y - ctx.s(2))
            box.clamp_ip(surface.get_rect())
            pygame.draw.rect(surface, (255, 250, 226), box, border_radius=ctx.s(3))
            surface.blit(tip, tip.get_rect(center=box.center))


def _tick_step(total: int, max_labels: int) -> int:
    if total <= 0:
        return 1
    for mag in (1, 10, 100, 1000, 10000, 100000):
        for m in (1, 2, 5):
            step = m * mag
            if total / step + 1 <= max_labels:
                return step
    return max(1, total)
