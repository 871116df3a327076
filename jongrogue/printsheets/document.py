"""The PDF: the fonts embedded once, every sheet placed on its page, the bytes written atomically."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from fpdf import FPDF
from fpdf.errors import FPDFException

from jongrogue import __version__
from jongrogue.printsheets import character, consumables, ink, items, layout, maps, records, values
from jongrogue.printsheets.errors import PrintError
from jongrogue.printsheets.pen import Pen
from jongrogue.storage.atomic import write_atomic_bytes
from jongrogue.system.fontfiles import font_path
from jongrogue.text import sheet_words as words

DRAW = {
    "character_a": character.draw,
    "character_b": character.draw,
    "dungeon_map": maps.draw_dungeon,
    "encounter_map": maps.draw_encounter,
    "potions": consumables.draw,
    "scrolls": consumables.draw,
    "score_card": records.draw_score_card,
    "victory_sheet": records.draw_victory,
}


def _pdf(paper: str, lang: str, created: datetime) -> tuple[FPDF, Pen]:
    pdf = FPDF(orientation="portrait", unit="mm", format=layout.PAPERS[paper])
    pdf.set_auto_page_break(False)
    pdf.set_margin(0)
    pdf.set_creation_date(created)
    pdf.set_creator(f"JongRogue Digital {__version__}")
    pdf.set_lang(lang)
    fonts = {}
    for serif, family in ((False, "sans"), (True, "serif")):
        path = font_path(serif)
        if path is None:
            raise PrintError(
                "the bundled Japanese font (package pylopdf_fonts_jp) is not installed"
            )
        try:
            pdf.add_font(family, "", str(path))
        except (OSError, FPDFException, ValueError) as exc:
            raise PrintError(f"the bundled font {path} cannot be embedded: {exc}") from exc
        fonts[family] = family
    return pdf, Pen(pdf, fonts)


def render(view: dict | None, *, paper: str, lang: str, created: datetime) -> bytes:
    """The PDF of every sheet of ``view`` (None: every sheet, blank) as bytes; nothing else goes
    in, so one view and one ``created`` date give the same bytes."""
    pdf, pen = _pdf(paper, lang, created)
    pdf.set_title(words.ui(lang, "print.title"))
    pages = layout.pages(values.sheet_ids(view))
    for n, page in enumerate(pages, start=1):
        pdf.add_page()
        for sheet_id, (x, y, k) in zip(page, layout.slots(paper)):
            pen.place(x, y, k)
            w, h = layout.SHEET_UNITS
            pen.box(0, 0, w, h, line=ink.RULE, width=0.1, radius=1.2)  # the sheet's edge: cut here
            pen.place(*layout.form_place(x, y, k))
            DRAW.get(sheet_id, items.draw)(pen, sheet_id, view, lang)
        _footer(pen, paper, lang, view, n, len(pages))
    return bytes(pdf.output())


def ruleset_label(view: dict) -> str:
    """EZ, or EZ+ and its options, as the score card writes it."""
    plus = sorted(view.get("options") or ())
    return "EZ" if view.get("ruleset") == "ez" else "EZ+" + (" " + "+".join(plus) if plus else "")


def _footer(pen: Pen, paper: str, lang: str, view: dict | None, n: int, total: int) -> None:
    """What this printout is, in the bottom margin: the game, blank or which run, the page."""
    pw, ph = layout.PAPERS[paper]
    pen.place(0, 0, 1.0)  # millimetres
    if view is None:
        what = words.ui(lang, "print.blank")
    else:
        what = words.ui(
            lang,
            "print.filled",
            ruleset=ruleset_label(view),
            floor=(view.get("pc") or {}).get("floor", ""),
        )
    line = f"{words.ui(lang, 'print.title')} · {what}"
    y = ph - layout.MARGIN / 2
    pen.text(line, layout.MARGIN, y, 2.6, colour=ink.SOFT, max_w=pw * 0.7)
    pen.text(
        words.ui(lang, "print.page", n=n, total=total),
        pw - layout.MARGIN,
        y,
        2.6,
        anchor="right",
        colour=ink.SOFT,
    )


def write(path: Path, data: bytes) -> Path:
    """Write the PDF in place of ``path``: into a folder that exists, over nothing or a regular
    file (never over a device or a folder); PrintError says why not."""
    if not path.parent.is_dir():
        raise PrintError(f"{path} cannot be written: the folder {path.parent} does not exist")
    if path.exists() and not path.is_file():
        raise PrintError(f"{path} cannot be written: it is not a regular file")
    try:
        write_atomic_bytes(path, data)
    except OSError as exc:
        raise PrintError(f"{path} cannot be written: {exc.strerror or exc}") from exc
    return path
