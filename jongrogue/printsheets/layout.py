"""Where the sheets go on the paper: two 4 : 3 sheets one above the other on a portrait page,
inside margins every home printer prints."""

from __future__ import annotations

PAPERS = {"A4": (210.0, 297.0), "Letter": (215.9, 279.4)}  # mm
MARGIN = 10.0  # mm, every side
GAP = 8.0  # mm between the two sheets of a page
SHEET_UNITS = (120, 90)  # the sheets' own grid (assets/sheets/*.yaml)
PER_PAGE = 2


def slots(paper: str) -> list[tuple[float, float, float]]:
    """The page's two places for a sheet: (x mm, y mm, mm per sheet unit), top first."""
    pw, ph = PAPERS[paper]
    uw, uh = SHEET_UNITS
    k = min((pw - 2 * MARGIN) / uw, (ph - 2 * MARGIN - GAP) / (PER_PAGE * uh))
    w, h = uw * k, uh * k
    top = (ph - PER_PAGE * h - GAP) / 2
    return [((pw - w) / 2, top + i * (h + GAP), k) for i in range(PER_PAGE)]


def pages(sheet_ids: list[str]) -> list[list[str]]:
    """The sheets in order, two to a page."""
    return [sheet_ids[i : i + PER_PAGE] for i in range(0, len(sheet_ids), PER_PAGE)]


def form_place(x: float, y: float, k: float) -> tuple[float, float, float]:
    """Where the printed form sits inside its sheet's edge (a little in from it): (x, y, k)."""
    return x + 2 * k, y + k, k * (SHEET_UNITS[0] - 4) / SHEET_UNITS[0]
