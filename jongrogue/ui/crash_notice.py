"""Telling the player about a crash in a window: SDL's message box naming the report file.

Shown only where a real window was open (never on the dummy or offscreen drivers, where no one
would see it and it could block); any failure to show it is ignored — the report is written and
the message is on standard error already.
"""

from __future__ import annotations

import pygame

from jongrogue.text import strings

HEADLESS_DRIVERS = ("dummy", "offscreen")


def show(report, lang: str | None) -> None:
    try:
        if pygame.display.get_driver() in HEADLESS_DRIVERS:
            return
        lang = lang or strings.default_language()
        body = (
            strings.ui(lang, "crash.body", path=str(report))
            if report is not None
            else strings.ui(lang, "crash.body_no_report")
        )
        pygame.display.quit()  # a fullscreen window would hide the box
        pygame.display.message_box(strings.ui(lang, "crash.title"), body, message_type="error")
    except Exception:
        pass
