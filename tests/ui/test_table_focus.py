"""Focus navigation on the table: Ctrl+arrows walk a grid of focus stops built from the table's
hotspots; every stop says a non-empty utterance of its own (name, value, what can be done) in
both languages; Enter acts on the focused stop; the focus is outlined on the screen."""

from __future__ import annotations

import pygame
import pytest

from jongrogue.engine import Game, Options, cmd
from jongrogue.sim.bot import GreedyBot
from jongrogue.ui.scenes.table_focus import ROWS, grid, stop_text
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_speech import speaking


def played(n: int) -> Game:
    g, bot = Game.new(5), GreedyBot()
    for _ in range(n):
        g.execute(bot.choose(g))
    return g


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_focus_stop_says_something_of_its_own(home, lang):
    app = App(game=played(10), lang=lang)
    sink = speaking(app)
    table = app.top
    rows = grid(table)
    kinds = {t[0] for row in rows for t in row}
    assert {"wall", "discard", "field", "room", "slot", "sheet", "action"} <= kinds
    said = {}
    for row in rows:
        app.key("down", ctrl=True)
        start = row.index(table.focus)  # (the encounter row: at the PC's room)
        for c in range(len(row)):
            if c:
                app.key("right", ctrl=True)
            assert table.focus == row[(start + c) % len(row)] and sink.spoken[-1].interrupt
            said[table.focus] = sink.texts()[-1]
    assert len(said) == sum(len(row) for row in rows)
    assert all(said.values()) and len(set(said.values())) == len(said)
    assert len(table.ctl.game.commands) == 10  # moving the focus plays nothing


def test_the_focus_is_outlined_and_enter_acts(home):
    app = App(game=played(10))
    table = app.top
    app.step()
    before = pygame.image.tobytes(app.loop.surface, "RGB")
    app.key("down", ctrl=True)
    assert table.focus == ("wall",) and table.focus_rect() is not None
    assert pygame.image.tobytes(app.loop.surface, "RGB") != before
    app.key("up", ctrl=True)  # the last row: the action bar
    assert table.focus == ("action", 0) and table.bar.focus == 0
    n = len(table.ctl.game.commands)
    app.key("return")
    assert len(table.ctl.game.commands) == n + 1 or app.top is not table
    sheet_row = next(i for i, kinds in enumerate(ROWS) if "sheet" in kinds)
    assert sheet_row


def test_the_action_row_holds_every_bar_button_and_turns_the_bar_page(home):
    app = App(game=played(60))
    table = app.top
    assert len(table.bar.pages) > 1  # (a bar of two pages at this size)
    assert grid(table)[-1] == [("action", i) for i in range(len(table.bar.commands))]
    app.key("up", ctrl=True)  # the last row: the action bar
    later = table.bar.pages[1][0]
    for _ in range(later):
        app.key("right", ctrl=True)
    assert table.focus == ("action", later) and table.bar.page == 1
    assert table.focus_rect() is not None  # drawn, and outlined, on its page


def test_a_paper_runs_picker_is_the_first_row_and_enter_enters_the_tile(home):
    app = App(game=Game.new(41, Options(tiles="paper")))
    sink = speaking(app)
    table = app.top
    offered = table.paper_prompt().offered
    app.key("down", ctrl=True)
    assert table.focus[0] == "paper_tile"
    while not offered.get(table.focus[1]):
        app.key("right", ctrl=True)
    kind = table.focus[1]
    assert f"{offered[kind]} cop" in sink.texts()[-1]  # its copies left
    n = len(table.ctl.game.commands)
    app.key("return")
    assert table.ctl.game.commands[n:] == [cmd("tile", tile=kind)]


SLOT_DOWN = {"en": "Room {n}, slot {i}: face down.", "ja": "部屋{n}・スロット{i}：裏向き。"}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_encounter_row_starts_at_the_pc_room_and_says_far_face_down_slots_briefly(home, lang):
    """Ctrl+↓ into the encounter row lands on the first slot of the PC's room (not room 1's);
    a face-down slot of another room is said in a few words, not the face-down tile's text."""
    app = App(game=played(10), lang=lang)
    sink = speaking(app)
    table = app.top
    view = table.ctl.view
    here = view["pc"]["position"]["room"]
    assert here != 1
    rows = grid(table)
    at = next(i for i, row in enumerate(rows) if row[0][0] == "slot")
    for _ in range(at):
        app.key("down", ctrl=True)
    assert table.focus[0] != "slot"
    app.key("down", ctrl=True)
    first = min(i for kind, room, i in rows[at] if room == here)
    assert table.focus == ("slot", here, first)
    assert sink.texts()[-1] != SLOT_DOWN[lang].format(n=here, i=first)
    far = [
        t
        for t in rows[at]
        if t[1] != here and view["encounter"]["rooms"][str(t[1])][t[2] - 1]["face"] == "down"
    ]
    assert far
    while table.focus != far[0]:
        app.key("right", ctrl=True)
    words = app.ctx.spoken()
    assert sink.texts()[-1] == words.speakable(SLOT_DOWN[lang].format(n=far[0][1], i=far[0][2]))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_describe_says_the_focused_stop_and_how_to_leave_and_lets_the_focus_keys_through(
    home, lang
):
    """ "/" describes the focused stop and says that Esc closes it; Ctrl+arrows are not
    swallowed: they close it and move the table's focus."""
    app = App(game=played(10), lang=lang)
    sink = speaking(app)
    table = app.top
    rows = grid(table)
    app.key("down", ctrl=True)
    assert table.focus == rows[0][0] == ("wall",)
    app.key("/")
    assert app.top is not table and app.top.tag == "describe"
    said, words = sink.texts()[-1], app.ctx.spoken()
    assert words.speakable(words.name("term.wall")) in said
    assert words.speakable(app.ctx.t("speech.describe_hint")).rstrip("。.") in said
    app.key("down", ctrl=True)
    assert app.top is table and table.focus == rows[1][0]
    assert sink.texts()[-1].endswith(stop_text(table, rows[1][0]))  # (after "Table")
    app.key("/")
    app.key("escape")
    assert app.top is table and table.focus == rows[1][0]
