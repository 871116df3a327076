"""The official 基本事項 page (seed 000) beside the repository: ``<clone>/../shared/seeds/``.

``seed_text()`` returns it. When it is absent the test is skipped locally, but FAILS when the
``CI`` environment variable is set: CI has the file, so its absence there is an error."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SEED = ROOT.parent / "shared" / "seeds" / "000_bfa318faf83ae919.txt"


def seed_text() -> str:
    if not SEED.is_file():
        message = f"the seed file {SEED} is missing"
        if os.environ.get("CI"):
            pytest.fail(message + " (CI must provide it)")
        pytest.skip(message)
    return SEED.read_text(encoding="utf-8")


def section(text: str, heading: str) -> str:
    start = text.index(heading)
    end = text.find("----", start)
    return text[start : end if end > 0 else None]


def plain(cell: str) -> str:
    """Wiki markup out: ``&mpi(s1);`` → ``s1``."""
    return re.sub(r"&mpi\(([^)]*)\);", r"\1", cell).strip()


def check_rows(text: str) -> list[tuple[str, list[str], list[str], list[str]]]:
    """The 行動前後の判定一覧 rows: (action, before, after, post), cells split at &br;."""
    rows = re.findall(
        r"\|~([^|]+)\|([^|]*)\|([^|]*)\|([^|]*)\|", section(text, "*行動前後の判定一覧")
    )
    out = []
    for action, *cells in rows:
        if action == "行動":  # the header row
            continue
        out.append(
            (
                plain(action),
                *[[plain(c) for c in cell.split("&br;") if c.strip()] for cell in cells],
            )
        )
    return out


def probability_rows(text: str) -> dict[str, list[tuple[int, str]]]:
    """The 判定処理の確率表: {"2d9>=": [(N, "55.555%"), ...], "2d9=": [...], "1d9>=": [...]}."""
    body = text[text.index("判定処理（セービング・ロール）の確率表") : text.index("「1d9=N」")]
    two, one = body.split("--「1d9」")
    out = {"2d9=": [], "2d9>=": [], "1d9>=": []}
    for n, eq, ge in re.findall(r"\|\s*(\d+)\|\s*([\d.]+%)\|\s*([\d.]+%)\|", two):
        out["2d9="].append((int(n), eq))
        out["2d9>="].append((int(n), ge))
    for n, ge in re.findall(r"\|\s*(\d+)\|\s*([\d.]+%)\|(?!\s*[\d.]+%)", one):
        out["1d9>="].append((int(n), ge))
    return out
