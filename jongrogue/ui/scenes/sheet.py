"""One sheet enlarged as an overlay: tabs to switch sheets, hover anything to describe it.

By ear: Left / Right (Tab, a number) say the sheet switched to, with its value; Up / Down walk its
fields and rows, each said with its value and what it is (ui/voice/sheet_stops.py, the words of
the table's focus stops)."""

from __future__ import annotations

import pygame

from jongrogue.text import sheet_words as text
from jongrogue.ui import theme
from jongrogue.ui.scene import Pop, Scene
from jongrogue.ui.sheets import Hotspot, draw_sheet, hotspot_at, sheets_for
from jongrogue.ui.sheets.tooltip import draw_tooltip, view_of
from jongrogue.ui.voice import sheet_stops
from jongrogue.ui.voice.sheet_values import sheet_value

TIP_DELAY = 0.25


class SheetScene(Scene):
    is_overlay = True
    name = "sheet"
    # the keys handle_event reads (said by the context help, ui/voice/help.py)
    HELP_KEYS = (
        ("down", "sheet_row"),
        ("up", "sheet_row_prev"),
        ("right", "sheet_next"),
        ("left", "sheet_prev"),
        ("tab", "sheet_tab"),
        ("1", "sheet_number"),
        ("escape", "close"),
    )

    def __init__(self, ctx, controller, sheet_id: str = "character_a"):
        super().__init__(ctx)
        self.controller = controller
        self.sheet_id = sheet_id
        self.spots: list[Hotspot] = []
        self.tabs: list[tuple[str, pygame.Rect]] = []
        self.hover: Hotspot | None = None
        self.hover_time = 0.0
        self.mouse = (0, 0)
        self.spots_of = ""  # the sheet self.spots were drawn for
        self.at = 0  # the stop Up / Down reached (0: the sheet's title, the whole sheet)
        self.walked = False  # Up / Down moved since the sheet opened: its row is outlined

    # -- layout --------------------------------------------------------------------------------
    def ids(self) -> list[str]:
        ids = sheets_for(view_of(self.controller))
        if self.sheet_id not in ids:
            ids.append(self.sheet_id)
        return ids

    def layout(self, size) -> None:
        ctx = self.ctx
        lw, lh = ctx.layout.logical
        w = min(1180, lw - 60)
        h = min(800, lh - 130)
        w = min(w, h * 1.5)
        self.paper = ctx.layout.rect((lw - w) / 2, 70, w, h)
        self._tabs()

    def tab_label(self, sid: str) -> str:
        short = text.ui(self.ctx.lang, f"tab.{sid}")
        return (
            short
            if short != f"tab.{sid}" and not short.startswith("ui.")
            else text.name(self.ctx.lang, f"sheet.{sid}").replace("シート", "")
        )

    def _tabs(self) -> None:
        """Tabs with whole labels: the font shrinks (14 down to 10) before anything is cut."""
        ctx = self.ctx
        ids = self.ids()
        pad = ctx.s(10)
        room = self.ctx.layout.size[0] - ctx.s(40)
        for size in (14, 13, 12, 11, 10):
            f = ctx.font(size)
            widths = [f.size(self.tab_label(s))[0] + 2 * pad for s in ids]
            total = sum(widths) + ctx.s(4) * (len(ids) - 1)
            if total <= room:
                break
        self.tab_size = size
        scale = min(1.0, room / max(1, total))
        x = (self.ctx.layout.size[0] - total * scale) / 2
        self.tabs = []
        for s, w in zip(ids, widths):
            r = pygame.Rect(round(x), ctx.s(24), round(w * scale), ctx.s(34))
            self.tabs.append((s, r))
            x += (w + ctx.s(4)) * scale

    def switch(self, sheet_id: str) -> None:
        if sheet_id != self.sheet_id:
            self.sheet_id = sheet_id
            self.hover = None
            self.ctx.sound.play("click")
            self._tabs()
        self.at, self.walked = 0, False
        self.say_stop()

    # -- by ear --------------------------------------------------------------------------------
    def speech_intro(self) -> list[str]:
        """After "Sheet: <name>": what it holds, and how to read it."""
        return [
            sheet_value(self.ctx, self.sheet_id, view_of(self.controller)),
            self.ctx.t("speech.sheet.keys"),
        ]

    def stops(self) -> list[str]:
        """The spot keys Up / Down walk (drawn off screen when the sheet is not drawn yet)."""
        if self.spots_of != self.sheet_id:
            scratch = pygame.Surface(self.ctx.layout.size)
            self.spots = draw_sheet(
                scratch, self.paper, self.sheet_id, view_of(self.controller), self.ctx.lang
            )
            self.spots_of = self.sheet_id
        title = f"sheet.{self.sheet_id}"
        return [title] + [k for k in sheet_stops.stops(h.key for h in self.spots) if k != title]

    def stop_rect(self) -> pygame.Rect | None:
        """Where the stop Up / Down reached is drawn (all its cells), None before a walk."""
        keys = self.stops() if self.walked else []
        key = keys[self.at % len(keys)] if keys else None
        rects = [h.rect for h in self.spots if h.key == key]
        return rects[0].unionall(rects[1:]) if rects else None

    def say_stop(self) -> None:
        keys = self.stops()
        self.at %= len(keys)
        view = view_of(self.controller)
        said = sheet_stops.spot_text(self.ctx, self.sheet_id, keys[self.at], view)
        self.ctx.speech.say(said, key="focus")

    # -- events --------------------------------------------------------------------------------
    def handle_event(self, e):
        if e.type == pygame.KEYDOWN:
            ids = self.ids()
            i = ids.index(self.sheet_id)
            if e.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                return Pop()
            if e.key in (pygame.K_RIGHT, pygame.K_TAB) and not e.mod & pygame.KMOD_SHIFT:
                self.switch(ids[(i + 1) % len(ids)])
            elif e.key in (pygame.K_LEFT, pygame.K_TAB):
                self.switch(ids[(i - 1) % len(ids)])
            elif pygame.K_1 <= e.key <= pygame.K_9 and e.key - pygame.K_1 < len(ids):
                self.switch(ids[e.key - pygame.K_1])
            elif e.key in (pygame.K_UP, pygame.K_DOWN):
                self.at += 1 if e.key == pygame.K_DOWN else -1
                self.walked = True
                self.ctx.sound.play("click")
                self.say_stop()
        elif e.type == pygame.MOUSEMOTION:
            self.mouse = e.pos
            spot = hotspot_at(self.spots, e.pos)
            if spot is not self.hover and (
                spot is None
                or self.hover is None
                or spot.rect != self.hover.rect
                or spot.key != self.hover.key
            ):
                self.hover, self.hover_time = spot, 0.0
        elif e.type == pygame.MOUSEBUTTONDOWN and e.button in (1, 3):
            for s, r in self.tabs:
                if r.collidepoint(e.pos):
                    self.switch(s)
                    return None
            if not self.paper.collidepoint(e.pos):
                return Pop()
            if e.button == 3:  # right-click describes at once
                self.hover = hotspot_at(self.spots, e.pos)
                self.hover_time = TIP_DELAY
        return None

    def update(self, dt):
        self.hover_time += dt

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        ctx = self.ctx
        view = view_of(self.controller)
        self.spots = draw_sheet(surface, self.paper, self.sheet_id, view, ctx.lang)
        self.spots_of = self.sheet_id
        at = self.stop_rect()
        if at is not None:  # the row read by ear, for the eye too
            pygame.draw.rect(
                surface,
                theme.GOLD,
                at.inflate(ctx.s(6), ctx.s(6)),
                width=max(2, ctx.s(2)),
                border_radius=ctx.s(4),
            )
        f = ctx.font(getattr(self, "tab_size", 14))
        for s, r in self.tabs:
            on = s == self.sheet_id
            pygame.draw.rect(
                surface,
                theme.PAPER if on else theme.darken(theme.PAPER_SHADE, 0.15),
                r,
                border_top_left_radius=ctx.s(6),
                border_top_right_radius=ctx.s(6),
            )
            if on:
                pygame.draw.rect(
                    surface,
                    theme.GOLD,
                    r,
                    width=max(1, ctx.s(2)),
                    border_top_left_radius=ctx.s(6),
                    border_top_right_radius=ctx.s(6),
                )
            label = self.tab_label(s)
            theme.blit_text(
                surface,
                f,
                label,
                theme.INK if on else theme.INK_SOFT,
                r.center,
                "center",
                max_width=r.w - ctx.s(6),
            )
        hint = text.ui(ctx.lang, "tab_hint")
        theme.blit_text(
            surface,
            ctx.font(13),
            hint,
            theme.CREAM_TEXT,
            (surface.get_width() // 2, self.paper.bottom + ctx.s(14)),
            "midtop",
        )
        if self.hover and self.hover_time >= TIP_DELAY:
            draw_tooltip(surface, ctx, self.hover.key, self.hover.rect)
