"""The replay's deck, in the action bar's place: scrubber, VCR buttons, step label and speed.

    ─────────── scrubber with command numbers ───────────
    |◀ start  ◀◀ back  ▶ / ❚❚ play-pause  ▶▶ forward  ▶| end   "n. label"   [Play from here]  speed

``ReplayControls`` lays the deck out, keeps its buttons in step with the ``ReplayPlayer``, maps a
scrubber x to a command number and draws it. The icons are drawn with shapes (the font has no ❚
glyph). Input and what it does belong to ``scenes/replay.py``.
"""

from __future__ import annotations

import pygame

from jongrogue.ui import theme
from jongrogue.ui.replay.player import SPEEDS
from jongrogue.ui.widgets import Button, Segmented, Widget

BUTTONS = ("start", "back", "play", "forward", "end")


def speed_label(s: float) -> str:
    return ("0.5" if s == 0.5 else str(int(s))) + "×"


def draw_icon(surface, icon: str, center, size: float, colour) -> None:
    """VCR icons from triangles and bars, ``size`` = icon height in pixels."""
    cx, cy = center
    h = size / 2
    w = size * 0.8  # width of one triangle
    bar = max(2, round(size * 0.18))

    def tri(x0, pointing):  # x0: the flat side
        x1 = x0 + w if pointing > 0 else x0 - w
        pygame.draw.polygon(surface, colour, [(x0, cy - h), (x0, cy + h), (x1, cy)])

    if icon == "play":
        tri(cx - w / 2 + size * 0.06, 1)
    elif icon == "pause":
        gap = max(2, round(size * 0.2))
        for x in (cx - gap / 2 - bar, cx + gap / 2):
            pygame.draw.rect(
                surface, colour, pygame.Rect(round(x), round(cy - h), bar, round(size))
            )
    elif icon == "forward":
        tri(cx - w, 1)
        tri(cx, 1)
    elif icon == "back":
        tri(cx + w, -1)
        tri(cx, -1)
    elif icon == "end":
        total = w + bar + 1
        tri(cx - total / 2, 1)
        pygame.draw.rect(
            surface,
            colour,
            pygame.Rect(round(cx + total / 2 - bar), round(cy - h), bar, round(size)),
        )
    elif icon == "start":
        total = w + bar + 1
        pygame.draw.rect(
            surface, colour, pygame.Rect(round(cx - total / 2), round(cy - h), bar, round(size))
        )
        tri(cx + total / 2, -1)


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
        face = pygame.Rect(
            self.rect.x, self.rect.y + (ctx.s(4) - depth), self.rect.w, self.rect.h - ctx.s(4)
        )
        ink = theme.INK if self.enabled else (120, 124, 120)
        draw_icon(surface, self.icon, face.center, max(6, min(face.w, face.h) * 0.42), ink)


def tick_step(total: int, max_labels: int) -> int:
    """A step of 1/2/5 × 10^k between command-number labels, at most ``max_labels`` of them."""
    if total <= 0:
        return 1
    for mag in (1, 10, 100, 1000, 10000, 100000):
        for m in (1, 2, 5):
            step = m * mag
            if total / step + 1 <= max_labels:
                return step
    return max(1, total)


class ReplayControls:
    """Rects and widgets of the deck; ``rect`` is the whole deck, ``scrub`` the scrubber."""

    def __init__(self):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scrub = pygame.Rect(0, 0, 0, 0)
        self.label_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, IconButton] = {}
        self.speed: Segmented | None = None
        self.branch: Button | None = None  # "Play from here"

    def layout(
        self,
        ctx,
        bar: pygame.Rect,
        compact: bool,
        speed: float,
        no_branch: str | None = None,
        reserve: int = 0,
    ) -> list:
        """Place the deck in ``bar``; return its widgets (the VCR buttons and the speed picker).
        ``no_branch``: why Play from here cannot be used (greyed, the reason its tooltip);
        ``reserve``: px left free at the right of the scrubber's row (the Review button)."""
        pad = ctx.s(12)
        self.rect = bar
        top_h = ctx.s(26 if compact else 30)
        self.scrub = pygame.Rect(bar.x + pad, bar.y + ctx.s(6), bar.w - 2 * pad - reserve, top_h)
        row_y = self.scrub.bottom + ctx.s(4 if compact else 8)
        bh = bar.bottom - ctx.s(8) - row_y
        bw = ctx.s(46 if compact else 54)
        gap = ctx.s(6)
        x = bar.x + pad
        self.buttons = {}
        widgets: list[Widget] = []
        for bid in BUTTONS:
            b = IconButton(
                bid,
                bid,
                tooltip=ctx.t(f"replay.tip.{bid}"),
                style="primary" if bid == "play" else "normal",
            )
            b.rect = pygame.Rect(x, row_y, bw, bh)
            x += bw + gap
            widgets.append(b)
            self.buttons[bid] = b
        sw = ctx.s(190 if compact else 230)
        self.speed = Segmented(
            "speed",
            [(str(s), speed_label(s)) for s in SPEEDS],
            str(speed),
            tooltip=ctx.t("replay.tip.speed"),
        )
        self.speed.rect = pygame.Rect(bar.right - pad - sw, row_y + ctx.s(4), sw, bh - ctx.s(8))
        widgets.append(self.speed)
        room = self.speed.rect.x - ctx.s(64) - x - ctx.s(10)  # "Speed" caption sits in the 64
        brw = max(
            ctx.s(40), min(ctx.s(150 if compact else 180), room // 2 if room > ctx.s(300) else room)
        )
        self.branch = Button(
            "branch",
            ctx.t("replay.play_from_here"),
            size=13 if compact else 15,
            tooltip=no_branch or ctx.t("replay.play_from_here_tip"),
            enabled=no_branch is None,
        )
        self.branch.rect = pygame.Rect(self.speed.rect.x - ctx.s(64) - brw, row_y, brw, bh)
        widgets.append(self.branch)
        self.label_rect = pygame.Rect(x + ctx.s(10), row_y, self.branch.rect.x - x - ctx.s(24), bh)
        return widgets

    def sync(self, player) -> None:
        """Play / pause icon, which buttons can be pressed, the speed shown."""
        if not self.buttons:
            return
        self.buttons["play"].icon = "pause" if player.playing else "play"
        self.buttons["start"].enabled = self.buttons["back"].enabled = not player.at_start
        self.buttons["end"].enabled = self.buttons["forward"].enabled = not player.at_end
        self.buttons["play"].enabled = player.total > 0
        if self.speed is not None:
            self.speed.value = str(player.speed)

    # -- hit-testing -------------------------------------------------------------------------------
    def over_scrubber(self, ctx, pos) -> bool:
        return self.scrub.inflate(0, ctx.s(8)).collidepoint(pos)

    def over_steps(self, ctx, pos) -> bool:
        """Where the mouse wheel steps through the commands (the scrubber and the step label)."""
        return self.over_scrubber(ctx, pos) or self.label_rect.collidepoint(pos)

    def position_at(self, x: int, total: int) -> int | None:
        """The command number under scrubber x (None when there is nothing to seek)."""
        r = self.scrub
        if total <= 0 or r.w <= 0:
            return None
        return round((x - r.x) / max(1, r.w) * total)

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface, ctx, player, step_label: str, mouse, scrubbing: bool) -> None:
        """The strip, scrubber, counter, step label and speed caption (the widgets draw themselves)."""
        assert self.speed is not None, "laid out before it is drawn"
        bar = self.rect
        strip = pygame.Surface(bar.size, pygame.SRCALPHA)
        strip.fill((10, 30, 22, 215))
        surface.blit(strip, bar)
        pygame.draw.line(surface, theme.GOLD, bar.topleft, bar.topright, 1)
        self._draw_scrubber(surface, ctx, player, mouse, scrubbing)
        self._draw_step(surface, ctx, player, step_label)
        theme.blit_text(
            surface,
            ctx.font(12),
            ctx.t("replay.speed"),
            theme.MUTED_TEXT,
            (self.speed.rect.x - ctx.s(8), self.speed.rect.centery),
            "midright",
        )

    def _draw_step(self, surface, ctx, player, step_label: str) -> None:
        """The counter and, under it, the step's caption (on two lines when long); when the bar has
        no room for two lines under the counter, the counter is shortened to "12 / 340" and the
        caption starts beside it."""
        r = self.label_rect
        bold = ctx.font(14, bold=True)
        counter = ctx.t("replay.counter", n=player.position, total=player.total)
        room = r.bottom - r.y - bold.get_linesize()
        for size in (16, 14):
            font = ctx.font(size)
            lines = theme.wrap_text(font, step_label, r.w)
            if len(lines) * font.get_linesize() <= room:
                break
        else:
            counter = f"{player.position} / {player.total}"
        top = theme.blit_text(
            surface, bold, counter, theme.GOLD, (r.x, r.y + ctx.s(1)), max_width=r.w
        )
        spots = [(r.x, top.bottom + ctx.s(1) + k * font.get_linesize()) for k in range(2)]
        if len(lines) * font.get_linesize() > room:  # beside the short counter, then under it
            beside = r.w - top.w - ctx.s(10)
            lines = theme.wrap_text(font, step_label, beside)[:1]
            lines += [step_label[len(lines[0]) :].strip()]
            spots = [(top.right + ctx.s(10), top.y), (r.x, top.bottom + ctx.s(1))]
            lines = [ln for ln in lines if ln]
        if len(lines) > 2:  # (the rest on the second line, shortened)
            lines = [lines[0], step_label[len(lines[0]) :].strip()]
        for line, pos in zip(lines, spots):
            theme.blit_text(surface, font, line, theme.CREAM_TEXT, pos, max_width=r.right - pos[0])

    def _draw_scrubber(self, surface, ctx, player, mouse, scrubbing: bool) -> None:
        r = self.scrub
        total = max(1, player.total)
        track = pygame.Rect(r.x, r.y + ctx.s(5), r.w, ctx.s(6))
        pygame.draw.rect(surface, (40, 62, 52), track, border_radius=ctx.s(3))
        played = track.copy()
        played.w = round(track.w * player.position / total)
        if played.w:
            pygame.draw.rect(surface, theme.GOLD, played, border_radius=ctx.s(3))
        # command-number ticks, spaced to leave room for their labels
        font = ctx.font(11)
        label_w = font.size(str(player.total))[0] + ctx.s(14)
        step = tick_step(player.total, max(1, r.w // max(1, label_w)))
        k = 0
        while k <= player.total:
            x = track.x + round(track.w * k / total)
            pygame.draw.line(
                surface, theme.MUTED_TEXT, (x, track.bottom), (x, track.bottom + ctx.s(4))
            )
            img = font.render(str(k), True, theme.MUTED_TEXT)
            rect = img.get_rect(midtop=(x, track.bottom + ctx.s(4)))
            rect.clamp_ip(pygame.Rect(r.x - ctx.s(4), r.y, r.w + ctx.s(8), r.h + ctx.s(12)))
            if rect.bottom <= self.rect.bottom:
                surface.blit(img, rect)
            k += step
        knob = pygame.Rect(0, 0, ctx.s(12), ctx.s(18))
        knob.center = (track.x + round(track.w * player.position / total), track.centery)
        pygame.draw.rect(surface, theme.IVORY, knob, border_radius=ctx.s(3))
        pygame.draw.rect(
            surface, theme.TILE_BACK, knob, width=max(1, ctx.s(2)), border_radius=ctx.s(3)
        )
        if mouse != (-1, -1) and self.over_scrubber(ctx, mouse) and not scrubbing:
            n = max(0, min(player.total, round((mouse[0] - r.x) / max(1, r.w) * player.total)))
            tip = font.render(str(n), True, theme.INK)
            box = tip.get_rect().inflate(ctx.s(8), ctx.s(4))
            box.midbottom = (mouse[0], track.y - ctx.s(2))
            box.clamp_ip(surface.get_rect())
            pygame.draw.rect(surface, (255, 250, 226), box, border_radius=ctx.s(3))
            surface.blit(tip, tip.get_rect(center=box.center))
