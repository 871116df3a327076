"""The game controller: SDL's CONTROLLER* events posted into the app loop (as the key tests post
keys) play the game — the title, New game and the table by d-pad and A, the Hint, back and the
menu; a pad plugged in or pulled out says so; the bar and the help name the pad's buttons while
it is in use; its bindings are rebound in Settings, saved, loaded and checked."""

from __future__ import annotations

import json
import re

import pygame
import pytest

from jongrogue.engine import Game, Options, cmd
from jongrogue.storage.settings import DEFAULT_PAD, load_settings
from jongrogue.ui import pad
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes import registry
from jongrogue.ui.scenes.settings import ACTIONS
from tests.ui.playflow_app import App, home  # noqa: F401
from tests.ui.test_no_cut_text import cut  # noqa: F401
from tests.ui.test_speech import speaking

BUTTON = {
    "a": pygame.CONTROLLER_BUTTON_A,
    "b": pygame.CONTROLLER_BUTTON_B,
    "x": pygame.CONTROLLER_BUTTON_X,
    "y": pygame.CONTROLLER_BUTTON_Y,
    "start": pygame.CONTROLLER_BUTTON_START,
    "back": pygame.CONTROLLER_BUTTON_BACK,
    "lb": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    "rb": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    "up": pygame.CONTROLLER_BUTTON_DPAD_UP,
    "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
}


def press(app: App, name: str) -> None:
    """A pad button pressed and let go, one frame each (as a player presses it)."""
    for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        app.step(pygame.event.Event(kind, instance_id=0, button=BUTTON[name]))


def axis(app: App, which: int, value: int, dt: float = 1 / 60) -> None:
    app.loop.step(
        [pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=which, value=value)],
        dt,
    )


def focused(app: App) -> str:
    return app.top.form.focus.id


def test_the_pad_walks_from_the_title_through_new_game_to_the_table(home):
    app = App()
    assert focused(app) == "new_game"
    press(app, "down")
    assert focused(app) != "new_game"
    press(app, "up")
    assert focused(app) == "new_game"
    press(app, "a")
    assert app.names() == ["title", "newgame"] and focused(app) == "start"
    press(app, "b")  # back, and in again
    assert app.names() == ["title"]
    press(app, "a")
    press(app, "a")
    assert app.names() == ["title", "table"]
    assert app.top.ctl.game.commands == []


def test_commands_on_the_table_by_pad_only(home):
    app = App(game=Game.new(5))
    sink = speaking(app)
    table = app.top
    press(app, "down")  # the d-pad walks the focus stops (Ctrl+arrows), playing nothing
    assert table.focus == ("wall",) and sink.texts()[-1].startswith("Wall")
    press(app, "right")
    assert table.focus == ("discard",)
    press(app, "rb")  # the shoulder buttons walk the action bar
    assert table.bar.focus == 0 and table.focus == ("action", 0)
    first = table.bar.commands[0]
    press(app, "a")
    assert table.ctl.game.commands[-1] == first
    for _ in range(3):  # a few more, each the bar's first
        press(app, "rb")
        press(app, "a")
    assert len(table.ctl.game.commands) == 4
    press(app, "lb")
    assert table.bar.focus == len(table.bar.commands) - 1


def test_back_and_the_menu_button(home):
    app = App(game=Game.new(5))
    press(app, "start")  # the pause menu
    assert app.names() == ["table", "message"]
    press(app, "b")
    assert app.names() == ["table"]
    press(app, "b")  # back on the table: the pause menu too (Esc)
    assert app.names() == ["table", "message"]


def test_the_hint_button_asks_for_the_hint(home):
    app = App(game=Game.new(5))
    table = app.top
    assert not table.hint.thinking()
    press(app, "x")
    assert table.hint.thinking() or table.hint.advice is not None
    table.hint.cancel()


def test_a_pad_plugged_in_and_pulled_out_says_so_and_never_crashes(home):
    app = App(game=Game.new(5))
    sink = speaking(app)
    app.step(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=7))  # none there
    assert "Controller connected" in sink.texts()[-1]
    assert any("Controller connected" in t.text for t in app.ctx.toasts)
    press(app, "rb")
    assert app.ctx.pad_active
    app.step(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=99))
    assert "Controller disconnected" in sink.texts()[-1]
    assert not app.ctx.pad_active and app.names() == ["table"]
    app.key("left")  # the keyboard plays on
    assert len(app.top.ctl.game.commands) == 1


def test_no_pad_changes_nothing(home):
    app = App(game=Game.new(5))
    app.key("tab")
    assert not app.ctx.pad_active
    assert "H" in [b.hint for b in app.top.bar.buttons]


def test_the_bar_and_the_help_name_the_pads_buttons_while_it_is_in_use(home):
    app = App(game=Game.new(5))
    sink = speaking(app)
    table = app.top

    def chips():
        app.step()
        return [b.hint for b in table.bar.buttons]

    assert "." in chips() and "H" in chips()
    press(app, "rb")
    assert app.ctx.pad_active
    assert "Ⓧ" in chips() and "." not in chips() and "H" not in chips()
    assert table.bar.focus == 0  # the bar's focus stays through the switch
    press(app, "y")
    said = sink.texts()[-1]
    assert "A button" in said and "X button: the Hint" in said and "Ctrl+" not in said
    app.key("right", ctrl=True)  # the keyboard again
    assert not app.ctx.pad_active and "H" in chips()
    app.key("k", ctrl=True)
    assert "Ctrl+" in sink.texts()[-1] and "A button" not in sink.texts()[-1]


def test_the_pads_help_on_a_menu_names_what_works_there(home):
    app = App()
    sink = speaking(app)
    press(app, "y")
    said = sink.texts()[-1]
    assert said.startswith("Title") and "left and right change a value" in said
    assert "Hint" not in said  # (the X button asks for it on the table only)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_pad_help_and_rows_exist_in_both_languages(home, lang):
    app = App(lang=lang, game=Game.new(5))
    sink = speaking(app)
    press(app, "y")
    said = sink.texts()[-1]
    assert "pad." not in said and "speech." not in said
    for button in DEFAULT_PAD.values():
        assert app.ctx.t(f"pad.button.{button}") in said
    for row in [r for r in ACTIONS if r.startswith("pad.")]:
        assert not app.ctx.t(f"pad.action.{row[4:]}").startswith("pad.")


def test_the_stick_has_a_dead_zone_and_repeats_while_held(home):
    app = App()
    start = focused(app)
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, 9000)  # inside the dead zone: nothing
    assert focused(app) == start
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, 30000)
    second = focused(app)
    assert second != start
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, 31000)  # still held that way: no second move yet
    assert focused(app) == second
    app.loop.step([], dt=pad.REPEAT_DELAY + 0.01)  # held past the delay: it repeats
    third = focused(app)
    assert third != second
    axis(app, pygame.CONTROLLER_AXIS_LEFTY, 0)  # let go: no more
    app.loop.step([], dt=1.0)
    assert focused(app) == third and app.loop.pad.held is None


def test_a_trigger_pages_once_per_pull(home):
    app = App(game=Game.new(5))
    seen = []
    app.top.bar.flip = seen.append
    for value in (20000, 32000, 0, 30000):
        axis(app, pygame.CONTROLLER_AXIS_TRIGGERRIGHT, value)
    assert seen == [1, 1]


def test_rebinding_a_button_in_settings_is_saved_and_loaded(home):
    app = App(persist=True)
    app.loop.apply(Push(registry.make("settings", app.ctx)))
    app.step()
    settings = app.top
    lst = settings.key_list
    settings.form.set_focus(lst)
    lst.selected = ACTIONS.index("pad.hint")
    press(app, "a")
    assert settings.binding_pad()
    press(app, "y")  # Y had the help: the two swap
    assert not settings.binding_pad()
    pad_now = app.ctx.settings.pad
    assert pad_now["hint"] == "y" and pad_now["context_help"] == "x"
    loaded, problem = load_settings()
    assert problem is None and loaded.pad == pad_now
    lst.selected = ACTIONS.index("pad.hint")
    press(app, "a")
    app.key("escape")  # Esc cancels the capture, and only that
    assert not settings.binding_pad() and app.names() == ["title", "settings"]
    assert app.ctx.settings.pad["hint"] == "y"


@pytest.mark.parametrize(
    "value",
    [{"hint": "nonsense"}, {"hint": "a"}, {"jump": "x"}, ["a"], "x"],
    ids=["unknown button", "shared button", "unknown action", "a list", "a string"],
)
def test_a_damaged_pad_binding_gives_the_defaults_and_says_so(home, value):
    app = App(persist=True)
    app.ctx.settings.pad["hint"] = "y"
    app.ctx.settings.pad["context_help"] = "x"
    app.ctx.save_settings()
    path = next((home / "config").rglob("settings.json"))
    data = json.loads(path.read_text())
    data["pad"] = value
    path.write_text(json.dumps(data))
    loaded, problem = load_settings()
    assert loaded.pad == DEFAULT_PAD
    assert problem is not None and problem.key == "settings_partly_invalid"
    assert loaded.language == "en"  # the other settings are kept


# what the player by ear knows of its language: the names it listens for
WORDS = {
    "en": {
        "table": "The table",
        "end": "Game over",
        "hint": "Hint",
        "attack": ("Attack", "Fight", "Melee"),
    },
    "ja": {
        "table": "卓",
        "end": "ゲーム・オーバー",
        "hint": "ヒント",
        "attack": ("攻撃", "戦う", "近接"),
    },
}


def first_words(said: str) -> str:
    """An utterance's first sentence: a screen's or an action's name."""
    return re.split("[.。]", said, maxsplit=1)[0]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_pad_only_player_plays_a_whole_run_by_ear(home, lang):
    """A player who hears only the utterances and presses only pad buttons: the help button (Y)
    says where it is; on the table it listens to each action of the bar (RB) and takes an
    attack it heard, else the action it took least; elsewhere A, or, when A does nothing, what
    it heard named Game over. A fixed seed plays to its end."""
    words = WORDS[lang]
    app = App(lang=lang, game=Game.new(6))
    sink = speaking(app)
    table = app.top

    def hear(button):
        n = len(sink.texts())
        press(app, button)
        return sink.texts()[n:]

    def choices():
        heard = []
        while True:
            said = hear("rb")[-1]
            if heard and said == heard[0]:
                return [first_words(h) for h in heard]
            heard.append(said)

    def take(i):
        for _ in range(i):
            hear("rb")
        return hear("a")

    taken: dict[str, int] = {}
    for _ in range(400):
        screen = first_words(hear("y")[-1])
        if screen == words["end"]:
            break
        if screen == words["table"]:
            heard = choices()
            moves = [i for i, h in enumerate(heard) if h != words["hint"]]
            attacks = [i for i in moves if heard[i].startswith(words["attack"])]
            pick = (attacks or sorted(moves, key=lambda i: taken.get(heard[i], 0)))[0]
            taken[heard[pick]] = taken.get(heard[pick], 0) + 1
            take(pick)
        elif not hear("a"):
            heard = choices()
            take(next((i for i, h in enumerate(heard) if h == words["end"]), 0))
    assert screen == words["end"]
    assert table.ctl.finished and table.ctl.view["context"] == "game_over"
    assert len(table.ctl.game.commands) > 20


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_pad_walks_a_paper_runs_tile_picker_enters_a_tile_and_takes_it_back(home, lang):
    """The d-pad moves over the picker's grid as drawn (a suit a row, up and down keep the
    number), each tile said with its copies left; A enters the tile, B takes it back (and says
    what to put back), and with nothing to take back B is the pause menu."""
    app = App(lang=lang, game=Game.new(41, Options(tiles="paper")))
    sink = speaking(app)
    table = app.top
    words = app.ctx.spoken()

    def said_tile(kind):
        return sink.texts()[-1].startswith(words.tile(kind))

    press(app, "down")
    assert table.focus == ("paper_tile", "m1") and said_tile("m1")
    press(app, "right")
    assert table.focus == ("paper_tile", "m2") and said_tile("m2")
    press(app, "down")
    assert table.focus == ("paper_tile", "p2") and said_tile("p2")
    press(app, "down")
    assert table.focus == ("paper_tile", "s2") and said_tile("s2")
    press(app, "up")
    assert table.focus == ("paper_tile", "p2")
    press(app, "b")  # nothing entered yet: back is the pause menu
    assert app.names() == ["table", "message"]
    press(app, "b")
    assert app.names() == ["table"]
    offered = table.paper_prompt().offered
    while not offered.get(table.focus[1]):
        press(app, "right")
    kind, n = table.focus[1], len(table.ctl.game.commands)
    press(app, "a")
    assert table.ctl.game.commands[n:] == [cmd("tile", tile=kind)]
    before = len(sink.texts())
    press(app, "b")
    assert len(table.ctl.game.commands) == n and app.names() == ["table"]
    assert any(words.tile(kind) in said for said in sink.texts()[before:])  # put it back


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_pads_rows_and_chips_fit_at_the_steam_decks_1280x800(home, lang, cut):
    app = App(lang=lang, size=(1280, 800))
    app.loop.apply(Push(registry.make("settings", app.ctx)))
    app.step()
    settings = app.top
    settings.form.set_focus(settings.key_list)
    for _ in ACTIONS:  # the d-pad walks every row of the list into view
        press(app, "down")
    assert settings.key_list.selected == len(ACTIONS) - 1
    table = App(lang=lang, size=(1280, 800), game=Game.new(5))
    press(table, "rb")
    assert table.ctx.pad_active and "Ⓧ" in [b.hint for b in table.top.bar.buttons]
    assert cut == []
