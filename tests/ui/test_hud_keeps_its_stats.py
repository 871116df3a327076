"""The status bar keeps every stat beside a long state label (戦闘のターン at about 150 % dropped
XP and Strength): the HP bar gives up some of its width first."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.engine import Game
from jongrogue.text.log_format import context_name
from jongrogue.ui.board.common import tt
from jongrogue.ui.board.hud import draw_hud
from tests.ui.playflow_app import App, home  # noqa: F401

STATS = {"level", "xp", "strength", "gold", "food_points", "floor"}


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size, scale", [((1400, 900), 175), ((1100, 700), 150), ((880, 560), 100)])
def test_every_stat_is_shown_beside_the_longest_state_label(home, lang, size, scale):
    app = App(lang=lang, size=size, scale=scale, game=Game.new(5))
    ctx, table = app.ctx, app.top
    label = max(
        (context_name(ctx, c) for c in ("combat_turn", "fight_or_flee", "ranged_phase")),
        key=lambda t: ctx.font(14, bold=True).size(t)[0],
    )
    spots = draw_hud(
        pygame.Surface(size),
        table.tl.hud,
        ctx,
        table.ctl.view,
        context_label=label,
        mode_label=tt(
            ctx, "mode_chip", ruleset=ctx.t("newgame.ez_plus"), mode=tt(ctx, "mode.challenge")
        ),
    )
    shown = {h.target[1] for h in spots if h.target[0] == "field"}
    assert STATS <= shown, STATS - shown


def _contrast(a, b) -> float:
    def lum(c):
        lin = [(v / 255) / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("hp", [6, 3, 1])
def test_the_hp_words_read_on_every_colour_of_the_bar(home, hp):
    """White "HP 3/6" on the amber of mid HP was hard to read: over the fill the words are dark,
    over the rest white, each at least 4.5:1 against what is under it."""
    from jongrogue.ui.art import palette as pal
    from jongrogue.ui.board import hud

    for fill in (pal.OI_GREEN, pal.OI_ORANGE, pal.OI_VERMILLION):
        assert _contrast(hud.HP_INK, fill) >= 4.5, fill
    assert _contrast((255, 255, 255), (60, 20, 20)) >= 4.5
    app = App(lang="en", size=(1280, 800), game=Game.new(5))
    view = dict(app.top.ctl.view)
    view["pc"] = dict(view["pc"], hp=hp, max_hp=6)
    surface = pygame.Surface((1280, 800))
    spots = draw_hud(surface, app.top.tl.hud, app.ctx, view)
    bar = next(h.rect for h in spots if h.target == ("field", "hp"))
    filled = bar.w * hp // 6
    inside = bar.inflate(-4, -4)
    pixels = [
        surface.get_at((x, y))[:3]
        for x in range(inside.x, inside.right)
        for y in range(inside.y, inside.bottom)
    ]
    whites = [p for i, p in enumerate(pixels) if min(p) > 230]
    lefts = [
        surface.get_at((x, y))[:3]
        for x in range(inside.x, bar.x + filled - 3)
        for y in range(inside.y, inside.bottom)
    ]
    assert not [p for p in lefts if min(p) > 230], "white words over the coloured fill"
    assert any(max(p) < 60 for p in lefts) or filled < bar.w // 4
    assert whites or hp == 6  # the rest of the bar still has its white words
