"""Defects 13 and 14: check lines say what was drawn, the total, what it needed and what it
means for the player (coloured by that); tiles named as players say them; plain English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from jongrogue.engine import Game
from jongrogue.sim.bot import GreedyBot
from jongrogue.storage.settings import Settings
from jongrogue.text import check_words, log_format, strings
from jongrogue.text.tile_words import tile_word
from jongrogue.ui.context import AppContext
from tests.ui import playflow_app  # noqa: F401

CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def ctx(lang):
    return AppContext(Settings(language=lang, sound=False), persist=False)


def test_tiles_are_named_as_players_say_them():
    assert tile_word(ctx("ja"), "s4") == "四索" and tile_word(ctx("ja"), "m8") == "八萬"
    assert tile_word(ctx("en"), "s4") == "4 of Bamboo" and tile_word(ctx("en"), "p3") == "3 of Dots"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_monster_miss_is_good_news_in_words_and_colour(lang):
    c = ctx(lang)
    miss = {
        "check": "monster_attack",
        "tiles": ("s4", "m3"),
        "total": 7,
        "target": 9,
        "op": ">=",
        "success": False,
    }
    e = log_format.check_line(c, miss)
    assert e.kind == "good"
    assert "→" in e.text and " = " not in e.text and "s4" not in e.text
    assert check_words.meaning(c, "monster_attack", False) in e.text
    hit = dict(miss, check="melee_attack")
    assert log_format.check_line(c, hit).kind == "bad"


def test_every_check_line_of_real_games_reads_as_words():
    for lang in ("en", "ja"):
        c = ctx(lang)
        game, bot = Game.new(seed=9), GreedyBot()
        seen = 0
        for _ in range(200):
            if game.state.context in ("game_over", "victory"):
                break
            for e in game.execute(bot.choose(game)):
                if e.kind == "check" and e.data.get("target") is not None:
                    line = log_format.check_line(c, e.data)
                    assert not re.search(r"\b[mps][1-9]\b", line.text), line.text
                    assert line.kind in ("good", "bad", "check")
                    seen += 1
        assert seen > 10


def _texts(node):
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "text" and isinstance(v, str):
                yield v
            else:
                yield from _texts(v)
    elif isinstance(node, list):
        for v in node:
            yield from _texts(v)


def test_english_texts_are_english():
    for key in ("sheets.no_states", "table.odds_line", "table.draw_only"):
        text = strings.ui("en", key)
        assert "(s)" not in text and "seed table" not in text and "no states" not in text
    c = ctx("en")
    from jongrogue.ui.board.common import item_name

    assert item_name(c, "scrolls", "key:p8") == "Unknown scroll (8 of Dots)"
    assert item_name(ctx("ja"), "potions", "key:s2") == "未識別の水薬（二索）"
    doc = yaml.safe_load(
        (Path(strings.__file__).parent.parent / "data/locale/en.yaml").read_text("utf-8")
    )
    # the tile glyphs 東 南 西 北 and the game's own title are the only Japanese left
    bad = [t for t in _texts(doc) if CJK.search(re.sub("[東南西北]|雀ローグEZ(プラス)?", "", t))]
    assert not bad, bad[:5]


def test_moves_of_a_held_pc_show_zero_percent():
    from jongrogue.engine import cmd
    from jongrogue.text.command_text import label

    c = ctx("en")
    view = Game.new(seed=1).view()
    move = cmd("move_room_to_door", dir="east")
    assert "0 %" not in label(c, move, view)
    view["pc"]["states"] = ["held"]
    assert label(c, move, view).endswith("0 %") and label(
        c, cmd("search", dir="east"), view
    ).endswith("0 %")
    assert "0 %" not in label(c, cmd("rest"), view)


def test_clairvoyance_is_good_news_and_says_what_it_reveals():
    for lang in ("en", "ja"):
        c = ctx(lang)
        on = log_format._pc_state(c, {"state": "clairvoyant", "on": True})
        assert on.kind == "good" and ("encounter" in on.text or "遭遇" in on.text)
        assert log_format._pc_state(c, {"state": "clairvoyant", "on": False}).kind == "bad"
        assert log_format._pc_state(c, {"state": "confused", "on": True}).kind == "bad"


def test_sleep_markers_sit_on_their_tile():
    import pygame

    from jongrogue.ui.board.encounter_view import marker_spots

    for w in (20, 32, 48, 80):
        tile = pygame.Rect(100, 100, w, round(w * 4 / 3))
        size = max(9, int(w * 0.42))
        for n in (1, 2, 3):
            for x, y in marker_spots(tile, size, n):
                assert tile.contains(pygame.Rect(x, y, size, size)), (w, n, x, y)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_cause_a_run_can_end_with_has_a_name(lang):
    """The score card, history and end screens name the cause; a raw id ("abandoned") must not show."""
    from jongrogue.data import load_rules

    rules = load_rules()
    causes = [
        "starved",
        "frozen_to_death",
        "poison",
        "forced_end",
        "abandoned",
        "victory",
        "poison_dart_trap",
    ]
    causes += [m["id"] for m in rules.monsters["monsters"]]
    for cause in causes:
        assert strings.cause_name(lang, cause) != cause.replace("_", " "), cause


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_rooms_tooltip_names_its_tiles_and_no_face_down_code(lang):
    from jongrogue.text.describe import describe
    from jongrogue.text.tile_words import tile_word

    c = ctx(lang)
    view = Game.new(seed=3).view()
    rooms = view["dungeon"]["rooms"]
    up = next(r for r, d in rooms.items() if d["revealed"])
    down = next(r for r, d in rooms.items() if not d["revealed"])
    body = describe(c, ("room", int(up)), view)[1]
    assert all(tile_word(c, t) in body for t in rooms[up]["tiles"])
    body = describe(c, ("room", int(down)), view)[1]
    assert "U" not in body.replace(c.t("table.desc.not_revealed"), "")


def test_a_check_whose_target_is_bad_news_does_not_read_as_a_need():
    """The ammo check's target (exactly 1) uses the ammunition up: missing it is good news, so
    the line names the target, not what the player "needed"."""
    c = ctx("en")
    kept = {
        "check": "ammo_check",
        "tiles": ("p5",),
        "total": 5,
        "target": 1,
        "op": "==",
        "success": False,
    }
    e = log_format.check_line(c, kept)
    assert e.kind == "good" and "target exactly 1 → the ammo is kept" in e.text
    assert "needed" not in e.text
