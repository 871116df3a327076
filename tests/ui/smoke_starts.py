"""Two starts in a row, each a fresh process running ``code`` (which ends by printing what it
found) with its caches under ``cache_home``: the first makes the start-up caches, the second
starts warm. Returns the last ``words`` words each printed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def two_starts(code: str, cache_home: Path, words: int) -> list[list[str]]:
    env = {
        **os.environ,
        "XDG_CACHE_HOME": str(cache_home / "cache"),
        "JONGROGUE_HOME": str(cache_home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    env.pop("JONGROGUE_NO_CACHE", None)
    return [
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
        ).stdout.split()[-words:]
        for _ in range(2)
    ]
