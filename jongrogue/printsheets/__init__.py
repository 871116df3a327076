"""The printable paper sheets: a PDF of every sheet, blank or filled with a run's
values and post-its as the player sees them, on A4 or Letter, in Japanese or English. No pygame.

    from jongrogue.printsheets import write_sheets, PrintError
    write_sheets("sheets.pdf", paper="A4", lang="ja", game=None)     # -> Path; raises PrintError

``game`` is a ``jongrogue.game`` game (its ``view()`` is all that is read) or None for blank
sheets. Two sheets go on a page (``layout``); each sheet module (``character``, ``maps``,
``items``, ``consumables``, ``records``) draws one kind in its own 120 × 90 unit grid through
``pen.Pen``. A PDF takes about a second (embedding the fonts' glyphs): a UI may want a thread.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path

from jongrogue.printsheets.errors import PrintError
from jongrogue.printsheets.layout import PAPERS

LANGS = ("ja", "en")


def write_sheets(path, *, paper: str = "A4", lang: str = "ja", game=None) -> Path:
    """Write the PDF to ``path`` (atomically) and return its path; PrintError on failure."""
    if paper not in PAPERS:
        raise ValueError(f"paper must be one of {', '.join(PAPERS)}, not {paper!r}")
    if lang not in LANGS:
        raise ValueError(f"lang must be one of {', '.join(LANGS)}, not {lang!r}")
    from jongrogue.printsheets import document  # fpdf2 (+ Pillow, fontTools): 0.4 s, only to print

    view = game.view() if game is not None else None
    data = document.render(view, paper=paper, lang=lang, created=datetime.now(timezone.utc))
    return document.write(Path(path), data)


__all__ = ["write_sheets", "PrintError", "PAPERS", "LANGS"]
