"""The folder for start-up caches (parsed YAML, rendered tile art, the dataclasses' compiled
methods): safe to delete at any time.

``$JONGROGUE_HOME/cache`` when set, else ``platformdirs.user_cache_dir("jongrogue")``
(``XDG_CACHE_HOME`` on Linux). ``JONGROGUE_NO_CACHE=1`` turns every such cache off.

Every cache file is *sealed*: its content is followed by the SHA-256 of the file's key (what it
was made from: the source's digest, the tile's arguments) and the content. ``read_sealed``
returns the content only when that digest matches, so a flipped bit, a bad sector, another
program's edit or a file copied under another name is never used: the caller makes the value
again from its source. (A digest anyone can recompute: it catches damage, not a forger, who could
as well edit the YAML; a run played with changed rules is caught by the rules hash of its journal
header, see ``jongrogue.data.rules_hash``.)
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import os
from pathlib import Path

import platformdirs


def cache_dir(kind: str) -> Path | None:
    """``<cache folder>/<kind>`` (not created), or None when caching is off."""
    if os.environ.get("JONGROGUE_NO_CACHE"):
        return None
    home = os.environ.get("JONGROGUE_HOME")
    if home:
        return Path(home) / "cache" / kind
    env = os.environ.get
    return _user_cache_dir(env("XDG_CACHE_HOME"), env("HOME"), env("LOCALAPPDATA")) / kind


@functools.lru_cache(maxsize=4)
def _user_cache_dir(*environment: str | None) -> Path:
    """platformdirs' cache folder, worked out once for the environment values it reads (the
    start asks for a cache file about forty times)."""
    return Path(platformdirs.user_cache_dir("jongrogue", appauthor=False))


def write_atomic(path: Path, blob: bytes) -> None:
    """Write ``blob`` so readers see the whole file or none; OSError if it cannot."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        tmp.write_bytes(blob)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


DIGEST_BYTES = 32


def _digest(key: str, blob: bytes) -> bytes:
    return hashlib.sha256(key.encode() + b"\0" + blob).digest()


def write_sealed(path: Path, blob: bytes, key: str) -> None:
    """Write ``blob`` and its seal atomically; OSError if it cannot."""
    write_atomic(path, blob + _digest(key, blob))


def read_sealed(path: Path, key: str) -> bytes | None:
    """The content of a sealed file, or None: missing, unreadable, or not what was written for
    ``key`` (any byte changed, cut short, another key's file)."""
    try:
        data = path.read_bytes()
    except OSError:
        return None
    blob, seal = data[:-DIGEST_BYTES], data[-DIGEST_BYTES:]
    if len(data) < DIGEST_BYTES or not hmac.compare_digest(seal, _digest(key, blob)):
        return None
    return blob
