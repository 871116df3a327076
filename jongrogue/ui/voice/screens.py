"""Screens announced as they open and close: its name (ui.speech.screen.<scene name>), a
dialog's title, text and choices. A scene may word itself with ``speech_title()`` and add what it
asks on opening with ``speech_intro()`` (the table: what it waits for). The check
overlay only shows what the outcome already said: it is announced at the full verbosity alone."""

from __future__ import annotations

from jongrogue.speech.speaker import distinct, joined
from jongrogue.ui.scenes.undo_keys import passed_on

REVEALED = "screen"  # the key of a screen shown again (unsaid when another opens over it at once)
QUIET = ("check_overlay",)  # shown after every check: named only at the full verbosity


def title(ctx, scene) -> str:
    own = getattr(scene, "speech_title", None)
    if callable(own):
        return own()
    words = ctx.spoken()
    if getattr(scene, "title_key", ""):
        return words.speakable(ctx.t(scene.title_key))
    sheet = getattr(scene, "sheet_id", None)
    key = f"speech.screen.{scene.name}"
    name = ctx.t(key, sheet=ctx.name(f"sheet.{sheet}") if sheet else "")
    return "" if name == key else words.speakable(name)


def _dialog(ctx, scene) -> list[str]:
    """A dialog's own words: title, body, the choices and the one Enter presses now."""
    words = ctx.spoken()
    body = getattr(scene, "said_body", None) or getattr(scene, "body", "")
    parts = [getattr(scene, "title", ""), body]
    hint = getattr(scene, "speech_hint", None)  # how to leave it (the describe pop-up)
    parts.append(hint() if callable(hint) else "")
    specs: list = list(getattr(scene, "button_specs", ()))
    buttons = [label for _, label, _ in specs]
    if len(buttons) > 1:
        parts.append(ctx.t("speech.buttons", buttons=words.t("table.tile_sep").join(buttons)))
        form = getattr(scene, "form", None)
        focus = form.focus if form is not None else None  # (None until its first layout)
        chosen = focus.id if focus is not None else getattr(scene, "default_id", specs[0][0])
        label = next((label for bid, label, _ in specs if bid == chosen), buttons[0])
        parts.append(dialog_focus(ctx, label))
    return [words.speakable(p) for p in parts if p]


def dialog_focus(ctx, label: str) -> str:
    """A dialog's focused choice: what Enter presses, and that Tab moves."""
    return ctx.t("speech.dialog_focus", choice=label)


def _quiet(ctx, scene) -> bool:
    return scene.name in QUIET and ctx.settings.speech_verbosity != "full"


def entered(ctx, scene) -> None:
    sp = ctx.speech
    if not sp.enabled or _quiet(ctx, scene):
        return
    scene.refresh()  # (words built before a language switch are built anew)
    if hasattr(scene, "button_specs"):  # a dialog says what it asks
        sp.say(joined(_dialog(ctx, scene), ctx.spoken().lang), screen=True)
        return
    name = title(ctx, scene)
    intro = getattr(scene, "speech_intro", None)
    parts = [ctx.t("speech.entered", screen=name) if name else ""]
    parts += intro() if callable(intro) else []
    # one utterance: the queue keeps the newest few
    sp.say(joined(distinct(parts), ctx.spoken().lang), screen=True)


def left(ctx, scene, revealed, result=None) -> None:
    """``scene`` closed (with ``result``); ``revealed`` (or None) is the screen shown again.
    Closed to pass an undo or redo key to the table: the table says what it undid and the
    screen it lands on (the camp again), as one utterance without the closing."""
    sp = ctx.speech
    if not sp.enabled or _quiet(ctx, scene) or passed_on(result) is not None:
        return
    back = getattr(scene, "SAYS_BACK", False)  # (a panel: where the focus went, no closing)
    if not hasattr(scene, "button_specs") and not back:  # (a dialog: its answer follows)
        name = title(ctx, scene)
        if name:
            sp.say(ctx.t("speech.left", screen=name), screen=True)
    if revealed is not None and not _quiet(ctx, revealed):
        revealed.refresh()
        name = title(ctx, revealed)
        if name:
            said = ctx.t("speech.back_to" if back else "speech.entered", screen=name)
            sp.say(said, key=REVEALED, screen=True)
