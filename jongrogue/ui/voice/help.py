"""Context help (the help key, Ctrl+K): what this screen is and which keys work on it, built from
the screen's own bindings so that it cannot go stale:

* a scene's ``help_keys()`` (the table: its action bar's keys and labels, the keys of the
  Settings) or its ``HELP_KEYS`` — (pygame key name, ``speech.help.key.<what>``) pairs that its
  own ``handle_event`` reads;
* a scene with a ``form``: moving between its controls, pressing one, and every button's shortcut
  with the button's label;
* the keys that work on every screen (ui/voice/keys.py).

Said when speech is on; otherwise shown as a note (keyboard players read it too)."""

from __future__ import annotations

from jongrogue.speech.speaker import distinct, joined
from jongrogue.ui import pad
from jongrogue.ui.voice import screens
from jongrogue.ui.widgets import Button, key_label

HELP_SECONDS = 20.0  # a note shown while speech is off stays this long
# the table's own keys beside the bar's and the Settings' (ui/scenes/table_input.py)
TABLE_KEYS = (
    ("tab", "bar_focus"),
    ("return", "bar_press"),
    ("page down", "bar_page"),
    ("escape", "pause"),
)


# keys whose names cannot be a text's id (a dot separates the ids' parts; punctuation, spaces)
KEY_IDS = {
    ".": "period",
    ",": "comma",
    "/": "slash",
    ";": "semicolon",
    "'": "quote",
    "[": "left_bracket",
    "]": "right_bracket",
    "=": "equals",
    "\\": "backslash",
    "`": "backquote",
    "page up": "page_up",
    "page down": "page_down",
}


def spoken_key(ctx, name: str) -> str:
    """A key's name as the help says it (arrows and punctuation in words: a voice skips them)."""
    key = f"speech.help.keyname.{KEY_IDS.get(name, name)}"
    said = ctx.t(key)
    return key_label(name) if said == key else said


def named_keys(ctx, pairs) -> list[tuple[str, str]]:
    """(key label, what) for ``HELP_KEYS``-style (key name, text id) pairs."""
    return [(spoken_key(ctx, k), ctx.t(f"speech.help.key.{what}")) for k, what in pairs]


def form_keys(ctx, form) -> list[tuple[str, str]]:
    out = [(ctx.t("speech.help.tab_arrows"), ctx.t("speech.help.key.form_move"))]
    out.append((spoken_key(ctx, "return"), ctx.t("speech.help.key.form_press")))
    for w in form.widgets:
        if isinstance(w, Button) and w.shortcut and w.visible and w.enabled:
            out.append((spoken_key(ctx, w.shortcut), w.label))
    return out


def spec_words(ctx, spec) -> str:
    """A bar button's key in words: Shift, the key, then the number that picks it in its menu
    (the whole sequence: "P then 3")."""
    key = ("Shift+" if spec.shift else "") + spoken_key(ctx, spec.name)
    return key if spec.then is None else ctx.t("speech.help.key_then", key=key, n=spec.then)


def table_keys(ctx, table, takes=None, part: str = "") -> list[tuple[str, str]]:
    """The table's keys: each button of its action bar with its key, then the keys the Settings
    bind (the moves, only while a move is legal; describe, the log, undo), the sheets' function
    keys and the bar's own keys. ``takes(command)``: whether a button's command is played now
    (the tutorial's step refuses the others: their keys are not named, nor the moves' line).
    ``part`` "now": the bar's and the moves' only; "other": the rest; "": all."""
    bar, bound = table.bar, ctx.settings.keys
    out = [
        (spec_words(ctx, spec), label)
        for spec, label, c in zip(bar.keys, bar.labels, bar.commands)
        if spec and (takes is None or takes(c))
    ]
    moving = any(c.type.startswith("move_") for c in bar.commands)  # (a combat turn has none)
    if moving and takes is None:
        moves = " ".join(
            spoken_key(ctx, bound[f"move_{d}"]) for d in ("north", "east", "south", "west")
        )
        out.append((moves, ctx.t("speech.help.key.table_move")))
    if part == "now":
        return out
    if part == "other":
        out = []
    for action in ("describe", "message_log"):
        out.append((spoken_key(ctx, bound[action]), ctx.t(f"keys.{action}")))
    out.append(("D", ctx.t("speech.help.key.discard_sort")))
    for i, sid in enumerate(table.sheet_list()[:12], 1):
        out.append((f"F{i}", ctx.name(f"sheet.{sid}")))
    out += named_keys(ctx, TABLE_KEYS)
    arrows = " ".join(spoken_key(ctx, k) for k in ("up", "down", "left", "right"))
    out.append(("Ctrl+" + arrows, ctx.t("speech.help.key.table_focus")))  # (table_focus.py)
    for action in ("undo", "redo"):
        out.append(("Ctrl+" + spoken_key(ctx, bound[action]), ctx.t(f"keys.{action}")))
    return out


def paper_keys(ctx, table) -> list[tuple[str, str]]:
    """While a paper run wants a tile (or a link row): the keys of typing it, not the moves
    (the picker takes the letters and digits; tile_picker.py), then the sheets and the pause."""
    bound, arrows = ctx.settings.keys, " ".join(spoken_key(ctx, k) for k in ("up", "down"))
    out = [
        (spoken_key(ctx, "return"), ctx.t("speech.help.key.paper_enter")),
        (spoken_key(ctx, "backspace"), ctx.t("speech.help.key.paper_correct")),
        ("Ctrl+" + spoken_key(ctx, bound["undo"]), ctx.t("speech.help.key.paper_undo")),
        ("Ctrl+" + arrows, ctx.t("speech.help.key.paper_focus")),
    ]
    for i, sid in enumerate(table.sheet_list()[:12], 1):
        out.append((f"F{i}", ctx.name(f"sheet.{sid}")))
    return out + named_keys(ctx, (("escape", "pause"),))


def paper_typing(ctx, rows: bool) -> str:
    """How to type what a paper run wants, letter by letter (the context help's "now")."""
    return ctx.t("speech.paper.typing_rows" if rows else "speech.paper.typing")


def keys_of(ctx, scene, everywhere) -> list[tuple[str, str]]:
    """The keys that work on ``scene``: its own, its form's, then ``everywhere``'s actions
    (Ctrl + the key the Settings bind)."""
    own = getattr(scene, "help_keys", None)
    out = own() if callable(own) else named_keys(ctx, getattr(scene, "HELP_KEYS", ()))
    form = getattr(scene, "form", None)
    if form is not None and getattr(scene, "FORM_KEYS", True):  # (False: the mouse's only)
        out += form_keys(ctx, form)
    bound = ctx.settings.keys
    out += [("Ctrl+" + spoken_key(ctx, bound.get(a, "")), ctx.t(f"keys.{a}")) for a in everywhere]
    return out


def text(ctx, scene, everywhere) -> str:
    """The help of ``scene``: its name, what it is for, and its keys."""
    words = ctx.spoken()
    name = screens.title(ctx, scene) or ctx.t("speech.screen.message")
    about = ctx.t(f"speech.help.screen.{scene.name}")
    sep = words.t("table.tile_sep")
    if ctx.pad_active:  # the last input came from a game controller: its buttons
        pairs = pad.help_keys(ctx, getattr(scene, "focus_key", None) is not None)
        keys = ctx.t("pad.help.keys", keys=sep.join(f"{k}: {what}" for k, what in pairs))
    else:
        keys = sep.join(f"{k}: {what}" for k, what in keys_of(ctx, scene, everywhere))
        keys = ctx.t("speech.help.keys", keys=keys)
    now = getattr(scene, "help_now", None)  # what the screen waits for (the tutorial's step)
    parts = [name, about, now() if callable(now) else "", keys]
    return joined(distinct([words.speakable(p) for p in parts]), words.lang)


def sections(ctx, scene, everywhere) -> list[list[tuple[str, str]]]:
    """The keys by ear, a part at a press: the screen's own (the table: what can be done now,
    then its other keys) with its form's, then the keys of every screen."""
    own = getattr(scene, "help_sections", None)
    if callable(own):
        parts = [list(p) for p in own()]
    else:
        keys = getattr(scene, "help_keys", None)
        parts = [keys() if callable(keys) else named_keys(ctx, getattr(scene, "HELP_KEYS", ()))]
    form = getattr(scene, "form", None)
    if form is not None and getattr(scene, "FORM_KEYS", True):
        parts[0] = parts[0] + form_keys(ctx, form)
    bound = ctx.settings.keys
    parts.append(
        [("Ctrl+" + spoken_key(ctx, bound.get(a, "")), ctx.t(f"keys.{a}")) for a in everywhere]
    )
    return [p for p in parts if p]


def section_text(ctx, scene, everywhere, at: int) -> str:
    """The help by ear at the ``at``-th press in a row: the first says the screen, what it is
    for and what it waits for, with the first part of its keys; each says how to hear more."""
    words = ctx.spoken()
    parts = sections(ctx, scene, everywhere)
    n, i = len(parts), at % len(parts)
    sep = words.t("table.tile_sep")
    keys = sep.join(f"{k}: {what}" for k, what in parts[i])
    out = []
    if i == 0:
        name = screens.title(ctx, scene) or ctx.t("speech.screen.message")
        now = getattr(scene, "help_now", None)
        out += [name, ctx.t(f"speech.help.screen.{scene.name}"), now() if callable(now) else ""]
        out.append(ctx.t("speech.help.keys", keys=keys))
    else:
        out.append(ctx.t("speech.help.part", i=i + 1, n=n, keys=keys))
    if n > 1:
        key = "Ctrl+" + spoken_key(ctx, ctx.settings.keys.get("context_help", "k"))
        last = i == n - 1
        out.append(
            ctx.t("speech.help.again" if last else "speech.help.more", key=key, i=i + 2, n=n)
        )
    return joined(distinct([words.speakable(p) for p in out if p]), words.lang)


_pressed = {"scene": 0, "voice": 0, "at": -1, "said": -1}  # the last part said, and where


def give(ctx, scene, everywhere) -> None:
    """Said a part at a press while speech is on (the next part when pressed again with nothing
    said between); shown whole as a note otherwise."""
    sp = ctx.speech
    if not sp.enabled:
        ctx.notify(text(ctx, scene, everywhere), "info", HELP_SECONDS)
        return
    if ctx.pad_active:  # (a controller's buttons: few)
        sp.say(text(ctx, scene, everywhere))
        return
    here = {"scene": id(scene), "voice": id(sp)}
    again = all(_pressed[k] == v for k, v in here.items()) and _pressed["said"] == sp.said
    at = _pressed["at"] + 1 if again else 0
    sp.say(section_text(ctx, scene, everywhere, at))
    _pressed.update(here, at=at, said=sp.said)
