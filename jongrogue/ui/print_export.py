""" "Print sheets": every paper sheet as a PDF (jongrogue.printsheets), blank or filled with the
run's values as the player sees them, on A4 or Letter, in the UI language, written to
``<data dir>/sheets/``; a toast says where (or why not).

    choices(ctx, blank_only=False)    -> the dialog's buttons (New game offers the blank ones)
    export_sheets(ctx, game, choice)  -> Path of the PDF, or None (the toast explains)
"""

from __future__ import annotations

import time
from pathlib import Path

from jongrogue.printsheets import PrintError, write_sheets
from jongrogue.storage import paths
from jongrogue.text.paper_words import seed_tag

CHOICES = {
    "print_filled_a4": (True, "A4"),
    "print_filled_letter": (True, "Letter"),
    "print_blank_a4": (False, "A4"),
    "print_blank_letter": (False, "Letter"),
}


def sheets_dir() -> Path:
    return paths.data_dir() / "sheets"


def choices(ctx, blank_only: bool = False) -> list:
    ids = [cid for cid, (filled, _) in CHOICES.items() if not (blank_only and filled)]
    return [
        (cid, ctx.t(f"print.{cid}"), "primary" if cid == ids[0] else "normal") for cid in ids
    ] + [("cancel", ctx.t("common.cancel"), "normal")]


def export_sheets(ctx, game, choice: str) -> Path | None:
    filled, paper = CHOICES[choice]
    what = f"{seed_tag(game.header)}-{len(game.commands)}" if filled else "blank"  # None: blank
    out = sheets_dir() / f"{time.strftime('%Y%m%d-%H%M%S')}-{what}-{paper}-{ctx.lang}.pdf"
    try:
        sheets_dir().mkdir(parents=True, exist_ok=True)
        write_sheets(out, paper=paper, lang=ctx.lang, game=game if filled else None)
    except (PrintError, OSError) as exc:
        ctx.sound.play("error")
        ctx.notify(ctx.t("print.failed", error=str(exc)), "warning", 8.0)
        return None
    ctx.notify(ctx.t("print.written", path=str(out)), "info", 10.0)
    return out
