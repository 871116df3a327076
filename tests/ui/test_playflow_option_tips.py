"""A tile's or a monster's tooltip says what it is in *this* game — s9 is
a potion unless the ring rule is on, and abilities show only when the monster ability rule is."""

from __future__ import annotations

import pytest

from jongrogue.engine import Options
from jongrogue.ui.scenes.table_draw import describe_target
from tests.engine.plus_helpers import empty_room, put, put_tile
from tests.engine.test_legal_table import fresh
from tests.ui.playflow_app import App, home  # noqa: F401


def tooltip(app, target):
    """Point at ``target`` with the mouse and return the (title, body) the table shows."""
    table = app.top
    spot = next(h for h in table.spots if h.target == target)
    app.move(spot.rect.center)
    for _ in range(40):
        app.step()
    assert table.hover is not None and table.hover.target == target
    return describe_target(table, table.hover.target)


def game(*plus):
    g = fresh(options=Options(ruleset="ez_plus", plus=plus) if plus else Options())
    empty_room(g, 5)
    put_tile(g, 5, 1, "s9")
    put(g, 5, 2, "ice_monster")
    put_tile(g, 5, 3, "m4")
    return g


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_s9_is_a_potion_in_plain_ez(home, lang):
    app = App(lang=lang, game=game())
    _, body = tooltip(app, ("slot", 5, 1))
    ring = {"en": "ring", "ja": "指輪"}[lang]
    assert app.ctx.t("table.tile_is.potion_not_ring") == body
    assert {"en": "a potion", "ja": "水薬です"}[lang] in body
    app = App(lang=lang, game=game("rings"))
    _, body = tooltip(app, ("slot", 5, 1))
    assert ring in body and app.ctx.t("table.tile_is.ring") == body


def test_identification_keys_only_with_the_identification_rule(home):
    app = App(game=game())
    assert "key" not in tooltip(app, ("slot", 5, 3))[1]
    app = App(game=game("identification"))
    assert "scroll keys" in tooltip(app, ("slot", 5, 3))[1]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_abilities_only_when_they_are_on_and_in_player_words(home, lang):
    app = App(lang=lang, game=game())
    _, body = tooltip(app, ("slot", 5, 2))
    freeze = app.ctx.name("ability.freeze")
    assert freeze not in body and "monster_abilities" not in body
    app = App(lang=lang, game=game("monster_abilities"))
    _, body = tooltip(app, ("slot", 5, 2))
    assert freeze in body and app.ctx.text("ability.freeze") in body
    assert "monster_abilities" not in body and "Ability (" not in body
