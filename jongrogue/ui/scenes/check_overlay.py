"""The check overlay: what is checked, the target, the exact chance before the draw next to the
seed's idealised chance, then the drawn tiles flip one by one and the outcome shows.

Click / Space / Enter skips to the end (and closes when finished); any other key closes it and is
passed on to the table. Long chains show the first MAX_ROWS checks and a summary line."""

from __future__ import annotations

import re

import pygame

from jongrogue.text import check_words
from jongrogue.text.log_format import check_name
from jongrogue.text.words import monster_name
from jongrogue.ui import theme
from jongrogue.ui.art import palette as pal
from jongrogue.ui.art.tiles import tile_surface
from jongrogue.ui.board.common import draw_tile, seed_pct, text, tt
from jongrogue.ui.scene import Pop, Scene
from jongrogue.ui.scenes.undo_keys import pass_on

MAX_ROWS = 6
SAID_CHECKS = 3  # by ear the panel names this many of its checks
ACT = re.compile(r"^「(.+)」をする$")
# (per tile, hold); "rapid": the rests of a "rest until something happens"
SPEEDS = {"slow": (0.5, 1.8), "normal": (0.26, 1.2), "fast": (0.11, 0.6), "rapid": (0.06, 0.3)}


def goal_line(ctx, check: str, n: int, op: str, target: object) -> str:
    """The target with what meeting it means, so the chance under it is not read as the
    outcome's: "1d9: exactly 1 → the ammo is used up" above "chance now 11.1 %", then "the
    ammo is kept"."""
    need = check_words.need_text(ctx, op, target)
    return f"{n}d9: {need} → {check_words.meaning(ctx, check, True)}"


class CheckOverlay(Scene):
    is_overlay = True
    dim_alpha = 50
    name = "check_overlay"
    SAYS_BACK = True  # closing says the screen the focus is back on, not "Checks closed"
    HELP_KEYS = (("space", "checks_skip"), ("escape", "close"))  # (ui/voice/help.py)

    def __init__(
        self,
        ctx,
        checks,
        *,
        speed: str | None = None,
        anchor: pygame.Rect | None = None,
        banner=None,
    ):
        super().__init__(ctx)
        self.banner = banner  # the new floor's banner (the table's FloorBanner): drawn over us
        if banner is not None:
            banner.carried = True
        self.checks = list(checks)
        self.rows = self.checks[:MAX_ROWS]
        self.rest = self.checks[MAX_ROWS:]
        self.step, self.hold = SPEEDS.get(speed or ctx.settings.animation_speed, SPEEDS["normal"])
        self.t = 0.0
        self.anchor = anchor
        self.starts = []  # time each row's first tile starts flipping
        t = 0.15
        for c in self.rows:
            self.starts.append(t)
            t += self.step * max(1, len(c.tiles)) + self.step * 0.8
        self.end = t
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._flipped = 0
        self.touched = False  # a key or click came while it was shown
        self.banner_rect: pygame.Rect | None = None  # where the banner was last drawn

    def speech_title(self) -> str:
        """By ear the panel is named by what it holds: how many checks, and which (the first
        few); closing it says where the focus went (``screens.left``)."""
        words = self.ctx.spoken()
        # (a name worded as a step, 「睡眠判定」をする, is listed by its noun)
        named = (ACT.sub(r"\1", check_name(words, c.check)) for c in self.checks)
        names = list(dict.fromkeys(named))
        said = names[:SAID_CHECKS]
        if len(names) > SAID_CHECKS:
            said.append(words.t("speech.checks_more", n=len(names) - SAID_CHECKS))
        shown = words.t(
            "speech.checks_shown", n=len(self.checks), names=words.t("table.tile_sep").join(said)
        )
        return words.speakable(shown)

    def exit(self) -> None:
        if self.banner is not None:  # what is left of it fades on the table
            self.banner.carried = False

    # -- timing ---------------------------------------------------------------------------------
    def finished(self) -> bool:
        return self.t >= self.end

    def skip(self) -> None:
        self.t = max(self.t, self.end)

    def update(self, dt):
        before = self.flips_done()
        self.t += dt
        if self.banner is not None and not self.banner.update(dt):
            self.exit()
            self.banner = None
        if self.flips_done() > before:
            self.ctx.sound.play("flip")
        if self.t >= self.end + self.hold:
            return Pop(None)
        return None

    def flips_done(self) -> int:
        n = 0
        for c, s in zip(self.rows, self.starts):
            n += sum(1 for k in range(len(c.tiles)) if self.t >= s + (k + 0.5) * self.step)
        return n

    def animating(self) -> bool:
        return True

    def handle_event(self, e):
        self.touched = self.touched or e.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)
        if (passed := pass_on(self.ctx, e)) is not None:  # the table undoes or redoes (before
            return passed  # the scene of a context the checks led to opens)
        if (
            e.type == pygame.MOUSEBUTTONDOWN
            and e.button == 1
            or (
                e.type == pygame.KEYDOWN
                and e.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)
            )
        ):
            if self.finished() or (e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE):
                return Pop(None)
            self.skip()
            return None
        if e.type == pygame.KEYDOWN:
            return Pop(("forward", e))
        return None

    # -- drawing --------------------------------------------------------------------------------
    def layout(self, size) -> None:
        ctx = self.ctx
        lw, lh = ctx.layout.logical
        w = min(600, lw - 40)
        row_h = 62
        h = 46 + row_h * len(self.rows) + (30 if self.rest else 0) + 14
        self.row_h = ctx.s(row_h)
        self.panel = ctx.layout.rect((lw - w) / 2, max(56, (lh - h) / 2 - 60), w, h)

    def draw(self, surface) -> None:
        ctx, p = self.ctx, self.panel
        theme.shadow(surface, p, ctx.s(8), ctx.s(8), 90)
        panel = pygame.Surface(p.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (252, 248, 234, 246), panel.get_rect(), border_radius=ctx.s(10))
        surface.blit(panel, p)
        pygame.draw.rect(surface, theme.GOLD, p, width=max(1, ctx.s(2)), border_radius=ctx.s(10))
        text(
            surface,
            ctx,
            tt(ctx, "checks_title", n=len(self.checks)),
            16,
            pal.INK,
            (p.x + ctx.s(16), p.y + ctx.s(12)),
            bold=True,
            serif=True,
        )
        hint = tt(ctx, "checks_skip") if not self.finished() else tt(ctx, "checks_close")
        text(
            surface, ctx, hint, 11, pal.INK_SOFT, (p.right - ctx.s(14), p.y + ctx.s(16)), "topright"
        )
        y = p.y + ctx.s(44)
        for c, start in zip(self.rows, self.starts):
            self._row(
                surface,
                pygame.Rect(p.x + ctx.s(12), y, p.w - ctx.s(24), self.row_h - ctx.s(6)),
                c,
                start,
            )
            y += self.row_h
        if self.rest:
            news = [check_words.good_for_player(c.check, c.success) for c in self.rest]
            ok, judged = news.count(True), sum(1 for g in news if g is not None)
            text(
                surface,
                ctx,
                tt(ctx, "checks_more", n=len(self.rest), ok=ok, judged=judged),
                13,
                pal.INK_SOFT,
                (p.x + ctx.s(16), y + ctx.s(4)),
            )
        if self.banner is not None:  # the floor's name over the checks, beside their panel
            self.banner_rect = self.banner.draw(surface, ctx, avoid=p)

    def _row(self, surface, r, c, start) -> None:
        ctx = self.ctx
        pygame.draw.rect(surface, (240, 232, 210), r, border_radius=ctx.s(6))
        name = check_name(ctx, c.check)
        if c.who is not None:  # "Sleep roll for the Bat": three rows of one room tell apart
            name = tt(ctx, "log.check_for", check=name, who=monster_name(ctx, c.who))
        room = r.w // 2 - ctx.s(14)
        theme.blit_text(
            surface,
            theme.fit_font(ctx, name, 14, room, min_size=10, bold=True),
            name,
            pal.INK,
            (r.x + ctx.s(10), r.y + ctx.s(5)),
            max_width=room,
        )
        if c.target is not None:
            goal = goal_line(ctx, c.check, len(c.tiles), c.op, c.target)
            odds = (
                tt(ctx, "odds_line", exact=seed_pct(c.exact), ideal=seed_pct(c.ideal))
                if c.exact is not None
                else ""
            )
            theme.blit_text(
                surface,
                theme.fit_font(ctx, goal, 13, room, min_size=10, bold=True),
                goal,
                pal.BLUE_INK,
                (r.x + ctx.s(10), r.y + ctx.s(24)),
                max_width=room,
            )
            text(
                surface,
                ctx,
                odds,
                11,
                pal.INK_SOFT,
                (r.x + ctx.s(10), r.y + ctx.s(40)),
                max_width=r.w // 2,
            )
        else:
            text(
                surface,
                ctx,
                tt(ctx, "draw_only", n=len(c.tiles)),
                12,
                pal.INK_SOFT,
                (r.x + ctx.s(10), r.y + ctx.s(26)),
            )
        tw = min(ctx.s(30), int((r.h - ctx.s(8)) * 3 / 4))
        th = round(tw * 4 / 3)
        x = r.x + r.w // 2 + ctx.s(4)
        ty = r.centery - th // 2
        done = True
        for k, code in enumerate(c.tiles[:8]):
            k0 = start + k * self.step
            prog = max(0.0, min(1.0, (self.t - k0) / self.step))
            if prog < 1:
                done = False
            self._flip(surface, code, (x, ty), tw, prog)
            x += tw + ctx.s(4)
        if done:
            total = f"= {c.total}"
            tr = text(
                surface, ctx, total, 16, pal.INK, (x + ctx.s(4), r.centery), "midleft", bold=True
            )
            if c.success is not None:
                good = check_words.good_for_player(c.check, c.success)
                label = check_words.meaning(ctx, c.check, c.success)
                colour = (
                    pal.OI_GREEN if good else pal.OI_VERMILLION if good is False else pal.BLUE_INK
                )
                pad = ctx.s(8)
                room = (
                    r.right - ctx.s(8) - (tr.right + ctx.s(6))
                )  # between "= n" and the row's edge
                size = 13
                while size > 9 and ctx.font(size, bold=True).size(label)[0] + 2 * pad > room:
                    size -= 1
                bw = min(room, ctx.font(size, bold=True).size(label)[0] + 2 * pad)
                badge = pygame.Rect(0, 0, max(ctx.s(24), bw), ctx.s(24))
                badge.midright = (r.right - ctx.s(8), r.centery)
                pygame.draw.rect(surface, colour, badge, border_radius=ctx.s(12))
                text(
                    surface,
                    ctx,
                    label,
                    size,
                    (255, 255, 255),
                    badge.center,
                    "center",
                    bold=True,
                    max_width=badge.w - 2 * pad,
                )

    def _flip(self, surface, code, pos, tw, prog) -> None:
        th = round(tw * 4 / 3)
        if prog <= 0:
            draw_tile(surface, "U", pos, tw, face_up=False)
            return
        if prog >= 1:
            draw_tile(surface, code, pos, tw)
            return
        face = prog >= 0.5
        img = tile_surface(code if face else "U", tw, face_up=face)
        k = abs(prog - 0.5) * 2
        w = max(1, round(img.get_width() * k))
        lift = round((1 - k) * th * 0.25)
        scaled = pygame.transform.smoothscale(img, (w, img.get_height()))
        surface.blit(scaled, (pos[0] + (tw - w) // 2, pos[1] - lift))
