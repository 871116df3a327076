"""One resolver for bundled files, from a source checkout, an installed wheel or a frozen build.

* checkout / wheel: files inside the ``jongrogue`` package (``data/``, ``assets/``) sit next to
  this module; the top-level ``assets/`` folder of a checkout is also searched.
* frozen (PyInstaller): ``sys._MEIPASS`` holds the collected ``jongrogue/...`` tree.
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent.parent  # jongrogue/


def _roots() -> list[Path]:
    roots: list[Path] = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen) / "jongrogue")
        roots.append(Path(frozen))
    roots.append(PACKAGE_DIR)
    roots.append(PACKAGE_DIR.parent)  # source checkout: top-level assets/
    return roots


def resource_path(*parts: str) -> Path:
    """Return the first existing path for ``parts`` (e.g. ``("data", "box.yaml")``).

    Raises FileNotFoundError naming every place that was searched.
    """
    tried = []
    for root in _roots():
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
        tried.append(str(candidate))
    raise FileNotFoundError(
        f"bundled file {'/'.join(parts)} not found; searched: {', '.join(tried)}"
    )


def data_path(name: str) -> Path:
    return resource_path("data", name)


def asset_path(*parts: str) -> Path:
    return resource_path("assets", *parts)
