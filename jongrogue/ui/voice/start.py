"""Speech at the start of the app: on when the Settings switch says so, when ``--speech`` was
given, or (the switch at "auto") when a screen reader is running; then the voice the Settings
choose (speech.choose). No voice is one clear message (a toast, and the log), never a stop.
Whether a screen reader runs is asked at every start (speech.detect, light); the voices
(speech.choose, with ``subprocess``) are loaded when one is opened, so a silent start skips them."""

from __future__ import annotations

import importlib
import logging

from jongrogue.speech import detect

log = logging.getLogger(__name__)


def wanted(setting: str, forced: bool, reader: str | None) -> bool:
    return forced or setting == "on" or (setting == "auto" and reader is not None)


def open_voice(ctx, reader: str | None = None) -> None:
    """Open the voice the Settings choose for ``ctx.speech``; say once why when none opens."""
    choose = importlib.import_module("jongrogue.speech.choose")
    opened = choose.open_voice(ctx.settings.speech_voice, reader=reader)
    ctx.speech.use(opened.voice)
    if opened.voice is None:
        log.warning("speech: no voice (%s)", opened.problem)
        ctx.notify(ctx.t("speech.voice_missing", detail=opened.problem), "warning", 10.0)
    else:
        log.info("speech: %s", opened.voice.id)


def start_speech(ctx, forced: bool = False) -> None:
    if ctx.settings.speech == "off" and not forced:
        return  # (no need to look for a screen reader)
    reader = detect.running_screen_reader()  # it speaks, when the voice is "auto"
    if not wanted(ctx.settings.speech, forced, reader):
        return
    open_voice(ctx, reader)
    ctx.speech.enabled = True


def switch(ctx, on: bool, reopen: bool = False) -> None:
    """Speech on or off now, saying so; a voice is opened when there is none (or ``reopen``)."""
    if on and (reopen or ctx.speech.voice is None):
        open_voice(ctx, detect.running_screen_reader())
    ctx.speech.set_enabled(on, ctx.t("speech.switched_on" if on else "speech.switched_off"))


def apply_setting(ctx, reopen: bool = False) -> None:
    """Settings changed the switch (or, ``reopen``, the voice): speech follows at once."""
    setting = ctx.settings.speech
    on = wanted(setting, False, detect.running_screen_reader() if setting == "auto" else None)
    if on != ctx.speech.enabled or reopen:
        switch(ctx, on, reopen)
