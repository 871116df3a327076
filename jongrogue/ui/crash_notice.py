"""Telling the player about a crash in a window: SDL's message box naming the report file, and
the same words said through the speech voice when one is open (a box is silent by ear).

The box is shown only where a real window was open (never on the dummy or offscreen drivers,
where no one would see it and it could block); any failure to show it or say it is ignored —
the report is written and the message is on standard error already. The voice is closed once
the box is dismissed (the main loop left it open for this).
"""

from __future__ import annotations

import pygame

from jongrogue.text import strings

HEADLESS_DRIVERS = ("dummy", "offscreen")


def show(report, lang: str | None, speaker=None) -> None:
    try:
        lang = lang or strings.default_language()
        title = strings.ui(lang, "crash.title")
        body = (
            strings.ui(lang, "crash.body", path=str(report))
            if report is not None
            else strings.ui(lang, "crash.body_no_report")
        )
        if speaker is not None:
            said = strings.ui(lang, "crash.spoken", title=title, body=body.replace("\n", " "))
            speaker.say_now(" ".join(said.split()))
        if pygame.display.get_driver() not in HEADLESS_DRIVERS:
            pygame.display.quit()  # a fullscreen window would hide the box
            pygame.display.message_box(title, body, message_type="error")
    except Exception:
        pass
    finally:
        if speaker is not None:
            speaker.close()
