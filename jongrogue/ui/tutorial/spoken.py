"""The tutorial by ear and by controller: what a step says when it begins (and again whenever what
it waits for changes): its number, its caption with the keys in words (the keyboard's way where
the card names the mouse), and what to press now —
Enter for a step to read or a run of rests, else the action with its key, or on a controller the
buttons that reach it on the action bar and press it."""

from __future__ import annotations

import re

from jongrogue.ui.tutorial.coach import card_keys, tt
from jongrogue.ui.voice.help import spoken_key

ARROWS = {"↑": "up", "↓": "down", "←": "left", "→": "right"}
# the captions' key glyphs; an arrow between numbers ("1 → 2") is the voice's "to", not a key
_SHIFT_PERIOD = re.compile(r"⇧\s*\.")
_SHIFT_ARROW = re.compile(r"(?:Shift\+|⇧)([↑↓←→])")
_PERIOD = re.compile(r"([(（])\.([)）])")
_ARROW = re.compile(r"(?<!\d)(?<!\d\s)([↑↓←→])(?!\s?\d)")


def keys_in_words(ctx, text: str) -> str:
    """``text`` with its key glyphs (→, ⇧., Shift+↑, (.)) as the keys' spoken names (a letter's
    "(T)" is the speakable text's "T key")."""
    shift = "Shift+"
    text = _SHIFT_PERIOD.sub(lambda m: shift + spoken_key(ctx, "."), text)
    text = _SHIFT_ARROW.sub(lambda m: shift + spoken_key(ctx, ARROWS[m.group(1)]), text)
    text = _PERIOD.sub(lambda m: m[1] + spoken_key(ctx, ".") + m[2], text)
    return _ARROW.sub(lambda m: spoken_key(ctx, ARROWS[m.group(1)]), text)


def button(ctx, action: str) -> str:
    """The controller button bound to ``action``, as the help says it."""
    return ctx.t(f"pad.button.{ctx.settings.pad[action]}")


def confirm_key(ctx) -> str:
    return button(ctx, "confirm") if ctx.pad_active else spoken_key(ctx, "return")


def doing(ctx, *, reads: bool, rests_on: bool, action: str, key: str, last: bool = False) -> str:
    """What to press now: ``reads`` a step to read (Enter: next; ``last``: the tutorial ends),
    ``rests_on`` a run of rests (the card's button), else ``action`` (its spoken name) by ``key``
    (its key in words; "" none)."""
    if reads:
        return tt(ctx, "say.finish" if last else "say.next", press=confirm_key(ctx))
    if rests_on:
        return tt(ctx, "say.rest_on", press=confirm_key(ctx))
    if not action:
        return ""
    if ctx.pad_active:
        return tt(
            ctx, "say.now_pad", action=action, next=button(ctx, "next"), press=confirm_key(ctx)
        )
    return tt(ctx, "say.now_key" if key else "say.now", action=action, press=key)


def said(ctx, kind: str, step_id: str) -> str:
    """A step's caption (``kind`` "step") or hint ("hint") as it is said, keys in words: its
    spoken form (``say_step`` / ``say_hint``: the keyboard's way where the card names the
    mouse), else the card's own words."""
    key = f"tutorial.say_{kind}.{step_id}"
    text = ctx.t(key, **card_keys(ctx))
    if text == key or not text:
        text = tt(ctx, f"{kind}.{step_id}")
    return keys_in_words(ctx, text)


def step_words(ctx, step, index: int, total: int, now: str) -> list[str]:
    """A step as it begins: its number, its caption (keys in words), what to press now."""
    words = ctx.spoken()
    caption = said(ctx, "step", step.id)
    return [tt(ctx, "say.step", i=index + 1, n=total), words.speakable(caption), now]
