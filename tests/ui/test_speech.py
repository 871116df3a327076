"""Speech at the table and around it, through real events (AppLoop.step) and a recording voice:
each command's outcome is said within the frame of its key, answers interrupt, screens are
announced as they open and close, toasts are said, the speech keys work, and a missing or failing
voice gives one message and never stops play."""

from __future__ import annotations

import pygame

from jongrogue.app import build_parser
from jongrogue.engine import Game, Options
from jongrogue.i18n import load_catalog
from jongrogue.speech import choose, detect
from jongrogue.speech.backend import Backend, RecordingSink
from jongrogue.ui.scene import Pop, Push
from jongrogue.ui.scenes import registry
from jongrogue.ui.scenes.confirm import ConfirmScene
from jongrogue.ui.scenes.message import MessageScene
from jongrogue.ui.scenes.run_open import OpenFileScene
from jongrogue.ui.voice.start import start_speech
from tests.ui.playflow_app import App, home  # noqa: F401

PAPER = Options(tiles="paper")


def speaking(app: App) -> RecordingSink:
    sink = RecordingSink()
    app.ctx.speech.use(sink)
    app.ctx.speech.enabled = True
    return sink


def warnings(app) -> list[str]:
    return [t.text for t in app.ctx.toasts if t.kind == "warning"]


def test_a_keys_outcome_reaches_the_voice_within_its_frame_and_interrupts(home):
    app = App(game=Game.new(5))
    sink = speaking(app)
    game = app.top.ctl.game
    for frame, key in enumerate((pygame.K_LEFT, pygame.K_LEFT), 1):
        sink.frame = frame
        app.step(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        assert len(game.commands) == frame
        said = [s for s in sink.spoken if s.frame == frame]
        assert len(said) == 1 and said[0].interrupt, sink.spoken
    assert sink.texts()[-2:] == [
        "You are at the West door of room 2.",
        "Burned 3. You are in corridor 2 to 1.",  # (no "HP 4 to 4": unchanged)
    ]


def test_the_outcome_is_the_logs_own_words(home):
    app = App(game=Game.new(5))
    sink = speaking(app)
    table = app.top
    table.run(table.bar.commands[0])
    app.step()
    words = app.ctx.spoken()
    record = table.ctl.book.latest()
    log = [e.shown() for e in record.render(words) if e.kind != "command" and e.text]
    said = sink.texts()[-1]
    assert len(log) == len([e for e in table.ctl.log if e.index == 1 and e.kind != "command"])
    assert log and all(words.speakable(line) in said for line in log)


def test_brief_says_less_than_full(home):
    lengths = {}
    for verbosity in ("brief", "normal", "full"):
        app = App(game=Game.new(5), speech_verbosity=verbosity)
        sink = speaking(app)
        for _ in range(8):
            app.top.run(app.top.bar.commands[0])
            app.step()
        lengths[verbosity] = sum(len(t) for t in sink.texts())
    assert lengths["brief"] < lengths["normal"] < lengths["full"]


def test_screens_are_announced_as_they_open_and_close(home):
    app = App()
    sink = speaking(app)
    app.loop.apply(Push(registry.make("settings", app.ctx)))
    app.step()
    app.loop.apply(Pop())
    app.step()
    opened, closed = sink.texts()[-2:]
    assert opened.startswith("Settings. Language. English.")  # (it opens on its first control)
    assert closed == "Settings closed. Title screen."


def test_a_dialog_says_its_title_text_and_choices(home):
    app = App(game=Game.new(5), lang="ja")
    sink = speaking(app)
    app.key("escape")
    said = sink.texts()[-1]
    assert said.startswith("一時停止。") and "選択肢：続ける、" in said


def test_every_screen_has_a_spoken_name_in_both_languages():
    classes = [registry.scene_class(n) for n in registry.SCENES]
    names = {c.name for c in classes if isinstance(c, type)}  # (factories build these classes)
    names |= {"table", MessageScene.name, ConfirmScene.name, OpenFileScene.name}
    for lang in ("ja", "en"):
        screens = load_catalog(lang)["ui"]["speech"]["screen"]
        spoken = [screens.get(n) for n in sorted(names)]
        assert all(spoken) and len(set(spoken)) == len(spoken), (lang, names - set(screens))


def test_toasts_and_refusals_are_said(home):
    app = App(game=Game.new(5))
    sink = speaking(app)
    app.ctx.speech.answering()
    app.top.refuse("You cannot do that now.")
    app.step()
    assert sink.spoken[-1].text == "You cannot do that now." and sink.spoken[-1].interrupt


def test_a_paper_run_says_which_tile_it_wants(home):
    app = App(game=Game.new(5, PAPER))
    sink = speaking(app)
    app.loop.apply(Push(registry.make("table", app.ctx, Game.new(5, PAPER))))  # as it opens
    app.step()
    assert sink.texts()[-1].startswith("The table. ") and "tile" in sink.texts()[-1]
    app.key("m")
    app.key("5")
    said = sink.texts()[-1]
    paper = app.top.ctl.view["paper"]
    assert paper["kind"] == "dungeon" and "Start room draw" in said and "room" in said.lower()


def test_the_speech_key_switches_speech_and_says_so(home):
    app = App(game=Game.new(5))
    sink = speaking(app)
    app.key("s", ctrl=True)
    assert sink.texts()[-1] == "Speech off." and not app.ctx.speech.enabled
    assert app.ctx.settings.speech == "off"
    app.key("s", ctrl=True)
    assert sink.texts()[-1] == "Speech on." and app.ctx.settings.speech == "on"


def test_review_keys_read_the_status_the_log_and_the_room(home):
    app = App(game=Game.new(5), lang="en")
    sink = speaking(app)
    for _ in range(3):
        app.top.run(app.top.bar.commands[0])
        app.step()
    app.key("i", ctrl=True)
    assert sink.texts()[-1].startswith("HP 4 of 4. Food 1. Floor 1. Wall ")
    app.key("l", ctrl=True)
    newest = sink.texts()[-1]
    app.key("l", ctrl=True)
    older = sink.texts()[-1]
    app.key("l", ctrl=True, shift=True)
    last = app.top.ctl.log[-1].shown()
    assert sink.texts()[-1] == newest != older and newest == app.ctx.spoken().speakable(last)
    app.key("e", ctrl=True)
    here = sink.texts()[-1]
    assert here.startswith("You are at the East door of room 2.")
    app.key("a", ctrl=True)
    assert sink.texts()[-1] == here and sink.spoken[-1].interrupt


class Broken(Backend):
    id = "broken"

    def speak(self, text, lang, interrupt):
        raise OSError("no audio device")


def test_a_voice_that_fails_gives_one_message_and_play_goes_on(home):
    app = App(game=Game.new(5))
    app.ctx.speech.use(Broken())
    app.ctx.speech.enabled = True
    for _ in range(4):
        app.top.run(app.top.bar.commands[0])
        app.step()
    assert len(app.top.ctl.game.commands) == 4
    failed = [w for w in warnings(app) if "Speech stopped" in w]
    assert len(failed) == 1 and "no audio device" in failed[0]


def test_no_voice_at_all_gives_one_message_and_play_goes_on(home, monkeypatch):
    monkeypatch.setattr(choose, "_candidates", lambda choice, platform: [])
    monkeypatch.setattr(detect, "running_screen_reader", lambda: None)
    app = App(game=Game.new(5))
    app.ctx.toasts.clear()
    start_speech(app.ctx, forced=True)
    assert app.ctx.speech.enabled and app.ctx.speech.voice is None
    assert len([w for w in warnings(app) if "no voice could be opened" in w]) == 1
    app.top.run(app.top.bar.commands[0])
    app.step()
    assert len(app.top.ctl.game.commands) == 1


def test_speech_is_off_unless_asked_for_or_a_screen_reader_runs(home, monkeypatch):
    opened = []

    def open_voice(choice, reader=None):
        opened.append(reader)
        return choose.Opened(RecordingSink(), reader)

    monkeypatch.setattr(choose, "open_voice", open_voice)
    for setting, forced, reader, on in (
        ("auto", False, None, False),
        ("auto", False, "orca", True),
        ("off", False, "orca", False),
        ("on", False, None, True),
        ("on", False, "orca", True),
        ("off", True, None, True),
    ):
        monkeypatch.setattr(detect, "running_screen_reader", lambda reader=reader: reader)
        app = App(speech=setting)
        start_speech(app.ctx, forced=forced)
        assert app.ctx.speech.enabled is on, (setting, forced, reader)
    # switched on with a reader running, the reader speaks (the voice "auto" takes it)
    assert opened == ["orca", None, "orca", None]
    assert build_parser().parse_args(["--speech"]).speech is True


def test_settings_switch_speech_and_its_voice_at_once(home, monkeypatch):
    sinks = []

    def opened(*a, **k):
        sinks.append(RecordingSink())
        return choose.Opened(sinks[-1], None)

    monkeypatch.setattr(choose, "open_voice", opened)
    monkeypatch.setattr(detect, "running_screen_reader", lambda: None)
    app = App(lang="ja")
    app.loop.apply(Push(registry.make("settings", app.ctx)))
    app.step()
    page = app.top

    def pick(widget, value):
        seg = widget._segments()[[v for v, _ in widget.options].index(value)]
        app.click(seg.center)
        assert widget.value == value

    pick(page.speech_w, "on")
    assert app.ctx.settings.speech == "on" and app.ctx.speech.enabled
    assert sinks[-1].texts()[-1] == "読み上げオン。"
    pick(page.verbosity_w, "brief")
    assert app.ctx.settings.speech_verbosity == "brief"
    pick(page.voice_w, "system_voice")
    assert app.ctx.settings.speech_voice == "system_voice" and len(sinks) == 2
    pick(page.speech_w, "auto")  # no screen reader runs: off
    assert not app.ctx.speech.enabled and sinks[-1].texts()[-1] == "読み上げオフ。"


def test_review_keys_say_the_odds_of_the_next_check_and_how_to_ask_for_a_hint(home):
    for lang, none, ask in (("en", "no check", "Press H"), ("ja", "判定はありません", "Hで")):
        app = App(game=Game.new(5), lang=lang)
        sink = speaking(app)
        app.key("o", ctrl=True)
        assert none in sink.texts()[-1] and sink.spoken[-1].interrupt
        app.key("v", ctrl=True)
        assert ask in sink.texts()[-1]
        for _ in range(12):  # to the first command with a check
            app.top.run(app.top.bar.commands[0])
            app.step()
            if app.top.ctl.checks:
                break
        check = next(c for c in app.top.ctl.checks if c.target is not None)
        app.key("o", ctrl=True)
        said = sink.texts()[-1]
        words = app.ctx.spoken()
        assert words.name(f"check.{check.check}") in said and none not in said
        assert said.count(app.ctx.t("speech.review.percent", p="")) >= 3  # had, full wall, now
