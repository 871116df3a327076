"""The folder for start-up caches (parsed YAML, rendered tile art): safe to delete at any time.

``$JONGROGUE_HOME/cache`` when set, else ``platformdirs.user_cache_dir("jongrogue")``
(``XDG_CACHE_HOME`` on Linux). ``JONGROGUE_NO_CACHE=1`` turns every such cache off.
"""
from __future__ import annotations

import os
from pathlib import Path

import platformdirs


def cache_dir(kind: str) -> Path | None:
    """``<cache folder>/<kind>`` (not created), or None when caching is off."""
    if os.environ.get("JONGROGUE_NO_CACHE"):
        return None
    home = os.environ.get("JONGROGUE_HOME")
    base = Path(home) / "cache" if home else Path(platformdirs.user_cache_dir("jongrogue",
                                                                               appauthor=False))
    return base / kind


def write_atomic(path: Path, blob: bytes) -> None:
    """Write ``blob`` so readers see the whole file or none; OSError if it cannot."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_bytes(blob)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
