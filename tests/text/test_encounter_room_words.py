"""A room of the encounter map, hovered, says what lies in that room — each filled slot's monster
(with its HP and whether it sleeps) or tile and meaning — not the whole map sheet's rules."""

from __future__ import annotations

import random

import pytest

from jongrogue.engine import Game, Options
from jongrogue.engine.core.queries import floor_monsters
from jongrogue.runfiles.log_lines import TextContext
from jongrogue.text.describe import describe
from jongrogue.text.words import monster_name


def _with_a_monster(seed: int):
    rng = random.Random(seed)
    g = Game.new(seed, Options())
    for _ in range(300):
        found = list(floor_monsters(g.state))
        if found:
            return g, found[0]
        g.execute(rng.choice([c for c in g.legal_commands() if c.type != "abandon"]))
    raise AssertionError("no monster met")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_rooms_encounter_names_its_monster_and_an_empty_room_says_it_is_empty(lang):
    ctx = TextContext(lang)
    g, (room, slot, monster) = _with_a_monster(4)
    view = g.view()
    title, body = describe(ctx, ("room_enc", room), view)
    assert str(room) in title
    assert monster_name(ctx, monster.id) in body
    assert body != ctx.text("sheet.map")
    unmet = next(
        r
        for r in range(1, 10)
        if all(x.get("tile") in (None, "U") for x in view["encounter"]["rooms"][str(r)][:4])
    )
    _, face_down = describe(ctx, ("room_enc", unmet), view)
    assert face_down == ctx.t("table.desc.enc_unmet", n=4)  # one line, not four rule texts
