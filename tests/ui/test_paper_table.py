"""A paper run at the table through real events: New game's "My own tiles", the tile
picker by keyboard and by mouse, refusals with clear words, and an undo that says what to put
back at the table. The picker shows only what the player knows (a swap of unseen tiles)."""

from __future__ import annotations

import random

import pygame
import pytest

from jongrogue.engine import Game, Options
from jongrogue.game import Game as JournalGame
from jongrogue.i18n import rulebook
from jongrogue.sim import workers
from jongrogue.sim.advisor_settings import AdvisorSettings
from jongrogue.speech.backend import RecordingSink
from jongrogue.storage import paths
from jongrogue.text.paper_words import WIND_LETTERS, tile_named, typed
from jongrogue.ui import print_export
from jongrogue.ui.board import hint_view
from jongrogue.ui.scenes.run_launch import branch_game
from tests.ui.playflow_app import App, home  # noqa: F401

PAPER = Options(tiles="paper")


def _cells(app) -> dict:
    return {h.target[1]: h.rect for h in app.top.spots if h.target[0] == "paper_tile"}


def _toasts(app) -> list[str]:
    return [t.text for t in app.ctx.toasts]


def test_new_game_offers_my_own_tiles_and_the_table_asks_for_the_first_tile(home):
    app = App()
    app.click(app.widget("new_game").rect.center)
    tiles = app.widget("tiles")
    app.click((tiles.rect.right - tiles.rect.w // 4, tiles.rect.centery))  # "My own tiles"
    assert tiles.value == "paper"
    app.key("return")
    table = app.top
    assert app.names() == ["title", "table"] and table.ctl.game.options.tiles == "paper"
    assert table.ctl.view["context"] == "paper_tile" and len(_cells(app)) == 27
    assert table.bar.commands == []  # the tiles are entered in the picker
    assert app.ctx.settings.new_game["tiles"] == "paper"


def test_typing_and_clicking_enter_tiles_and_ctrl_z_says_what_to_put_back(home):
    app = App(game=Game.new(5, PAPER))
    game = app.top.ctl.game
    app.key("m")
    assert game.commands == [] and app.top.picker.buffer == "m"
    app.key("5")  # the start room's draw
    assert [c.arg("tile") for c in game.commands] == ["m5"]
    assert game.view()["paper"]["kind"] == "dungeon"
    app.click(_cells(app)["pR"].center)  # its dungeon pair: click a tile
    assert [c.arg("tile") for c in game.commands] == ["m5", "pR"]
    app.key("z", ctrl=True)
    assert len(game.commands) == 1 and "Turn the Red five of dots (pR) face down again." in _toasts(
        app
    )
    app.key("z", ctrl=True)
    assert (
        game.commands == []
        and "Put the 5 of Characters (m5) back on top of the wall." in _toasts(app)
    )


def test_a_kind_all_accounted_for_and_a_typo_are_refused_in_words(home):
    app = App(game=Game.new(5, PAPER))
    game = app.top.ctl.game
    app.key("x")
    assert game.commands == [] and any("is not a tile" in t for t in _toasts(app))
    app.key("m")
    app.key("5")
    cells = _cells(app)  # a dungeon tile: the dungeon's kinds only
    assert "m5" not in cells and set(cells) >= {"T", "N", "S", "P", "pR"}
    app.key("s")  # S or s1–s9? Enter says S: the South wind (its code N) in English
    assert len(game.commands) == 1
    app.key("return")
    assert game.commands[-1].arg("tile") == "N"
    app.key("p", shift=True)  # P: the north wind at once (a Japanese letter no English one spells)
    assert game.commands[-1].arg("tile") == "P"
    for _ in range(3):  # the three p1 not on the status field
        app.key("p")
        app.key("1")
    assert [c.arg("tile") for c in game.commands][-3:] == ["p1"] * 3
    assert app.top.paper_prompt().offered.get("p1", 0) == 0 and "p1" in _cells(app)
    app.ctx.toasts.clear()
    n = len(game.commands)
    app.click(_cells(app)["p1"].center)
    assert len(game.commands) == n
    assert any("every copy is accounted for" in t for t in _toasts(app)), _toasts(app)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_tile_of_the_wrong_family_is_refused_with_the_real_reason(home, lang):
    """A red five from the wall, a number tile as a dungeon tile: not "every copy is accounted
    for" but what the place can hold."""
    app = App(lang=lang, game=Game.new(5, PAPER))
    game = app.top.ctl.game
    for k in ("p", "r"):
        app.key(k)
    assert game.commands == []
    wall = {"en": "never in the wall", "ja": "山牌には入りません"}[lang]
    assert any(wall in t for t in _toasts(app)), _toasts(app)
    _to_a_dungeon_tile(app)
    app.ctx.toasts.clear()
    n = len(game.commands)
    app.key("m")
    app.key("1")
    assert len(game.commands) == n
    dungeon = {"en": "only the winds", "ja": "風牌（東南西北）と赤五（pR）だけ"}[lang]
    assert any(dungeon in t for t in _toasts(app)), _toasts(app)
    assert not any("accounted" in t or "所在" in t for t in _toasts(app)), _toasts(app)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("ident", [False, True])
def test_the_first_prompt_says_how_to_set_up_the_box_with_numbers_that_add_up(home, lang, ident):
    """The set-up panel says what to take out of the box before the deal: the PC's p1 (EZ), or
    the 27 link tiles onto the sheets (identification), the wall's count, and that one set of
    108 is exactly wall + links; then the dungeon and the rooms."""
    plus = ("identification",) if ident else ()
    options = Options(ruleset="ez_plus" if ident else "ez", plus=plus, tiles="paper")
    app = App(lang=lang, game=Game.new(5, options))
    steps = app.top.paper_prompt().steps
    assert len(steps) == 3
    first = steps[0]
    if ident:
        assert all(n in first for n in ("27", "81", "108", "81 + 27" if lang == "en" else "81＋27"))
        assert "p1" in first and ("link" in first if lang == "en" else "リンク牌" in first)
    else:
        assert all(n in first for n in ("108", "107", "p1"))
    assert "18" in steps[1] and "pR" in steps[1]
    app.key("m")
    app.key("5")
    assert not any("108" in s for s in app.top.paper_prompt().steps)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_rulebook_set_up_counts_the_identification_box_as_one_set(lang):
    """81 + 27 link tiles are the 108 of one set; the 2 p1 are not taken from it."""
    chapter = next(c for c in rulebook(lang) if c["id"] == "setup")
    text = " ".join(chapter["paragraphs"])
    assert "108" in text and "81" in text and "27" in text


def test_the_typing_rules():
    for lang in ("ja", "en"):
        assert typed("m5", lang) == ("m5", True) and typed("pr", lang) == ("pR", True)
        assert typed("T", lang) == ("T", True) and typed("t", lang) == ("T", True)
        assert typed("P", lang) == ("P", True) and typed("p", lang) == ("P", False)
        assert typed("x", lang) == (None, False) and typed("東", lang) == ("T", True)
        assert typed("E", lang) == ("T", True) and typed("w", lang) == ("S", True)
    # N and S name different winds in the two languages: each language reads them its own way
    assert typed("S", "ja") == ("S", True) and typed("s", "ja") == ("S", False)
    assert typed("N", "ja") == ("N", True) and typed("n", "ja") == ("N", True)
    assert typed("S", "en") == ("N", True) and typed("s", "en") == ("N", False)
    assert typed("N", "en") == ("P", True) and typed("n", "en") == ("P", True)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_picker_says_how_its_language_types_the_winds(home, lang):
    """The help line names the winds as this language types them, and a tile's name carries
    the code the player types: "East wind (E)" in English, "東 (T)" in Japanese."""
    app = App(lang=lang, game=Game.new(5, PAPER))
    help_line = app.ctx.t("table.paper.help")
    assert all(letter in help_line for letter in WIND_LETTERS[lang])
    assert ("東南西北" in help_line) == (lang == "ja")
    assert tile_named(app.ctx, "T") == {"en": "East wind (E)", "ja": "東 (T)"}[lang]
    assert tile_named(app.ctx, "P") == {"en": "North wind (N)", "ja": "北 (P)"}[lang]


def _to_a_dungeon_tile(app):
    app.key("m")
    app.key("5")  # the start room's draw: its dungeon pair comes next
    assert app.top.ctl.view["paper"]["kind"] == "dungeon"


@pytest.mark.parametrize(
    "lang, keys, wind",
    [
        ("en", ["n"], "P"),  # N is North in English (the tile's corner letter) ...
        ("ja", ["n"], "N"),  # ... and South (南, Nan) in Japanese
        ("en", ["e"], "T"),
        ("en", ["w"], "S"),
        ("en", ["t"], "T"),  # the Japanese letter, where no English letter means otherwise
        ("ja", ["e"], "T"),  # and the English one in Japanese
        ("en", ["s", "return"], "N"),
        ("ja", ["s", "return"], "S"),
    ],
)
def test_typed_winds_follow_the_ui_language(home, lang, keys, wind):
    app = App(lang=lang, game=Game.new(5, PAPER))
    _to_a_dungeon_tile(app)
    for k in keys:
        app.key(k)
    assert app.top.ctl.game.commands[-1].arg("tile") == wind
    # what was entered for the action names the wind as the player typed it
    assert tile_named(app.ctx, wind) in app.top.paper_prompt().entered


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hint_key_at_a_tile_prompt_says_the_hint_waits_for_the_next_choice(home, lang):
    """H while a tile is wanted is the Hint key, not a mistyped tile: one line (shown and
    spoken) says the game waits for the tile turned up and the Hint comes at the next choice;
    nothing is entered, and typing tiles goes on as before."""
    app = App(lang=lang, game=Game.new(5, PAPER))
    sink = RecordingSink()
    app.ctx.speech.use(sink)
    app.ctx.speech.enabled = True
    game = app.top.ctl.game
    line = app.ctx.t("table.paper.hint_waits")
    for shift in (False, True):
        app.ctx.toasts.clear()
        app.key("h", shift=shift)
        assert [(t.text, t.kind) for t in app.ctx.toasts] == [(line, "info")]
        assert sink.texts()[-1] == app.ctx.spoken().speakable(line)
        assert game.commands == [] and app.top.picker.buffer == ""
    app.key("m")
    app.key("5")
    assert [c.arg("tile") for c in game.commands] == ["m5"]
    app.key("m")
    app.key("h")  # inside a code, h is a typing slip
    assert app.ctx.toasts[-1].text == app.ctx.t("table.paper.not_a_tile", typed="mh")


def test_the_hint_asked_for_at_a_tile_prompt_starts_at_the_next_choice(home, monkeypatch):
    """What the line promises: the Hint starts by itself once the tiles are in."""
    monkeypatch.setattr(hint_view, "SETTINGS", AdvisorSettings(rollouts=8, first=4, budget=48))
    app = App(game=Game.new(5, PAPER))
    table = app.top
    assert table.paper_prompt() is not None
    app.key("h")
    assert table.hint.job is None  # no choice yet
    while table.paper_prompt() is not None:  # the opening's tiles, as the picker enters them
        app.loop.apply(table.enter_tile(sorted(table.paper_prompt().offered)[0]))
        app.step()
    assert table.hint.available(table.ctl)
    assert table.hint.job is not None or table.hint.advice is not None  # asked by itself
    assert not table.hint.wanted
    table.hint.cancel()
    workers.reset()  # no worker outlives its test


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_wind_typed_as_kanji_through_the_ime(home, lang):
    app = App(lang=lang, game=Game.new(5, PAPER))
    _to_a_dungeon_tile(app)
    app.step(pygame.event.Event(pygame.TEXTINPUT, text="北"))
    assert app.top.ctl.game.commands[-1].arg("tile") == "P"


def test_the_picker_shows_only_what_the_player_knows(home):
    """Two paper games whose hidden places hold the box in different orders (seeds), with the
    same tiles entered, draw the same picker, pixel for pixel."""
    shots = []
    for seed in (5, 6):
        g = Game.new(seed, PAPER)
        for tile in ("m5", "pR", "pR", "s3"):
            g.execute(next(c for c in g.legal_commands() if c.arg("tile") == tile))
        app = App(game=g)
        shots.append(pygame.image.tobytes(app.loop.surface.subsurface(app.top.paper_rect()), "RGB"))
    assert shots[0] == shots[1]


def test_play_from_here_of_a_paper_run_is_a_paper_run():
    g = Game.new(5, PAPER)
    for tile in ("m5", "pR", "pR", "s3"):
        g.execute(next(c for c in g.legal_commands() if c.arg("tile") == tile))
    branch = branch_game(g, 3, None)
    assert branch.options.tiles == "paper" and branch.commands == g.commands[:3]
    g.undo()
    assert branch.view() == g.view()


def test_print_sheets_from_the_pause_menu_writes_a_pdf_and_says_where(home):
    app = App(game=Game.new(5, PAPER))
    app.key("escape")
    assert app.top.tag == "pause"
    app.click(app.widget("print").rect.center)
    assert app.top.tag == "print_sheets"
    app.click(app.widget("print_blank_letter").rect.center)
    assert app.names() == ["table"]
    written = sorted(print_export.sheets_dir().glob("*.pdf"))
    assert len(written) == 1 and written[0].name.endswith("-blank-Letter-en.pdf")
    assert written[0].read_bytes().startswith(b"%PDF")
    assert any(str(written[0]) in t for t in _toasts(app))


def _at_a_link_search() -> Game:
    """An identification paper game played (seeded random, unknown items used at once) until
    the rules ask which face-down link row holds a key tile."""
    g = Game.new(1, Options("ez_plus", ("identification",), tiles="paper"))
    rnd = random.Random(1)
    while (g.view().get("paper") or {}).get("kind") != "link_row":
        legal = [c for c in g.legal_commands() if c.type not in ("abandon", "forced_end")]
        use = [c for c in legal if c.type in ("quaff", "read")]
        g.execute(use[0] if use else rnd.choice(legal))
        assert len(g.commands) < 3000
    return g


def test_a_link_search_asks_for_a_row_by_number_or_click(home):
    g = _at_a_link_search()
    app = App(game=g)
    prompt = app.top.paper_prompt()
    assert prompt.rows and "Which face-down row" in prompt.ask and "sheet sheet" not in prompt.ask
    cells = _cells(app)
    assert sorted(cells) == sorted(g.view()["paper"]["rows"])
    n = len(g.commands)
    row = sorted(cells)[0]
    app.key(str(row))
    assert len(g.commands) == n + 1 and g.commands[-1].arg("row") == row
    app.key("z", ctrl=True)
    assert f"Turn the link tile of row {row} face down again." in _toasts(app)
    app.click(_cells(app)[row].center)
    assert g.commands[-1].arg("row") == row


def test_a_paper_run_continues_where_it_waited_and_joins_history(home):
    g = JournalGame.new(5, PAPER)
    for tile in ("m5", "pR"):
        g.execute(next(c for c in g.legal_commands() if c.arg("tile") == tile))
    paths.saves_dir()
    g.save(paths.autosave_path())
    app = App()
    app.click(app.widget("continue").rect.center)
    table = app.top
    assert app.names() == ["title", "table"] and table.ctl.game.options.tiles == "paper"
    assert table.ctl.view["paper"] == g.view()["paper"]
    app.click(_cells(app)["pR"].center)  # the pair's second tile, after the reload
    assert [c.arg("tile") for c in table.ctl.game.commands] == ["m5", "pR", "pR"]
    while table.ctl.view["context"] == "paper_tile":  # the rest of the opening, by mouse
        app.click(
            next(r for k, r in _cells(app).items() if table.paper_prompt().offered.get(k)).center
        )
    app.key("escape")
    app.click(app.widget("abandon").rect.center)
    app.click(app.widget("yes").rect.center)
    assert table.ctl.view["context"] == "game_over" and app.names() == ["title", "table", "run_end"]
    app.key("escape")
    assert any(getattr(c, "id", None) == "leave" for c in table.bar.commands)
    app.key("return")  # Back to the title
    rows = app.ctx.history.rows()
    assert [r["result"] for r in rows] == ["abandoned"]


def test_new_game_prints_blank_sheets_for_a_table_of_your_own(home):
    app = App(lang="ja")
    app.click(app.widget("new_game").rect.center)
    assert not any(w.id == "print_blank" for w in app.top.form.widgets)  # only for your own tiles
    tiles = app.widget("tiles")
    app.click((tiles.rect.right - tiles.rect.w // 4, tiles.rect.centery))
    app.click(app.widget("print_blank").rect.center)
    assert app.top.tag == "print_blank" and not any(
        w.id.startswith("print_filled") for w in app.top.form.widgets
    )
    app.click(app.widget("print_blank_a4").rect.center)
    assert app.names() == ["title", "newgame"]
    written = sorted(print_export.sheets_dir().glob("*.pdf"))
    assert len(written) == 1 and written[0].name.endswith("-blank-A4-ja.pdf")


def test_after_printing_blank_sheets_enter_starts_the_run(home):
    """The focus goes back to Start, whose key Enter is, not to the print button (Enter would
    open the print dialog again)."""
    app = App(lang="en")
    app.click(app.widget("new_game").rect.center)
    tiles = app.widget("tiles")
    app.click((tiles.rect.right - tiles.rect.w // 4, tiles.rect.centery))
    app.top.form.set_focus(app.widget("print_blank"))
    app.key("return")
    assert app.top.tag == "print_blank"
    app.click(app.widget("print_blank_a4").rect.center)
    assert app.names() == ["title", "newgame"]
    assert app.top.form.focus is app.widget("start")
    app.key("return")
    assert app.names()[-1] != "newgame" and getattr(app.top, "tag", "") != "print_blank"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_tile_code_typed_on_after_the_last_tile_is_no_command(home, lang):
    """ "p" and a digit typed just after the prompt ended (one tile too many) are dropped and
    said, not a pick-up of that slot — whatever text the key press carries."""
    app = App(lang=lang, game=Game.new(5, PAPER))
    game = app.top.ctl.game
    while (p := app.top.paper_prompt()) is not None:
        app.top.enter_tile(next(k for k, n in sorted(p.offered.items()) if n))
    n = len(game.commands)
    app.ctx.toasts.clear()
    for k in ("p", "3", "s", "1"):
        app.key(k)
    assert len(game.commands) == n and app.top.menu is None
    said = app.ctx.t("table.paper.typed_after", typed="\0").split("\0")[0]
    assert any(t.startswith(said) for t in _toasts(app)), _toasts(app)


def _at_a_roll() -> Game:
    """A paper game played (seeded random) until a check's draw asks for the first of two
    tiles (a ranged attack roll)."""
    g, rnd = Game.new(3, PAPER), random.Random(3)
    while not ((p := g.view().get("paper")) and p["kind"] == "draw" and p.get("more")):
        g.execute(rnd.choice([c for c in g.legal_commands() if c.type != "abandon"]))
        assert len(g.commands) < 200
    return g


SIZES = [((1280, 800), 100), ((1280, 800), 200), ((1100, 720), 100), ((1920, 1080), 200)]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size, scale", SIZES)
def test_the_picker_never_hides_what_the_tile_is_for(home, lang, size, scale):
    """A dungeon tile leaves the dungeon map in sight (its room glows there); a face-down slot
    and a check's draw leave the encounter map (the room being resolved), whose glowing slot
    can still be pointed at."""
    app = App(lang=lang, size=size, scale=scale, game=Game.new(5, PAPER))
    table, tl = app.top, app.top.tl
    app.key("m")
    app.key("5")
    assert table.ctl.view["paper"]["kind"] == "dungeon"
    assert not table.paper_rect().colliderect(tl.dungeon)
    while table.ctl.view["paper"]["kind"] != "slot":  # the rest of the opening, by mouse
        app.click(
            next(r for k, r in _cells(app).items() if table.paper_prompt().offered.get(k)).center
        )
    paper = table.ctl.view["paper"]
    assert not table.paper_rect().colliderect(tl.encounter)
    slot = next(h for h in table.spots if h.target == ("slot", paper["room"], paper["slot"]))
    assert table.spot_at(slot.rect.center) is slot
    app = App(lang=lang, size=size, scale=scale, game=_at_a_roll())
    assert not app.top.paper_rect().colliderect(app.top.tl.encounter)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size, scale", SIZES)
def test_the_tiles_stay_put_between_the_tiles_of_one_roll(home, lang, size, scale):
    """After the first tile of a two-tile roll the words say what was entered, and the same
    place still holds the same tile (a second click there enters the tile the player meant)."""
    app = App(lang=lang, size=size, scale=scale, game=_at_a_roll())
    game = app.top.ctl.game
    before = _cells(app)
    kind = next(k for k in before if app.top.paper_prompt().offered.get(k, 0) >= 2)
    app.click(before[kind].center)
    assert game.commands[-1].arg("tile") == kind and app.top.paper_prompt().entered
    assert app.top.ctl.view["paper"]["kind"] == "draw" and _cells(app) == before
    app.click(before[kind].center)
    assert [c.arg("tile") for c in game.commands[-2:]] == [kind, kind]


def test_what_the_picker_covers_shows_no_tooltip_and_takes_no_click(home):
    """The pointer over the picker, away from its tiles, points at nothing of the map under it."""
    app = App(game=_at_a_roll())
    table = app.top
    hidden = [
        h for h in table.spots if h.target[0] == "room" and table.paper_rect().contains(h.rect)
    ]
    cells = list(_cells(app).values())
    spot = next(
        p
        for h in hidden
        for p in (h.rect.topleft, h.rect.center, h.rect.midbottom)
        if h.rect.collidepoint(p) and not any(c.collidepoint(p) for c in cells)
    )
    app.move(spot)
    app.step()
    assert table.hover is None
    n = len(table.ctl.game.commands)
    app.click(spot)
    assert len(table.ctl.game.commands) == n and app.names() == ["table"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_put_back_toast_goes_when_the_tile_is_entered_again(home, lang):
    """Ctrl+Z says what to put back; entering the tile again (put back, drawn again) takes that
    toast away at once, the last one put back first (it stayed up, stale, for seconds)."""
    from jongrogue.text.paper_words import put_back_text

    app = App(lang=lang, game=Game.new(5, PAPER))
    game = app.top.ctl.game
    app.click(_cells(app)["m5"].center)  # the start room's draw
    app.click(_cells(app)["pR"].center)  # its dungeon pair
    app.key("z", ctrl=True)
    face_down = put_back_text(app.ctx, app.top.ctl.put_back)
    app.key("z", ctrl=True)
    wall_top = put_back_text(app.ctx, app.top.ctl.put_back)
    assert game.commands == [] and {face_down, wall_top} <= set(_toasts(app))
    app.click(_cells(app)["m5"].center)
    assert [c.arg("tile") for c in game.commands] == ["m5"]
    assert wall_top not in _toasts(app) and face_down in _toasts(app)
    app.click(_cells(app)["pR"].center)
    assert face_down not in _toasts(app)


@pytest.mark.parametrize("first,then", [("ja", "en"), ("en", "ja")])
def test_the_first_wind_asked_after_a_language_switch_says_what_s_and_n_mean_now(home, first, then):
    """Started in one language, switched in the other: S and N name other winds now (West typed
    as S out of habit was entered as South), so the first wind asked for after the switch says
    so, once; the next prompt does not repeat it."""
    app = App(lang=first, game=Game.new(5, PAPER))
    app.key("m")
    app.key("5")  # the start room's draw: then its dungeon tiles are asked for (winds offered)
    said = app.ctx.t("table.paper.wind_letters_now")
    assert said not in _toasts(app)
    app.ctx.set_language(then)
    app.top.sync()
    app.top.paper_prompt()
    now = app.ctx.t("table.paper.wind_letters_now")
    assert _toasts(app).count(now) == 1
    app.step()
    (toast,) = app.loop.toast_rects  # drawn off the picker, whose typing help it is about
    assert not toast.colliderect(app.top.paper_rect()), (toast, app.top.paper_rect())
    app.ctx.toasts.clear()
    app.click(_cells(app)["pR"].center)
    app.top.paper_prompt()
    assert now not in _toasts(app)
