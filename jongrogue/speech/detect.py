"""Is a screen reader running? On Linux Orca (a process named ``orca``), on macOS VoiceOver (a
process named ``VoiceOver``); on Windows the readers the prismatoid library finds running
(``prism_voice.running_screen_reader``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

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


def macos_screen_reader(run=subprocess.run) -> str | None:
    try:
        done = run(["pgrep", "-x", "VoiceOver"], capture_output=True, timeout=2)
    except (OSError, subprocess.SubprocessError):
        return None
    return "VoiceOver" if done.returncode == 0 else None


def screen_reader(platform: str = sys.platform) -> str | None:
    """The name of a screen reader seen running (Linux, macOS), else None."""
    if platform.startswith("linux"):
        return linux_screen_reader()
    if platform == "darwin":
        return macos_screen_reader()
    return None
