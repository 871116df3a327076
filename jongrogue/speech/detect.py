"""Is a screen reader running? On Linux Orca (a process named ``orca``), on macOS VoiceOver (a
process named ``VoiceOver``, ``speech.voiceover``); on Windows the readers the prismatoid library
finds running (``prism_voice.running_screen_reader``). Asked at every start (speech "auto"), so
this module stays light: no ``subprocess``, which only the macOS check and the voices need."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from jongrogue.speech import prism_voice

LINUX_READERS = ("orca",)


def linux_screen_reader(proc: Path = Path("/proc")) -> str | None:
    try:
        entries = list(proc.iterdir())
    except OSError:
        return None
    for entry in entries:
        if not entry.name.isdigit():
            continue
        try:
            name = (entry / "comm").read_text(encoding="utf-8", errors="replace").strip()
        except OSError:  # the process ended meanwhile, or is not ours to read
            continue
        if name in LINUX_READERS:
            return name
    return None


def screen_reader(platform: str = sys.platform) -> str | None:
    """The name of a screen reader seen running (Linux, macOS), else None."""
    if platform.startswith("linux"):
        return linux_screen_reader()
    if platform == "darwin":
        return importlib.import_module("jongrogue.speech.voiceover").macos_screen_reader()
    return None


def running_screen_reader(platform: str = sys.platform) -> str | None:
    """The name of a screen reader running now, or None."""
    return screen_reader(platform) or (
        prism_voice.running_screen_reader() if prism_voice.prism is not None else None
    )
