"""The menus by ear: on a screen with a ``form`` (the title, New game, Settings, History, Stats,
the Rulebook …), the control that Tab or the arrows focus, or whose value a key changes, says
its name, its value and its tooltip (what it does); a text pane (the Rulebook's) says the
paragraph its cursor moved to; an arrow that moved nothing says the edge it met (the last
row, the end of the chapter, a choice already at its last value). Compared before and after each key, never
per frame; a screen that opens or closes is announced by ``screens`` instead.

A control's name: a button's or checkbox's label; else the scene's ``speech_label(widget)``;
else the text ``<screen>.<widget id>`` of the screen's own catalogue (Settings → "Speech").
Its tooltip follows, or the scene's ``speech_tip(widget)`` in its place.
A scene whose form the keys never reach (the camp: ``FORM_KEYS = False``) says its keys itself."""

from __future__ import annotations

import pygame

from jongrogue.speech.speaker import joined
from jongrogue.ui.voice import screens
from jongrogue.ui.widgets import Button
from jongrogue.ui.widgets.button import Checkbox
from jongrogue.ui.widgets.choice import Segmented, Stepper
from jongrogue.ui.widgets.lists import ScrollList, TextInput
from jongrogue.ui.widgets.textpane import TextPane


def _state(w):
    return (
        getattr(w, "value", None),
        getattr(w, "checked", None),
        getattr(w, "selected", None),
        getattr(w, "text", None),
        getattr(w, "all_selected", None),
        getattr(w, "at", None),  # a text pane's paragraph
    )


def snapshot(scene):
    form = getattr(scene, "form", None)
    w = form.focus if form is not None else None
    return scene, w, _state(w) if w is not None else None


def name(ctx, scene, w) -> str:
    if isinstance(w, (Button, Checkbox)) and w.label:  # (an icon's button has none)
        return w.label
    own = getattr(scene, "speech_label", None)
    if callable(own):
        found = own(w)
        if found:
            return found
    prefix = getattr(scene, "title_key", "").rpartition(".")[0]
    key = f"{prefix}.{w.id}"
    said = ctx.t(key) if prefix and w.id else key
    return "" if said == key else said


def value(ctx, scene, w) -> str:
    if isinstance(w, Checkbox):
        return ctx.t("speech.focus.on" if w.checked and w.enabled else "speech.focus.off")
    if isinstance(w, Segmented):
        return next((label for v, label in w.options if v == w.value), "")
    if isinstance(w, Stepper):
        return str(w.fmt(w.value))
    if isinstance(w, TextInput):
        if w.all_selected:
            return ctx.t("speech.focus.all_selected", text=w.text)
        return w.text or ctx.t("speech.focus.empty")
    if isinstance(w, TextPane):
        return w.paragraph()
    if isinstance(w, ScrollList) and 0 <= w.selected < len(w.items):
        row = getattr(scene, "speech_row", None)
        return row(w, w.selected) if callable(row) else str(w.items[w.selected])
    return ""


def text(ctx, scene, w) -> str:
    words = ctx.spoken()
    if hasattr(scene, "button_specs") and isinstance(w, Button):  # a dialog's choice
        return words.speakable(screens.dialog_focus(ctx, w.label))
    parts = [name(ctx, scene, w), value(ctx, scene, w)]
    if not w.enabled:
        parts.append(ctx.t("speech.focus.disabled"))
    tip = getattr(scene, "speech_tip", None)  # a tooltip's words by ear (keys, not glyphs)
    said_tip = tip(w) if callable(tip) else w.tooltip
    if said_tip:
        parts.append(said_tip)
    return joined([words.speakable(p) for p in parts if p], words.lang)


def edge(ctx, w, key: int | None) -> str:
    """What an arrow that moved nothing met: a list's first or last row, a text's start or end,
    a choice already at its first or last value ("" for any other key or control)."""
    ahead = {pygame.K_DOWN: 1, pygame.K_UP: -1}.get(key or 0)
    if isinstance(w, ScrollList) and w.selectable and w.items and ahead:
        return ctx.t("speech.focus.last_row" if ahead > 0 else "speech.focus.first_row")
    if isinstance(w, TextPane) and w.stops() and ahead:
        return ctx.t("speech.focus.chapter_end" if ahead > 0 else "speech.focus.chapter_start")
    if isinstance(w, (Segmented, Stepper)) and key in (pygame.K_LEFT, pygame.K_RIGHT):
        return ctx.t("speech.focus.already", value=value(ctx, None, w))
    return ""


def after(ctx, scene, before, key: int | None = None, silent: bool = False) -> None:
    """Say the focused control when the key moved the focus or changed its value, or was Tab
    (a screen of one stop: Tab stays on it, and says it again); an arrow that moved nothing
    and was not answered otherwise (``silent``) says the edge it met."""
    if not ctx.speech.enabled or not getattr(scene, "FORM_KEYS", True):
        return  # (a form for the mouse only: the scene's keys say what they do)
    now = snapshot(scene)
    if now[0] is not before[0] or now[1] is None:
        return
    if key == pygame.K_TAB or now[1:] != before[1:]:
        said = text(ctx, scene, now[1])
    else:
        said = edge(ctx, now[1], key) if silent and now[1].enabled else ""
    if said:
        ctx.speech.say(said, key="focus")
