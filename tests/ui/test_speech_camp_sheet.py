"""The camp and the sheet viewer by ear (a blind player found both silent): every key that moves
the camp's choice says the post-it with what E / U / D would do; E / U / D name it; entering says
the post-its, the carry limits and the keys; over a limit "Choose myself" is done by keys alone;
an undo in camp is one utterance; in the sheet viewer every key says the sheet or row it moved to,
and a sheet's name is said once — in both languages, through real keys and a recording voice."""

from __future__ import annotations

import pytest

from jongrogue.engine import Game, Item
from tests.engine.helpers import rig
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_speech import speaking

CHOSEN = {"en": " of ", "ja": "番目"}


def _said(app, sink, key, **mods) -> str:
    """What one key made the app say (one utterance, or nothing)."""
    before = len(sink.texts())
    app.key(key, **mods)
    said = sink.texts()[before:]
    assert len(said) <= 1, said
    return said[0] if said else ""


def _over_limit_game() -> Game:
    """Two more armours than the armour sheet's limit of 2 allows past a camp."""
    game = Game.new(5)
    extra = ((Item("armour", "chain"), 1), (Item("armour", "leather"), 1))
    rig(game, items=game.state.items + extra)
    return game


def _name(app, key: str) -> str:
    return app.ctx.spoken().name(key)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_camp_key_says_the_chosen_post_it_and_what_the_keys_do(home, lang):
    app = App(lang=lang, game=Game.new(5))
    sink = speaking(app)
    entered = _said(app, sink, "c")
    assert app.names() == ["table", "camp"]
    words = app.ctx
    assert words.t("speech.camp.count", count=len(app.top.items())) in entered
    assert words.t("speech.camp.keys") in entered and _name(app, "melee.mace") in entered
    heard = set()
    for key, mods in (("down", {}), ("tab", {}), ("tab", {"shift": True}), ("up", {"ctrl": True})):
        said = _said(app, sink, key, **mods)
        item = app.top.selected
        assert CHOSEN[lang] in said and words.name(f"sheet.{item['sheet']}") in said, said
        heard.add(said)
    assert len(heard) > 1  # the choice moved, and each key said where to
    while app.top.selected["kind"] != "bow":
        app.key("tab")
    bow = _name(app, "ranged.bow")
    said = _said(app, sink, "e")  # a bow cannot be worn: why, naming it
    assert bow in said and words.t("speech.camp.does.discard") not in said
    assert app.ctx.t("sheets.camp.why.not_equippable") in said
    while app.top.selected["kind"] != "mace":
        app.key("tab")
    n = len(app.top.controller.game.commands)
    said = _said(app, sink, "u")  # taken off: the outcome, then the mace again, not worn
    assert _name(app, "melee.mace") in said and words.t("speech.camp.does.equip") in said
    assert len(app.top.controller.game.commands) == n + 1 and app.top.selected["kind"] == "mace"
    said = _said(app, sink, "u")  # no longer worn: said, not silent
    assert _name(app, "melee.mace") in said and len(app.top.controller.game.commands) == n + 1
    said = _said(app, sink, "return")
    assert app.names() == ["table"] and said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_over_the_limit_the_player_chooses_by_keys_and_ear(home, lang):
    app = App(lang=lang, game=_over_limit_game())
    sink = speaking(app)
    armour = app.ctx.name("sheet.armour")
    entered = _said(app, sink, "c")
    assert armour in entered and app.ctx.t("speech.focus.carry", count=3, limit=2) in entered
    _said(app, sink, "return")  # the dialog: the suggestion, or choose myself (chosen)
    assert app.top.tag == "end_camp"
    said = _said(app, sink, "return")  # "Choose myself"
    assert app.names() == ["table", "camp"]
    assert armour in said and app.ctx.t("speech.camp.keys") in said and CHOSEN[lang] in said
    chain = _name(app, "armour.chain")
    while app.top.selected["kind"] != "chain":
        said = _said(app, sink, "tab")
    assert chain in said and app.ctx.t("speech.camp.does.equip") in said
    said = _said(app, sink, "e")  # the chain mail picked up, put on
    worn = [
        it for it, _ in app.top.controller.game.state.items if it.sheet == "armour" and it.equipped
    ]
    assert [it.kind for it in worn] == ["chain"] and chain in said
    assert app.top.selected["kind"] == "chain"  # still the chosen one
    while app.top.selected["kind"] != "leather":
        app.key("tab")
    said = _said(app, sink, "d")  # within the limits now: said
    assert app.ctx.t("sheets.camp.ok") in said
    _said(app, sink, "return")
    assert app.names() == ["table"] and app.top.ctl.view["context"] == "explore"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_undo_in_camp_is_one_utterance_without_closing_and_reopening(home, lang):
    app = App(lang=lang, game=Game.new(5))
    sink = speaking(app)
    app.key("c")
    app.key("d")  # (the chosen post-it is worn: the dialog asks, and Tab, Enter say yes)
    app.key("tab")
    app.key("return")
    said = _said(app, sink, "z", ctrl=True)
    assert app.names() == ["table", "camp"]
    assert app.ctx.t("speech.left", screen=app.ctx.t("speech.screen.camp")) not in said
    assert app.ctx.t("speech.screen.table") not in said
    undone = app.ctx.spoken().t("table.log.undone", what="").strip()
    assert said.startswith(undone) and _name(app, "melee.mace") in said  # what was undone first
    assert app.ctx.t("speech.camp.keys") in said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_camps_help_lists_its_own_keys(home, lang):
    app = App(lang=lang, game=Game.new(5))
    sink = speaking(app)
    app.key("c")
    said = _said(app, sink, "k", ctrl=True)
    for what in ("camp_choose", "camp_tab", "camp_equip", "camp_unequip", "camp_discard"):
        assert app.ctx.t(f"speech.help.key.{what}") in said
    assert app.ctx.t("speech.help.key.form_move") not in said  # the keys never reach its form


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_sheet_key_says_the_sheet_or_row_it_moved_to(home, lang):
    app = App(lang=lang, game=Game.new(5))
    sink = speaking(app)
    opened = _said(app, sink, "f3")
    melee = app.ctx.name("sheet.melee")
    assert app.names()[-1] == "sheet" and opened.count(melee) == 1
    assert app.ctx.t("speech.sheet.keys") in opened
    rows = [_said(app, sink, "down") for _ in range(3)]
    assert all(rows) and len(set(rows)) == 3
    mace = _name(app, "melee.mace")
    assert any(r.startswith(mace) and app.ctx.t("speech.focus.equipped") in r for r in rows)
    assert _said(app, sink, "up") == rows[1]
    for key, mods, sheet in (
        ("right", {}, "ranged"),
        ("tab", {}, "armour"),
        ("left", {}, "ranged"),
        ("tab", {"shift": True}, "melee"),
        ("1", {}, "character_a"),
    ):
        said = _said(app, sink, key, **mods)
        name = app.ctx.name(f"sheet.{sheet}")
        assert app.top.sheet_id == sheet and said.startswith(name), said
        assert said.count(name) == 1, said  # "Character sheet A" once, not three times
    level = _said(app, sink, "down")
    assert level.startswith(app.ctx.name("field.level")) and "1" in level


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_sheet_stop_on_the_table_says_the_sheets_name_once(home, lang):
    app = App(lang=lang, game=Game.new(5))
    sink = speaking(app)
    name = app.ctx.name("sheet.character_a")
    for _ in range(12):
        said = _said(app, sink, "down", ctrl=True)
        if app.top.focus and app.top.focus[0] == "sheet":
            break
    assert app.top.focus == ("sheet", "character_a")
    assert said.count(name) == 1, said
    while app.top.focus[0] == "sheet":  # along the row: the sheets, then their fields
        said = _said(app, sink, "right", ctrl=True)
    assert app.top.focus == ("sheet_spot", "character_a", "sheet.character_a")
    assert said.count(name) == 1, said  # was said three times
