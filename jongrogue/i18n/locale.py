"""The player's language from the OS locale: ``default_language()`` -> "ja" | "en"."""

from __future__ import annotations

import functools
import locale
import os
import sys


def _is_japanese(tag: str | None) -> bool:
    if not tag:
        return False
    t = tag.strip().lower()
    return t.startswith("ja") or t.startswith("japanese") or t.startswith("jp_")


def _windows_ui_is_japanese() -> bool:  # pragma: no cover - Windows only
    try:
        import ctypes

        langid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
        return (langid & 0x3FF) == 0x11  # LANG_JAPANESE
    except Exception:
        return False


def _macos_prefers_japanese() -> bool:  # pragma: no cover - macOS only
    try:
        import subprocess

        out = subprocess.run(
            ["defaults", "read", "-g", "AppleLanguages"], capture_output=True, text=True, timeout=2
        ).stdout
    except Exception:
        return False
    for line in out.splitlines():
        tag = line.strip().strip('(),"').strip()
        if tag:
            return _is_japanese(tag)
    return False


def default_language() -> str:
    """``"ja"`` when the OS locale is Japanese, else ``"en"``.

    Looks at LANGUAGE, LC_ALL, LC_MESSAGES, LANG (gettext order; "C"/"POSIX" are ignored), then
    ``locale.getlocale()``, then the desktop setting (Windows UI language, macOS AppleLanguages).
    """
    language = os.environ.get("LANGUAGE", "").split(":")[0]
    if language and language not in ("C", "POSIX"):
        return "ja" if _is_japanese(language) else "en"
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            return "ja" if _is_japanese(value) else "en"
    return _system_language()


@functools.cache
def _system_language() -> str:
    """The language of ``locale.getlocale()`` or the desktop, read once (the UI asks for its
    language at every text it draws)."""
    try:
        loc = locale.getlocale()[0]
    except (ValueError, TypeError):
        loc = None
    if _is_japanese(loc):
        return "ja"
    if sys.platform == "win32" and _windows_ui_is_japanese():
        return "ja"
    if sys.platform == "darwin" and not loc and _macos_prefers_japanese():
        return "ja"
    return "en"
