"""The monsters of the player's room are named beside its number: three long names go on two
lines where one line, even shrunk, would cut them ("Black unicorn · Venus flyt…" at 170 %), and
the room's tiles make way for the second line."""

from __future__ import annotations

import copy

import pygame
import pytest

from jongrogue.data import load_rules
from jongrogue.engine import Game
from jongrogue.sim.bot import GreedyBot
from jongrogue.text.words import monster_name
from jongrogue.ui import theme
from jongrogue.ui.board import encounter_view
from jongrogue.ui.board.common import paper
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_no_cut_text import cut  # noqa: F401


def _room_with_a_monster():
    game, bot = Game.new(5), GreedyBot()
    for _ in range(400):
        view = game.view()
        here = encounter_view.pc_room(view)
        slots = view["encounter"]["rooms"].get(str(here), []) if here else []
        if any(s.get("monster") and s["face"] == "up" for s in slots):
            return game, view, here
        game.execute(bot.choose(game))
    raise AssertionError("no monster met")


GAME, VIEW, HERE = _room_with_a_monster()


def _three_longest(ctx, view, here):
    ids = [m["id"] for m in load_rules().monsters["monsters"]]
    longest = sorted(ids, key=lambda i: -ctx.font(10).size(monster_name(ctx, i))[0])[:3]
    view = copy.deepcopy(view)
    slots = view["encounter"]["rooms"][str(here)]
    seen = next(s for s in slots if s.get("monster") and s["face"] == "up")
    for slot, mid in zip(slots, longest):
        slot.update(copy.deepcopy(seen))
        slot["monster"]["id"] = mid
    return view, [monster_name(ctx, i) for i in longest]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize(
    "size, scale", [((880, 560), 100), ((1280, 800), 100), ((1280, 800), 200), ((1600, 1000), 170)]
)
def test_three_long_names_are_drawn_whole(home, cut, lang, size, scale, monkeypatch):
    app = App(lang=lang, size=size, scale=scale, game=GAME)
    ctx, area = app.ctx, app.top.tl.encounter
    view, names = _three_longest(ctx, VIEW, HERE)
    drawn = []
    blit = theme.blit_text
    monkeypatch.setattr(
        theme, "blit_text", lambda s, f, t, *a, **k: drawn.append((t, blit(s, f, t, *a, **k)))
    )
    surface = pygame.Surface(size)
    encounter_view.draw_encounter(surface, area, ctx, view)
    assert cut == []
    lines = [(t, r) for t, r in drawn if any(n in t for n in names)]
    assert all(n in " ".join(t for t, _ in lines) for n in names)
    top = paper(pygame.Surface(size), area, ctx, title="x")
    rects = encounter_view.slot_rects(ctx, area, top, view)
    cell = rects[("room", HERE)]
    tiles = [r for (room, _), r in rects.items() if room == HERE]
    assert all(cell.contains(r) for r in tiles)
    assert min(r.top for r in tiles) >= max(r.bottom for _, r in lines) - ctx.s(2)
