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
