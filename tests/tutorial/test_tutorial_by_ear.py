"""The tutorial by ear and by controller: a player that hears nothing but the utterances (a
recording voice) and sends only keys — or only controller events — opens the tutorial from the
title screen and completes it, in each language. It knows what a player of the language knows:
the tutorial's name, how the tutorial words what to press (its ``say`` texts), the names of the
keys and of the controller's buttons, and the words of the end. Each step is said as it begins;
every "click here" of the script has a focus-stop-and-Enter way that the tutorial accepts."""

from __future__ import annotations

import re

import pytest

from jongrogue.i18n import load_catalog
from jongrogue.ui.scene import Push
from jongrogue.ui.scenes.table_focus import grid
from jongrogue.ui.scenes.tutorial import TutorialTable
from jongrogue.ui.tutorial.script import load_script
from tests.tutorial.test_tutorial_spoken_keys import mouse_only
from tests.ui.playflow_app import App
from tests.ui.test_pad import press as pad_press
from tests.ui.test_speech import speaking

KEY_IDS = {"period": ".", "comma": ",", "slash": "/"}  # the keys named by a word, not a glyph
QUIET_FRAMES = 3  # frames without a new utterance: the voice has stopped (a rest run is over)
FRAME = 0.25  # seconds a listening frame lasts (a run of rests plays one rest a frame)


class Ear:
    """What the player hears and the words it listens for, in its language."""

    def __init__(self, lang: str):
        catalog = load_catalog(lang)["ui"]
        self.say = catalog["tutorial"]["say"]
        self.tutorial = catalog["tutorial"]["title"]
        self.finished = catalog["tutorial"]["finished"]
        names = catalog["speech"]["help"]["keyname"].items()  # (a key's id, its name)
        self.keynames = {word: KEY_IDS.get(k, k) for k, word in names} | {"Enter": "return"}
        self.buttons = {v: k for k, v in catalog["pad"]["button"].items()}
        then = re.escape(catalog["speech"]["help"]["key_then"])  # "P then 3": a key's menu
        then = then.replace(re.escape("{key}"), "(?P<key>.+?)")
        self.then = re.compile(then.replace(re.escape("{n}"), r"(?P<n>\d+)"))
        self.patterns = {k: _pattern(v) for k, v in self.say.items() if k != "step"}

    def keynames_of(self, name: str) -> str:
        return next(word for word, key in self.keynames.items() if key == name)

    def instruction(self, heard: list[str]):
        """The newest thing the tutorial asked for: (kind, its words), from the newest
        utterance that holds one (its last one, the longest reading of it)."""
        for said in reversed(heard):
            found = [
                ((m.start(), m.end()), kind, m.groupdict())
                for kind, pat in self.patterns.items()
                for m in pat.finditer(said)
            ]
            if found:
                _, kind, words = max(found, key=lambda f: f[0])
                return kind, words
        return None


def _pattern(template: str) -> re.Pattern:
    """A ``say`` text as a pattern: each placeholder one phrase (no sentence end inside)."""
    out = re.escape(template)
    for name in ("action", "press", "next"):
        out = out.replace(re.escape("{" + name + "}"), f"(?P<{name}>[^.。]+?)")
    return re.compile(out)


def listen(app: App, sink) -> None:
    """Frames go by until the voice has been quiet a while (a run of rests speaks each rest)."""
    quiet, n = 0, len(sink.texts())
    for _ in range(400):
        app.loop.step([], dt=FRAME)
        if len(sink.texts()) == n:
            quiet += 1
            if quiet >= QUIET_FRAMES:
                return
        else:
            quiet, n = 0, len(sink.texts())
    raise AssertionError("the voice never fell quiet")


def press_words(app: App, ear: Ear, words: str) -> None:
    """Keys said in words ("Shift+Up arrow", "P then 1", "Period"), pressed one after another."""
    then = ear.then.fullmatch(words)
    for token in (then["key"], then["n"]) if then else (words,):
        shift = token.startswith("Shift+")
        name = token.removeprefix("Shift+")
        app.key(ear.keynames.get(name, name.lower()), shift=shift)


def title_to_tutorial(app: App, ear: Ear, sink, move) -> None:
    """On the title screen, move until the tutorial's control is said, then press it."""
    for _ in range(12):
        move()
        if sink.texts()[-1].startswith(ear.tutorial):
            return
    raise AssertionError(f"no {ear.tutorial} on the title: {sink.texts()[-12:]}")


def play(app: App, lang: str, by_pad: bool) -> list[str]:
    ear = Ear(lang)
    sink = speaking(app)
    title_to_tutorial(
        app, ear, sink, (lambda: pad_press(app, "down")) if by_pad else (lambda: app.key("tab"))
    )
    start = len(sink.texts())
    pad_press(app, "a") if by_pad else app.key("return")
    for _ in range(200):
        listen(app, sink)
        heard = sink.texts()[start:]
        if any(ear.finished in said for said in heard):
            return heard
        asked = ear.instruction(heard)
        assert asked is not None, heard[-3:]
        kind, words = asked
        if kind in ("next", "rest_on", "finish"):
            pad_press(app, "a") if by_pad else app.key("return")
        elif kind == "now_pad":
            assert by_pad
            for _ in range(40):  # the right bumper walks the action bar to the action said
                pad_press(app, ear.buttons[words["next"]] == "rightshoulder" and "rb" or "lb")
                if sink.texts()[-1].startswith(words["action"]):
                    break
            else:
                raise AssertionError(f"{words['action']} is not on the bar")
            pad_press(app, "a")
        else:  # the keys said ("now": an action without a key, which the script never asks)
            assert kind == "now_key" and not by_pad, (kind, words)
            press_words(app, ear, words["press"])
    raise AssertionError("the tutorial never ended")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_player_by_ear_completes_the_tutorial_with_keys_only(lang):
    app = App(lang=lang)
    heard = play(app, lang, by_pad=False)
    assert app.names() == ["title"] and not app.ctx.pad_active
    steps = load_script().steps
    ear = Ear(lang)
    for i in range(1, len(steps) + 1):  # every step was said as it began
        assert any(ear.say["step"].format(i=i, n=len(steps)) in said for said in heard), i
    told = [said for said in heard if mouse_only(lang, said)]
    assert not told, told  # never the mouse without the keys, "@" in words


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_player_by_ear_completes_the_tutorial_with_the_controller_only(lang):
    app = App(lang=lang)
    heard = play(app, lang, by_pad=True)
    assert app.names() == ["title"] and app.ctx.pad_active
    ear = Ear(lang)
    assert not any(ear.patterns["now_key"].search(said) for said in heard)  # buttons, not keys


def key(app: App, name: str, ctrl: bool = False) -> None:
    app.key(name, ctrl=ctrl)


def stop_of(scene, step, command):
    """The focus stop standing for the step's "click here": its spot (a slot, the stairs' room),
    an item's slot, else the command's button on the action bar."""
    if step.target.startswith("spot:"):
        kind, *args = step.target.split(":")[1:]
        return (kind, *(int(a) for a in args))
    if command.type == "pick_up":
        return ("slot", scene.ctl.view["pc"]["position"]["room"], command.arg("slot"))
    return ("action", scene.bar.commands.index(command))


def focus_on(app: App, scene, stop) -> None:
    """Ctrl+↓ to the stop's row, then Ctrl+→ along it, as a keyboard player walks the stops."""
    for _ in range(12):
        if any(stop in row for row in grid(scene)) and scene.focus in next(
            row for row in grid(scene) if stop in row
        ):
            break
        key(app, "down", ctrl=True)
    for _ in range(60):
        if scene.focus == stop:
            return
        key(app, "right", ctrl=True)
    raise AssertionError(f"no focus stop {stop}")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_click_here_has_a_focus_stop_and_enter_that_the_tutorial_takes(lang):
    """Each step's command by its focus stop and Enter (Enter alone for a step to read and the
    card's run of rests), every one accepted: the script plays through to its end."""
    app = App(lang=lang)
    app.key("t")
    scene = app.top
    assert scene.name == "tutorial"
    for index, step in enumerate(load_script().steps):
        assert scene.index == index
        while scene.index == index and not scene.finished:
            if step.waits_for_next or scene.card_button():
                key(app, "return")
                while scene.resting is not None:
                    app.loop.step([], dt=FRAME)
                continue
            command = step.commands[scene.done_in_step]
            n = len(scene.ctl.game.commands)
            focus_on(app, scene, stop_of(scene, step, command))
            key(app, "return")
            assert scene.ctl.game.commands[n : n + 1] == [command], (step.id, scene.focus)
    assert scene.finished and app.names() == ["title"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_help_key_says_the_step_and_what_to_press(lang):
    app = App(lang=lang)
    sink = speaking(app)
    app.key("t")
    ear = Ear(lang)
    app.key("k", ctrl=True)
    said = sink.texts()[-1]
    assert ear.say["step"].format(i=1, n=len(load_script().steps)) in said
    assert ear.instruction([said])[0] == "next"
    app.key("return")
    app.key("return")
    app.key("k", ctrl=True)
    kind, words = ear.instruction([sink.texts()[-1]])
    assert kind == "now_key" and words["press"] == ear.keynames_of("right")
    pad_press(app, "y")  # on a pad: its buttons
    kind, words = ear.instruction([sink.texts()[-1]])
    assert kind == "now_pad" and ear.buttons[words["next"]] == "rightshoulder"


def test_a_wrong_key_is_refused_with_the_hint_in_words_and_what_to_press():
    app = App(lang="en")
    sink = speaking(app)
    app.key("t")
    app.key(".")  # a step to read: rest is refused
    assert sink.texts()[-1] == "Press Enter for the next step."
    app.key("return")
    app.key("return")
    app.key(".")  # to_door: only the east door
    said = sink.texts()[-1]
    assert said.startswith("Go east: the door of room 5 (Right arrow).")
    assert said.endswith("Now: To the door, East. Key: Right arrow.")
    assert app.top.index == 2 and app.top.ctl.game.commands == []


def test_the_card_names_the_pads_buttons_while_a_pad_is_in_use():
    app = App(lang="en")
    app.loop.apply(Push(TutorialTable(app.ctx, 8)))  # combat: a step of several commands
    app.step()
    scene = app.top
    assert scene.now_text() == "Now: End shooting (X)" and scene.card_button() is None
    pad_press(app, "rb")
    assert scene.now_text() == "Now: End shooting (RB to it, then Ⓐ)"
    app.loop.apply(Push(TutorialTable(app.ctx, 0)))
    app.step()
    assert app.top.card_button() == "Next (Ⓐ)"
    app.key("tab")  # the keyboard again
    assert app.top.card_button() == "Next (Enter)"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_help_at_the_search_step_names_only_the_keys_the_step_takes(lang):
    """Step index 14 (search north): the help said "Down arrow: To the door, South" and the
    arrows' "move" beside the Shift+Up arrow it asks for, and Down was refused. The keys it
    names for the bar's commands are now the keys that work."""
    from jongrogue.ui.voice.help import spec_words, spoken_key

    app = App(lang=lang)
    sink = speaking(app)
    app.loop.apply(Push(TutorialTable(app.ctx, 14)))
    app.step()
    scene = app.top
    assert scene.step.id == "search"
    app.key("k", ctrl=True)
    said = sink.texts()[-1]
    bar = scene.bar
    wanted = scene.step.commands[0]
    for spec, name, c in zip(bar.keys, bar.labels, bar.commands):
        if spec is None or c.type == "ui":
            continue
        named = app.ctx.spoken().speakable(f"{spec_words(app.ctx, spec)}: {name}")
        found = re.search(r"(?<![+\w])" + re.escape(named), said)  # (not "Shift+" before it)
        assert bool(found) == (c == wanted), (named, said)
    assert app.ctx.t("speech.help.key.table_move") not in said
    assert f"{spoken_key(app.ctx, 'down')}: " not in said  # (Ctrl+… Down arrow: the focus)
    n = len(scene.ctl.game.commands)
    press_words(app, Ear(lang), ear_key(app, scene, wanted))
    assert scene.ctl.game.commands[n:] == [wanted]


def ear_key(app, scene, command) -> str:
    from jongrogue.ui.voice.help import spec_words

    return spec_words(app.ctx, scene.bar.keys[scene.bar.commands.index(command)])


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_in_the_tutorials_camp_an_arrow_says_the_key_that_works(lang):
    """Step 14 of 22 (end the camp): the card before said the arrows choose an item in camp,
    but the tutorial's camp stays on the table, where Down did nothing ("Nothing on Down arrow
    here"). The card now says where the arrows work, and a key that does nothing says the key
    that works now."""
    ear = Ear(lang)
    app = App(lang=lang)
    sink = speaking(app)
    app.loop.apply(Push(TutorialTable(app.ctx, 13)))
    app.step()
    scene = app.top
    assert scene.step.id == "camp_end" and scene.ctl.view["context"] == "camp"
    n = len(scene.ctl.game.commands)
    app.key("down")
    said = sink.texts()[-1]
    assert scene.ctl.game.commands[n:] == []
    kind, words = ear.instruction([said])
    assert kind == "now_key", said
    press_words(app, ear, words["press"])  # what it said works
    assert scene.index == 14
    card = load_catalog(lang)["ui"]["tutorial"]["say_step"]["camp"]
    assert ("Here the camp stays on the table" if lang == "en" else "卓のまま") in card
