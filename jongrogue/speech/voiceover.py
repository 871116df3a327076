"""Is VoiceOver running? ``pgrep`` asks macOS (loaded by ``detect`` on macOS only, so the other
platforms' start does without ``subprocess``)."""

from __future__ import annotations

import subprocess


def macos_screen_reader(run=subprocess.run) -> str | None:
    try:
        done = run(["pgrep", "-x", "VoiceOver"], capture_output=True, timeout=2)
    except (OSError, subprocess.SubprocessError):
        return None
    return "VoiceOver" if done.returncode == 0 else None
